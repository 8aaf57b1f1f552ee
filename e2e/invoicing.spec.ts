import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { pdfTextContent } from '../server/testing/pdf-text-content';
import { openSignedIn } from './support/back-office-site';
import {
  expectNoSidewaysScroll,
  newPage,
  type OrderSite,
  postLicenceOrder,
  startOrderSite,
} from './support/licence-orders';

/**
 * What an e-invoice needs, in a browser: the order dialog's invoicing fields (checked as typed, usable at
 * 360 px, in both languages), an order that waits for its SIREN and the owner completing it, the Factur-X
 * that follows, and the invoice register. Screenshots of each view go to test-results/invoicing/.
 */
const copy = {
  en: {
    locale: 'en-GB',
    dialog: 'Licence order',
    business: 'A business',
    individual: 'An individual',
    company: 'Company',
    postcode: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    vatNumber: 'Intra-community VAT number',
    sirenError: 'This is not a valid SIREN',
    vatError: 'Enter a VAT number of Germany: DE followed by its digits, e.g. DE123456789.',
    outsideEu: 'Outside the European Union, the licence is invoiced without French VAT.',
    germany: 'Germany',
    switzerland: 'Switzerland',
    waits: 'Send invoice waits for the customer’s invoicing details:',
    sirenMissing: 'a business in France: its SIREN is required on the invoice.',
    sendInvoice: 'Send invoice',
    sendNow: 'Send the invoice now',
    correct: 'Correct the invoicing details',
    save: 'Save the invoicing details',
    saved: 'The invoicing details were saved.',
    markPaid: 'Mark as paid',
    register: 'Invoice register',
    csv: 'Download the register (CSV)',
  },
  fr: {
    locale: 'fr-FR',
    dialog: 'Commande de licence',
    business: 'Entreprise',
    individual: 'Particulier',
    company: 'Société',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    vatNumber: 'Numéro de TVA intracommunautaire',
    sirenError: 'Ce SIREN n’est pas valide',
    vatError:
      'Saisissez un numéro de TVA de ce pays (Allemagne) : DE suivi de ses chiffres, par ex. DE123456789.',
    outsideEu: 'Hors de l’Union européenne, la licence est facturée sans TVA française.',
    germany: 'Allemagne',
    switzerland: 'Suisse',
    waits: '« Envoyer la facture » attend les informations de facturation du client :',
    sirenMissing: 'une entreprise en France : son SIREN doit figurer sur la facture.',
    sendInvoice: 'Envoyer la facture',
    sendNow: 'Envoyer la facture maintenant',
    correct: 'Corriger les informations de facturation',
    save: 'Enregistrer les informations de facturation',
    saved: 'Les informations de facturation sont enregistrées.',
    markPaid: 'Marquer comme payée',
    register: 'Registre des factures',
    csv: 'Télécharger le registre (CSV)',
  },
} as const;
type Language = keyof typeof copy;

const shots = join('test-results', 'invoicing');
mkdirSync(shots, { recursive: true });

let site: OrderSite['site'];
let owner: OrderSite['owner'];

test.beforeAll(async ({ request }) => {
  ({ site, owner } = await startOrderSite(request));
});
test.afterAll(async () => {
  await site?.stop();
});

function pageIn(browser: Browser, language: Language, width: number): Promise<Page> {
  return newPage(browser, copy[language].locale, { width, height: 800 });
}

