import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../shared/order-schemas';
import type { Db } from '../db/client';
import { type OrderCustomer, orders } from '../db/schema';
import type { LicenceKeyState, LicenceSigner } from '../lib/licence-key/licence-key';

/** A new RSA licence signer (2048 bits unless told: the smallest the site accepts, and the quickest to make). */
export function newLicenceSigner(modulusLength = 2048): LicenceSigner {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  return { privateKey, publicKey, publicKeyPem };
}

let shared: LicenceSigner | undefined;

/** A ready signing key as `createTestApp({ licenceKey })` takes it: `signer`, or one shared by the test file. */
export function readyLicenceKey(signer: LicenceSigner = (shared ??= newLicenceSigner())): LicenceKeyState {
  return { status: 'ready', signer };
}

/** An order row, as the order pipeline stores one, for what needs an order to exist (licences). */
export async function insertTestOrder(
  db: Db,
  order: { driver?: string; mac?: string; status?: OrderStatus } = {},
): Promise<{ id: string; driver: string; mac: string }> {
  const driver = order.driver ?? 'netatmo-weather-station';
  const mac = order.mac ?? '000FFF123456';
  const customer: OrderCustomer = {
    company: 'Ada SARL',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 rue de la Paix\n75002 Paris',
    email: 'ada@example.test',
  };
  const [row] = await db
    .insert(orders)
    .values({
      status: order.status ?? 'paid',
      driver,
      // The title as the order keeps it: the key itself will do for what these orders are for.
      driverTitle: { en: driver, fr: driver },
      mac,
      priceExclVatCents: 25_000,
      customer,
      language: 'fr',
      trackingTokenHash: createHash('sha256').update(randomBytes(16)).digest('hex'),
    })
    .returning({ id: orders.id });
  return { id: row!.id, driver, mac };
}
