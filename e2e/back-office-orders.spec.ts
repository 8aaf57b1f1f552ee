import { verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { findDriver } from '../shared/driver-catalogue';
import { driverNameInSentence } from '../shared/driver-name';
import type { Language } from '../shared/language';
import { pdfTextContent } from './support/server-testing';
import { addColleague, type BackOfficeSite, newPassword, openSignedIn } from './support/back-office-site';
import { expect, test } from './support/fixtures';
import type { InterfaceText } from './support/interface-text';
import { orderLinkIn, sendLicenceOrder } from './support/licence-orders';
import { serverText } from './support/server-text';

/**
 * A licence order from the store to a signed licence, in a browser, on a server of its own with a signing key:
 * the visitor orders, the owner sends the invoice and marks it paid, the customer's mails arrive with the PDF
 * and the licence, the order page follows each step; then the licence is revoked and re-issued.
 */
test.use({ siteOptions: { signsLicences: true } });

/** The customer's page copies the licence, the IBAN and the reference to the clipboard. */
const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };

/** The visitor orders the Netatmo driver on the store; returns their address and company. */
async function orderOnStore(
  page: Page,
  site: BackOfficeSite,
  text: InterfaceText,
  language: Language,
  id: string,
) {
  await page.goto(`${site.baseUrl}/#/store`);
  await page
    .getByRole('article', { name: findDriver('netatmo-weather-station')!.title[language] })
    .getByRole('button', { name: text.start('store.buy') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('store.dialog.title') });
  const email = `buyer-${id}@example.org`;
  const company = `Électricité Générale ${id}`;
  await sendLicenceOrder(dialog, text, { company, email });
  return { email, company };
}

async function expectGenuineLicence(site: BackOfficeSite, text: string, mac: string) {
  const publicKey = await (await fetch(`${site.baseUrl}/api/licences/public-key`)).text();
  const [payload, signature] = text.trim().split('.');
  expect(
    verify('sha256', Buffer.from(payload!, 'ascii'), publicKey, Buffer.from(signature!, 'base64url')),
  ).toBe(true);
  expect(JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'))).toMatchObject({
    driver: 'netatmo-weather-station',
    mac,
  });
}

