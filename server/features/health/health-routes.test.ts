import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { insertTestOrder, readyLicenceKey } from '../../testing/licences';
import { contact } from '../../testing/sample-payloads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

const METRICS_TOKEN = 'm'.repeat(24) + 'etrics-token-1234';

/** The value of one sample of the Prometheus text, e.g. `site_orders{status="paid"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe(`GET /metrics (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN }, licenceKey: readyLicenceKey() });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Basic ${METRICS_TOKEN}`,
      `Bearer ${METRICS_TOKEN}x`,
    ]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
    }
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports the outbox, orders by status, the licence key and requests by route pattern', async () => {
    await insertTestOrder(t.database.db, { status: 'paid' });
    await insertTestOrder(t.database.db, { status: 'paid' });
    await insertTestOrder(t.database.db, { status: 'invoiced' });
    const posted = await t.app.inject({ method: 'POST', url: '/api/messages', payload: contact });
    expect(posted.statusCode).toBe(202);
    // The oldest mail waiting has waited ten minutes.
    await t.database.db.execute(
      sql`update ${outbox} set created_at = now() - interval '10 minutes' where status = 'pending'`,
    );
    await t.app.inject({
      method: 'GET',
      url: '/api/order-tracking/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });

    const text = (await scrape(`Bearer ${METRICS_TOKEN}`)).body;
    expect(sample(text, 'site_orders{status="paid"}')).toBe(2);
    expect(sample(text, 'site_orders{status="invoiced"}')).toBe(1);
    expect(sample(text, 'site_orders{status="new"}')).toBe(0);
    expect(sample(text, 'site_outbox_mails_waiting')).toBe(1);
    expect(sample(text, 'site_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'site_outbox_mails_failed')).toBe(0);
    expect(sample(text, 'site_licence_signing_available')).toBe(1);
    expect(text).toContain('# TYPE site_outbox_mails_sent_total counter');
    expect(text).toContain('# TYPE site_outbox_send_failures_total counter');
    expect(
      sample(
        text,
        'site_http_request_duration_seconds_count{method="POST",route="/api/messages",status_code="202"}',
      ),
    ).toBe(1);
    // By pattern: the token of the order page never becomes a label.
    expect(text).toContain('route="/api/order-tracking/:token"');
    expect(text).not.toContain('AAAAAAAAAAAAAAAAAAAA');
    expect(text).toContain('process_cpu_seconds_total');
  });
});

describe(`GET /metrics without METRICS_TOKEN, and GET /healthz (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer anything' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });

  it('says which part is wrong: no licence key, then a mail waiting for more than 15 minutes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'degraded',
      database: { ok: true },
      outbox: { ok: true, waiting: 0, oldestWaitingSeconds: 0, failed: 0 },
      licenceKey: { ok: false, problem: 'not_configured' },
    });

    await t.app.inject({ method: 'POST', url: '/api/messages', payload: contact });
    await t.database.db.execute(
      sql`update ${outbox} set created_at = now() - interval '20 minutes' where status = 'pending'`,
    );
    const backlog = (await t.app.inject({ method: 'GET', url: '/healthz' })).json();
    expect(backlog.outbox).toMatchObject({ ok: false, waiting: 1 });
    expect(backlog.outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(1200);
  });

  it('is ok with a licence key and nothing waiting, and 503 without a database', async () => {
    const ready = await createTestApp({ licenceKey: readyLicenceKey() });
    try {
      const healthy = await ready.app.inject({ method: 'GET', url: '/healthz' });
      expect(healthy.json()).toMatchObject({ status: 'ok', licenceKey: { ok: true } });
      await ready.database.close();
      const down = await ready.app.inject({ method: 'GET', url: '/healthz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        database: { ok: false },
        outbox: { ok: false },
        licenceKey: { ok: true },
      });
    } finally {
      await ready.app.close().catch(() => undefined);
    }
  });
});
