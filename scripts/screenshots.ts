/**
 * Full-page screenshots of every route at 360 px and 1280 px wide, in English and in French, written to
 * screenshots/<language>-<width>/<route>.png; the back office's views signed in as the owner, on a second
 * server whose database is seeded with an account, a colleague, messages of each kind and an invitation.
 * Builds nothing: it serves the site already built in E2E_STATIC_DIR (or STATIC_DIR, default dist/web) with our
 * own server. SCREENSHOT_ROUTES=/,/prestation,/user/team limits the run to some routes.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, type Browser, chromium, type Page, request } from '@playwright/test';
import { dateInFrance } from '../shared/date-in-france';
import { paths } from '../web/src/lib/paths';
import {
  type BackOfficeSite,
  openSignedIn,
  type SeededBackOffice,
  seedBackOffice,
  startBackOfficeSite,
} from '../e2e/support/back-office-site';
import { startSiteServer } from '../e2e/support/site-server';

const staticDir = process.env.E2E_STATIC_DIR ?? process.env.STATIC_DIR ?? './dist/web';
const outDir = resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
const only = process.env.SCREENSHOT_ROUTES?.split(',').map((route) => route.trim());
const selected = (path: string) => !only || only.includes(path);
// The back office's views need a signed-in session or a link's secret: captured below with seeded data.
const backOfficePaths = new Set<string>([
  paths.userMessages.path,
  paths.userMessage.path,
  paths.userOrders.path,
  paths.userOrder.path,
  paths.userInvoices.path,
  paths.userPayments.path,
  paths.userProducts.path,
  paths.userProduct.path,
  paths.userQuotes.path,
  paths.userQuoteNew.path,
  paths.userQuote.path,
  paths.userCustomers.path,
  paths.userCustomer.path,
  paths.userTeam.path,
  paths.userAccount.path,
  paths.userBusiness.path,
  paths.userSetup.path,
  paths.invitation.path,
  paths.passwordReset.path,
]);
const routes = Object.values(paths)
  .map((entry) => entry.path)
  .filter((path) => !backOfficePaths.has(path) && selected(path));

/** Each back-office view: the route pattern it shows, its file name, and where it is, once seeded. */
type Seed = SeededBackOffice & { paidOrderId: string; paidOrderPageLink: string } & SeededQuotes & {
    customerKey: string;
  };

