import { expect, type Page, test } from '@playwright/test';
import { driverCatalogue } from '../shared/driver-catalogue';
import { collectConsoleErrors } from './support/console-errors';
import { waitForMail } from './support/mails';

const fileAddress = (name: string) =>
  new RegExp(`^/api/product-files/[0-9a-f]{32}/${name.replace('.', '\\.')}$`);

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

const article = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openOrder(page: Page, title: string) {
  const buy = article(page, title).getByRole('button', { name: /^Buy/ });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Licence order' });
  await expect(dialog).toBeVisible();
  return { buy, dialog };
}

async function expectClosed(page: Page) {
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Resolves once the page has rendered `count` more frames: what the last input changed is on screen. */
async function renderedFrames(page: Page, count = 3) {
  await page.evaluate(async (frames) => {
    for (let n = 0; n < frames; n += 1) await new Promise((done) => requestAnimationFrame(done));
  }, count);
}

test.describe('store (English)', () => {
  test('lists the five drivers with their prices, and no Buy button on the free one', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/store');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('home processor');
    await expect(page.getByRole('article')).toHaveCount(5);
    for (const driver of driverCatalogue) {
      const item = article(page, driver.title.en);
      await expect(item.getByRole('heading', { name: driver.title.en })).toBeVisible();
      await expect(item.getByRole('img')).toHaveAttribute('alt', /.{20,}/);
      if (driver.priceExclVat === 0) {
        await expect(item.getByRole('button')).toHaveCount(0);
        await expect(item.getByText('Free', { exact: true })).toBeVisible();
      } else {
        await expect(item.getByRole('button', { name: /^Buy/ })).toHaveText(
          `Buy · €${driver.priceExclVat}.00 excl. VAT`,
        );
      }
    }
    await expect(article(page, 'Netatmo weather station driver')).toContainText(
      'Weather data is polled every 10 minutes',
    );
    // Each image is loaded and framed as the catalogue says.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (const image of await page.getByRole('article').getByRole('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  test('every Documentation and Download link answers 200 with the right content type', async ({ page }) => {
    await page.goto('/#/store');
    for (const driver of driverCatalogue) {
      const item = article(page, driver.title.en);
      const doc = item.getByRole('link', { name: /^Documentation/ });
      const pkg = item.getByRole('link', { name: /^Download/ });
      // Served from the database (docs/decisions/015), under the former file names.
      // The page links to each product's slot, which leads to the file by its content hash.
      await expect(doc).toHaveAttribute('href', `/downloads/${driver.titleKey}/documentation_en`);
      await expect(pkg).toHaveAttribute('href', `/downloads/${driver.titleKey}/package`);
      const pdf = await page.request.get((await doc.getAttribute('href'))!);
      expect(new URL(pdf.url()).pathname).toMatch(fileAddress(driver.helpFile));
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect(pdf.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const archive = await page.request.get((await pkg.getAttribute('href'))!);
      expect(new URL(archive.url()).pathname).toMatch(fileAddress(driver.packageFile));
      expect(archive.status()).toBe(200);
      expect(archive.headers()['content-type']).toBe('application/zip');
      expect((await archive.body()).readUInt32LE(0)).toBe(0x04034b50);
      // The former addresses lead to the same files.
      const former = await page.request.get(`/downloads/${driver.helpFile}`);
      expect(new URL(former.url()).pathname).toMatch(fileAddress(driver.helpFile));
      expect((await former.body()).equals(await pdf.body())).toBe(true);
    }
  });

  test('the Download link downloads the package under its vendor and driver name', async ({ page }) => {
    await page.goto('/#/store');
    const downloading = page.waitForEvent('download');
    await article(page, 'Risco alarm driver')
      .getByRole('link', { name: /^Download/ })
      .click();
    expect((await downloading).suggestedFilename()).toBe('risco_alarm.c4z');
  });

  test('the licence dialog is a labelled modal that closes by its icon, Escape, the overlay and after submit', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/#/store');
    const title = 'Velux KLF 200 gateway driver';

    let { buy, dialog } = await openOrder(page, title);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // This server has no PAYMENT_LINK_TEMPLATE: no payment link is promised.
    await expect(dialog).toContainText(
      'Within 24 hours you will receive an invoice with the details for paying it by bank transfer.',
    );
    await expect(dialog).not.toContainText('payment link');
    await expect(dialog).toContainText('Licence for the Velux KLF 200 gateway driver: €250.00 excl. VAT');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectClosed(page);
    await expect(buy).toBeFocused();

    ({ buy, dialog } = await openOrder(page, title));
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(buy).toBeFocused();

    ({ buy, dialog } = await openOrder(page, title));
    await page.mouse.click(5, 5);
    await expectClosed(page);
    await expect(buy).toBeFocused();

    // A click inside the panel does not close it.
    ({ buy, dialog } = await openOrder(page, title));
    await dialog.getByRole('heading', { name: 'Licence order' }).click();
    await renderedFrames(page);
    // Closing starts by fading the panel out (`data-visible` false): it has not started.
    await expect(dialog).toHaveAttribute('data-visible', 'true');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    expect(errors).toEqual([]);
  });

  test('locks the page scroll and keeps focus inside while open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/#/store');
    const { buy, dialog } = await openOrder(page, 'Risco alarm driver');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    await renderedFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(buy).toBeFocused();
    // The same wheel scrolls the page once the dialog is closed: the lock, not the gesture, held it still.
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('opens and closes in 300 ms', async ({ page }) => {
    await page.goto('/#/store');
    const { dialog } = await openOrder(page, 'Risco alarm driver');
    const panel = dialog.locator('> div');
    await expect(panel).toHaveCSS('transition-duration', /0\.3s/);
    await expect(panel).toHaveCSS('opacity', '1');
    // Measured in the page, so a busy machine cannot make it flaky: the dialog stays open for the 300 ms
    // closing animation after it starts fading out.
    await page.evaluate(() => {
      const element = document.querySelector('dialog[open][data-visible]')!;
      const probe = window as unknown as { closingMs?: number };
      let fadingSince = 0;
      new MutationObserver(() => {
        if (!fadingSince && element.getAttribute('data-visible') === 'false') fadingSince = performance.now();
        if (fadingSince && !element.hasAttribute('open')) probe.closingMs = performance.now() - fadingSince;
      }).observe(element, { attributes: true });
    });
    await page.keyboard.press('Escape');
    const closingMs = () =>
      page.evaluate(() => (window as unknown as { closingMs?: number }).closingMs ?? -1);
    await expect.poll(closingMs).toBeGreaterThanOrEqual(0);
    expect(await closingMs()).toBeGreaterThanOrEqual(290);
    await expectClosed(page);
  });

  test('refuses a malformed MAC address with a clear message, then sends the order and both mails arrive', async ({
    page,
  }) => {
    const id = unique();
    const errors = collectConsoleErrors(page);
    await page.goto('/#/store');
    const title = 'Netatmo weather station driver';
    const { buy, dialog } = await openOrder(page, title);
    await dialog.getByRole('textbox', { name: 'Company' }).fill(`Acme ${id}`);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Paul');
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Durand');
    await dialog.getByRole('textbox', { name: 'Billing address' }).fill('3 place Bellecour');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('69002');
    await dialog.getByRole('textbox', { name: 'Town or city' }).fill('Lyon');
    await dialog.getByRole('textbox', { name: 'SIREN' }).fill('552100554');
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`paul.${id}@acme.example`);
    const mac = dialog.getByRole('textbox', { name: 'Home processor MAC address' });
    await mac.fill('00:0F:FF:12:34');
    await dialog.getByRole('button', { name: 'Send the order' }).click();
    await expect(mac).toHaveJSProperty('validity.patternMismatch', true);
    expect(await mac.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain(
      'twelve hexadecimal digits',
    );
    await expect(dialog).toBeVisible();

    // The twelve digits as the processor reports them, without separators.
    await mac.fill('000fff12345a');
    await dialog.getByRole('button', { name: 'Send the order' }).click();
    await expectClosed(page);
    await expect(buy).toBeFocused();
    await expect(article(page, title).getByRole('status')).toContainText(
      'Thank you, your order has been sent.',
    );

    const owner = await waitForMail((m) => m.subject === `Licence order: ${title} — Acme ${id}`);
    expect(owner.to).toEqual(['owner@example.test']);
    expect(owner.replyTo).toBe(`paul.${id}@acme.example`);
    for (const text of [
      'First name: Paul',
      'Last name: Durand',
      '69002 Lyon',
      'MAC address: 00:0F:FF:12:34:5A',
    ]) {
      expect(owner.text).toContain(text);
    }
    const customer = await waitForMail(
      (m) => m.to.includes(`paul.${id}@acme.example`) && m.subject === `Your licence order: ${title}`,
    );
    expect(customer.text).toContain(
      'Within 24 hours you will receive an invoice with the details for paying it by bank transfer.',
    );

    // Reopened, the form is empty again.
    await buy.click();
    await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Company' })).toHaveValue('');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  test('shows the server’s MAC refusal next to the field', async ({ page }) => {
    await page.goto('/#/store');
    await page.route('**/api/messages', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Invalid message', fields: { mac: 'must be six pairs' } }),
      }),
    );
    const { dialog } = await openOrder(page, 'Risco alarm driver');
    for (const [name, value] of [
      ['Company', 'Acme'],
      ['First name', 'Paul'],
      ['Last name', 'Durand'],
      ['Billing address', '3 place Bellecour'],
      ['Postcode', '69002'],
      ['Town or city', 'Lyon'],
      ['SIREN', '552 100 554'],
      ['Email', 'paul@acme.example'],
      ['Home processor MAC address', '00:0F:FF:12:34:56'],
    ]) {
      await dialog.getByRole('textbox', { name }).fill(value as string);
    }
    await dialog.getByRole('button', { name: 'Send the order' }).click();
    await expect(dialog.getByRole('status')).toContainText('Please check: Home processor MAC address');
    await expect(dialog.getByRole('textbox', { name: 'Home processor MAC address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(dialog.getByText('Enter the twelve hexadecimal digits of the MAC address')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Company' })).toHaveValue('Acme');
  });
});

