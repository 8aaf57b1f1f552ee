import { expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { holdApp, openHeld } from './support/held-app';

/** Stops every script file: what shows then was painted by the boot script from the prerendered first screen. */
async function withoutAppScripts(page: Page) {
  await page.route('**/assets/*.js', (route) => route.abort());
}

const routes = [
  '/',
  '/domiko',
  '/store',
  '/contact',
  '/prestation',
  '/privacy-policy',
  '/user',
  // A back-office address opened signed out: the sign-in form's first screen, shared with /user.
  '/user/orders/42',
  '/user/reset-password/Zm9yLXRoZS1hY2NvdW50LW93bmVyLW9ubHktLS0tLS0tLS0',
  '/google-login',
  '/netatmo-token',
];

for (const { locale, lang } of [
  { locale: 'en-GB', lang: 'en' },
  { locale: 'fr-FR', lang: 'fr' },
]) {
  test.describe(`first screen before the app script (${lang})`, () => {
    test.use({ locale });

    for (const path of routes) {
      test(`${path} is painted from the prerender, then the app hydrates it`, async ({ page, browser }) => {
        await withoutAppScripts(page);
        await page.goto(`/#${path}`);
        const prerendered = page.locator('#root h1');
        await expect(prerendered).toHaveCount(1);
        await expect(prerendered).toBeVisible();
        await expect(page.locator('#root header').first()).toBeVisible();
        // Links route with the hash, as the app writes them.
        await expect(page.locator('#root header a').first()).toHaveAttribute('href', /^#\//);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const heading = (await prerendered.textContent())!.trim();
        expect(heading.length).toBeGreaterThan(3);

        const app = await browser.newPage({ locale });
        const errors = collectConsoleErrors(app);
        const release = await holdApp(app);
        await app.goto(`${new URL(page.url()).origin}/#${path}`, { waitUntil: 'commit' });
        // The painted heading is marked; the app adopts it as it is (hydration) rather than drawing a new one.
        await app.locator('#root h1').evaluate((h1) => h1.setAttribute('data-painted', ''));
        release();
        await expect(app.locator('#root')).toHaveAttribute('data-app', '');
        await expect(app.getByRole('heading', { level: 1, name: heading })).toHaveAttribute(
          'data-painted',
          '',
        );
        // What is below the fold, the footer among it, follows.
        await expect(app.getByRole('contentinfo')).toBeVisible();
        await expect(app.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(errors).toEqual([]);
        await app.close();
      });
    }
  });
}

test.describe('first screen and the language switch', () => {
  test.use({ locale: 'en-GB' });

  test('a visitor who chose the other language gets no prerender, and the app in their language', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await withoutAppScripts(page);
    await page.goto('/#/store');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root')).toBeEmpty();

    await page.unroute('**/assets/*.js');
    const errors = collectConsoleErrors(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a button clicked on the first screen is clicked again once the app has rendered', async ({
    page,
  }) => {
    const { errors, release } = await openHeld(page, '/store', 'domcontentloaded');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link')).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('a link followed before the app arrives: the app renders the new route, not the painted one', async ({
    page,
  }) => {
    const { errors, release } = await openHeld(page, '/', 'domcontentloaded');
    await expect(page.locator('#root h1')).toBeVisible();
    await page.evaluate(() => (window.location.hash = '#/store'));
    release();
    await expect(page.getByRole('heading', { level: 1, name: /home processor/ })).toBeVisible();
    await expect(page.locator('#root[data-app]')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('a first visit stays in the fallback font and caches Inter after the page has loaded; the next starts in Inter', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await withoutAppScripts(page);
    await page.goto('/#/store');
    await expect(page.getByRole('heading', { level: 1, name: /home processor/ })).toBeVisible();
    await page.waitForLoadState('load');
    expect(fonts).toEqual([]);
    // Nor is the favicon a request: it is written into the page.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/png;base64,/);

    // A second after `load`, Inter is fetched and noted for the next visit, not applied to this one.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('web-font'))).toBe('1');
    expect(fonts.some((url) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(url))).toBe(true);
    await expect(page.locator('html')).not.toHaveClass(/\bweb-font\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Fallback"/,
    );

    // The next visit is set in Inter before any app script runs.
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bweb-font\b/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
      /^"Inter Variable"/,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  });

  test('/user is prerendered as signed out: a visitor with a stored token gets no first screen, then the app', async ({
    page,
  }) => {
    await withoutAppScripts(page);
    await page.goto('/#/user');
    await expect(page.locator('#root').getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    await page.evaluate(() => {
      localStorage.setItem('access_token', 'A'.repeat(43));
      localStorage.setItem('name', 'Camille');
    });
    await page.reload();
    await expect(page.locator('#root')).toBeEmpty();

    // With the app: this token is unknown to the server, so the back office's first requests (the list and the
    // new count, sent together) are refused and sign the browser out; those 401s are the only console errors.
    await page.unroute('**/assets/*.js');
    const errors = collectConsoleErrors(page);
    await page.reload();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'your session is no longer recognised',
    );
    expect(errors.length).toBeGreaterThanOrEqual(1);
    for (const error of errors) expect(error).toMatch(/status of 401/);
  });

  test('the installer page’s picture is requested beside the stylesheet, before the first screen is painted, and once', async ({
    page,
  }) => {
    const order = requestedPaths(page, /^\/(images|assets)\//);
    // The stylesheet held back: the boot script, which waits for it, paints nothing meanwhile.
    let releaseStylesheet = () => {};
    await page.route('**/assets/*.css', async (route) => {
      await new Promise<void>((resolve) => (releaseStylesheet = resolve));
      await route.continue();
    });
    const loaded = page.goto('/#/installateur');
    await expect
      .poll(() => order.filter((path) => path.startsWith('/images/installer-plan-')))
      .toHaveLength(1);
    await expect(page.locator('#root')).toBeEmpty();
    releaseStylesheet();
    await loaded;
    await expect(page.locator('#root').getByRole('img', { name: /Plan of a house/ })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('#root img') as HTMLImageElement).complete))
      .toBe(true);
    expect(order.filter((path) => path.startsWith('/images/'))).toEqual([
      expect.stringMatching(/^\/images\/installer-plan-(960|1920)\.avif$/),
    ]);
  });

  test('on a phone the installer page fetches no picture: its plan shows from 640 px, fetched then', async ({
    page,
  }) => {
    const images = requestedPaths(page, /^\/images\//);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/#/installateur');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/programming partner$/);
    await expect(main.getByRole('link', { name: 'Discuss a project' })).toBeVisible();
    await page.waitForLoadState('load');
    await expect(main.getByRole('img', { name: /Plan of a house/ })).toBeHidden();
    expect(images).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    const plan = main.getByRole('img', { name: /Plan of a house/ });
    await expect(plan).toBeVisible();
    await expect
      .poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/\/images\/installer-plan-(960|1920)\.avif$/);
    expect(images).toEqual([expect.stringMatching(/^\/images\/installer-plan-(960|1920)\.avif$/)]);
  });

  for (const link of ['/#/netatmo-token?code=abc&state=s', '/?code=abc&state=s#/netatmo-token']) {
    test(`a Netatmo link with a code (${link}) gets no first screen: the app starts the exchange at once`, async ({
      page,
    }) => {
      await withoutAppScripts(page);
      await page.goto(link);
      await expect(page.locator('#root')).toBeEmpty();
      await expect(
        page.locator('script[type="text/x-first-screen"][data-route="/netatmo-token"]'),
      ).toHaveCount(1);
    });
  }
});

/** The paths the page requests from now on that match `pattern`, in the order it requests them. */
function requestedPaths(page: Page, pattern: RegExp): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pattern.test(pathname)) paths.push(pathname);
  });
  return paths;
}
