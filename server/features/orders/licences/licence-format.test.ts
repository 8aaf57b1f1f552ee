import { constants, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newLicenceSigner } from '../../../testing/licences';
import {
  type LicencePayload,
  licenceFileName,
  macForLicence,
  parseLicence,
  readLicence,
  signLicence,
  signLicenceOffThread,
} from './licence-format';

const signer = newLicenceSigner();
const otherSigner = newLicenceSigner();

const payload: LicencePayload = {
  licenceId: '7c4c3f0e-5a0b-4d39-9f55-0f0e6a4a2b10',
  driver: 'netatmo-weather-station',
  mac: '000FFF123456',
  orderId: '2b1f2b53-3f3e-4f63-8d3e-2f0b6f6c8a71',
  issuedAt: '2026-11-23T16:20:14.123Z',
};

const padding = constants.RSA_PKCS1_PADDING;
const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A licence with any first part, correctly signed: so what makes it malformed is its payload alone. */
function signedRaw(firstPart: string): string {
  const signature = sign('sha256', Buffer.from(firstPart, 'ascii'), { key: signer.privateKey, padding });
  return `${firstPart}.${signature.toString('base64url')}`;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same bytes spelled otherwise: the last character's unused low bits set (256 bytes leave 4 unused). */
function nonCanonical(encoded: string): string {
  const last = alphabet.indexOf(encoded.at(-1)!);
  const spelled = `${encoded.slice(0, -1)}${alphabet[last | 0b0001]}`;
  expect(Buffer.from(spelled, 'base64url')).toEqual(Buffer.from(encoded, 'base64url'));
  return spelled;
}

describe('signLicence', () => {
  it('writes BASE64URL(JSON payload).BASE64URL(RSA PKCS#1 v1.5 SHA-256 signature over the first part)', () => {
    const licence = signLicence(signer, payload);
    expect(licence).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [first, second] = licence.split('.') as [string, string];
    expect(JSON.parse(Buffer.from(first, 'base64url').toString('utf8'))).toEqual(payload);
    const signature = Buffer.from(second, 'base64url');
    expect(signature).toHaveLength(256);
    // As a driver checks it: the public key's PEM, the ASCII bytes of the first part.
    expect(
      verify('sha256', Buffer.from(first, 'ascii'), { key: signer.publicKeyPem, padding }, signature),
    ).toBe(true);
    expect(
      verify('sha256', Buffer.from(first, 'ascii'), { key: otherSigner.publicKeyPem, padding }, signature),
    ).toBe(false);
  });

  it('gives the same text for the same payload', () => {
    expect(signLicence(signer, { ...payload })).toBe(signLicence(signer, payload));
  });

  it('gives the same text off the event loop, and refuses there what it refuses', async () => {
    expect(await signLicenceOffThread(signer, payload)).toBe(signLicence(signer, payload));
    await expect(
      signLicenceOffThread(signer, { ...payload, mac: '00:0F:FF:12:34:56' } as LicencePayload),
    ).rejects.toThrow();
  });

  it.each([
    ['a MAC with separators', { mac: '00:0F:FF:12:34:56' }],
    ['a driver that is not a catalogue key', { driver: 'Unknown Driver!' }],
    ['a date that is not ISO 8601', { issuedAt: '23/11/2026' }],
  ])('refuses to sign %s', (_label, change) => {
    expect(() => signLicence(signer, { ...payload, ...change } as LicencePayload)).toThrow();
  });
});

describe('readLicence', () => {
  const licence = signLicence(signer, payload);

  it('reads back a licence it signed, with whitespace around it', () => {
    expect(readLicence(signer.publicKey, licence)).toEqual({ ok: true, payload });
    expect(readLicence(signer.publicKey, `  ${licence}\r\n`)).toEqual({ ok: true, payload });
  });

  it('ignores payload fields a later version adds', () => {
    const extended = signedRaw(encode(JSON.stringify({ ...payload, expiresAt: '2030-01-01T00:00:00Z' })));
    expect(readLicence(signer.publicKey, extended)).toEqual({ ok: true, payload });
  });

  it('refuses a licence signed by another key', () => {
    expect(readLicence(otherSigner.publicKey, licence)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(readLicence(signer.publicKey, signLicence(otherSigner, payload))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a payload changed after signing (another processor, another driver)', () => {
    const signature = licence.split('.')[1]!;
    for (const change of [{ mac: '000FFF654321' }, { driver: 'risco-alarm' }]) {
      const tampered = `${encode(JSON.stringify({ ...payload, ...change }))}.${signature}`;
      expect(readLicence(signer.publicKey, tampered)).toEqual({ ok: false, reason: 'bad-signature' });
    }
  });

  it('refuses a changed or truncated signature', () => {
    const [first, second] = licence.split('.') as [string, string];
    const bytes = Buffer.from(second, 'base64url');
    bytes[100] = bytes[100]! ^ 0x01;
    const flipped = `${first}.${bytes.toString('base64url')}`;
    expect(readLicence(signer.publicKey, flipped)).toEqual({ ok: false, reason: 'bad-signature' });
    const truncated = `${first}.${bytes.subarray(0, 255).toString('base64url')}`;
    expect(readLicence(signer.publicKey, truncated)).toEqual({ ok: false, reason: 'bad-signature' });
    const signatureOfOtherText = signedRaw(encode('{}')).split('.')[1];
    expect(readLicence(signer.publicKey, `${first}.${signatureOfOtherText}`)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  const [first, second] = licence.split('.') as [string, string];
  const malformedTexts: [string, string][] = [
    ['empty', ''],
    ['blank', ' \n '],
    ['one part', first],
    ['three parts', `${licence}.${second}`],
    ['an empty first part', `.${second}`],
    ['an empty signature', `${first}.`],
    ['a lone dot', '.'],
    ['huge', `${first}.${'A'.repeat(1_000_000)}`],
    ['standard base64 characters', `${first}.${second.slice(0, -2)}+/`],
    ['base64 padding', `${first}.${second}==`],
    ['spaces inside', `${first.slice(0, 10)} ${first.slice(10)}.${second}`],
    ['a second spelling of the same signature', `${first}.${nonCanonical(second)}`],
    ['non-ASCII text', `${first}é.${second}`],
    ['a NUL character', `${first}\u0000.${second}`],
  ];
  it.each(malformedTexts)('calls %s malformed', (_label, text) => {
    expect(readLicence(signer.publicKey, text)).toEqual({ ok: false, reason: 'malformed' });
  });

  const { licenceId: _id, ...withoutId } = payload;
  const malformedPayloads: [string, string][] = [
    ['not JSON', encode('{"licenceId":')],
    ['JSON null', encode('null')],
    ['a JSON array', encode(JSON.stringify([payload]))],
    ['a JSON string', encode(JSON.stringify(JSON.stringify(payload)))],
    ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url')],
    ['no licenceId', encode(JSON.stringify(withoutId))],
    ...(['driver', 'mac', 'orderId', 'issuedAt'] as const).map((field): [string, string] => [
      `no ${field}`,
      encode(JSON.stringify({ ...payload, [field]: undefined })),
    ]),
    ['a licenceId that is not a UUID', encode(JSON.stringify({ ...payload, licenceId: "1' OR 1=1" }))],
    ['a driver that is not a catalogue key', encode(JSON.stringify({ ...payload, driver: 'Other_driver' }))],
    ['a lower-case MAC', encode(JSON.stringify({ ...payload, mac: '000fff123456' }))],
    ['a MAC with colons', encode(JSON.stringify({ ...payload, mac: '00:0F:FF:12:34:56' }))],
    ['a numeric MAC', encode(JSON.stringify({ ...payload, mac: 123456789012 }))],
    ['a date that is not ISO 8601', encode(JSON.stringify({ ...payload, issuedAt: 'yesterday' }))],
  ];
  it.each(malformedPayloads)('calls a signed payload with %s malformed', (_label, firstPart) => {
    expect(readLicence(signer.publicKey, signedRaw(firstPart))).toEqual({ ok: false, reason: 'malformed' });
  });

  it('takes a licence apart without a key, keeping the text as signed', () => {
    const parsed = parseLicence(`${licence}\n`);
    expect(parsed.ok && parsed.licence.text).toBe(licence);
    expect(parsed.ok && parsed.licence.payload).toEqual(payload);
  });
});

describe('macForLicence and licenceFileName', () => {
  it.each([
    '00:0f:ff:12:34:56',
    '00-0F-FF-12-34-56',
    '000fff123456',
    '000f.ff12.3456',
    ' 00:0F:FF:12:34:56 ',
  ])('writes %s as the processor reports it', (mac) => {
    expect(macForLicence(mac)).toBe('000FFF123456');
  });

  it.each([
    '',
    '00:0F:FF:12:34',
    '00:0F-FF:12:34:56',
    '00:0F:FF:12:34:5G',
    '000FFF1234567',
    '0:00F:FF:12:34:56',
    '000f.ff12:3456',
  ])('refuses %j', (mac) => {
    expect(() => macForLicence(mac)).toThrow(RangeError);
  });

  it('names the file after the driver and the processor', () => {
    expect(licenceFileName('netatmo-weather-station', '00:0f:ff:12:34:56')).toBe(
      'netatmo-weather-station-000FFF123456.lic',
    );
  });
});
