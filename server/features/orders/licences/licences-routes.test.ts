import { constants, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LICENCE_LENGTH } from '../../../../shared/licence-schemas';
import { signLicence } from './licence-format';
import { issueLicence, revokeLicences } from './licence-store';
import { insertTestOrder, newLicenceSigner, readyLicenceKey } from '../../../testing/licences';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { deleteExpiredOrders } from '../retention/order-retention';
import { testDatabaseKind } from '../../../testing/test-database';

const signer = newLicenceSigner();
const forger = newLicenceSigner();

/** A licence this site issued for a new order, as Mark as paid makes it. */
async function issued(t: TestApp) {
  const order = await insertTestOrder(t.database.db, { driver: 'velux-klf200-gateway', mac: '000FFF123456' });
  const licence = await issueLicence(t.database.db, signer, {
    orderId: order.id,
    driver: order.driver,
    mac: order.mac,
  });
  return { order, licence };
}

const verifyRequest = (t: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: payload as object, headers });

describe(`licences API with a signing key (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ licenceKey: readyLicenceKey(signer) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the public key as SPKI PEM, which verifies the licences the site issues', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/licences/public-key' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-pem-file/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);

    const { licence } = await issued(t);
    const [first, second] = licence.text.split('.') as [string, string];
    const signatureValid = verify(
      'sha256',
      Buffer.from(first, 'ascii'),
      { key: response.body, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(second, 'base64url'),
    );
    expect(signatureValid).toBe(true);
  });

  it('says a licence it issued is valid, for which driver and processor', async () => {
    const { licence } = await issued(t);
    const response = await verifyRequest(t, { licence: licence.text });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: true,
      driver: 'velux-klf200-gateway',
      mac: '000FFF123456',
      licenceId: licence.id,
    });
    // As copied from the licence file, final newline included.
    expect((await verifyRequest(t, { licence: `${licence.text}\n` })).json()).toMatchObject({ valid: true });
  });

  it('refuses a licence changed after signing, or signed by another key', async () => {
    const { order, licence } = await issued(t);
    const [payloadPart, signature] = licence.text.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as object;
    const otherMac = Buffer.from(JSON.stringify({ ...payload, mac: 'AABBCCDDEEFF' })).toString('base64url');
    const forged = signLicence(forger, {
      licenceId: '5d0e7c1a-8c59-4a9b-9d7a-3f3a1b2c4d5e',
      driver: 'risco-alarm',
      mac: '000FFF123456',
      orderId: order.id,
      issuedAt: new Date().toISOString(),
    });
    for (const text of [`${otherMac}.${signature}`, forged]) {
      expect((await verifyRequest(t, { licence: text })).json()).toEqual({
        valid: false,
        reason: 'bad-signature',
      });
    }
  });

  it('refuses what is not a licence as malformed', async () => {
    for (const text of ['hello', 'a.b.c', '{"licenceId":"x"}', 'é'.repeat(MAX_LICENCE_LENGTH)]) {
      const response = await verifyRequest(t, { licence: text });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: false, reason: 'malformed' });
    }
  });

  it('refuses a revoked licence, and the one a re-issue replaced', async () => {
    const { order, licence } = await issued(t);
    await revokeLicences(t.database.db, order.id, { by: null, reason: 'reissued' });
    expect((await verifyRequest(t, { licence: licence.text })).json()).toEqual({
      valid: false,
      reason: 'revoked',
    });
    const replacement = await issueLicence(t.database.db, signer, {
      orderId: order.id,
      driver: order.driver,
      mac: 'AA:BB:CC:DD:EE:FF',
    });
    expect((await verifyRequest(t, { licence: replacement.text })).json()).toMatchObject({
      valid: true,
      mac: 'AABBCCDDEEFF',
    });
  });

  it('still refuses a revoked licence once retention has deleted its order', async () => {
    const { order, licence } = await issued(t);
    await revokeLicences(t.database.db, order.id, { by: null, reason: 'revoked' });
    const inFourYears = new Date(Date.now() + 4 * 365 * 24 * 3600_000);
    expect(await deleteExpiredOrders(t.database.db, 36, inFourYears)).toBeGreaterThan(0);
    expect((await verifyRequest(t, { licence: licence.text })).json()).toEqual({
      valid: false,
      reason: 'revoked',
    });
  });

  it('answers unknown for a licence signed with its key that it never issued, or no longer holds', async () => {
    const order = await insertTestOrder(t.database.db);
    const neverIssued = signLicence(signer, {
      licenceId: randomUUID(),
      driver: order.driver,
      mac: order.mac,
      orderId: order.id,
      issuedAt: new Date().toISOString(),
    });
    expect((await verifyRequest(t, { licence: neverIssued })).json()).toEqual({
      valid: false,
      reason: 'unknown',
    });
    const { licence } = await issued(t);
    const inFourYears = new Date(Date.now() + 4 * 365 * 24 * 3600_000);
    await deleteExpiredOrders(t.database.db, 36, inFourYears);
    expect((await verifyRequest(t, { licence: licence.text })).json()).toEqual({
      valid: false,
      reason: 'unknown',
    });
  });

  it('answers 400 naming the field for a request that is not {"licence": "<text>"}', async () => {
    const refusals: [unknown, string][] = [
      [{}, 'is required'],
      [{ licence: '' }, 'is required'],
      [{ licence: 42 }, 'must be a string'],
      [{ licence: 'x'.repeat(MAX_LICENCE_LENGTH + 1) }, `must be at most ${MAX_LICENCE_LENGTH} characters`],
    ];
    for (const [payload, reason] of refusals) {
      const response = await verifyRequest(t, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request', fields: { licence: reason } });
    }
    const extra = await verifyRequest(t, { licence: 'x', mac: '000FFF123456' });
    expect(extra.json()).toMatchObject({ fields: { mac: 'is not a field of this request' } });
    const notJson = await verifyRequest(t, '{"licence":', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error: 'invalid_json' });
    const plainText = await verifyRequest(t, 'a licence', { 'content-type': 'text/plain' });
    expect(plainText.statusCode).toBe(400);
  });
});

describe(`licences API without a signing key (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 for the public key, saying none is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/licences/public-key' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'licences_not_configured',
      message: 'This server has no licence key configured.',
      fields: {},
    });
  });

  it('still tells the licences it issued (valid or revoked) from the others', async () => {
    const { order, licence } = await issued(t);
    expect((await verifyRequest(t, { licence: licence.text })).json()).toMatchObject({
      valid: true,
      licenceId: licence.id,
    });
    const forged = signLicence(forger, {
      licenceId: licence.id,
      driver: order.driver,
      mac: 'AABBCCDDEEFF',
      orderId: order.id,
      issuedAt: new Date().toISOString(),
    });
    expect((await verifyRequest(t, { licence: forged })).json()).toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    expect((await verifyRequest(t, { licence: 'x.y' })).json()).toEqual({
      valid: false,
      reason: 'malformed',
    });
    await revokeLicences(t.database.db, order.id, { by: null, reason: 'revoked' });
    expect((await verifyRequest(t, { licence: licence.text })).json()).toEqual({
      valid: false,
      reason: 'revoked',
    });
    // Once retention has deleted the order, the revocation is still known; a text never issued is unknown.
    await deleteExpiredOrders(t.database.db, 36, new Date(Date.now() + 4 * 365 * 24 * 3600_000));
    expect((await verifyRequest(t, { licence: licence.text })).json()).toEqual({
      valid: false,
      reason: 'revoked',
    });
    const neverIssued = signLicence(signer, {
      licenceId: randomUUID(),
      driver: order.driver,
      mac: order.mac,
      orderId: order.id,
      issuedAt: new Date().toISOString(),
    });
    expect((await verifyRequest(t, { licence: neverIssued })).json()).toEqual({
      valid: false,
      reason: 'unknown',
    });
  });
});
