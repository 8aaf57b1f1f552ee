import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactPayload } from '@shared/message-payloads';
import { sendWithRetries } from './messages-api';

const payload: ContactPayload = {
  type: 'contact',
  name: 'Jeanne',
  email: 'jeanne@example.test',
  message: 'Bonjour',
  hp: '',
};
const variables = { payload, idempotencyKey: 'key-1', language: 'fr' as const };

function answer(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.restoreAllMocks());

describe('sendWithRetries (spec §9)', () => {
  it('sends again, with the same Idempotency-Key, what may not have arrived, backing off from 1 s', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(answer(503, { error: 'unavailable', message: 'down' }))
      .mockResolvedValueOnce(answer(202, { id: 'm1' }));
    const waits: number[] = [];
    const accepted = await sendWithRetries(variables, async (ms) => void waits.push(ms));
    expect(accepted).toEqual({ id: 'm1' });
    expect(waits).toEqual([1000, 2000]);
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('gives up after three retries', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const waits: number[] = [];
    await expect(sendWithRetries(variables, async (ms) => void waits.push(ms))).rejects.toThrow();
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('does not send again what the server refused', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answer(400, { error: 'invalid', message: 'bad', fields: { email: 'invalid' } }));
    await expect(sendWithRetries(variables, async () => undefined)).rejects.toMatchObject({ status: 400 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
