import { mkdtempSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../shared/auth-schemas';
import type { CustomerOrderView } from '../../../shared/order-schemas';
import type {
  BackOfficeProductWithHistory,
  ProductDetails,
  PublicProduct,
} from '../../../shared/product-schemas';
import { invoices, orders } from '../../db/schema';
import { bearer, createAccount } from '../../testing/accounts';
import { placeInvoicedOrder } from '../../testing/invoiced-orders';
import { readyLicenceKey } from '../../testing/licences';
import { licenceOrder } from '../../testing/sample-payloads';
import { paidToday } from '../../testing/site-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { importBuiltDriverFiles } from './import-built-files';

function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

function driverPackage(): Buffer {
  const archive = zipSync({
    'driver.xml': new TextEncoder().encode('<devicedata><name>Shelly</name></devicedata>'),
  });
  return Buffer.from(archive);
}

const shelly: ProductDetails = {
  key: 'shelly-pro-relays',
  title: { en: 'Shelly Pro relays driver', fr: 'Driver relais Shelly Pro' },
  description: {
    en: 'Switches Shelly Pro relays on the local network.',
    fr: 'Commande les relais Shelly Pro sur le réseau local.',
  },
  priceExclVatCents: 12_000,
  system: 'Home processor, OS 3.3 or later',
};

describe(`products API (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: SignedIn;
  let staff: SignedIn;
  let placed = 0;

  beforeAll(async () => {
    t = await createTestApp({ licenceKey: readyLicenceKey(), env: { MESSAGES_RATE_LIMIT: '1000' } });
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Olivia',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff', name: 'Sam' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const publicList = async () => (await t.app.inject({ url: '/api/products' })).json() as PublicProduct[];
  const asOwner = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(owner), ...(payload && { payload }) });
  const upload = (key: string, slot: string, body: Buffer, name: string, session: SignedIn = owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/products/${key}/files/${slot}?name=${encodeURIComponent(name)}`,
      headers: { ...bearer(session), 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const order = (driverName: string, language = 'en') => {
    placed += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { 'content-language': language },
      payload: { ...licenceOrder, driverName, email: `buyer-${placed}@example.test` },
    });
  };

  it('gives anyone the five drivers of the former catalogue, in store order, revalidated with an ETag', async () => {
    const response = await t.app.inject({ url: '/api/products' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const products = response.json() as PublicProduct[];
    expect(products.map((product) => product.key)).toEqual([
      'velux-klf200-gateway',
      'risco-alarm',
      'opale-mirror-tv-serial',
      'netatmo-energy',
      'netatmo-weather-station',
    ]);
    expect(products[4]).toMatchObject({
      key: 'netatmo-weather-station',
      title: { en: 'Netatmo weather station driver', fr: 'Driver station météo Netatmo' },
      priceCents: 5000,
      currency: 'EUR',
      priceLabel: { en: '€50.00 excl. VAT' },
    });
    expect(products[4]!.priceLabel.fr).toMatch(/^50,00\s€ HT$/);
    expect(products[4]!.description.fr).toContain('relevées toutes les 10 minutes');

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // RFC 9110's weak comparison: a proxy that compressed the answer hands the browser a weak tag, and a cache
    // may send every tag it holds.
    for (const [ifNoneMatch, status] of [
      [`W/${etag}`, 304],
      [`"other", ${etag}`, 304],
      [`"other",W/${etag} , "more"`, 304],
      ['*', 304],
      ['"other"', 200],
      [`W/"other", ${etag.slice(0, -2)}"`, 200],
      ['', 200],
    ] as const) {
      const answer = await t.app.inject({ url: '/api/products', headers: { 'if-none-match': ifNoneMatch } });
      expect([ifNoneMatch, answer.statusCode]).toEqual([ifNoneMatch, status]);
    }
  });

  it('lets the owner create, edit, publish, unpublish and reorder, each change in the history', async () => {
    const created = await asOwner('POST', '/api/products', shelly);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: shelly.key, published: false, position: 6 });
    expect((await publicList()).map((product) => product.key)).not.toContain(shelly.key);
    expect((await asOwner('POST', '/api/products', shelly)).json()).toMatchObject({ error: 'key_taken' });

    const etagBefore = (await t.app.inject({ url: '/api/products' })).headers.etag;
    const published = await asOwner('POST', `/api/products/${shelly.key}/publish`);
    expect(published.statusCode).toBe(200);
    const after = await t.app.inject({
      url: '/api/products',
      headers: { 'if-none-match': String(etagBefore) },
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as PublicProduct[]).at(-1)).toMatchObject({
      key: shelly.key,
      documents: { en: null, fr: null },
      package: null,
    });

    const edited = await asOwner('PUT', `/api/products/${shelly.key}`, {
      ...shelly,
      priceExclVatCents: 13_500,
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicList()).at(-1)!.priceLabel.en).toBe('€135.00 excl. VAT');

    const keys = (await publicList()).map((product) => product.key);
    const reordered = await asOwner('PUT', '/api/products/order', {
      keys: [shelly.key, ...keys.slice(0, -1)],
    });
    expect(reordered.statusCode).toBe(200);
    expect((await publicList())[0]!.key).toBe(shelly.key);
    expect((await asOwner('PUT', '/api/products/order', { keys: [shelly.key] })).statusCode).toBe(409);

    expect((await asOwner('POST', `/api/products/${shelly.key}/unpublish`)).statusCode).toBe(200);
    expect((await publicList()).map((product) => product.key)).not.toContain(shelly.key);

    const detail = (
      await t.app.inject({ url: `/api/back-office/products/${shelly.key}`, headers: bearer(staff) })
    ).json() as BackOfficeProductWithHistory;
    expect(detail.history.map((entry) => entry.action)).toEqual([
      'unpublished',
      'moved',
      'edited',
      'published',
      'created',
    ]);
    expect(detail.history.every((entry) => entry.actorName === 'Olivia')).toBe(true);
    expect(detail.history[2]!.changes).toEqual([{ field: 'priceExclVatCents', from: '12000', to: '13500' }]);
    await asOwner('POST', `/api/products/${shelly.key}/publish`);
  });

  it('refuses every change to a colleague (403) and to a visitor (401), and lets colleagues read', async () => {
    const key = 'risco-alarm';
    const attempts = [
      { method: 'POST' as const, url: '/api/products', payload: { ...shelly, key: 'by-staff' } },
      { method: 'PUT' as const, url: `/api/products/${key}`, payload: { ...shelly, key } },
      { method: 'POST' as const, url: `/api/products/${key}/publish` },
      { method: 'POST' as const, url: `/api/products/${key}/unpublish` },
      { method: 'PUT' as const, url: '/api/products/order', payload: { keys: [key] } },
    ];
    for (const attempt of attempts) {
      expect((await t.app.inject({ ...attempt, headers: bearer(staff) })).statusCode, attempt.url).toBe(403);
      expect((await t.app.inject(attempt)).statusCode, attempt.url).toBe(401);
    }
    expect((await upload(key, 'documentation_en', await pdf('Risco'), 'risco.pdf', staff)).statusCode).toBe(
      403,
    );
    const list = await t.app.inject({ url: '/api/back-office/products', headers: bearer(staff) });
    expect(list.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/back-office/products' })).statusCode).toBe(401);
  });

  it('validates what the owner types', async () => {
    const refused = await asOwner('POST', '/api/products', {
      ...shelly,
      key: 'Shelly Pro!',
      priceExclVatCents: 12.5,
      title: { en: 'Shelly\u202E', fr: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields).sort()).toEqual(['key', 'priceExclVatCents', 'title']);
  });

  it('accepts a PDF and a driver package by their content, and serves them by hash for a year', async () => {
    const document = await pdf('Shelly Pro relays: installation');
    const stored = await upload(shelly.key, 'documentation_fr', document, 'Shelly notice FR.pdf');
    expect(stored.statusCode).toBe(200);
    const file = (stored.json() as BackOfficeProductWithHistory).files.find(
      (f) => f.slot === 'documentation_fr',
    )!;
    expect(file).toMatchObject({ fileName: 'Shelly_notice_FR.pdf', contentType: 'application/pdf' });
    expect((await upload(shelly.key, 'package', driverPackage(), 'shelly.c4z')).statusCode).toBe(200);

    const listed = (await publicList()).find((product) => product.key === shelly.key)!;
    expect(listed.documents.fr).toBe(file.href);
    expect(listed.documents.en).toBeNull();
    const served = await t.app.inject({ url: file.href });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('inline; filename="Shelly_notice_FR.pdf"');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(document)).toBe(true);
    const revalidated = await t.app.inject({
      url: file.href,
      headers: { 'if-none-match': `W/${String(served.headers.etag)}` },
    });
    expect([revalidated.statusCode, revalidated.body]).toEqual([304, '']);
    const pkg = await t.app.inject({ url: listed.package! });
    expect(pkg.headers['content-disposition']).toBe('attachment; filename="shelly.c4z"');

    // The page's stable address of a slot leads to its current file, for a published product only.
    const slot = await t.app.inject({ url: `/downloads/${shelly.key}/documentation_fr` });
    expect(slot.statusCode).toBe(302);
    expect(slot.headers.location).toBe(file.href);
    expect((await t.app.inject({ url: `/downloads/${shelly.key}/documentation_en` })).statusCode).toBe(404);
    await asOwner('POST', `/api/products/${shelly.key}/unpublish`);
    expect((await t.app.inject({ url: `/downloads/${shelly.key}/documentation_fr` })).statusCode).toBe(404);
    await asOwner('POST', `/api/products/${shelly.key}/publish`);
  });

  it('refuses a renamed program, an HTML page as a package, and a file over 20 MB', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(4096, 1)]);
    const renamed = await upload(shelly.key, 'documentation_en', program, 'manual.pdf');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toMatchObject({ error: 'file_not_pdf' });
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await upload(shelly.key, 'package', page, 'driver.c4z')).json()).toMatchObject({
      error: 'file_not_driver_package',
    });
    // A ZIP without the driver's description is not a driver package either.
    const zip = Buffer.from(zipSync({ 'readme.txt': new TextEncoder().encode('hello') }));
    expect((await upload(shelly.key, 'package', zip, 'driver.c4z')).statusCode).toBe(422);

    const huge = Buffer.concat([await pdf('big'), Buffer.alloc(21 * 1024 * 1024, 0x20)]);
    const tooLarge = await upload(shelly.key, 'documentation_en', huge, 'big.pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      error: 'file_too_large',
      message: 'The file is larger than 20 MB. Send a file of at most 20 MB.',
    });
    const detail = (
      await t.app.inject({ url: `/api/back-office/products/${shelly.key}`, headers: bearer(owner) })
    ).json() as BackOfficeProductWithHistory;
    expect(detail.files.map((f) => f.slot).sort()).toEqual(['documentation_fr', 'package']);
  });

  it('leaves earlier orders and invoices as they were when the price and title change', async () => {
    const before = await placeInvoicedOrder(t, owner);
    const key = 'netatmo-weather-station';
    const current = (await publicList()).find((product) => product.key === key)!;
    const edit: ProductDetails = {
      key,
      title: { en: 'Netatmo weather driver (v2)', fr: 'Driver météo Netatmo (v2)' },
      description: current.description,
      priceExclVatCents: 19_000,
      system: current.system,
    };
    expect((await asOwner('PUT', `/api/products/${key}`, edit)).statusCode).toBe(200);

    const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, before.id));
    expect(kept).toMatchObject({
      priceExclVatCents: 5000,
      driverTitle: { en: 'Netatmo weather station driver', fr: 'Driver station météo Netatmo' },
    });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, before.id));
    expect(invoice!.totalExclVatCents).toBe(5000);
    expect(invoice!.totalInclVatCents).toBe(before.totalInclVatCents);
    const tracked = await t.app.inject({ url: `/api/order-tracking/${before.token}` });
    expect(tracked.body).not.toContain('(v2)');

    const after = await placeInvoicedOrder(t, owner);
    const [newer] = await t.database.db.select().from(orders).where(eq(orders.id, after.id));
    expect(newer).toMatchObject({ priceExclVatCents: 19_000, driverTitle: edit.title });
    const [newInvoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, after.id));
    expect(newInvoice!.totalExclVatCents).toBe(19_000);
    expect(JSON.stringify(newInvoice!.content)).toContain(edit.title.en);
    expect(JSON.stringify(invoice!.content)).toContain(
      'Licence Netatmo weather station driver for processor',
    );
  });

  it('refuses an order for an unpublished or unknown driver in the visitor’s language, and lets placed ones go on', async () => {
    const placedBefore = await placeInvoicedOrder(t, owner, { driverName: 'risco-alarm' });
    expect((await asOwner('POST', '/api/products/risco-alarm/unpublish')).statusCode).toBe(200);

    const refused = await order('risco-alarm', 'fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: 'product_unavailable',
      message:
        'Ce driver n’est plus en vente dans la boutique : il ne peut pas être commandé. Rien n’a été envoyé.',
      fields: { driverName: 'is not a driver the store sells' },
    });
    expect((await order('no-such-driver')).json()).toMatchObject({
      error: 'product_unavailable',
      message:
        'This driver is not for sale in the store any more, so it cannot be ordered. Nothing was sent.',
    });
    // The free driver has no order to place.
    expect((await order('opale-mirror-tv-serial')).statusCode).toBe(400);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placedBefore.id}/mark-paid`,
      headers: bearer(owner),
      payload: paidToday(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'licence_sent' });
    await asOwner('POST', '/api/products/risco-alarm/publish');
  });

  it('issues a licence that verifies for a driver created in the back office', async () => {
    const placedOrder = await placeInvoicedOrder(t, owner, { driverName: shelly.key });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placedOrder.id}/mark-paid`,
      headers: bearer(owner),
      payload: paidToday(),
    });
    expect(paid.statusCode).toBe(200);
    const licence = (paid.json() as { licences: { id: string }[] }).licences[0]!;
    const file = await t.app.inject({
      url: `/api/orders/${placedOrder.id}/licences/${licence.id}`,
      headers: bearer(owner),
    });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/licences/verify',
      payload: { licence: file.body.trim() },
    });
    expect(verified.json()).toMatchObject({ valid: true, driver: shelly.key, mac: '000FFFA1B2C3' });

    // The customer's page links to the driver's documentation as it is now: the French one, the only one
    // uploaded, for this English order; and still once the product has left the store.
    const documentation = async () =>
      ((await t.app.inject({ url: `/api/order-tracking/${placedOrder.token}` })).json() as CustomerOrderView)
        .documentation;
    expect(await documentation()).toMatch(/^\/api\/product-files\/[0-9a-f]{32}\/Shelly_notice_FR\.pdf$/);
    await asOwner('POST', `/api/products/${shelly.key}/unpublish`);
    expect(await documentation()).toMatch(/\/Shelly_notice_FR\.pdf$/);
    await asOwner('POST', `/api/products/${shelly.key}/publish`);

    // Its key is fixed from now on.
    const renamed = await asOwner('PUT', `/api/products/${shelly.key}`, { ...shelly, key: 'shelly-relays' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ error: 'key_fixed' });
  });
});

