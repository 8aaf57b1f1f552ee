import type { Page } from '@playwright/test';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { findDriver } from '../shared/driver-catalogue';
import { formatPriceExclVat } from '../shared/i18n/price';
import { openSignedIn } from './support/back-office-site';
import { collectConsoleErrors } from './support/console-errors';
import { test as base, expect } from './support/fixtures';
import { sendLicenceOrder } from './support/licence-orders';

/**
 * The owner's catalogue, in both languages, on a site of its own: a price changed in the back office is the
 * price the store shows; a driver added with both documents is in the store with them, and a visitor orders it.
 */
// A site of this spec's own: a file that sets its site options gets a worker, and so a site, of its own.
base.use({ siteOptions: {} });

/** The catalogue's product each language's run changes the price of, so that the two never meet. */
const changedDriver = { en: 'netatmo-weather-station', fr: 'netatmo-energy' } as const;

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

const test = base.extend<{
  /** A visitor opening the store now, in a page of their own in the test's language. */
  storeVisitor: () => Promise<Page>;
}>({
  storeVisitor: async ({ pageIn, site }, use) =>
    use(async () => {
      const page = await pageIn({ height: 720 });
      await page.goto(`${site.baseUrl}/#/store`);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      return page;
    }),
});

test.describe("the owner's catalogue", () => {
  test('the owner changes a price and the store shows it', async ({
    page,
    site,
    owner,
    language,
    text,
    storeVisitor,
  }) => {
    const driverTitle = findDriver(changedDriver[language])!.title[language];
    const errors = collectConsoleErrors(page);
    await openSignedIn(page, site, owner, '/user');
    await page.getByRole('link', { name: text('backOffice.nav.products'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('products.title') })).toBeVisible();
    await page.getByRole('link', { name: driverTitle, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: driverTitle })).toBeVisible();
    const price = page.getByRole('textbox', { name: text('products.field.price') });
    await price.fill(language === 'fr' ? '190,00' : '190.00');
    await page.getByRole('button', { name: text('products.save') }).click();
    await expect(page.getByRole('status').filter({ hasText: text('products.saved') })).toBeVisible();

    // A visitor opening the store now: its first screen and its Buy button say the new price.
    const visitor = await storeVisitor();
    await expect(
      visitor
        .getByRole('article', { name: driverTitle })
        .getByRole('button', { name: text.start('store.buy') }),
    ).toHaveText(text('store.buy', { price: formatPriceExclVat(19000, language) }));
    await visitor.context().close();
    expect(errors).toEqual([]);
  });

  test('the owner adds a driver with both documents, and a visitor orders it', async ({
    site,
    language,
    text,
    ownerPageIn,
    storeVisitor,
  }) => {
    const id = `${Date.now()}`.slice(-6);
    const key = `shelly-pro-${language}-${id}`;
    const title = { en: `Shelly Pro ${id} relays driver`, fr: `Driver relais Shelly Pro ${id}` };
    const page = await ownerPageIn('/user/products');
    await expect(page.getByRole('heading', { level: 1, name: text('products.title') })).toBeVisible();
    await page.getByRole('textbox', { name: text('products.field.key') }).fill(key);
    await page
      .getByRole('textbox', { name: text('products.field.price') })
      .fill(language === 'fr' ? '120,00' : '120.00');
    await page.getByRole('textbox', { name: text('products.field.titleEn') }).fill(title.en);
    await page.getByRole('textbox', { name: text('products.field.titleFr') }).fill(title.fr);
    await page
      .getByRole('textbox', { name: text('products.field.descriptionEn') })
      .fill('Switches and meters Shelly Pro relays on the local network, with no cloud in between.');
    await page
      .getByRole('textbox', { name: text('products.field.descriptionFr') })
      .fill('Commande et mesure les relais Shelly Pro sur le réseau local, sans passer par le cloud.');
    await page
      .getByRole('textbox', { name: text('products.field.system') })
      .fill('Home processor, OS 3.3 or later');
    await page.getByRole('button', { name: text('products.create') }).click();
    await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();

    for (const [lang, guide] of [
      ['en', `${title.en}: installation guide`],
      ['fr', `${title.fr} : guide d’installation`],
    ] as const) {
      await page
        .getByLabel(text('products.file.chooseFirst', { slot: text(`products.slot.documentation_${lang}`) }))
        .setInputFiles({ name: `shelly-${lang}.pdf`, mimeType: 'application/pdf', buffer: await pdf(guide) });
      // The size in the page's language: "2 KB" in English, "2 Ko" in French.
      const size = text('products.file.kilobytes', { size: '\\d+' });
      await expect(
        page.getByRole('link', { name: new RegExp(`^shelly-${lang}\\.pdf, ${size}$`) }),
      ).toBeVisible();
    }
    await page
      .getByLabel(text('products.file.chooseFirst', { slot: text('products.slot.package') }))
      .setInputFiles({
        name: 'shelly_pro.c4z',
        mimeType: 'application/octet-stream',
        buffer: driverPackage(title.en),
      });
    await expect(page.getByRole('link', { name: /^shelly_pro\.c4z/ })).toBeVisible();
    await page.getByRole('button', { name: text('products.publish'), exact: true }).click();
    await expect(page.getByText(text('products.publication.on'))).toBeVisible();

    const visitor = await storeVisitor();
    const article = visitor.getByRole('article', { name: title[language] });
    await expect(article).toBeVisible();
    const documentation = article.getByRole('link', { name: text.start('store.documentation') });
    const href = await documentation.getAttribute('href');
    const served = await visitor.request.get(`${site.baseUrl}${href}`);
    // The page's link leads to the document of the page's language, by its content hash.
    expect(new URL(served.url()).pathname).toMatch(
      new RegExp(`^/api/product-files/[0-9a-f]{32}/shelly-${language}\\.pdf$`),
    );
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(article.getByRole('link', { name: text.start('store.download') })).toHaveAttribute(
      'href',
      `/downloads/${key}/package`,
    );

    await article.getByRole('button', { name: text.start('store.buy') }).click();
    const dialog = visitor.getByRole('dialog', { name: text('store.dialog.title') });
    // A French title that starts with "Driver" reads "du driver …" inside the dialog's sentence.
    await expect(dialog).toContainText(language === 'fr' ? `driver relais Shelly Pro ${id}` : title.en);
    const email = `shelly-${language}-${id}@example.org`;
    await sendLicenceOrder(dialog, text, { company: `Domotique ${id}`, email });

    // The customer's confirmation names the new driver at its price.
    const confirmation = await site.mail((mail) => mail.to.includes(email));
    expect(confirmation.subject).toContain(title[language]);
    expect(confirmation.text).toMatch(language === 'fr' ? /120,00\s€ HT/ : /€120\.00 excl\. VAT/);
    await visitor.context().close();
  });
});
