import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerDetailsInput, SellerSettings } from '../../../shared/seller-details';
import type { SetupStatus } from '../../../shared/setup-schemas';
import { sampleLegalDetails } from '../../config/legal-details';
import { auditEvents, invoices } from '../../db/schema';
import { bearer, createAccount } from '../../testing/accounts';
import { placeInvoicedOrder } from '../../testing/invoiced-orders';
import { testLegalDetails } from '../../testing/legal-details';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const { paymentTermDays: _terms, ...fileDetails } = testLegalDetails;

/** Details as the owner types them in the back office: spaces in the numbers, lower-case IBAN. */
const typed: SellerDetailsInput = {
  ...fileDetails,
  legalName: 'Domotique Bernard SAS',
  legalForm: 'SAS',
  shareCapital: 12000,
  siren: '732 829 320',
  siret: '732 829 320 00074',
  rcsCity: 'Annecy',
  vatNumber: 'fr 44 732829320',
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrpp',
};

describe(`the seller's details in the back office (${testDatabaseKind})`, () => {
  const apps: TestApp[] = [];
  let t: TestApp;
  let owner: { accessToken: string };
  let staff: { accessToken: string };

  beforeAll(async () => {
    // No `legal` key in the site config file: the back office's details are printed.
    t = await createTestApp({ legal: null, env: { MESSAGES_RATE_LIMIT: '1000' } });
    apps.push(t);
    owner = await createAccount(t.database.db, {
      email: 'owner@example.test',
      role: 'owner',
      name: 'Camille',
    });
    staff = await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  const get = (app: TestApp, who?: { accessToken: string }) =>
    app.app.inject({ method: 'GET', url: '/api/settings/seller', headers: who ? bearer(who) : {} });
  const put = (app: TestApp, payload: unknown, who: { accessToken: string } | null = owner) =>
    app.app.inject({
      method: 'PUT',
      url: '/api/settings/seller',
      headers: who ? bearer(who) : {},
      payload: payload as object,
    });

  it('is the owner’s alone: 401 signed out, 403 for a colleague, who never sees the IBAN', async () => {
    expect((await get(t)).statusCode).toBe(401);
    expect((await put(t, typed, null)).statusCode).toBe(401);
    const read = await get(t, staff);
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain(sampleLegalDetails.iban);
    const change = await put(t, typed, staff);
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ error: 'forbidden' });
  });

  it('starts on the samples, said so, with which Send invoice is refused', async () => {
    const answer = await get(t, owner);
    expect(answer.statusCode).toBe(200);
    const settings = answer.json() as SellerSettings;
    expect(settings).toMatchObject({ source: 'sample', stored: null, paymentTermDays: 30, changes: [] });
    expect(settings.details.siren).toBe(sampleLegalDetails.siren);
    expect(settings.details).not.toHaveProperty('paymentTermDays');
  });

  it.each([
    ['iban', { iban: 'FR7630006000011234567890188' }, 'must be a valid IBAN'],
    ['siret', { siret: '73282932100074' }, 'must start with the SIREN'],
    ['siren', { siren: '12345', siret: '12345' }, 'must be 9 digits'],
    ['vatNumber', { vatNumber: null }, 'is required with the standard VAT regime'],
    ['bic', { bic: 'AGRI' }, 'must be a BIC of 8 or 11 characters'],
    ['legalName', { legalName: '  ' }, 'is required'],
    ['latePaymentPenaltyRate.fr', { latePaymentPenaltyRate: { en: 'x', fr: '' } }, 'is required'],
    ['vatRegime', { vatRegime: 'reduced' }, 'must be standard or franchise'],
    ['paymentTermDays', { paymentTermDays: 45 }, 'is not a field of this request'],
  ])('answers 400 naming %s, storing nothing', async (field, change, reason) => {
    const answer = await put(t, { ...typed, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalid_request', fields: { [field]: reason } });
    expect(((await get(t, owner)).json() as SellerSettings).source).toBe('sample');
  });

  it('takes a franchise without a VAT number', async () => {
    const answer = await put(t, { ...typed, vatRegime: 'franchise', vatNumber: null });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as SellerSettings).details).toMatchObject({
      vatRegime: 'franchise',
      vatNumber: null,
    });
  });

  it('stores the details in force at once, compacted, the change recorded with who, when, before and after', async () => {
    const answer = await put(t, typed);
    expect(answer.statusCode).toBe(200);
    const settings = answer.json() as SellerSettings;
    expect(settings.source).toBe('database');
    expect(settings.details).toMatchObject({
      legalName: 'Domotique Bernard SAS',
      siren: '732829320',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      vatRegime: 'standard',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPP',
    });
    expect(settings.changes[0]).toMatchObject({ by: 'Camille', fields: ['vatNumber', 'vatRegime'] });
    expect(settings.changes).toHaveLength(2);
    expect((await get(t, owner)).json()).toEqual(settings);

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'seller_details_changed'))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(event).toMatchObject({ actorName: 'Camille', subjectType: 'seller_details' });
    expect(JSON.parse(event!.detail.before!)).toEqual({ vatNumber: null, vatRegime: 'franchise' });
    expect(JSON.parse(event!.detail.after!)).toEqual({ vatNumber: 'FR44732829320', vatRegime: 'standard' });

    // The same details again change nothing and record nothing.
    expect(((await put(t, typed)).json() as SellerSettings).changes).toHaveLength(2);

    const setup = await t.app.inject({ method: 'GET', url: '/api/setup', headers: bearer(staff) });
    const items = (setup.json() as SetupStatus).items;
    expect(items.find((item) => item.id === 'seller')?.done).toBe(true);
    // The sample IBAN is kept: the checklist still says so.
    expect(items.find((item) => item.id === 'bank')).toMatchObject({ done: false, problem: 'sample' });
  });

  it('prints the new details on the next invoice; an invoice issued before keeps its own, byte for byte', async () => {
    const before = await placeInvoicedOrder(t, owner);
    const pdfOf = async (number: string) => {
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.number, number));
      return { pdf: Buffer.from(row!.pdf), content: row!.content as { seller: Record<string, unknown> } };
    };
    const earlier = await pdfOf(before.invoiceNumber);
    expect(earlier.content.seller).toMatchObject({ legalName: 'Domotique Bernard SAS', siren: '732829320' });

    const changed = await put(t, {
      ...typed,
      legalName: 'Domotique Bernard et Fils SAS',
      rcsCity: 'Chambéry',
      iban: 'FR3530004000010001234567889',
      bic: 'BNPAFRPPXXX',
    });
    expect(changed.statusCode).toBe(200);
    const after = await placeInvoicedOrder(t, owner);
    const next = await pdfOf(after.invoiceNumber);
    expect(next.content.seller).toMatchObject({
      legalName: 'Domotique Bernard et Fils SAS',
      rcsCity: 'Chambéry',
    });
    expect(JSON.stringify(next.content)).toContain('FR3530004000010001234567889');

    const again = await pdfOf(before.invoiceNumber);
    expect(again.pdf.equals(earlier.pdf)).toBe(true);
    expect(again.content).toEqual(earlier.content);
    // What the customer downloads is that same file.
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/order-tracking/${before.token}/invoice.pdf`,
    });
    expect(Buffer.from(download.rawPayload).equals(earlier.pdf)).toBe(true);
  });

  it('lets the site config file’s `legal` key win: said so, and a change refused', async () => {
    const byFile = await createTestApp({
      database: { ...t.database, close: async () => {} },
      legal: testLegalDetails,
    });
    apps.push(byFile);
    const settings = (await get(byFile, owner)).json() as SellerSettings;
    expect(settings.source).toBe('file');
    expect(settings.details.legalName).toBe(testLegalDetails.legalName);
    expect(settings.stored?.legalName).toBe('Domotique Bernard et Fils SAS');
    const refused = await put(byFile, typed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'seller_details_from_file' });
  });
});
