import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogleKeys, startFakeGoogleKeys } from './testing/fake-google-keys';
import {
  type FakeNetatmoTokenEndpoint,
  startFakeNetatmoTokenEndpoint,
} from './testing/fake-netatmo-token-endpoint';
import { bearer, createAccount } from './testing/accounts';
import { createSession } from './features/accounts';
import { isApiPath } from './lib/api-errors';
import { isStorableText, UNSTORABLE_TEXT_REASON } from '../shared/storable-text';
import { dumpTables } from './db/backup/database-dump';
import { invoices, orders } from './db/schema';
import { einvoicingErrors } from './testing/einvoicing-validation';
import { PdfStructure } from './testing/pdf-structure';
import { xmlTexts, wellFormednessErrorsOfEach } from './testing/xml-text';
import { placeInvoicedOrder } from './testing/invoiced-orders';
import { readyLicenceKey } from './testing/licences';
import { createTestApp, type TestApp } from './testing/test-app';
import { testDatabaseKind } from './testing/test-database';

/**
 * Hostile requests against every route of the API, as an attacker would send them: malformed bodies and
 * addresses, wrong types, text PostgreSQL cannot store, prototype keys, oversized values. No answer may be a 5xx
 * or carry a query, a stack or a library's internal code. The route list is read from the server itself, so a
 * new route without a plan here fails the test.
 */

/** Rebuilds `method path` pairs from Fastify's route tree (`printRoutes({ commonPrefix: false })`). */
export function routesOf(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│]*)[└├]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    const path =
      parent === '/' || parent.endsWith('/')
        ? `${parent}${match[2]!.replace(/^\//, '')}`
        : `${parent}${match[2]}`;
    stack[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

/**
 * Text that holds no control character as sent, but does once read as XML or HTML (a reference to one), or
 * that XML would read as markup; and the characters themselves, which XML cannot hold or a form refuses.
 */
const decodedHostileText = [
  '&#0;',
  'a&#00;b',
  'Bell&#7;Co',
  '&#x1B;[31m',
  'Tom &foo; &#x202E;x',
  '&#X202e;txt',
  '&#8232;',
  '&#xD800;',
  '&#xFFFE;',
  '&#1114112;',
  '&Tab;&NewLine;&rlm;',
  '&lt;b&gt;bold&lt;/b&gt;',
  '&amp;#7;',
  'Tom &foo; x',
  ']]>',
  '<![CDATA[x]]>',
  '<!DOCTYPE x [<!ENTITY e "x">]>&e;',
  'Bell\u0007Co',
  '\u001B[31m',
  'evil\u202Etxt',
  'a\uFFFEb',
  '\uFFFF',
];

const hostileText = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udfff',
  '\r\nBcc: victim@example.com',
  "' OR 1=1 --",
  '"; drop table messages; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '__proto__',
  'é'.repeat(600),
  'x'.repeat(70_000),
  '🏠'.repeat(3000),
  ...decodedHostileText,
];

const hostileValues: unknown[] = [
  ...hostileText,
  ...['2026-02-31', '0000-01-01', '9999-12-31'],
  ...[null, 0, -1, 0.5, 21_474_836.48, 2_147_483_648, 1e308, true, [], ['a'], {}, { $ne: null }],
];

