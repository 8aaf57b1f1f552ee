import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { BusinessSettings } from '@shared/public-settings';
import { expectNoWcagViolation } from './support/accessibility';
import { expect, testWithWords } from './support/fixtures';

/** The business settings the server embedded in the page (the same ones the page draws from). */
async function businessSettings(page: Page): Promise<BusinessSettings> {
  const json = await page.locator('#app-settings').textContent();
  return (JSON.parse(json ?? '{}') as { business: BusinessSettings }).business;
}

/** Decodes the QR code as the browser painted it: a screenshot, turned into pixels, read by jsQR. */
async function decodeQr(page: Page, qr: Locator): Promise<string | undefined> {
  await qr.scrollIntoViewIfNeeded();
  // The code is an image the server draws: decoded by the browser before it is read.
  await qr.evaluate((image) => (image instanceof HTMLImageElement ? image.decode() : undefined));
  const png = (await qr.screenshot()).toString('base64');
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  }, png);
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data;
}

/** Scrolls the whole page, so every section has been laid out once (they use content-visibility). */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
}

/** What the page says, in each words. */
const copy = {
  fr: {
    h1: 'Domiko, toute la maison dans une seule application',
    someHeadings: ['Chaque pièce éclairée comme vous l’aimez', 'Chacun ne voit que ce qui le concerne'],
    device: /sur (téléphone|tablette)/,
    otherDevice: /on a (phone|tablet)/,
    lighting: {
      name: /L’éclairage du salon dans Domiko sur téléphone/,
      has: ['Plafonnier', 'Dîner', 'Pièces'],
      hasNot: ['Ceiling', 'Dinner', 'Rooms'],
    },
    rights: {
      name: /Les droits de Léa dans Domiko sur tablette/,
      has: ['Sa chambre', 'Caméras', 'Chauffage'],
      hasNot: ['Her bedroom', 'Cameras', 'Heating'],
    },
    appStore: {
      qr: 'QR code pour télécharger Domiko dans l’App Store',
      badge: 'Télécharger dans l’App Store',
    },
    googlePlay: {
      qr: 'QR code pour télécharger Domiko sur Google Play',
      badge: 'Disponible sur Google Play',
    },
    download: 'Télécharger l’application',
  },
  en: {
    h1: 'Domiko, the whole house in one app',
    someHeadings: ['Light every room the way you like it', 'Each person sees only what concerns them'],
    device: /on a (phone|tablet)/,
    otherDevice: /sur (téléphone|tablette)/,
    lighting: {
      name: /Lighting of the living room in Domiko on a phone/,
      has: ['Ceiling', 'Dinner', 'Rooms'],
      hasNot: ['Plafonnier', 'Dîner', 'Pièces'],
    },
    rights: {
      name: /Léa’s rights in Domiko on a tablet/,
      has: ['Her bedroom', 'Cameras', 'Heating'],
      hasNot: ['Sa chambre', 'Caméras', 'Chauffage'],
    },
    appStore: { qr: 'QR code to download Domiko from the App Store', badge: 'Download on the App Store' },
    googlePlay: { qr: 'QR code to download Domiko from Google Play', badge: 'Get it on Google Play' },
    download: 'Download the app',
  },
} as const;

const test = testWithWords(copy);

test.describe('the app page', () => {
  test('twenty sections, each with a title and two illustrations named in the page’s language', async ({
    page,
    words,
    consoleErrors,
  }) => {
    await page.goto('/#/domiko');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.h1);
    for (const heading of words.someHeadings) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeAttached();
    }

    const sections = page.locator('[data-feature-section]');
    await expect(sections).toHaveCount(20);
    await expect(sections.locator('h1')).toHaveCount(1);
    await expect(sections.locator('h2')).toHaveCount(19);
    for (let i = 0; i < 20; i++) {
      const drawings = sections.nth(i).getByRole('img');
      await expect(drawings).toHaveCount(2);
      const names = await Promise.all([0, 1].map((n) => drawings.nth(n).getAttribute('aria-labelledby')));
      const titles = await Promise.all(names.map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(titles[0]).not.toEqual(titles[1]);
      for (const title of titles) {
        expect(title).toMatch(words.device);
        expect(title).not.toMatch(words.otherDevice);
      }
    }

    // The drawn labels follow the page's language, not only the names.
    for (const drawing of [words.lighting, words.rights]) {
      const svg = page.getByRole('img', { name: drawing.name });
      await expect(svg).toHaveCount(1);
      // Drawings are made as they come near the viewport.
      await svg.scrollIntoViewIfNeeded();
      await expect(svg.locator('text').first()).toBeAttached();
      const text = await svg.locator('text').allTextContents();
      for (const label of drawing.has) expect(text).toContain(label);
      for (const label of drawing.hasNot) expect(text).not.toContain(label);
    }

    // Every illustration has a fixed frame, so nothing moves when it paints.
    const frames = await page
      .locator('[data-feature-section] svg[role="img"]')
      .evaluateAll((svgs) =>
        svgs.map((svg) => [
          svg.getAttribute('viewBox'),
          svg.getAttribute('width'),
          svg.getAttribute('height'),
        ]),
      );
    expect(frames).toHaveLength(40);
    for (const [viewBox, width, height] of frames) expect(viewBox).toBe(`0 0 ${width} ${height}`);

    // The form comes as the visitor nears the end of the page.
    await page.locator('#domiko-inform').scrollIntoViewIfNeeded();
    await expect(page.locator('#domiko-inform').getByRole('textbox')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the QR codes decode to the configured store addresses, and the badges link there', async ({
    page,
    words,
    consoleErrors,
  }) => {
    await page.goto('/#/domiko');
    const business = await businessSettings(page);
    // The download block comes as a visitor reaches it: here by the introduction's button.
    await page.getByRole('button', { name: words.download }).click();

    const appStoreQr = page.getByRole('img', { name: words.appStore.qr });
    const googlePlayQr = page.getByRole('img', { name: words.googlePlay.qr });
    expect(await decodeQr(page, appStoreQr)).toBe(business.appStoreUrl);
    expect(await decodeQr(page, googlePlayQr)).toBe(business.googlePlayUrl);

    await expect(page.getByRole('link', { name: words.appStore.badge })).toHaveAttribute(
      'href',
      business.appStoreUrl,
    );
    await expect(page.getByRole('link', { name: words.googlePlay.badge })).toHaveAttribute(
      'href',
      business.googlePlayUrl,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the download button leads to the download blocks', async ({ page, words }) => {
    await page.goto('/#/domiko');
    await page.getByRole('button', { name: words.download }).click();
    await expect(page.locator('#domiko-download')).toBeFocused();
    await expect(page.getByRole('link', { name: words.appStore.badge })).toBeInViewport();
    await expect(page).toHaveURL(/#\/domiko$/);
  });

  test('no accessibility violations (WCAG 2.1 AA)', async ({ page }) => {
    await page.goto('/#/domiko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    await expectNoWcagViolation(page);
  });

  test('no horizontal overflow at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/#/domiko');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollThrough(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const widest = await page
      .locator('[data-feature-section] svg[role="img"]')
      .evaluateAll((svgs) => Math.max(...svgs.map((svg) => svg.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(360);
  });
});