async function verifyLicence(site: BackOfficeSite, text: string) {
  const response = await fetch(`${site.baseUrl}/api/licences/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ licence: text.trim() }),
  });
  return response.json();
}

test('an order from the store to a signed licence, followed by the customer', async ({
  site,
  language,
  text,
  pageIn,
  ownerPageIn,
}) => {
  const server = serverText(language);
  const invoiceNumber = /F\d{4}-\d{4}/;
  const id = `${language}${Date.now()}`;
  const visitor = await pageIn(clipboard);
  const { email, company } = await orderOnStore(visitor, site, text, language, id);
  const confirmation = await site.mail((mail) => mail.to.includes(email));
  const orderLink = orderLinkIn(confirmation);

  // The customer's order page: received, not yet invoiced.
  await visitor.goto(orderLink);
  await expect(visitor.getByRole('heading', { level: 1, name: text('orderTracking.title') })).toBeVisible();
  await expect(visitor.getByText('00:0F:FF:12:AB:CD').first()).toBeVisible();

  // The owner finds it in the orders and sends the invoice.
  const back = await ownerPageIn('/user', clipboard);
  await back.getByRole('link', { name: text('backOffice.nav.orders') }).click();
  // The inbox stays on screen until the orders' view has loaded, and it lists the same company's message.
  await expect(back.getByRole('heading', { level: 1, name: text('orders.title') })).toBeVisible();
  await back
    .getByRole('heading', { name: new RegExp(company) })
    .getByRole('link')
    .click();
  // Checked first: the preview, and the company name corrected as the customer asked.
  await back.getByRole('button', { name: text('orders.action.send-invoice'), exact: true }).click();
  const check = back.getByRole('region', { name: text('orders.preview.title') });
  await expect(check.getByRole('heading', { name: text('orders.preview.title') })).toBeFocused();
  const downloading = back.waitForEvent('download');
  await check.getByRole('button', { name: text('orders.preview.download') }).click();
  const preview = await downloading;
  const previewText = (await pdfTextContent(new Uint8Array(readFileSync((await preview.path())!)))).text;
  expect(previewText).toContain(company);
  await check.getByRole('button', { name: text('orders.preview.edit') }).click();
  // The form takes the focus on its first field, the kind of buyer.
  await expect(check.getByRole('radio', { name: text('buyerFields.business') })).toBeFocused();
  const companyField = check.getByRole('textbox', { name: text('buyerFields.company') });
  const invoicedCompany = `${company} SAS`;
  await companyField.fill(invoicedCompany);
  await check.getByRole('button', { name: text('orders.invoicing.save') }).click();
  await expect(check.getByRole('status')).toContainText(text('orders.preview.saved'));
  await check.getByRole('button', { name: text('orders.preview.send') }).click();
  await expect(back.getByRole('button', { name: text('orders.action.mark-paid') })).toBeEnabled();

  const invoiceMail = await site.mail(
    (mail) =>
      mail.to.includes(email) &&
      server.pattern('invoice.subject', { number: invoiceNumber }).test(mail.subject),
  );
  expect(invoiceMail.text).toMatch(text.price(60));
  const [pdf] = invoiceMail.parsed.attachments;
  expect(pdf?.contentType).toBe('application/pdf');
  const pdfText = (await pdfTextContent(new Uint8Array(pdf!.content))).text;
  const number = /F\d{4}-\d{4}/.exec(invoiceMail.subject)![0];
  for (const mention of [
    number,
    invoicedCompany,
    'SIREN 552100554',
    '000FFF12ABCD',
    `${server('title.invoice').toUpperCase()} ${server('label.number', { number: '' }).trim()}`,
    findDriver('netatmo-weather-station')!.title[language],
    text.price(50),
    text.price(10),
    text.price(60),
  ]) {
    expect(pdfText).toMatch(mention);
  }

  await visitor.reload();
  await expect(visitor.getByText(text('orderTracking.step.invoiced')).first()).toBeVisible();
  await expect(visitor.getByText(number).first()).toBeVisible();
  await expect(visitor.getByRole('img', { name: /SEPA/ })).toBeVisible();

  // Paid: the licence is signed and mailed.
  await back.getByRole('button', { name: text('orders.action.mark-paid') }).click();
  // Each means is a radio of its own size beside its label, not stretched like the panel's date field.
  for (const radio of await back.getByRole('radio').all())
    expect((await radio.boundingBox())!.width).toBeLessThan(32);
  await back.getByRole('radio', { name: text('orders.means.card') }).check();
  await back.getByRole('button', { name: text('orders.paid.submit') }).click();
  await expect(back.getByRole('button', { name: text('orders.action.revoke-licence') })).toBeVisible();
  const licenceMail = await site.mail(
    (mail) => mail.to.includes(email) && server.start('licence.subject').test(mail.subject),
  );
  const [licenceFile, receipt] = licenceMail.parsed.attachments;
  const receiptText = (await pdfTextContent(new Uint8Array(receipt!.content))).text;
  for (const mention of [
    number,
    invoicedCompany,
    server('title').toUpperCase(),
    server('means.card'),
    text.price(60),
  ])
    expect(receiptText).toMatch(mention);
  expect(licenceFile?.filename).toBe('netatmo-weather-station-000FFF12ABCD.lic');
  const firstLicence = licenceFile!.content.toString('ascii');
  await expectGenuineLicence(site, firstLicence, '000FFF12ABCD');

  await visitor.reload();
  await expect(visitor.getByText(text('orderTracking.step.licenceSent')).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: text('orderTracking.receipt.download') })).toBeVisible();
  // The licence's text, to copy straight into the driver; the order number and the documentation.
  await expect(visitor.getByRole('textbox', { name: text('orderTracking.licence.text') })).toHaveValue(
    firstLicence.trim(),
  );
  await visitor
    .getByRole('button', {
      name: text('orderTracking.copy.named', { name: text('orderTracking.licence.name') }),
    })
    .click();
  expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(firstLicence.trim());
  await expect(visitor.getByText(text.pattern('orderTracking.number', { number: /\d+/ }))).toBeVisible();
  const documentation = await visitor.request.get(
    (await visitor
      .getByRole('link', {
        name: text('orderTracking.help.documentation', {
          driver: driverNameInSentence(findDriver('netatmo-weather-station')!.title[language], language),
        }),
      })
      .getAttribute('href'))!,
    { failOnStatusCode: true },
  );
  expect(documentation.headers()['content-type']).toContain('application/pdf');
  await expect(
    visitor.getByRole('link', { name: /netatmo-weather-station-000FFF12ABCD\.lic/ }),
  ).toBeVisible();

  // The processor is replaced: revoke, then re-issue for the new MAC address.
  await back.getByRole('button', { name: text('orders.action.revoke-licence') }).click();
  await back.getByRole('button', { name: text('orders.revoke.yes') }).click();
  await expect(back.getByRole('button', { name: text('orders.action.revoke-licence') })).toHaveCount(0);
  expect(await verifyLicence(site, firstLicence)).toEqual({ valid: false, reason: 'revoked' });

  await back.getByRole('button', { name: text('orders.action.reissue-licence') }).click();
  await back.getByRole('textbox', { name: text('orders.reissue.mac') }).fill('a4-5e-60-01-02-03');
  await back.getByRole('button', { name: text('orders.reissue.submit') }).click();
  await back.getByRole('button', { name: text('orders.reissue.yes') }).click();
  const reissued = await site.mail(
    (mail) =>
      mail.to.includes(email) && mail.parsed.attachments[0]?.filename?.includes('A45E60010203') === true,
  );
  const secondLicence = reissued.parsed.attachments[0]!.content.toString('ascii');
  await expectGenuineLicence(site, secondLicence, 'A45E60010203');
  expect(await verifyLicence(site, secondLicence)).toMatchObject({ valid: true, mac: 'A45E60010203' });

  await visitor.reload();
  await expect(
    visitor.getByRole('link', { name: /netatmo-weather-station-A45E60010203\.lic/ }),
  ).toBeVisible();

  // The customer asks for their money back: refunded, the licence revoked, the credit note on their page.
  await back.getByRole('button', { name: text('orders.action.refund'), exact: true }).click();
  await expect(back.getByRole('radio', { name: text.start('orders.refund.revoke') })).toBeChecked();
  await back.getByRole('button', { name: text('orders.refund.yes') }).click();
  const refundMail = await site.mail(
    (mail) => mail.to.includes(email) && server.start('refunded.subject').test(mail.subject),
  );
  expect(refundMail.parsed.attachments[0]?.filename).toMatch(/^A\d{4}-\d{4}\.pdf$/);
  expect(await verifyLicence(site, secondLicence)).toEqual({ valid: false, reason: 'revoked' });
  await visitor.reload();
  await expect(
    visitor.getByRole('link', {
      name: text.pattern('orderTracking.creditNote.download', { number: /A\d{4}-\d{4}/ }),
    }),
  ).toBeVisible();
  await visitor.context().close();
  await back.context().close();
});

test("money is the owner's until they allow a colleague", async ({
  site,
  owner,
  language,
  text,
  pageIn,
  ownerPageIn,
  request,
}) => {
  const id = `${language}-team-${Date.now()}`;
  const name = `Alex ${language.toUpperCase()}`;
  const colleague = await addColleague(request, site, owner, {
    name,
    email: `alex.${id}@example.test`,
    password: newPassword(),
  });
  const visitor = await pageIn(clipboard);
  const { company } = await orderOnStore(visitor, site, text, language, id);
  await visitor.context().close();

  // The colleague reads the order, but the buttons are the owner's.
  const theirs = await pageIn(clipboard);
  await openSignedIn(theirs, site, colleague, '/user/orders');
  await theirs
    .getByRole('heading', { name: new RegExp(company) })
    .getByRole('link')
    .click();
  await expect(theirs.getByText(text('orders.actions.ownerOnly'))).toBeVisible();
  await expect(
    theirs.getByRole('button', { name: text('orders.action.send-invoice'), exact: true }),
  ).toHaveCount(0);

  // The owner allows them, from the team view.
  const mine = await ownerPageIn('/user', clipboard);
  await mine.getByRole('link', { name: text('backOffice.nav.team') }).click();
  await mine.getByRole('checkbox', { name: text('team.billing', { name }) }).check();
  await expect(mine.getByText(text('team.billing.granted'))).toBeVisible();

  await theirs.reload();
  await expect(
    theirs.getByRole('button', { name: text('orders.action.send-invoice'), exact: true }),
  ).toBeVisible();
  await theirs.context().close();
  await mine.context().close();
});

test(
  'an unknown order link says the order was not found',
  { tag: '@en-only' },
  async ({ site, text, pageIn }) => {
    const page = await pageIn(clipboard);
    await page.goto(`${site.baseUrl}/#/order/${'x'.repeat(43)}`);
    await expect(
      page.getByRole('heading', { level: 1, name: text('orderTracking.notFound.title') }),
    ).toBeVisible();
    await page.context().close();
  },
);