const hostileBodies: { type?: string; body: string }[] = [
  { body: '' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '123' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '{"__proto__":{"polluted":true}}' },
  { type: 'application/json', body: '{"constructor":{"prototype":{"polluted":true}}}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', body: '{"a":"\\ud800"}' },
  { type: 'application/json; charset=latin1', body: '{}' },
  { type: 'application/x-www-form-urlencoded', body: 'a=%00&b=%ZZ&c[]=1&__proto__[x]=1' },
  { type: 'application/x-www-form-urlencoded', body: '%' },
  { type: 'text/plain', body: 'hello' },
  { type: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
  {
    type: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { type: 'application/json', body: JSON.stringify({ x: 'y'.repeat(40_000) }) },
];

const hostileSegments = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%',
  '%zz',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  'x'.repeat(101),
  'x'.repeat(5000),
  '%F0%9F%8F%A0',
  "'%20OR%201=1",
  '%3Cscript%3E',
  '__proto__',
  'constructor',
];

const hostileQueries = [
  '?a=%00',
  '?client_id[]=x&client_id[]=y',
  '?client_id=google-home-client&redirect_uri=javascript:alert(1)&response_type=code',
  '?state=%ED%A0%80',
  '?__proto__[polluted]=1',
  `?state=${'s'.repeat(9000)}`,
  '?%',
];

const hostileHeaders: Record<string, string>[] = [
  { 'content-language': 'fr\u0000' },
  { 'content-language': 'x'.repeat(2000) },
  { 'accept-language': '*;q=abc,,,fr-' },
  { 'idempotency-key': '\u00ff'.repeat(20) },
  { 'idempotency-key': 'x'.repeat(500) },
  { authorization: 'Basic %%%' },
  { authorization: `Basic ${Buffer.from(':').toString('base64')}` },
  { authorization: `Basic ${Buffer.from('a\u0000:b').toString('base64')}` },
  { authorization: 'Bearer \u0000' },
  { 'x-forwarded-for': '1.2.3.4, ::ffff:%00' },
];

/** Field names each route reads: hostile values go into each of them in turn. */
const fieldsOf: Record<string, string[]> = {
  'POST /api/products': ['key', 'title', 'description', 'priceExclVatCents', 'system'],
  'PUT /api/products/order': ['keys'],
  'POST /api/messages': [
    'type',
    'name',
    'email',
    'message',
    'company',
    'firstName',
    'lastName',
    'address',
    'mac',
    'driverName',
    'hp',
  ],
  'POST /api/netatmo/token': ['code', 'scope', 'state'],
  'POST /api/licences/verify': ['licence'],
  'POST /GoogleHome/auth/callback': ['authCode', 'firebaseToken', 'redirectUri'],
  'POST /api/auth/sign-in': ['email', 'password'],
  'POST /api/auth/password-reset': ['email'],
  'POST /api/team/invitations': ['email', 'role'],
  'POST /api/quotes': [
    'language',
    'buyer',
    'lines',
    'discountPercent',
    'depositPercent',
    'validUntil',
    'notes',
    'messageId',
  ],
  'PUT /api/quotes/:id': ['language', 'buyer', 'lines', 'depositPercent', 'validUntil', 'notes'],
  'POST /api/public/quotes/:token/accept': ['name', 'accept'],
  'POST /api/public/quotes/:token/decline': ['reason'],
  'POST /api/auth/password-reset/complete': ['token', 'password'],
  'POST /api/auth/invitations/accept': ['token', 'name', 'password'],
  'POST /GoogleHome/auth/token': [
    'grant_type',
    'code',
    'client_id',
    'client_secret',
    'redirect_uri',
    'refresh_token',
  ],
};

const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/messages': { type: 'contact', name: 'Ada', email: 'ada@example.test', message: 'Hello', hp: '' },
  'POST /api/netatmo/token': { code: 'c', scope: 'read_station', state: 'fuzz-state' },
  'POST /GoogleHome/auth/callback': { authCode: 'code', firebaseToken: 'token', redirectUri: '' },
  'POST /GoogleHome/auth/token': {
    grant_type: 'authorization_code',
    code: 'c',
    client_id: 'google-home-client',
    client_secret: 'secret',
  },
};

/**
 * The requests sent to a route. A signed-in route (one that asks a stranger to sign in) is fuzzed signed in as
 * the owner, past its guard, except where the fuzz is the Authorization header.
 */
function* requestsFor(
  route: string,
  guarded: boolean,
  signedIn: Record<string, string>,
): Generator<InjectOptions> {
  for (const request of hostileRequestsFor(route)) {
    if (!guarded || request.headers?.authorization) yield request;
    else yield { ...request, headers: { ...signedIn, ...request.headers } };
  }
}

/** Whether a route is for signed-in users only: a request without a session is asked to sign in. */
async function isSignedInRoute(t: TestApp, route: string): Promise<boolean> {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  const response = await t.app.inject({ method, url: path.replace(/:[a-z]+|\*/i, 'fuzz-state') });
  return response.statusCode === 401 && response.body.includes('"unauthenticated"');
}

