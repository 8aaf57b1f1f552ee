import { expect, type Page, test } from '@playwright/test';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import type { SignedIn } from '../shared/auth-schemas';
import {
  acceptInvitation,
  accountLinkIn,
  type BackOfficeSite,
  newPassword,
  openSignedIn,
  ownerEmail,
  startBackOfficeSite,
} from './support/back-office-site';
import { collectConsoleErrors } from './support/console-errors';

/**
 * The owner's catalogue, in both languages, on a site of its own: a price changed in the back office is the
 * price the store shows; a driver added with both documents is in the store with them, and a visitor orders it.
 */
const copy = {
  en: {
    locale: 'en-GB',
    products: 'Products',
    price: 'Price excl. VAT',
    save: 'Save',
    saved: 'Saved.',
    changedDriver: 'Netatmo weather station driver',
    newPrice: '190.00',
    buyLabel: 'Buy · €190.00 excl. VAT',
    key: 'Catalogue key',
    titleEn: 'Title (English)',
    titleFr: 'Title (French)',
    descriptionEn: 'Description (English)',
    descriptionFr: 'Description (French)',
    system: 'Processor or system',
    create: 'Create the product',
    uploadEn: 'Upload: Documentation (English)',
    uploadFr: 'Upload: Documentation (French)',
    uploadPackage: 'Upload: Driver package',
    publish: 'Publish',
    published: 'Published: visitors see it in the store and can order it.',
    documentation: /^Documentation/,
    download: /^Download/,
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
  },
  fr: {
    locale: 'fr-FR',
    products: 'Produits',
    price: 'Prix HT',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    changedDriver: 'Driver chauffage Netatmo (Energy)',
    newPrice: '190,00',
    buyLabel: 'Acheter · 190,00\u00a0€ HT',
    key: 'Clé du catalogue',
    titleEn: 'Titre (anglais)',
    titleFr: 'Titre (français)',
    descriptionEn: 'Description (anglais)',
    descriptionFr: 'Description (français)',
    system: 'Processeur ou système',
    create: 'Créer le produit',
    uploadEn: 'Envoyer : Documentation (anglais)',
    uploadFr: 'Envoyer : Documentation (français)',
    uploadPackage: 'Envoyer : Package du driver',
    publish: 'Publier',
    published: 'Publié : les visiteurs le voient dans la boutique et peuvent le commander.',
    documentation: /^Documentation/,
    download: /^Télécharger/,
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
  },
} as const;

let site: BackOfficeSite;
let owner: SignedIn;

test.beforeAll(async ({ request }) => {
  site = await startBackOfficeSite();
  const link = accountLinkIn(await site.mail((mail) => mail.to.includes(ownerEmail)));
  owner = await acceptInvitation(request, site, link, { name: 'Camille Martin', password: newPassword() });
});
test.afterAll(async () => {
  await site?.stop();
});

function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(20).text(text);
  doc.end();
  return done;
}

function driverPackage(name: string): Buffer {
  const xml = `<?xml version="1.0"?><devicedata><name>${name}</name><version>1</version></devicedata>`;
  return Buffer.from(zipSync({ 'driver.xml': new TextEncoder().encode(xml) }));
}

