/**
 * Load test of POST /api/messages on the embedded database (PGlite in a temporary folder, as `npm start`
 * runs it), with the outbox worker writing .eml files alongside, as in production without SMTP.
 * Prints accepted messages per second, p50 and p99 latency, errors, and checks that every accepted
 * message is stored. Usage: npm run bench:api [-- --duration 20 --connections 10 --no-worker]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { readEnv } from '../server/config/env';
import { sampleBusinessSettings } from '../server/config/site-config';
import { openDatabase } from '../server/db/client';
import { sampleLegalDetails } from '../server/config/legal-details';
import { loadLicenceKey } from '../server/lib/licence-key/licence-key';
import { messages } from '../server/db/schema';
import { createOutboxWorker } from '../server/outbox/create-outbox-worker';
import { messageMailRenderers } from '../server/features/messages';
import { loadTest } from './lib/load-test';

const TARGET_PER_SECOND = 300;

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    'no-worker': { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const env = readEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'error',
  DATA_DIR: dataDir,
  STATIC_DIR: join(dataDir, 'no-site'),
  MESSAGES_RATE_LIMIT: '100000000',
});
const database = await openDatabase({ dataDir });
const app = await buildApp({
  env,
  business: sampleBusinessSettings,
  database,
  legal: sampleLegalDetails,
  licenceKey: loadLicenceKey(undefined),
});
const worker = createOutboxWorker({
  env,
  db: database.db,
  log: app.log,
  renderers: messageMailRenderers({ db: database.db, env, business: sampleBusinessSettings }),
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
if (!values['no-worker']) worker.start();

const result = await loadTest({
  label: 'POST /api/messages',
  url: `${address}/api/messages`,
  method: 'POST',
  durationS: duration,
  connections,
});

const storedIds = new Set(
  (await database.db.select({ id: messages.id }).from(messages)).map((row) => row.id),
);
const acceptedAndStored = result.acceptedIds.filter((id) => storedIds.has(id)).length;
// autocannon stops at the deadline without waiting for requests in flight: the server may have stored
// those (at most one per connection) though no answer was counted.
const inFlightAtStop = storedIds.size - acceptedAndStored;

await worker.stop();
await app.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  [
    `POST /api/messages for ${duration} s, ${connections} connections, PGlite on disk, ${
      values['no-worker'] ? 'outbox worker stopped' : 'outbox worker writing .eml files alongside'
    }`,
    `accepted:  ${result.accepted} (${result.acceptedPerSecond.toFixed(0)}/s, target ≥ ${TARGET_PER_SECOND}/s)`,
    `latency:   p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms`,
    `errors:    ${result.errors} connection errors or time-outs, ${result.non2xx} non-2xx answers`,
    `stored:    ${acceptedAndStored} of the ${result.accepted} accepted messages ${
      acceptedAndStored === result.accepted ? '(== accepted, nothing missing)' : '(MISSING some)'
    }; ${inFlightAtStop} more were in flight when the run stopped`,
  ].join('\n'),
);

const ok =
  result.acceptedPerSecond >= TARGET_PER_SECOND &&
  result.errors + result.non2xx === 0 &&
  acceptedAndStored === result.accepted &&
  inFlightAtStop <= connections;
console.log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
