import type { Page } from '@playwright/test';
import { openSignedIn, type SeededBackOffice } from './support/back-office-site';
import { expect, test } from './support/fixtures';

/**
 * The back office's routes: one `/user` layout with the sign-in guard and a child route per view, each view a
 * chunk of its own loaded when it is visited, and every list's filter read from the address it was linked with.
 */
test.use({ siteOptions: { seeded: true } });

/**
 * Each view's module as the build names its chunk (web/src/app/route-table.ts), with its address; a view a list
 * opens is asked for once that list has shown (`preloadedBy`), so that a click waits for its data only.
 */
const views: {
  chunk: string;
  route: (seeded: SeededBackOffice) => string;
  title: RegExp;
  preloadedBy?: string;
}[] = [
  { chunk: 'inbox-page', route: () => '/user/messages', title: /^Inbox/ },
  { chunk: 'today-page', route: () => '/user', title: /^Today/ },
  {
    chunk: 'message-page',
    route: (seeded) => `/user/messages/${seeded.contactId}`,
    title: /^Message/,
    preloadedBy: 'inbox-page',
  },
  { chunk: 'orders-page', route: () => '/user/orders', title: /^Orders/ },
  {
    chunk: 'order-page',
    route: (seeded) => `/user/orders/${seeded.orderRecordId}`,
    title: /^Order/,
    preloadedBy: 'orders-page',
  },
  { chunk: 'invoices-page', route: () => '/user/invoices', title: /^Invoice register/ },
  { chunk: 'payments-page', route: () => '/user/payments', title: /^Payments/ },
  { chunk: 'products-page', route: () => '/user/products', title: /^Products/ },
  { chunk: 'product-page', route: () => '/user/products/risco-alarm', title: /^Products/ },
  { chunk: 'team-page', route: () => '/user/team', title: /^Team/ },
  { chunk: 'my-account-page', route: () => '/user/account', title: /^My account/ },
  { chunk: 'business-page', route: () => '/user/business', title: /^Business details/ },
  { chunk: 'setup-page', route: () => '/user/setup', title: /^Setup/ },
];
const backOfficeChunks = ['back-office', 'back-office-api', ...views.map((view) => view.chunk)];
const chunkName = (path: string) => /\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1];

