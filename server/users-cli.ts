import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readEnv } from './config/env';
import { openDatabase } from './db/client';
import { createInvitation } from './features/accounts';
import { linkBaseUrl } from './lib/link-base-url';

const usage = `Usage: npm run users -- invite EMAIL [--role owner|staff]

Creates an invitation to the back office (single use, valid 7 days) and prints its link on the last line.
For when the owner's invitation mail was lost, or to let a colleague in without the back office.`;

/** `npm run users -- invite EMAIL --role owner`: the way back in when nobody can sign in. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string', default: 'owner' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, rawEmail] = positionals;
  if (values.help || command !== 'invite' || !rawEmail || positionals.length > 2) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  const email = z.email().safeParse(rawEmail.trim().toLowerCase());
  const role = z.enum(['owner', 'staff']).safeParse(values.role);
  if (!email.success || !role.success) {
    console.error(!email.success ? `Not an e-mail address: ${rawEmail}` : `--role must be owner or staff`);
    process.exit(2);
  }

  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const invitation = await createInvitation(database.db, {
      email: email.data,
      role: role.data,
      by: null,
      baseUrl: linkBaseUrl(env),
      language: env.MAIL_TO_LANGUAGE,
      // Printed here: the command is the way in when mail does not arrive.
      mail: false,
    });
    console.log(`Invitation for ${invitation.email} (${invitation.role}), valid 7 days, single use:`);
    console.log(invitation.link);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