const backOfficeViews: {
  path: string;
  file: string;
  signedIn: boolean;
  route(seed: Seed): string;
  /** What the owner does on the view before it is captured. */
  act?(page: Page): Promise<void>;
}[] = [
  { path: paths.user.path, file: 'back-office-today', signedIn: true, route: () => paths.user.path },
  {
    path: paths.userMessages.path,
    file: 'back-office-inbox',
    signedIn: true,
    route: () => paths.userMessages.path,
  },
  {
    path: paths.userMessages.path,
    file: 'back-office-spam',
    signedIn: true,
    route: () => `${paths.userMessages.path}?view=spam`,
  },
  {
    path: paths.userMessage.path,
    file: 'back-office-licence-order',
    signedIn: true,
    route: (seed) => paths.userMessage.to(seed.orderId),
  },
  {
    path: paths.userMessage.path,
    file: 'back-office-contact',
    signedIn: true,
    route: (seed) => paths.userMessage.to(seed.contactId),
  },
  {
    path: paths.userMessage.path,
    file: 'back-office-spam-message',
    signedIn: true,
    route: (seed) => paths.userMessage.to(seed.spamId),
  },
  {
    path: paths.userOrders.path,
    file: 'back-office-orders',
    signedIn: true,
    route: () => paths.userOrders.path,
  },
  {
    path: paths.userOrder.path,
    file: 'back-office-order',
    signedIn: true,
    route: (seed) => paths.userOrder.to(seed.orderRecordId),
  },
  {
    path: paths.userOrder.path,
    file: 'back-office-order-mark-paid',
    signedIn: true,
    route: (seed) => paths.userOrder.to(seed.orderRecordId),
    act: (page) => page.getByRole('button', { name: /^(Mark as paid|Marquer comme payée)$/ }).click(),
  },
  {
    path: paths.userInvoices.path,
    file: 'back-office-invoice-register',
    signedIn: true,
    route: () => paths.userInvoices.path,
  },
  {
    path: paths.userPayments.path,
    file: 'back-office-payments',
    signedIn: true,
    route: () => paths.userPayments.path,
  },
  {
    path: paths.userOrder.path,
    file: 'back-office-order-paid',
    signedIn: true,
    route: (seed) => paths.userOrder.to(seed.paidOrderId),
  },
  {
    path: paths.orderTracking.path,
    file: 'order-page',
    signedIn: false,
    route: (seed) => new URL(seed.orderPageLink).hash.slice(1),
  },
  {
    path: paths.userProducts.path,
    file: 'back-office-products',
    signedIn: true,
    route: () => paths.userProducts.path,
  },
  {
    path: paths.userProduct.path,
    file: 'back-office-product',
    signedIn: true,
    route: () => paths.userProduct.to('netatmo-weather-station'),
  },
  {
    path: paths.orderTracking.path,
    file: 'order-page-paid',
    signedIn: false,
    route: (seed) => new URL(seed.paidOrderPageLink).hash.slice(1),
  },
  {
    path: paths.userQuotes.path,
    file: 'back-office-quotes',
    signedIn: true,
    route: () => paths.userQuotes.path,
  },
  {
    path: paths.userQuoteNew.path,
    file: 'back-office-quote-new',
    signedIn: true,
    route: (seed) => paths.userQuoteNew.to(seed.contactId),
  },
  {
    path: paths.userQuote.path,
    file: 'back-office-quote-draft',
    signedIn: true,
    route: (seed) => paths.userQuote.to(seed.draftQuoteId),
  },
  {
    path: paths.userQuote.path,
    file: 'back-office-quote-revise',
    signedIn: true,
    route: (seed) => paths.userQuote.to(seed.sentQuoteId),
    act: (page) => page.getByRole('button', { name: /^(Revise|Réviser)$/ }).click(),
  },
  {
    path: paths.userQuote.path,
    file: 'back-office-quote-accepted',
    signedIn: true,
    route: (seed) => paths.userQuote.to(seed.acceptedQuoteId),
  },
  {
    path: paths.userQuote.path,
    file: 'back-office-quote-final-invoice',
    signedIn: true,
    route: (seed) => paths.userQuote.to(seed.finishedQuoteId),
  },
  {
    path: paths.quote.path,
    file: 'quote-page-project',
    signedIn: false,
    route: (seed) => paths.quote.to(seed.acceptedQuoteToken),
  },
  {
    path: paths.quote.path,
    file: 'quote-page-project-final-invoice',
    signedIn: false,
    route: (seed) => paths.quote.to(seed.finishedQuoteToken),
  },
  {
    path: paths.userCustomers.path,
    file: 'back-office-customers',
    signedIn: true,
    route: () => paths.userCustomers.path,
  },
  {
    path: paths.userCustomer.path,
    file: 'back-office-customer',
    signedIn: true,
    route: (seed) => paths.userCustomer.to(seed.customerKey),
  },
  {
    path: paths.userQuoteNew.path,
    file: 'back-office-quote-for-customer',
    signedIn: true,
    route: (seed) => paths.userQuoteNew.forCustomer(seed.customerKey),
  },
  { path: paths.userTeam.path, file: 'back-office-team', signedIn: true, route: () => paths.userTeam.path },
  {
    path: paths.userAccount.path,
    file: 'back-office-account',
    signedIn: true,
    route: () => paths.userAccount.path,
  },
  {
    path: paths.userBusiness.path,
    file: 'back-office-business',
    signedIn: true,
    route: () => paths.userBusiness.path,
  },
  {
    path: paths.userSetup.path,
    file: 'back-office-setup',
    signedIn: true,
    route: () => paths.userSetup.path,
  },
  {
    path: paths.invitation.path,
    file: 'back-office-invitation',
    signedIn: false,
    route: (seed) => new URL(seed.invitationLink).hash.slice(1),
  },
  {
    path: paths.passwordReset.path,
    file: 'back-office-new-password',
    signedIn: false,
    route: (seed) => new URL(seed.resetLink).hash.slice(1),
  },
];
const widths = [360, 1280];
const languages = [
  { name: 'en', locale: 'en-GB' },
  { name: 'fr', locale: 'fr-FR' },
];

const fileName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

async function main() {
  process.env.E2E_STATIC_DIR = staticDir;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    if (routes.length > 0) await capturePublicRoutes(browser);
    const views = backOfficeViews.filter((view) => selected(view.path));
    if (views.length > 0) await captureBackOffice(browser, views);
  } finally {
    await browser.close();
  }
}