function* hostileRequestsFor(route: string): Generator<InjectOptions> {
  const [method, path] = route.split(' ') as [InjectOptions['method'], string];
  const withParam = (segment: string) => path.replace(/:[a-z]+|\*/i, segment);
  const basePath = withParam('fuzz-state');
  yield { method, url: basePath };
  for (const segment of hostileSegments) yield { method, url: withParam(segment) };
  for (const query of hostileQueries) yield { method, url: `${basePath}${query}` };
  for (const headers of hostileHeaders) yield { method, url: basePath, headers };
  for (const query of [
    '?kind=%00',
    '?page=-1',
    '?page=1e999',
    '?q=%25%00',
    `?q=${'%E2%82%AC'.repeat(300)}`,
    '?view=spam&status=x',
  ]) {
    yield { method, url: `${basePath}${query}` };
  }
  if (method !== 'POST' && method !== 'PUT') return;
  for (const { type, body } of hostileBodies) {
    yield { method, url: basePath, headers: type ? { 'content-type': type } : {}, payload: body };
  }
  const valid = validBodies[route] ?? {};
  for (const field of fieldsOf[route] ?? []) {
    for (const value of hostileValues) {
      yield { method, url: basePath, payload: { ...valid, [field]: value } };
      if (typeof value === 'string' && route.startsWith('POST /GoogleHome/auth/token')) {
        yield {
          method,
          url: basePath,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ ...(valid as Record<string, string>), [field]: value }).toString(),
        };
      }
    }
  }
}