describe(`the former catalogue's files at first start (${testDatabaseKind})`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'built-downloads-'));
    mkdirSync(join(dir, 'downloads'));
    writeFileSync(join(dir, 'downloads', 'risco_alarm.pdf'), await pdf('Risco alarm driver'));
    writeFileSync(join(dir, 'downloads', 'risco_alarm.c4z'), driverPackage());
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('become the products’ files once, and their former addresses lead to them', async () => {
    expect(await importBuiltDriverFiles(t.database.db, dir)).toBe(3);
    expect(await importBuiltDriverFiles(t.database.db, dir)).toBe(0);
    const risco = ((await t.app.inject({ url: '/api/products' })).json() as PublicProduct[]).find(
      (product) => product.key === 'risco-alarm',
    )!;
    expect(risco.documents.en).toMatch(/^\/api\/product-files\/[0-9a-f]{32}\/risco_alarm\.pdf$/);
    expect(risco.documents.fr).toBe(risco.documents.en);
    expect(risco.package).toMatch(/\/risco_alarm\.c4z$/);

    const former = await t.app.inject({ url: '/downloads/risco_alarm.pdf' });
    expect(former.statusCode).toBe(302);
    expect(former.headers.location).toBe(risco.documents.en);
    expect((await t.app.inject({ url: '/downloads/velux_klf200_gateway.pdf' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/downloads/..%2f.env' })).statusCode).toBe(404);
  });

  it('unpublished, a product is reached by none of its public names, former ones included', async () => {
    await importBuiltDriverFiles(t.database.db, dir);
    const owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    const names = [
      '/downloads/risco_alarm.pdf',
      '/downloads/risco_alarm.c4z',
      '/downloads/risco-alarm/package',
      '/downloads/risco-alarm/documentation_en',
    ];
    const statuses = async () =>
      Promise.all(
        names.flatMap((url) =>
          (['GET', 'HEAD'] as const).map(async (method) => (await t.app.inject({ method, url })).statusCode),
        ),
      );
    expect(await statuses()).toEqual(names.flatMap(() => [302, 302]));
    const unpublish = (action: string) =>
      t.app.inject({ method: 'POST', url: `/api/products/risco-alarm/${action}`, headers: bearer(owner) });
    expect((await unpublish('unpublish')).statusCode).toBe(200);
    expect(await statuses()).toEqual(names.flatMap(() => [404, 404]));
    expect((await unpublish('publish')).statusCode).toBe(200);
    expect(await statuses()).toEqual(names.flatMap(() => [302, 302]));
  });
});