/** Every language and width in turn: `capture` is called with a page of that context and its folder. */
async function inEveryContext(browser: Browser, capture: (page: Page, folder: string) => Promise<void>) {
  for (const language of languages) {
    for (const width of widths) {
      const folder = join(outDir, `${language.name}-${width}`);
      mkdirSync(folder, { recursive: true });
      const context = await browser.newContext({
        locale: language.locale,
        viewport: { width, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      // As a returning visitor sees the site: in Inter, which a first visit caches (web/src/app/web-font.ts).
      await context.addInitScript(() => localStorage.setItem('web-font', '1'));
      await capture(await context.newPage(), folder);
      await context.close();
    }
  }
}

async function capturePublicRoutes(browser: Browser) {
  const server = await startSiteServer();
  try {
    await inEveryContext(browser, async (page, folder) => {
      for (const route of routes) {
        await page.goto(`${server.baseUrl}/#${route}`);
        await capture(page, join(folder, `${fileName(route)}.png`));
      }
    });
  } finally {
    await server.stop();
  }
}

async function captureBackOffice(browser: Browser, views: typeof backOfficeViews) {
  // A signing key, so that an order can go as far as its licence.
  const keyFile = join(mkdtempSync(join(tmpdir(), 'licence-key-')), 'licence-key.pem');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  const site: BackOfficeSite = await startBackOfficeSite({ LICENCE_PRIVATE_KEY_FILE: keyFile });
  const api = await request.newContext();
  try {
    const seeded = await seedBackOffice(api, site);
    const owner = { Authorization: `Bearer ${seeded.owner.accessToken}` };
    // The order invoiced, so its view shows a document and its page the payment details.
    await api.post(`${site.baseUrl}/api/orders/${seeded.orderRecordId}/send-invoice`, { headers: owner });
    const seed: Seed = {
      ...seeded,
      ...(await paidOrder(api, site, owner)),
      ...(await seedQuotes(api, site, owner, seeded.contactId)),
      customerKey: await customerKey(api, site, owner, 'fontaine'),
    };
    await inEveryContext(browser, async (page, folder) => {
      for (const view of views) {
        if (view.signedIn) await openSignedIn(page, site, seed.owner, view.route(seed));
        else {
          await page.goto(`${site.baseUrl}/#${view.route(seed)}`);
          // Signed out, as a colleague opening a mailed link.
          await page.evaluate(() => localStorage.clear());
          await page.reload();
        }
        await view.act?.(page);
        await capture(page, join(folder, `${view.file}.png`));
      }
    });
  } finally {
    await api.dispose();
    await site.stop();
  }
}

/** The key of the one customer the customers' search finds with `q`. */
async function customerKey(
  api: APIRequestContext,
  site: BackOfficeSite,
  owner: Record<string, string>,
  q: string,
) {
  const found = await api.get(`${site.baseUrl}/api/customers?q=${encodeURIComponent(q)}`, { headers: owner });
  const { items } = (await found.json()) as { items: { key: string }[] };
  return items[0]!.key;
}

/** A second licence order taken to its licence: paid by card, its receipt and licence on both sides. */
async function paidOrder(api: APIRequestContext, site: BackOfficeSite, owner: Record<string, string>) {
  const email = 'claire.fontaine@example.org';
  const posted = await api.post(`${site.baseUrl}/api/messages`, {
    headers: { 'Idempotency-Key': randomUUID(), 'Content-Language': 'fr' },
    data: {
      type: 'driver',
      driverName: 'netatmo-weather-station',
      company: 'Fontaine Domotique',
      firstName: 'Claire',
      lastName: 'Fontaine',
      address: '8 quai des Célestins\n69005 Lyon',
      email,
      mac: '000FFF12ABCD',
      hp: '',
    },
  });
  const message = (await posted.json()) as { id: string };
  const opened = (await (
    await api.get(`${site.baseUrl}/api/inbox/${message.id}`, { headers: owner })
  ).json()) as { orderId: string };
  await api.post(`${site.baseUrl}/api/orders/${opened.orderId}/send-invoice`, { headers: owner });
  await api.post(`${site.baseUrl}/api/orders/${opened.orderId}/mark-paid`, {
    headers: owner,
    data: { paidOn: dateInFrance(new Date()), means: 'card' },
  });
  const confirmation = await site.mail((mail) => mail.to.includes(email) && mail.text.includes('/#/order/'));
  return {
    paidOrderId: opened.orderId,
    paidOrderPageLink: /https?:\/\/\S+\/#\/order\/[\w-]{43}/.exec(confirmation.text)![0],
  };
}

interface SeededQuotes {
  draftQuoteId: string;
  sentQuoteId: string;
  acceptedQuoteId: string;
  /** The customer's link to the accepted quote, now its project's page. */
  acceptedQuoteToken: string;
  /** Accepted too, the work done: its final invoice issued. */
  finishedQuoteId: string;
  finishedQuoteToken: string;
}

/**
 * Four installation quotes: a draft answering the contact message, one sent, one the customer accepted from the
 * link of its mail (its deposit invoiced), and one accepted whose final invoice was issued.
 */
async function seedQuotes(
  api: APIRequestContext,
  site: BackOfficeSite,
  owner: Record<string, string>,
  contactId: string,
): Promise<SeededQuotes> {
  const quote = async (buyer: object, lines: object[], extra: object = {}) => {
    const created = await api.post(`${site.baseUrl}/api/quotes`, {
      headers: owner,
      data: { language: 'fr', buyer, lines, depositPercent: 30, ...extra },
    });
    return ((await created.json()) as { id: string }).id;
  };
  const individual = {
    buyerType: 'individual',
    address: '12 rue de la République',
    postcode: '69002',
    city: 'Lyon',
    country: 'FR',
  };
  const draftQuoteId = await quote(
    { ...individual, firstName: 'Sophie', lastName: 'Martin', email: 'sophie.martin@example.org' },
    [
      {
        description: 'Somfy TaHoma Switch box\nsupplied and configured',
        quantity: 1,
        unit: 'unit',
        unitPriceCents: 24_900,
        vatRatePercent: 20,
      },
      {
        description: 'Motorising the living-room roller shutters (existing home over two years old)',
        quantity: 3,
        unit: 'unit',
        unitPriceCents: 38_500,
        vatRatePercent: 10,
      },
      {
        description: 'Programming the scenes and hand-over',
        quantity: 2.5,
        unit: 'hour',
        unitPriceCents: 6_500,
        vatRatePercent: 10,
      },
    ],
    {
      messageId: contactId,
      notes: 'Work within three weeks of your acceptance. Access to the roof space needed.',
    },
  );
  const business = {
    buyerType: 'business',
    company: 'Cabinet Roussel Architectes',
    siren: '552100554',
    address: '4 cours Lafayette',
    postcode: '69003',
    city: 'Lyon',
    country: 'FR',
    firstName: 'Antoine',
    lastName: 'Roussel',
  };
  const send = async (id: string) => {
    await api.post(`${site.baseUrl}/api/quotes/${id}/send`, { headers: owner });
  };
  const sentQuoteId = await quote(
    { ...business, email: 'antoine.roussel@example.org' },
    [
      {
        description: 'Netatmo smart thermostat and valves, 6 rooms',
        quantity: 1,
        unit: 'flat_rate',
        unitPriceCents: 189_000,
        vatRatePercent: 20,
      },
      { description: 'Fitting', quantity: 6, unit: 'hour', unitPriceCents: 6_500, vatRatePercent: 20 },
    ],
    { discountPercent: 5 },
  );
  await send(sentQuoteId);
  const acceptingEmail = 'lea.girard@example.org';
  const acceptedQuoteId = await quote(
    { ...individual, firstName: 'Léa', lastName: 'Girard', email: acceptingEmail },
    [
      {
        description: 'Legrand smart lighting, ground floor',
        quantity: 1,
        unit: 'flat_rate',
        unitPriceCents: 142_000,
        vatRatePercent: 10,
      },
    ],
  );
  const accept = async (id: string, email: string, name: string) => {
    await send(id);
    const mail = await site.mail((sent) => sent.to.includes(email) && sent.text.includes('/#/quote/'));
    const token = /\/#\/quote\/([\w-]{43})/.exec(mail.text)![1]!;
    await api.post(`${site.baseUrl}/api/public/quotes/${token}/accept`, { data: { name, accept: true } });
    return token;
  };
  const acceptedQuoteToken = await accept(acceptedQuoteId, acceptingEmail, 'Léa Girard');
  // In English, so that the project's page is seen in both languages (it opens in the quote's).
  const finishingEmail = 'hugo.lambert@example.org';
  const finishedQuoteId = await quote(
    { ...individual, firstName: 'Hugo', lastName: 'Lambert', email: finishingEmail },
    [
      {
        description: 'Control4 CORE 3 processor',
        quantity: 1,
        unit: 'unit',
        unitPriceCents: 129_900,
        vatRatePercent: 20,
      },
      {
        description: 'Programming the scenes (existing home over two years old)',
        quantity: 12.5,
        unit: 'hour',
        unitPriceCents: 7_500,
        vatRatePercent: 10,
      },
    ],
    { language: 'en' },
  );
  const finishedQuoteToken = await accept(finishedQuoteId, finishingEmail, 'Hugo Lambert');
  await api.post(`${site.baseUrl}/api/quotes/${finishedQuoteId}/final-invoice`, { headers: owner });
  return {
    draftQuoteId,
    sentQuoteId,
    acceptedQuoteId,
    acceptedQuoteToken,
    finishedQuoteId,
    finishedQuoteToken,
  };
}

/** Waits for the page's heading, its lazy images, fonts and requests, then captures it whole. */
async function capture(page: Page, file: string) {
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  // Lazy images load only near the viewport: scroll through the page once before the full capture.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // A full-page capture does not scroll, so bands with `content-visibility: auto` far from the viewport would
  // come out blank: they are shown as a visitor scrolling to them sees them.
  // (Set through the CSSOM: the site's CSP admits no inline style sheet.)
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
  });
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}

await main();
