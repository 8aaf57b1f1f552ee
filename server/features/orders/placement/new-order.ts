import { randomUUID } from 'node:crypto';
import type { Language } from '../../../../shared/language';
import { storedBuyer } from '../../../../shared/buyer-details';
import type { LicenceOrderPayload } from '../../../../shared/message-schemas';
import type { orders } from '../../../db/schema';
import { macForLicence } from '../licences/licence-format';
import { hashSecret, newSecret } from '../../../lib/secrets';

export interface NewOrder {
  values: typeof orders.$inferInsert & { id: string };
  /** The customer's order-page token: only in the confirmation mail, the database keeps its hash. */
  trackingToken: string;
}

/** What an order keeps of its product: its key, its title in both languages and its price when ordered. */
export interface OrderedProduct {
  key: string;
  title: Record<Language, string>;
  priceExclVatCents: number;
}

/**
 * The order a licence order message starts, with the product's title and price at that moment and the MAC
 * address in the form the processor reports (12 upper-case hex digits).
 */
export function newOrder(
  messageId: string,
  payload: LicenceOrderPayload,
  language: Language,
  product: OrderedProduct,
): NewOrder {
  if (product.key !== payload.driverName)
    throw new Error(`order for ${payload.driverName} given ${product.key}`);
  const trackingToken = newSecret();
  return {
    trackingToken,
    values: {
      id: randomUUID(),
      messageId,
      driver: product.key,
      driverTitle: product.title,
      mac: macForLicence(payload.mac),
      priceExclVatCents: product.priceExclVatCents,
      customer: storedBuyer(payload),
      language,
      trackingTokenHash: hashSecret(trackingToken),
    },
  };
}
