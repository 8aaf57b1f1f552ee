import { parseArgs } from 'node:util';
import { KeyFileExistsError, LICENCE_KEY_BITS, writeLicenceKeyPair } from './lib/licence-key/licence-keygen';

const usage = `Usage: npm run licences -- keygen PATH

Writes a new ${LICENCE_KEY_BITS}-bit RSA key pair for signing licences: PATH, the private key (PKCS#8 PEM, mode
0600), and PATH.pub, the public key (SPKI PEM) the drivers are built with. Never overwrites a file.`;

/** `npm run licences -- keygen PATH`: the key that signs the drivers' licences, made once. */
function main(): void {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, path] = positionals;
  if (values.help || command !== 'keygen' || !path || positionals.length > 2) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }

  const written = writeLicenceKeyPair(path);
  console.log(`Wrote a new ${LICENCE_KEY_BITS}-bit RSA licence key (SHA-256 ${written.fingerprint}):
  private key: ${written.privateKeyFile} (keep it secret: whoever has it can make licences)
  public key:  ${written.publicKeyFile}

Next:
  1. Set LICENCE_PRIVATE_KEY_FILE=${written.privateKeyFile} in .env and restart the server.
     GET /api/licences/public-key then serves the public key.
  2. Back up the private key now, somewhere offline: if it is lost, no licence the drivers accept can be
     made until they are rebuilt with a new key.
  3. Build the drivers with the public key (${written.publicKeyFile}).`);
}

try {
  main();
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(error instanceof KeyFileExistsError ? reason : `Could not write the key: ${reason}`);
  process.exit(1);
}