test.describe('store under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('opens and closes without animation', async ({ page }) => {
    await page.goto('/#/store');
    const { dialog } = await openOrder(page, 'Risco alarm driver');
    await expect(dialog.locator('> div')).toHaveCSS('transition-property', 'none');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 100 });
  });
});

test.describe('store (French)', () => {
  test.use({ locale: 'fr-FR' });

  test('prices in French, and the customer’s confirmation arrives in French', async ({ page }) => {
    const id = unique();
    await page.goto('/#/store');
    const title = 'Driver alarme Risco';
    const buy = article(page, title).getByRole('button', { name: /^Acheter/ });
    await expect(buy).toHaveText(/^Acheter · 250,00\s€\sHT$/);
    await expect(article(page, 'Driver station météo Netatmo')).toContainText(
      'Les données météo sont relevées toutes les 10 minutes',
    );
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Commande de licence' });
    await expect(dialog).toContainText(
      'Vous recevrez sous 24 heures une facture avec les coordonnées pour la régler par virement.',
    );
    await expect(dialog).toContainText(/Licence du driver alarme Risco\s:\s250,00\s€\sHT/);
    await expect(dialog).not.toContainText(/Driver\s:\sDriver/);
    await dialog.getByRole('textbox', { name: 'Société' }).fill(`Domotique ${id}`);
    await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Claire');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
    await dialog.getByRole('textbox', { name: 'Adresse de facturation' }).fill('8 rue de la République');
    await dialog.getByRole('textbox', { name: 'Code postal' }).fill('69002');
    await dialog.getByRole('textbox', { name: 'Ville' }).fill('Lyon');
    await dialog.getByRole('textbox', { name: 'SIREN' }).fill('552 100 554');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`claire.${id}@example.fr`);
    await dialog
      .getByRole('textbox', { name: 'Adresse MAC du processeur domotique' })
      .fill('00:0f:ff:aa:bb:cc');
    await dialog.getByRole('button', { name: 'Envoyer la commande' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const customer = await waitForMail(
      (m) => m.to.includes(`claire.${id}@example.fr`) && m.subject.startsWith('Votre commande de licence'),
    );
    expect(customer.subject).toBe('Votre commande de licence : Driver alarme Risco');
    // Greets without the typed name: the order form must not relay what a stranger types (issue 11).
    expect(customer.text).toMatch(/^Bonjour,/);
    expect(customer.text).not.toContain('Claire');
    expect(customer.text).toContain('Dès réception du paiement, nous vous envoyons la licence par e-mail.');
    expect(customer.text).toContain('00:0F:FF:AA:BB:CC');
    await waitForMail((m) => m.subject === `Licence order: Risco alarm driver — Domotique ${id}`);
  });
});
