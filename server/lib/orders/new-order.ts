import { randomUUID } from 'node:crypto';
import { findDriver } from '../../../shared/driver-catalogue';
import type { Language } from '../../../shared/language';
import { storedBuyer } from '../../../shared/buyer-details';
import type { LicenceOrderPayload } from '../../../shared/message-schemas';
import type { orders } from '../../db/schema';
import { macForLicence } from '../licences/licence-format';
import { hashSecret, newSecret } from '../secrets';

export interface NewOrder {
  values: typeof orders.$inferInsert & { id: string };
  /** The customer's order-page token: only in the confirmation mail, the database keeps its hash. */
  trackingToken: string;
}

/**
 * The order a licence order message starts, with the price of the catalogue at that moment and the MAC
 * address in the form the processor reports (12 upper-case hex digits).
 */
export function newOrder(messageId: string, payload: LicenceOrderPayload, locale: Language): NewOrder {
  const driver = findDriver(payload.driverName);
  if (!driver) throw new Error(`no driver ${payload.driverName} in the catalogue`);
  const trackingToken = newSecret();
  return {
    trackingToken,
    values: {
      id: randomUUID(),
      messageId,
      driver: driver.titleKey,
      mac: macForLicence(payload.mac),
      priceExclVatCents: driver.priceExclVat * 100,
      customer: storedBuyer(payload),
      locale,
      trackingTokenHash: hashSecret(trackingToken),
    },
  };
}