// Two sweeps send thousands of requests, and their number grows with the routes: on a loaded two-core machine one
// takes about the default 30 s, and would fail for slowness rather than for a fault.
describe(`API fuzz run (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let keys: FakeGoogleKeys;
  let netatmo: FakeNetatmoTokenEndpoint;
  let t: TestApp;

  beforeAll(async () => {
    keys = await startFakeGoogleKeys();
    netatmo = await startFakeNetatmoTokenEndpoint();
    t = await createTestApp({
      env: {
        MESSAGES_RATE_LIMIT: '100000',
        GOOGLE_HOME_CLIENT_ID: 'google-home-client',
        GOOGLE_HOME_CLIENT_SECRET: 'secret',
        GOOGLE_HOME_PROJECT_ID: 'project',
        FIREBASE_API_KEY: 'key',
        FIREBASE_AUTH_DOMAIN: 'www.example.com',
        FIREBASE_PROJECT_ID: 'project',
        FIREBASE_JWKS_URL: keys.jwksUrl,
        FIREBASE_AUTH_HANDLER_ORIGIN: new URL(keys.jwksUrl).origin,
        NETATMO_CLIENT_ID: 'netatmo-client',
        NETATMO_CLIENT_SECRET: 'netatmo-secret',
        NETATMO_REDIRECT_URI: 'https://www.example.com/netatmo-token',
        NETATMO_TOKEN_URL: netatmo.url,
      },
      licenceKey: readyLicenceKey(),
    });
  });
  afterAll(async () => {
    await t?.close();
    await keys?.stop();
    await netatmo?.stop();
  });

  it('reads the route list from the server', () => {
    expect(
      routesOf('└── / (GET, HEAD)\n    ├── api/x (POST)\n    │   └── /:state (GET)\n    └── b (GET)'),
    ).toEqual(['GET /', 'HEAD /', 'POST /api/x', 'GET /api/x/:state', 'GET /b']);
  });

  it('refuses a path parameter that is not storable text on every route, before the route reads it', async () => {
    const owner = await createAccount(t.database.db, { email: 'params-owner@example.test', role: 'owner' });
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
      /\/(:[a-zA-Z]+|\*)/.test(route),
    );
    expect(routes).toEqual(expect.arrayContaining(['DELETE /api/auth/passkeys/:id', 'GET /api/inbox/:id']));
    const refusals: string[] = [];
    for (const route of routes) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const name = /\/(?::([a-zA-Z]+)|\*)/.exec(path)![1] ?? '*';
      for (const segment of [
        '%00',
        'a%00b',
        'evil%E2%80%AEtxt.exe',
        'a%E2%80%A8b',
        'a%C2%85b',
        'a%EF%BF%BEb',
        'Bell%26%237%3BCo',
        'evil%26%23x202E%3Btxt',
      ]) {
        // The first parameter is hostile, any other one is plain.
        const url = path.replace(/:[a-zA-Z]+|\*/, segment).replace(/:[a-zA-Z]+/g, 'plain');
        const headers = bearer({ accessToken: await createSession(t.database.db, owner.userId) });
        const response = await t.app.inject({ method, url, headers });
        const expected = isApiPath(url) ? 400 : 404;
        const named =
          method === 'HEAD' || !isApiPath(url) || response.json().fields?.[name] === UNSTORABLE_TEXT_REASON;
        if (response.statusCode !== expected || !named) {
          refusals.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });

  it('answers every hostile request to every route below 500, without internals', async () => {
    // The site itself is fuzzed once it is built (npm test builds before the unit and API tests).
    const siteBuilt = existsSync('./dist/web/index.html');
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) => siteBuilt || !/^(GET|HEAD) \/(\*)?$/.test(route),
    );
    expect(routes).toEqual(expect.arrayContaining(Object.keys(fieldsOf)));
    let sent = 0;
    const failures: string[] = [];
    const owner = await createAccount(t.database.db, { email: 'fuzz-owner@example.test', role: 'owner' });
    // A session of its own for each route: fuzzing the sign-out ends the one it is sent with.
    const sessionFor = async () => ({ accessToken: await createSession(t.database.db, owner.userId) });
    const signedInRoutes: string[] = [];
    for (const route of routes) {
      const guarded = await isSignedInRoute(t, route);
      if (guarded) signedInRoutes.push(route);
      for (const request of requestsFor(route, guarded, bearer(await sessionFor()))) {
        const response = await t.app.inject(request);
        sent += 1;
        const label = `${request.method} ${String(request.url).slice(0, 80)} ${JSON.stringify(request.headers ?? {}).slice(0, 60)}`;
        // A path that resolves to the page (`/downloads/%2e%2e` is `/`) meets the unbuilt site's 503.
        const unbuiltPage = !siteBuilt && response.statusCode === 503 && response.body.includes('not built');
        if (
          response.statusCode >= 500 &&
          !unbuiltPage &&
          !(route.includes('/__/auth') && response.statusCode === 502)
        ) {
          failures.push(`${response.statusCode} ${label}: ${response.body.slice(0, 200)}`);
        }
        // A refusal or a fault must not carry internals (the site's own pages are served as built).
        if (
          response.statusCode >= 400 &&
          /FST_|Failed query|node_modules|\bat .+:\d+:\d+/.test(response.body)
        ) {
          failures.push(`internals in ${label}: ${response.body.slice(0, 200)}`);
        }
      }
    }
    console.log(
      `API fuzz run (${testDatabaseKind}): ${sent} requests to ${routes.length} routes (${signedInRoutes.length} signed in), ${failures.length} answered ≥ 500 or leaked internals`,
    );
    // The back office is fuzzed past its guard: its inbox, team, orders and passkeys, and the session itself.
    expect(signedInRoutes).toEqual(
      expect.arrayContaining([
        'GET /api/inbox/:id',
        'DELETE /api/team/users/:id',
        'GET /api/orders/:id/documents/:documentId',
        'DELETE /api/auth/passkeys/:id',
        'GET /api/auth/session',
      ]),
    );
    expect(failures).toEqual([]);
  });

  it('text that means a control character or markup once decoded is refused or kept as typed about an order and a product, and every document it reaches is XML', async () => {
    const db = t.database.db;
    const owner = await createAccount(db, { email: 'decoded-owner@example.test', role: 'owner' });
    const signedIn = async () => bearer({ accessToken: await createSession(db, owner.userId) });
    const failures: string[] = [];
    // What must be refused: a control or what XML cannot hold, as typed or once decoded; on one line, a
    // direction control or a line separator too.
    const refusedAnywhere = new Set([
      '&#0;',
      'a&#00;b',
      'Bell&#7;Co',
      '&#x1B;[31m',
      '&#xD800;',
      '&#xFFFE;',
      '&#1114112;',
      'Bell\u0007Co',
      '\u001B[31m',
      'a\uFFFEb',
      '\uFFFF',
    ]);
    const refusedOnOneLine = [
      'Tom &foo; &#x202E;x',
      '&#X202e;txt',
      '&#8232;',
      '&Tab;&NewLine;&rlm;',
      'evil\u202Etxt',
    ];
    const multilineFields = new Set(['address', 'description']);
    // Refused (400, naming the field) or accepted, never a fault; refused as unstorable only when it is.
    let acceptedCount = 0;
    const judge = (
      route: string,
      field: string,
      value: string,
      response: LightMyRequestResponse,
      ok: number,
    ) => {
      const label = `${route} ${field}=${JSON.stringify(value)}`;
      const mustRefuse =
        refusedAnywhere.has(value) || (!multilineFields.has(field) && refusedOnOneLine.includes(value));
      if (response.statusCode === ok) {
        acceptedCount += 1;
        if (mustRefuse) failures.push(`${label}: accepted`);
        return true;
      }
      const reason: unknown = response.statusCode === 400 ? response.json().fields?.[field] : undefined;
      if (!reason || (!mustRefuse && reason === UNSTORABLE_TEXT_REASON))
        failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      return false;
    };
    const buyer = {
      company: 'Smart Homes Genève Sàrl',
      firstName: 'Léa',
      lastName: 'Favre',
      address: 'Rue du Rhône 42',
      postcode: '1204',
      city: 'Genève',
      country: 'CH',
      buyerType: 'business',
    };
    const buyerFields = ['company', 'firstName', 'lastName', 'address', 'postcode', 'city'] as const;

    // The owner's product form, each text field in turn, on a published product.
    const product = (
      await t.app.inject({
        method: 'GET',
        url: '/api/back-office/products/netatmo-weather-station',
        headers: await signedIn(),
      })
    ).json();
    const productBody = {
      key: product.key,
      title: product.title,
      description: product.description,
      priceExclVatCents: product.priceExclVatCents,
      system: product.system,
    };
    for (const value of decodedHostileText) {
      for (const [field, body] of [
        ['title', { ...productBody, title: { ...productBody.title, fr: value } }],
        ['description', { ...productBody, description: { ...productBody.description, en: value } }],
        ['system', { ...productBody, system: value }],
      ] as const) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/products/${product.key}`,
          headers: await signedIn(),
          payload: body,
        });
        judge('PUT /api/products/:key', field, value, response, 200);
      }
    }
    // The orders below are placed with a title that looks like markup and references, which their
    // documents repeat.
    const title = '&lt;b&gt;Netatmo&lt;/b&gt; &foo; ]]>';
    const retitled = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.key}`,
      headers: await signedIn(),
      payload: { ...productBody, title: { en: title, fr: title } },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);

    // The order form, each field in turn; one order kept for each value it accepts.
    const placed = new Map<string, string>();
    let sent = 0;
    for (const field of buyerFields) {
      for (const value of decodedHostileText) {
        sent += 1;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/messages',
          payload: {
            type: 'driver',
            driverName: 'netatmo-weather-station',
            mac: '00:0F:FF:12:34:56',
            hp: '',
            ...buyer,
            email: `decoded-${sent}@example.test`,
            [field]: value,
          },
        });
        if (!judge('POST /api/messages', field, value, response, 202) || placed.has(value)) continue;
        const [order] = await db.select().from(orders).where(eq(orders.messageId, response.json().id));
        placed.set(value, order!.id);
      }
    }
    expect([...placed.keys()]).toEqual(
      expect.arrayContaining(['Tom &foo; x', '&lt;b&gt;bold&lt;/b&gt;', ']]>']),
    );

    // The owner's correction of the buyer, each field in turn, on an order waiting for its invoice.
    const corrected = placed.get('Tom &foo; x')!;
    for (const field of buyerFields) {
      for (const value of decodedHostileText) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/api/orders/${corrected}/buyer`,
          headers: await signedIn(),
          payload: { ...buyer, email: 'lea@smarthomes.example', [field]: value },
        });
        judge('PUT /api/orders/:id/buyer', field, value, response, 200);
      }
    }
    const correction = {
      ...buyer,
      company: '&lt;b&gt;Smart&lt;/b&gt; ]]> &amp;#7;',
      lastName: 'Tom &foo; x',
    };
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${corrected}/buyer`,
      headers: await signedIn(),
      payload: { ...correction, email: 'lea@smarthomes.example' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    expect(failures).toEqual([]);
    expect(acceptedCount).toBeGreaterThan(60);

    // Each kept order invoiced, then cancelled (its credit note).
    for (const id of placed.values()) {
      for (const action of ['send-invoice', 'cancel']) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/orders/${id}/${action}`,
          headers: await signedIn(),
        });
        expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
      }
    }
    const issued = await db.select().from(invoices);
    const documents = issued.map((document) => {
      const structure = PdfStructure.read(document.pdf);
      const [fileSpec] = (structure.catalog['/AF'] as string[]).map((reference) =>
        structure.resolve(reference),
      );
      const xml = structure.streamData((fileSpec!['/EF'] as Record<string, string>)['/F']).toString('utf8');
      return { document, xml, xmp: structure.streamData(structure.catalog['/Metadata']).toString('utf8') };
    });
    expect(documents.length).toBe(placed.size * 2);
    const errors = wellFormednessErrorsOfEach(documents.flatMap(({ xml, xmp }) => [xml, xmp]));
    expect(errors.filter(Boolean)).toEqual([]);
    for (const { document, xml } of documents.filter(({ document }) => document.orderId === corrected)) {
      expect(await xmlTexts(xml, 'BuyerTradeParty/*:Name', 'PersonName'), document.number).toEqual([
        [correction.company],
        ['Léa Tom &foo; x'],
      ]);
      const [lines = []] = await xmlTexts(xml, 'SpecifiedTradeProduct/*:Name');
      expect(lines[0]).toContain(title);
      expect(await einvoicingErrors(xml), document.number).toEqual({
        xsd: [],
        facturX: [],
        en16931: [],
        brFr: [],
      });
    }
  });

  it('stored nothing that a form would refuse, read as typed or once decoded', async () => {
    const invalid: string[] = [];
    let strings = 0;
    // Read apart from the rule itself: a reference to a control (but tab and line breaks), to a surrogate, to
    // a noncharacter XML cannot hold or beyond Unicode.
    const referencesAControl = (value: string) =>
      [...value.matchAll(/&#(?:[xX]([0-9a-fA-F]+)|(\d+));/g)].some(([, hex, decimal]) => {
        const code = hex ? parseInt(hex, 16) : Number(decimal);
        return (
          (code < 0x20 && ![0x9, 0xa, 0xd].includes(code)) ||
          (code >= 0x7f && code <= 0x9f) ||
          (code >= 0xd800 && code <= 0xdfff) ||
          code === 0xfffe ||
          code === 0xffff ||
          code > 0x10ffff
        );
      });
    const visit = (table: string, value: unknown): void => {
      if (typeof value === 'string') {
        strings += 1;
        if (!isStorableText(value, { multiline: true }) || referencesAControl(value))
          invalid.push(`${table}: ${JSON.stringify(value.slice(0, 120))}`);
      } else if (Array.isArray(value)) for (const item of value) visit(table, item);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          visit(table, key);
          visit(table, item);
        }
      }
    };
    await dumpTables(t.database.db, async (table, rows) => {
      for await (const batch of rows()) for (const line of batch) visit(table, JSON.parse(line));
    });
    expect(strings).toBeGreaterThan(1000);
    expect(invalid).toEqual([]);
  });
  it('refuses impossible days and amounts wherever a route takes them, and moves no money', async () => {
    const owner = await createAccount(t.database.db, { email: 'days-owner@example.test', role: 'owner' });
    const order = await placeInvoicedOrder(t, owner);
    const impossibleDays = [
      '2026-02-31',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '0000-01-01',
      '9999-12-31',
    ];
    const impossibleAmounts = [0, -1, 0.5, 21_474_836.48, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e300];
    const answers: string[] = [];
    const send = async (request: InjectOptions, label: string) => {
      const response = await t.app.inject({ ...request, headers: { ...bearer(owner), ...request.headers } });
      answers.push(`${label} -> ${response.statusCode}`);
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
    };
    const markPaid = `/api/orders/${order.id}/mark-paid`;
    for (const paidOn of impossibleDays)
      await send({ method: 'POST', url: markPaid, payload: { paidOn, means: 'cheque' } }, `paidOn ${paidOn}`);
    const today = new Date().toISOString().slice(0, 10);
    for (const amountCents of impossibleAmounts)
      await send(
        { method: 'POST', url: markPaid, payload: { paidOn: today, means: 'cheque', amountCents } },
        `amountCents ${amountCents}`,
      );
    for (const day of impossibleDays.slice(0, 4))
      for (const path of ['register', 'register.csv', 'register.zip'])
        await send(
          { method: 'GET', url: `/api/invoices/${path}?from=${day}&to=2026-12-31` },
          `${path} ${day}`,
        );
    for (const after of ['2026-02-31_1', '2026-01-01_99999999999', '9999-99-99_1'])
      for (const query of ['received-payments?after', 'payments-ledger?after', 'payments-ledger?before'])
        await send({ method: 'GET', url: `/api/${query}=${after}` }, `${query} ${after}`);
    for (const priceExclVatCents of impossibleAmounts)
      await send(
        {
          method: 'POST',
          url: '/api/products',
          payload: { key: 'fuzz-price', title: 'Fuzz', description: 'Price', priceExclVatCents, system: 'x' },
        },
        `priceExclVatCents ${priceExclVatCents}`,
      );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('invoiced');
    expect(answers.length).toBeGreaterThan(40);
  });
});