async function openStore(page: Page) {
  await page.goto(`${site.baseUrl}/#/store`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const language of ['en', 'fr'] as const) {
  const t = copy[language];

  test.describe(`the owner's catalogue (${language})`, () => {
    test.use({ locale: t.locale });

    test('the owner changes a price and the store shows it', async ({ page, browser }) => {
      const errors = collectConsoleErrors(page);
      await openSignedIn(page, site, owner, '/user');
      await page.getByRole('link', { name: t.products, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.products })).toBeVisible();
      await page.getByRole('link', { name: t.changedDriver, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.changedDriver })).toBeVisible();
      const price = page.getByRole('textbox', { name: t.price });
      await price.fill(t.newPrice);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();

      // A visitor opening the store now: its first screen and its Buy button say the new price.
      const visitor = await (await browser.newContext({ locale: t.locale })).newPage();
      await openStore(visitor);
      await expect(
        visitor.getByRole('article', { name: t.changedDriver }).getByRole('button', { name: t.buy }),
      ).toHaveText(t.buyLabel);
      await visitor.context().close();
      expect(errors).toEqual([]);
    });

    test('the owner adds a driver with both documents, and a visitor orders it', async ({
      page,
      browser,
    }) => {
      const id = `${Date.now()}`.slice(-6);
      const key = `shelly-pro-${language}-${id}`;
      const title = { en: `Shelly Pro ${id} relays driver`, fr: `Driver relais Shelly Pro ${id}` };
      await openSignedIn(page, site, owner, '/user/products');
      await expect(page.getByRole('heading', { level: 1, name: t.products })).toBeVisible();
      await page.getByRole('textbox', { name: t.key }).fill(key);
      await page.getByRole('textbox', { name: t.price }).fill(language === 'fr' ? '120,00' : '120.00');
      await page.getByRole('textbox', { name: t.titleEn }).fill(title.en);
      await page.getByRole('textbox', { name: t.titleFr }).fill(title.fr);
      await page
        .getByRole('textbox', { name: t.descriptionEn })
        .fill('Switches and meters Shelly Pro relays on the local network, with no cloud in between.');
      await page
        .getByRole('textbox', { name: t.descriptionFr })
        .fill('Commande et mesure les relais Shelly Pro sur le réseau local, sans passer par le cloud.');
      await page.getByRole('textbox', { name: t.system }).fill('Home processor, OS 3.3 or later');
      await page.getByRole('button', { name: t.create }).click();
      await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();

      await page.getByLabel(t.uploadEn).setInputFiles({
        name: 'shelly-en.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf(`${title.en}: installation guide`),
      });
      await expect(page.getByRole('link', { name: /^shelly-en\.pdf/ })).toBeVisible();
      await page.getByLabel(t.uploadFr).setInputFiles({
        name: 'shelly-fr.pdf',
        mimeType: 'application/pdf',
        buffer: await pdf(`${title.fr} : guide d’installation`),
      });
      await expect(page.getByRole('link', { name: /^shelly-fr\.pdf/ })).toBeVisible();
      await page.getByLabel(t.uploadPackage).setInputFiles({
        name: 'shelly_pro.c4z',
        mimeType: 'application/octet-stream',
        buffer: driverPackage(title.en),
      });
      await expect(page.getByRole('link', { name: /^shelly_pro\.c4z/ })).toBeVisible();
      await page.getByRole('button', { name: t.publish, exact: true }).click();
      await expect(page.getByText(t.published)).toBeVisible();

      const visitor = await (await browser.newContext({ locale: t.locale })).newPage();
      await openStore(visitor);
      const article = visitor.getByRole('article', { name: title[language] });
      await expect(article).toBeVisible();
      const documentation = article.getByRole('link', { name: t.documentation });
      const href = await documentation.getAttribute('href');
      const served = await visitor.request.get(`${site.baseUrl}${href}`);
      // The page's link leads to the document of the page's language, by its content hash.
      expect(new URL(served.url()).pathname).toMatch(
        new RegExp(`^/api/product-files/[0-9a-f]{32}/shelly-${language}\\.pdf$`),
      );
      expect(served.headers()['content-type']).toBe('application/pdf');
      expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(article.getByRole('link', { name: t.download })).toHaveAttribute(
        'href',
        `/downloads/${key}/package`,
      );

      await article.getByRole('button', { name: t.buy }).click();
      const dialog = visitor.getByRole('dialog', { name: t.dialog });
      // A French title that starts with "Driver" reads "du driver …" inside the dialog's sentence.
      await expect(dialog).toContainText(language === 'fr' ? `driver relais Shelly Pro ${id}` : title.en);
      await dialog.getByRole('textbox', { name: t.company }).fill(`Domotique ${id}`);
      await dialog.getByRole('textbox', { name: t.firstName }).fill('Anaïs');
      await dialog.getByRole('textbox', { name: t.lastName, exact: true }).fill('Lefèvre');
      await dialog.getByRole('textbox', { name: t.address }).fill('14 avenue Jean-Jaurès');
      await dialog.getByRole('textbox', { name: t.postcode }).fill('69007');
      await dialog.getByRole('textbox', { name: t.city }).fill('Lyon');
      await dialog.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
      const email = `shelly-${language}-${id}@example.org`;
      await dialog.getByRole('textbox', { name: t.email }).fill(email);
      await dialog.getByRole('textbox', { name: t.mac }).fill('00:0f:ff:12:ab:cd');
      await dialog.getByRole('button', { name: t.send }).click();
      await expect(visitor.getByRole('dialog')).toHaveCount(0);

      // The customer's confirmation names the new driver at its price.
      const confirmation = await site.mail((mail) => mail.to.includes(email));
      expect(confirmation.subject).toContain(title[language]);
      expect(confirmation.text).toMatch(language === 'fr' ? /120,00\s€ HT/ : /€120\.00 excl\. VAT/);
      await visitor.context().close();
    });
  });
}