/** The script files the page requests from now on, by chunk name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = chunkName(new URL(request.url()).pathname);
    if (request.resourceType() === 'script' && name) names.push(name);
  });
  return names;
}

async function showRoute(page: Page, route: string) {
  await page.evaluate((hash) => (window.location.hash = hash), `#${route}`);
}

test('a visitor on a back-office address sees the sign-in form and loads none of the back office', async ({
  page,
  site,
}) => {
  const scripts = scriptsOf(page);
  await page.goto(`${site.baseUrl}/#/user/orders?status=new`);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => backOfficeChunks.includes(name))).toEqual([]);
});

test('each view is a chunk of its own, loaded when it is first visited or its list has shown, with its title and heading', async ({
  page,
  site,
  seeded,
}) => {
  const scripts = scriptsOf(page);
  await openSignedIn(page, site, seeded.owner, '/user/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  expect(scripts).toContain('back-office');
  expect(scripts).toContain('inbox-page');
  // The view a list's rows open is asked for once the list has shown, before any click on a row.
  const opensFrom = async (list: string) => {
    for (const opened of views.filter((other) => other.preloadedBy === list)) {
      await expect.poll(() => scripts, `${opened.chunk} once ${list} has shown`).toContain(opened.chunk);
    }
  };
  await opensFrom('inbox-page');
  for (const view of views.slice(1)) {
    if (!view.preloadedBy) {
      expect(scripts, `${view.chunk} before its view is visited`).not.toContain(view.chunk);
    }
    await showRoute(page, view.route(seeded));
    await expect(page).toHaveTitle(view.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts, `${view.chunk} once its view is visited`).toContain(view.chunk);
    await opensFrom(view.chunk);
    // The layout stays: who is signed in and the sections, on every view.
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }
  // The layout and the inbox loaded once, whatever the views visited.
  expect(scripts.filter((name) => name === 'back-office')).toHaveLength(1);
  expect(scripts.filter((name) => name === 'inbox-page')).toHaveLength(1);
  expect(scripts.filter((name) => name === 'message-page')).toHaveLength(1);
});

test('a signed-in link asks for its view with the back office’s layout, not once the layout is there', async ({
  page,
  context,
  site,
  seeded,
}) => {
  // Signed in in this browser; the link opens in a tab of its own, as from a mail.
  await openSignedIn(page, site, seeded.owner);
  const tab = await context.newPage();
  const scripts = scriptsOf(tab);
  // The layout's chunk held back: the view asked for meanwhile did not wait for it to render.
  let releaseLayout = () => {};
  const layoutHeld = new Promise<void>((resolve) => (releaseLayout = resolve));
  await tab.route(/\/assets\/back-office-[\w-]{8}\.js$/, async (route) => {
    await layoutHeld;
    await route.continue();
  });
  await tab.goto(`${site.baseUrl}/#/user/orders?status=new`, { waitUntil: 'commit' });
  await expect
    .poll(() => scripts.filter((name) => ['back-office', 'orders-page'].includes(name)))
    .toEqual(expect.arrayContaining(['back-office', 'orders-page']));
  expect(scripts, 'no other view').not.toContain('inbox-page');
  releaseLayout();
  await expect(tab.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(tab.getByRole('navigation', { name: 'Back office' })).toBeVisible();
});

test.describe('a list opened from a link shows the filter of the link', () => {
  test('the orders at one status', async ({ page, site, seeded }) => {
    await openSignedIn(page, site, seeded.owner, '/user/orders?status=new');
    const tabs = page.getByRole('navigation', { name: 'Orders by status' });
    await expect(tabs.getByRole('link', { name: 'New (1)' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Orders' })).toContainText('Jean Moulin');

    await showRoute(page, '/user/orders?status=paid');
    await expect(tabs.getByRole('link', { name: 'Paid (0)' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No paid order is waiting for its licence.')).toBeVisible();
    // The tab back to every order leaves the address without a filter.
    await tabs.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(/#\/user\/orders$/);
  });

  test('the orders by search, with the status', async ({ page, site, seeded }) => {
    await openSignedIn(page, site, seeded.owner, '/user/orders?q=moulin');
    const list = page.getByRole('list', { name: 'Orders' });
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('moulin');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Jean Moulin');

    const tabs = page.getByRole('navigation', { name: 'Orders by status' });
    await tabs.getByRole('link', { name: 'Paid (0)' }).click();
    await expect(page).toHaveURL(/#\/user\/orders\?status=paid&q=moulin$/);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/#\/user\/orders\?status=paid$/);
  });

  test.describe('in French', () => {
    test.use({ locale: 'fr-FR' });

    test('the orders by search, in French', async ({ page, site, seeded }) => {
      await openSignedIn(page, site, seeded.owner, '/user/orders');
      const search = page.getByRole('search', { name: 'Rechercher dans les commandes' });
      await search.getByRole('searchbox', { name: 'Rechercher' }).fill('Moulin');
      await search.getByRole('searchbox', { name: 'Rechercher' }).press('Enter');
      await expect(page).toHaveURL(/#\/user\/orders\?q=Moulin$/);
      const list = page.getByRole('list', { name: 'Commandes' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Jean Moulin');
    });

    test('the inbox by kind and search, in French', async ({ page, site, seeded }) => {
      await openSignedIn(page, site, seeded.owner, '/user/messages?kind=contact&q=Lef%C3%A8vre');
      await expect(page.getByRole('heading', { level: 1, name: 'Boîte de réception' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('contact');
      await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('Lefèvre');
      const list = page.getByRole('list', { name: 'Boîte de réception' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText('Émilie Lefèvre');

      await page.getByRole('button', { name: 'Effacer les filtres' }).click();
      await expect(page).toHaveURL(/#\/user\/messages$/);
      await expect(page.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('');
    });
  });

  test('the products by publication and search', async ({ page, site, seeded }) => {
    await openSignedIn(page, site, seeded.owner, '/user/products?state=published&q=risco');
    const tabs = page.getByRole('navigation', { name: 'Products by publication' });
    await expect(tabs.getByRole('link', { name: /^Published \(\d+\)$/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('risco');
    const list = page.getByRole('list', { name: 'Products' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('risco-alarm');
    // Reordering needs the whole list: offered again once the filters are cleared.
    await expect(page.getByRole('button', { name: /^Move .* up$/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/#\/user\/products\?state=published$/);
    await tabs.getByRole('link', { name: /^All/ }).click();
    await expect(page.getByRole('button', { name: /^Move .* down$/ }).first()).toBeVisible();

    await showRoute(page, '/user/products?state=unpublished');
    await expect(page.getByText('No product matches these filters.')).toBeVisible();
  });

  test('the invoice register of a period', async ({ page, site, seeded }) => {
    await openSignedIn(page, site, seeded.owner, '/user/invoices?from=2026-01-01&to=2026-01-31');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoice register' })).toBeVisible();
    await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
    await expect(page.getByLabel('To')).toHaveValue('2026-01-31');
  });
});
