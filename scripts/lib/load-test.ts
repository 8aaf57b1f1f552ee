import type { Language } from '../../shared/language';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadFigures {
  label: string;
  durationS: number;
  accepted: number;
  acceptedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Ids answered with 2xx (POST /api/messages answers `202 {id}`). */
  acceptedIds: string[];
}

/**
 * The submission number `n` of run `run`, as the browser would send it: three contact messages for each
 * licence order, in both languages, each with its own e-mail address.
 */
function loadPayload(run: string, n: number): { language: Language; body: Record<string, string> } {
  const email = `load-${run}-${n}@example.test`;
  const body: Record<string, string> =
    n % 4 === 0
      ? {
          type: 'driver',
          driverName: 'netatmo-energy',
          company: `Load test ${n}`,
          firstName: 'Load',
          lastName: 'Test',
          address: '1 rue du Banc, 69000 Lyon',
          email,
          mac: '00:0F:FF:12:34:56',
          hp: '',
        }
      : {
          type: 'contact',
          name: `Load test ${n}`,
          email,
          message: `Message ${n} of load run ${run}.`,
          hp: '',
        };
  return { language: n % 2 ? 'fr' : 'en', body };
}

/**
 * Drives `url` with autocannon for `durationS` seconds. For POST /api/messages every request carries its own
 * body and Idempotency-Key, so each 2xx is one stored message.
 */
export async function loadTest(options: {
  label: string;
  url: string;
  method: 'GET' | 'POST';
  durationS: number;
  connections?: number;
  run?: string;
}): Promise<LoadFigures> {
  let n = 0;
  const acceptedIds: string[] = [];
  const run = options.run ?? randomUUID().slice(0, 8);
  const result = await autocannon({
    url: options.url,
    method: options.method,
    duration: options.durationS,
    connections: options.connections ?? 10,
    headers:
      options.method === 'POST' ? { 'content-type': 'application/json' } : { 'accept-encoding': 'br, gzip' },
    requests:
      options.method === 'POST'
        ? [
            {
              setupRequest(request) {
                n += 1;
                const { language, body } = loadPayload(run, n);
                return {
                  ...request,
                  headers: {
                    ...request.headers,
                    'content-language': language,
                    'idempotency-key': randomUUID(),
                  },
                  body: JSON.stringify(body),
                };
              },
              onResponse(status, body) {
                if (status >= 200 && status < 300) acceptedIds.push((JSON.parse(body) as { id: string }).id);
              },
            },
          ]
        : undefined,
  });
  const accepted = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, stats]) => sum + Number((stats as { count: number | string }).count), 0);
  return {
    label: options.label,
    durationS: result.duration,
    accepted,
    acceptedPerSecond: accepted / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    acceptedIds,
  };
}