for (const language of ['en', 'fr'] as const) {
  test(`the order dialog asks what the invoice needs and checks it as typed, at 360 px and wide (${language})`, async ({
    browser,
  }) => {
    const t = copy[language];
    for (const width of [360, 1280]) {
      const page = await pageIn(browser, language, width);
      await page.goto(`${site.baseUrl}/#/store`);
      await page
        .getByRole('button', { name: /^(Buy|Acheter)/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      const business = dialog.getByRole('radio', { name: t.business });
      await expect(business).toBeChecked();
      await expect(business).toBeFocused();
      await expect(dialog.getByRole('combobox', { name: t.country })).toHaveValue('FR');
      // France first, then the others by name.
      expect(
        await dialog.getByRole('combobox', { name: t.country }).locator('option').first().textContent(),
      ).toBe('France');

      await dialog.getByRole('textbox', { name: t.company }).fill('Zoë Łukowski-Nguyễn SARL');
      await dialog.getByRole('textbox', { name: t.postcode }).fill('69003');
      const siren = dialog.getByRole('textbox', { name: 'SIREN' });
      await siren.fill('552 100 555');
      await siren.press('Tab');
      await expect(siren).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByText(t.sirenError)).toBeVisible();
      expect(await siren.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain(
        t.sirenError,
      );
      await page.screenshot({ path: join(shots, `dialog-siren-${language}-${width}.png`), fullPage: false });
      await siren.fill('552 100 554');
      await expect(siren).not.toHaveAttribute('aria-invalid', 'true');

      // Another EU country: its VAT number, in its format.
      await dialog.getByRole('combobox', { name: t.country }).selectOption({ label: t.germany });
      await expect(dialog.getByRole('textbox', { name: 'SIREN' })).toHaveCount(0);
      const vat = dialog.getByRole('textbox', { name: t.vatNumber });
      await expect(vat).toHaveAttribute('placeholder', 'DE123456789');
      await vat.fill('FR44732829320');
      await vat.press('Tab');
      await expect(dialog.getByText(t.vatError)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: join(shots, `dialog-vat-${language}-${width}.png`), fullPage: false });

      // Outside the EU: no identifier, and the buyer is told there is no French VAT.
      await dialog.getByRole('combobox', { name: t.country }).selectOption({ label: t.switzerland });
      await expect(dialog.getByText(t.outsideEu)).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: t.vatNumber })).toHaveCount(0);
      // An individual gives no company.
      await dialog.getByRole('radio', { name: t.individual }).check();
      await expect(dialog.getByRole('textbox', { name: t.company })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await page.context().close();
    }
  });
}

test('an order waiting for its SIREN: the owner completes it, sends the Factur-X and finds it in the register (fr)', async ({
  browser,
}) => {
  const t = copy.fr;
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

  for (const width of [360, 1280]) {
    const page = await pageIn(browser, 'fr', width);
    await openSignedIn(page, site, owner, '/user/orders');
    await page
      .getByRole('heading', { name: new RegExp(`Atelier Lumière ${id}`) })
      .getByRole('link')
      .click();
    const customer = page.getByRole('region', { name: 'Client' });
    await expect(customer).toContainText(t.waits);
    await expect(customer).toContainText(t.sirenMissing);
    await expect(page.getByRole('button', { name: t.sendInvoice })).toHaveAttribute('aria-disabled', 'true');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(shots, `order-waits-fr-${width}.png`), fullPage: true });
    await page.context().close();
  }

  const page = await pageIn(browser, 'fr', 1280);
  await openSignedIn(page, site, owner, '/user/orders');
  await page
    .getByRole('heading', { name: new RegExp(`Atelier Lumière ${id}`) })
    .getByRole('link')
    .click();
  const customer = page.getByRole('region', { name: 'Client' });
  await customer.getByRole('button', { name: t.correct }).click();
  const form = customer.getByRole('form', { name: t.correct });
  await expect(form.getByRole('textbox', { name: t.postcode })).toHaveValue('69003');
  await expect(form.getByRole('textbox', { name: t.city })).toHaveValue('Lyon');
  await form.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
  await page.screenshot({ path: join(shots, 'order-correction-fr-1280.png'), fullPage: true });
  await form.getByRole('button', { name: t.save }).click();
  await expect(customer.getByText(t.saved)).toBeVisible();
  await expect(customer).toContainText('SIREN 552100554');
  await page.getByRole('button', { name: t.sendInvoice }).click();
  // Send invoice first shows the invoice to check; sent from there.
  await page.getByRole('button', { name: t.sendNow }).click();
  await expect(page.getByRole('button', { name: t.markPaid })).toBeVisible();

  const invoiceMail = await site.mail(
    (mail) => mail.to.includes(email) && /^Facture F\d{4}-\d{4}/.test(mail.subject),
  );
  const number = /F\d{4}-\d{4}/.exec(invoiceMail.subject)![0];
  const [pdf] = invoiceMail.parsed.attachments;
  const text = (await pdfTextContent(new Uint8Array(pdf!.content))).text;
  for (const expected of [
    'Zoë Łukowski-Nguyễn',
    'SIREN 552100554',
    '5 avenue des Tests',
    '69003 Lyon',
    'Prestation de services',
  ])
    expect(text).toContain(expected);

  await page.goto(`${site.baseUrl}/#/user/orders`);
  await page.getByRole('link', { name: t.register }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.register })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Facture ${number}`) });
  await expect(row).toContainText(`Atelier Lumière ${id}`);
  await expect(row).toContainText('552100554');
  await expect(row).toContainText('TVA française 20');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.csv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^registre-factures-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  await page.screenshot({ path: join(shots, 'register-fr-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: join(shots, 'register-fr-360.png'), fullPage: true });
  await page.context().close();
});
