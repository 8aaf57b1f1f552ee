import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openSignedIn } from './support/back-office-site';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll, postLicenceOrder } from './support/licence-orders';
import { pdfTextContent } from './support/server-testing';

/**
 * What an e-invoice needs, in a browser: the order dialog's invoicing fields (checked as typed, usable at
 * 360 px, in both languages), an order that waits for its SIREN and the owner completing it, the Factur-X
 * that follows, and the invoice register. Screenshots of each view go to test-results/invoicing/.
 */

// A site of this spec's own: a file that sets its site options gets a worker, and so a site, of its own.
test.use({ siteOptions: {} });

const shots = join('test-results', 'invoicing');
mkdirSync(shots, { recursive: true });

test('the order dialog asks what the invoice needs and checks it as typed, at 360 px and wide', async ({
  site,
  language,
  text,
  pageIn,
}) => {
  for (const width of [360, 1280]) {
    const page = await pageIn({ width, height: 800 });
    await page.goto(`${site.baseUrl}/#/store`);
    await page
      .getByRole('button', { name: text.start('store.buy') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: text('store.dialog.title') });
    const business = dialog.getByRole('radio', { name: text('buyerFields.business') });
    await expect(business).toBeChecked();
    await expect(business).toBeFocused();
    await expect(dialog.getByRole('combobox', { name: text('buyerFields.country') })).toHaveValue('FR');
    // France first, then the others by name.
    expect(
      await dialog
        .getByRole('combobox', { name: text('buyerFields.country') })
        .locator('option')
        .first()
        .textContent(),
    ).toBe('France');

    await dialog.getByRole('textbox', { name: text('buyerFields.company') }).fill('Zoë Łukowski-Nguyễn SARL');
    await dialog.getByRole('textbox', { name: text('buyerFields.postcode') }).fill('69003');
    const siren = dialog.getByRole('textbox', { name: 'SIREN' });
    await siren.fill('552 100 555');
    await siren.press('Tab');
    await expect(siren).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(text('buyerFields.sirenInvalid'))).toBeVisible();
    expect(await siren.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain(
      text('buyerFields.sirenInvalid'),
    );
    await page.screenshot({ path: join(shots, `dialog-siren-${language}-${width}.png`), fullPage: false });
    await siren.fill('552 100 554');
    await expect(siren).not.toHaveAttribute('aria-invalid', 'true');

    // Another EU country: its VAT number, in its format.
    await dialog
      .getByRole('combobox', { name: text('buyerFields.country') })
      .selectOption({ label: text.country('DE') });
    await expect(dialog.getByRole('textbox', { name: 'SIREN' })).toHaveCount(0);
    const vat = dialog.getByRole('textbox', { name: text('buyerFields.vatNumber') });
    await expect(vat).toHaveAttribute('placeholder', 'DE123456789');
    await vat.fill('FR44732829320');
    await vat.press('Tab');
    await expect(
      dialog.getByText(
        text('buyerFields.vatNumberInvalid', {
          country: text.country('DE'),
          prefix: 'DE',
          example: 'DE123456789',
        }),
      ),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(shots, `dialog-vat-${language}-${width}.png`), fullPage: false });

    // Outside the EU: no identifier, and the buyer is told there is no French VAT.
    await dialog
      .getByRole('combobox', { name: text('buyerFields.country') })
      .selectOption({ label: text.country('CH') });
    await expect(dialog.getByText(text('buyerFields.outsideEu'))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: text('buyerFields.vatNumber') })).toHaveCount(0);
    // An individual gives no company.
    await dialog.getByRole('radio', { name: text('buyerFields.individual') }).check();
    await expect(dialog.getByRole('textbox', { name: text('buyerFields.company') })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.context().close();
  }
});

test(
  'an order waiting for its SIREN: the owner completes it, sends the Factur-X and finds it in the register (fr)',
  {
    tag: '@fr-only',
  },
  async ({ site, owner, text, pageIn }) => {
    const id = randomUUID().slice(0, 8);
    const email = `atelier-${id}@example.org`;
    // The specification's payload, from a business that gave no SIREN.
    await postLicenceOrder(site, 'fr', {
      company: `Atelier Lumière ${id}`,
      firstName: 'Zoë',
      lastName: 'Łukowski-Nguyễn',
      address: '5 avenue des Tests, 69003 Lyon',
      buyerType: 'business',
      email,
    });

    /** The owner opens the order from the orders' list; returns its Customer region. */
    const openOrder = async (page: Page) => {
      await openSignedIn(page, site, owner, '/user/orders');
      await page
        .getByRole('heading', { name: new RegExp(`Atelier Lumière ${id}`) })
        .getByRole('link')
        .click();
      return page.getByRole('region', { name: text('orders.customer') });
    };

    for (const width of [360, 1280]) {
      const page = await pageIn({ width, height: 800 });
      const customer = await openOrder(page);
      await expect(customer).toContainText(text('orders.invoicing.waits'));
      await expect(customer).toContainText(text('orders.invoicing.problem.siren_missing'));
      await expect(page.getByRole('button', { name: text('orders.action.send-invoice') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: join(shots, `order-waits-fr-${width}.png`), fullPage: true });
      await page.context().close();
    }

    const page = await pageIn({ width: 1280, height: 800 });
    const customer = await openOrder(page);
    await customer.getByRole('button', { name: text('orders.invoicing.correct') }).click();
    const form = customer.getByRole('form', { name: text('orders.invoicing.correct') });
    await expect(form.getByRole('textbox', { name: text('buyerFields.postcode') })).toHaveValue('69003');
    await expect(form.getByRole('textbox', { name: text('buyerFields.city') })).toHaveValue('Lyon');
    await form.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
    await page.screenshot({ path: join(shots, 'order-correction-fr-1280.png'), fullPage: true });
    await form.getByRole('button', { name: text('orders.invoicing.save') }).click();
    await expect(customer.getByText(text('orders.invoicing.saved'))).toBeVisible();
    await expect(customer).toContainText('SIREN 552100554');
    await page.getByRole('button', { name: text('orders.action.send-invoice') }).click();
    // Send invoice first shows the invoice to check; sent from there.
    await page.getByRole('button', { name: text('orders.preview.send') }).click();
    await expect(page.getByRole('button', { name: text('orders.action.mark-paid') })).toBeVisible();

    const invoiceMail = await site.mail(
      (mail) => mail.to.includes(email) && /^Facture F\d{4}-\d{4}/.test(mail.subject),
    );
    const number = /F\d{4}-\d{4}/.exec(invoiceMail.subject)![0];
    const [pdf] = invoiceMail.parsed.attachments;
    const pdfText = (await pdfTextContent(new Uint8Array(pdf!.content))).text;
    for (const expected of [
      'Zoë Łukowski-Nguyễn',
      'SIREN 552100554',
      '5 avenue des Tests',
      '69003 Lyon',
      'Prestation de services',
    ])
      expect(pdfText).toContain(expected);

    await page.goto(`${site.baseUrl}/#/user/orders`);
    await page.getByRole('link', { name: text('register.link') }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('register.title') })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`Facture ${number}`) });
    await expect(row).toContainText(`Atelier Lumière ${id}`);
    await expect(row).toContainText('552100554');
    await expect(row).toContainText('TVA française 20');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text('register.csv') }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^registre-factures-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    await page.screenshot({ path: join(shots, 'register-fr-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(shots, 'register-fr-360.png'), fullPage: true });
    await page.context().close();
  },
);
