import { verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { pdfTextContent } from '../server/testing/pdf-text-content';
import { acceptInvitation, inviteThroughApi, newPassword, openSignedIn } from './support/back-office-site';
import { newPage, orderLinkIn, type OrderSite, startOrderSite } from './support/licence-orders';

/**
 * A licence order from the store to a signed licence, in a browser, on a server of its own with a signing key:
 * the visitor orders, the owner sends the invoice and marks it paid, the customer's mails arrive with the PDF
 * and the licence, the order page follows each step; then the licence is revoked and re-issued.
 */
const copy = {
  en: {
    locale: 'en-GB',
    buy: /^Buy/,
    dialog: 'Licence order',
    company: 'Company',
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Billing address',
    postcode: 'Postcode',
    city: 'Town or city',
    email: 'Email',
    mac: 'Home processor MAC address',
    send: 'Send the order',
    driver: 'Netatmo weather station driver',
    orders: 'Orders',
    sendInvoice: 'Send invoice',
    check: 'Check the invoice before sending it',
    editBuyer: 'Edit the buyer’s details',
    saveBuyer: 'Save the invoicing details',
    business: 'A business',
    saved: 'The buyer’s details were saved',
    downloadPreview: 'Download the preview (PDF)',
    sendNow: 'Send the invoice now',
    markPaid: 'Mark as paid',
    card: 'Card',
    recordPayment: 'Record the payment and send the licence',
    receiptMention: ['PAYMENT RECEIPT', 'Card', '€60.00'],
    receiptLink: 'Download the receipt (PDF)',
    licenceText: 'Your licence, to paste into the driver’s Licence property',
    copyLicence: 'Copy the licence',
    orderNumber: /^Order no\. \d+$/,
    documentation: 'Documentation of the Netatmo weather station driver (PDF)',
    refund: 'Refund',
    revokeOnRefund: /^Revoke it/,
    refundYes: 'Refund and issue the credit note',
    refundSubject: /^Refund: /,
    creditNoteLink: /^Download credit note A\d{4}-\d{4} \(PDF\)$/,
    ownerOnly: /is for the owner, or a colleague they allowed/,
    team: 'Team',
    billing: (name: string) =>
      `${name} may send invoices, record payments, cancel, refund and revoke licences`,
    billingSaved: 'Saved: this colleague may now handle invoices, payments and licences.',
    revoke: 'Revoke',
    revokeYes: 'Yes, revoke',
    reissue: 'Re-issue for another MAC address',
    newMac: 'New MAC address',
    issue: 'Issue the new licence',
    invoiceSubject: /^Invoice F\d{4}-\d{4}/,
    licenceSubject: /^Your licence: /,
    yourOrder: 'Your order',
    invoiceSent: 'Invoice sent',
    licenceSent: 'Licence sent',
    total: '€60.00',
    pdfMentions: ['INVOICE No.', 'Netatmo weather station driver', '€50.00', '€10.00', '€60.00'],
  },
  fr: {
    locale: 'fr-FR',
    buy: /^Acheter/,
    dialog: 'Commande de licence',
    company: 'Société',
    firstName: 'Prénom',
    lastName: 'Nom',
    address: 'Adresse de facturation',
    postcode: 'Code postal',
    city: 'Ville',
    email: 'E-mail',
    mac: 'Adresse MAC du processeur domotique',
    send: 'Envoyer la commande',
    driver: 'Driver station météo Netatmo',
    orders: 'Commandes',
    sendInvoice: 'Envoyer la facture',
    check: 'Vérifiez la facture avant de l’envoyer',
    editBuyer: 'Modifier les coordonnées de l’acheteur',
    saveBuyer: 'Enregistrer les informations de facturation',
    business: 'Entreprise',
    saved: 'Les coordonnées de l’acheteur sont enregistrées',
    downloadPreview: 'Télécharger l’aperçu (PDF)',
    sendNow: 'Envoyer la facture maintenant',
    markPaid: 'Marquer comme payée',
    card: 'Carte bancaire',
    recordPayment: 'Enregistrer le paiement et envoyer la licence',
    receiptMention: ['REÇU DE PAIEMENT', 'Carte bancaire', '60,00 €'],
    receiptLink: 'Télécharger le reçu (PDF)',
    licenceText: 'Votre licence, à coller dans la propriété Licence du driver',
    copyLicence: 'Copier la licence',
    orderNumber: /^Commande n° \d+$/,
    documentation: 'Documentation du driver station météo Netatmo (PDF)',
    refund: 'Rembourser',
    revokeOnRefund: /^La révoquer/,
    refundYes: 'Rembourser et émettre l’avoir',
    refundSubject: /^Remboursement : /,
    creditNoteLink: /^Télécharger l’avoir A\d{4}-\d{4} \(PDF\)$/,
    ownerOnly: /est réservé au propriétaire, ou à un collaborateur qu’il y a autorisé/,
    team: 'Équipe',
    billing: (name: string) =>
      `${name} peut envoyer les factures, enregistrer les paiements, annuler, rembourser et révoquer les licences`,
    billingSaved: 'Enregistré : ce collaborateur peut désormais gérer factures, paiements et licences.',
    revoke: 'Révoquer',
    revokeYes: 'Oui, révoquer',
    reissue: 'Réémettre pour une autre adresse MAC',
    newMac: 'Nouvelle adresse MAC',
    issue: 'Émettre la nouvelle licence',
    invoiceSubject: /^Facture F\d{4}-\d{4}/,
    licenceSubject: /^Votre licence : /,
    yourOrder: 'Votre commande',
    invoiceSent: 'Facture envoyée',
    licenceSent: 'Licence envoyée',
    total: '60,00\u00a0€',
    pdfMentions: ['FACTURE N°', 'Driver station météo Netatmo', '50,00 €', '10,00 €', '60,00 €'],
  },
} as const;

type Language = keyof typeof copy;

let site: OrderSite['site'];
let owner: OrderSite['owner'];

test.beforeAll(async ({ request }) => {
  ({ site, owner } = await startOrderSite(request, { signsLicences: true }));
});
test.afterAll(async () => {
  await site?.stop();
});

function pageIn(browser: Browser, language: Language): Promise<Page> {
  // The customer's page copies the licence, the IBAN and the reference to the clipboard.
  return newPage(browser, copy[language].locale, { permissions: ['clipboard-read', 'clipboard-write'] });
}

/** The visitor orders the Netatmo driver on the store; returns their address and company. */
async function orderOnStore(page: Page, language: Language, id: string) {
  const t = copy[language];
  await page.goto(`${site.baseUrl}/#/store`);
  await page.getByRole('article', { name: t.driver }).getByRole('button', { name: t.buy }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  const email = `buyer-${id}@example.org`;
  const company = `Électricité Générale ${id}`;
  await dialog.getByRole('textbox', { name: t.company }).fill(company);
  await dialog.getByRole('textbox', { name: t.firstName }).fill('Anaïs');
  await dialog.getByRole('textbox', { name: t.lastName, exact: true }).fill('Lefèvre');
  await dialog.getByRole('textbox', { name: t.address }).fill('14 avenue Jean-Jaurès');
  await dialog.getByRole('textbox', { name: t.postcode }).fill('69007');
  await dialog.getByRole('textbox', { name: t.city }).fill('Lyon');
  await dialog.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
  await dialog.getByRole('textbox', { name: t.email }).fill(email);
  await dialog.getByRole('textbox', { name: t.mac }).fill('00:0f:ff:12:ab:cd');
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return { email, company };
}

async function expectGenuineLicence(text: string, mac: string) {
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

async function verifyLicence(text: string) {
  const response = await fetch(`${site.baseUrl}/api/licences/verify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ licence: text.trim() }),
  });
  return response.json();
}

for (const language of ['en', 'fr'] as const) {
  test(`an order from the store to a signed licence, followed by the customer (${language})`, async ({
    browser,
  }) => {
    const t = copy[language];
    const id = `${language}${Date.now()}`;
    const visitor = await pageIn(browser, language);
    const { email, company } = await orderOnStore(visitor, language, id);
    const confirmation = await site.mail((mail) => mail.to.includes(email));
    const orderLink = orderLinkIn(confirmation);

    // The customer's order page: received, not yet invoiced.
    await visitor.goto(orderLink);
    await expect(visitor.getByRole('heading', { level: 1, name: t.yourOrder })).toBeVisible();
    await expect(visitor.getByText('00:0F:FF:12:AB:CD').first()).toBeVisible();

    // The owner finds it in the orders and sends the invoice.
    const back = await pageIn(browser, language);
    await openSignedIn(back, site, owner, '/user');
    await back.getByRole('link', { name: t.orders }).click();
    // The inbox stays on screen until the orders' view has loaded, and it lists the same company's message.
    await expect(back.getByRole('heading', { level: 1, name: t.orders })).toBeVisible();
    await back
      .getByRole('heading', { name: new RegExp(company) })
      .getByRole('link')
      .click();
    // Checked first: the preview, and the company name corrected as the customer asked.
    await back.getByRole('button', { name: t.sendInvoice, exact: true }).click();
    const check = back.getByRole('region', { name: t.check });
    await expect(check.getByRole('heading', { name: t.check })).toBeFocused();
    const downloading = back.waitForEvent('download');
    await check.getByRole('button', { name: t.downloadPreview }).click();
    const preview = await downloading;
    const previewText = (await pdfTextContent(new Uint8Array(readFileSync((await preview.path())!)))).text;
    expect(previewText).toContain(company);
    await check.getByRole('button', { name: t.editBuyer }).click();
    // The form takes the focus on its first field, the kind of buyer.
    await expect(check.getByRole('radio', { name: t.business })).toBeFocused();
    const companyField = check.getByRole('textbox', { name: t.company });
    const invoicedCompany = `${company} SAS`;
    await companyField.fill(invoicedCompany);
    await check.getByRole('button', { name: t.saveBuyer }).click();
    await expect(check.getByRole('status')).toContainText(t.saved);
    await check.getByRole('button', { name: t.sendNow }).click();
    await expect(back.getByRole('button', { name: t.markPaid })).toBeEnabled();

    const invoiceMail = await site.mail(
      (mail) => mail.to.includes(email) && t.invoiceSubject.test(mail.subject),
    );
    expect(invoiceMail.text).toContain(t.total);
    const [pdf] = invoiceMail.parsed.attachments;
    expect(pdf?.contentType).toBe('application/pdf');
    const pdfText = (await pdfTextContent(new Uint8Array(pdf!.content))).text;
    const number = /F\d{4}-\d{4}/.exec(invoiceMail.subject)![0];
    for (const mention of [number, invoicedCompany, 'SIREN 552100554', '000FFF12ABCD', ...t.pdfMentions]) {
      expect(pdfText).toContain(mention);
    }

    await visitor.reload();
    await expect(visitor.getByText(t.invoiceSent).first()).toBeVisible();
    await expect(visitor.getByText(number).first()).toBeVisible();
    await expect(visitor.getByRole('img', { name: /SEPA/ })).toBeVisible();

    // Paid: the licence is signed and mailed.
    await back.getByRole('button', { name: t.markPaid }).click();
    // Each means is a radio of its own size beside its label, not stretched like the panel's date field.
    for (const radio of await back.getByRole('radio').all())
      expect((await radio.boundingBox())!.width).toBeLessThan(32);
    await back.getByRole('radio', { name: t.card }).check();
    await back.getByRole('button', { name: t.recordPayment }).click();
    await expect(back.getByRole('button', { name: t.revoke })).toBeVisible();
    const licenceMail = await site.mail(
      (mail) => mail.to.includes(email) && t.licenceSubject.test(mail.subject),
    );
    const [licenceFile, receipt] = licenceMail.parsed.attachments;
    const receiptText = (await pdfTextContent(new Uint8Array(receipt!.content))).text;
    for (const mention of [number, invoicedCompany, ...t.receiptMention])
      expect(receiptText).toContain(mention);
    expect(licenceFile?.filename).toBe('netatmo-weather-station-000FFF12ABCD.lic');
    const firstLicence = licenceFile!.content.toString('ascii');
    await expectGenuineLicence(firstLicence, '000FFF12ABCD');

    await visitor.reload();
    await expect(visitor.getByText(t.licenceSent).first()).toBeVisible();
    await expect(visitor.getByRole('link', { name: t.receiptLink })).toBeVisible();
    // The licence's text, to copy straight into the driver; the order number and the documentation.
    await expect(visitor.getByRole('textbox', { name: t.licenceText })).toHaveValue(firstLicence.trim());
    await visitor.getByRole('button', { name: t.copyLicence }).click();
    expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(firstLicence.trim());
    await expect(visitor.getByText(t.orderNumber)).toBeVisible();
    const documentation = await visitor.request.get(
      (await visitor.getByRole('link', { name: t.documentation }).getAttribute('href'))!,
      { failOnStatusCode: true },
    );
    expect(documentation.headers()['content-type']).toContain('application/pdf');
    await expect(
      visitor.getByRole('link', { name: /netatmo-weather-station-000FFF12ABCD\.lic/ }),
    ).toBeVisible();

    // The processor is replaced: revoke, then re-issue for the new MAC address.
    await back.getByRole('button', { name: t.revoke }).click();
    await back.getByRole('button', { name: t.revokeYes }).click();
    await expect(back.getByRole('button', { name: t.revoke })).toHaveCount(0);
    expect(await verifyLicence(firstLicence)).toEqual({ valid: false, reason: 'revoked' });

    await back.getByRole('button', { name: t.reissue }).click();
    await back.getByRole('textbox', { name: t.newMac }).fill('a4-5e-60-01-02-03');
    await back.getByRole('button', { name: t.issue }).click();
    const reissued = await site.mail(
      (mail) =>
        mail.to.includes(email) && mail.parsed.attachments[0]?.filename?.includes('A45E60010203') === true,
    );
    const secondLicence = reissued.parsed.attachments[0]!.content.toString('ascii');
    await expectGenuineLicence(secondLicence, 'A45E60010203');
    expect(await verifyLicence(secondLicence)).toMatchObject({ valid: true, mac: 'A45E60010203' });

    await visitor.reload();
    await expect(
      visitor.getByRole('link', { name: /netatmo-weather-station-A45E60010203\.lic/ }),
    ).toBeVisible();

    // The customer asks for their money back: refunded, the licence revoked, the credit note on their page.
    await back.getByRole('button', { name: t.refund, exact: true }).click();
    await expect(back.getByRole('radio', { name: t.revokeOnRefund })).toBeChecked();
    await back.getByRole('button', { name: t.refundYes }).click();
    const refundMail = await site.mail(
      (mail) => mail.to.includes(email) && t.refundSubject.test(mail.subject),
    );
    expect(refundMail.parsed.attachments[0]?.filename).toMatch(/^A\d{4}-\d{4}\.pdf$/);
    expect(await verifyLicence(secondLicence)).toEqual({ valid: false, reason: 'revoked' });
    await visitor.reload();
    await expect(visitor.getByRole('link', { name: t.creditNoteLink })).toBeVisible();
    await visitor.context().close();
    await back.context().close();
  });
}

for (const language of ['en', 'fr'] as const) {
  test(`money is the owner's until they allow a colleague (${language})`, async ({ browser, request }) => {
    const t = copy[language];
    const id = `${language}-team-${Date.now()}`;
    const name = `Alex ${language.toUpperCase()}`;
    const colleagueLink = await inviteThroughApi(request, site, owner, `alex.${id}@example.test`);
    const colleague = await acceptInvitation(request, site, colleagueLink, { name, password: newPassword() });
    const visitor = await pageIn(browser, language);
    const { company } = await orderOnStore(visitor, language, id);
    await visitor.context().close();

    // The colleague reads the order, but the buttons are the owner's.
    const theirs = await pageIn(browser, language);
    await openSignedIn(theirs, site, colleague, '/user/orders');
    await theirs
      .getByRole('heading', { name: new RegExp(company) })
      .getByRole('link')
      .click();
    await expect(theirs.getByText(t.ownerOnly)).toBeVisible();
    await expect(theirs.getByRole('button', { name: t.sendInvoice, exact: true })).toHaveCount(0);

    // The owner allows them, from the team view.
    const mine = await pageIn(browser, language);
    await openSignedIn(mine, site, owner, '/user');
    await mine.getByRole('link', { name: t.team }).click();
    await mine.getByRole('checkbox', { name: t.billing(name) }).check();
    await expect(mine.getByText(t.billingSaved)).toBeVisible();

    await theirs.reload();
    await expect(theirs.getByRole('button', { name: t.sendInvoice, exact: true })).toBeVisible();
    await theirs.context().close();
    await mine.context().close();
  });
}

test('an unknown order link says the order was not found', async ({ browser }) => {
  const page = await pageIn(browser, 'en');
  await page.goto(`${site.baseUrl}/#/order/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await page.context().close();
});
