import { shellMessages } from './shell-messages';
import type { accountMessages } from '@/features/account/account-messages';
import type { backOfficeMessages } from '@/features/back-office/back-office-messages';
import type { inboxMessages } from '@/features/back-office/inbox/inbox-messages';
import type { invoicesMessages } from '@/features/back-office/invoices/invoices-messages';
import type { ordersMessages } from '@/features/back-office/orders/orders-messages';
import type { paymentsMessages } from '@/features/back-office/payments/payments-messages';
import type { productsMessages } from '@/features/back-office/products/products-messages';
import type { quotesMessages } from '@/features/back-office/quotes/quotes-messages';
import type { customersMessages } from '@/features/back-office/customers/customers-messages';
import type { teamMessages } from '@/features/back-office/team/team-messages';
import type { todayMessages } from '@/features/back-office/today/today-messages';
import type { passkeysMessages } from '@/features/back-office/passkeys/passkeys-messages';
import type { myAccountMessages } from '@/features/back-office/my-account/my-account-messages';
import type { businessMessages } from '@/features/back-office/business/business-messages';
import type { contactMessages } from '@/features/contact/contact-messages';
import type { domikoMessages } from '@/features/domiko/domiko-messages';
import type { googleHomeMessages } from '@/features/google-home/google-home-messages';
import type { homeMessages } from '@/features/home/home-messages';
import type { installerMessages } from '@/features/installer/installer-messages';
import type { legalMessages } from '@/features/legal/legal-messages';
import type { netatmoMessages } from '@/features/netatmo/netatmo-messages';
import type { notFoundMessages } from '@/features/not-found/not-found-messages';
import type { orderTrackingMessages } from '@/features/order-tracking/order-tracking-messages';
import type { quotePageMessages } from '@/features/quote-page/quote-page-messages';
import type { servicesMessages } from '@/features/services/services-messages';
import type { sessionMessages } from '@/features/session/session-messages';
import type { storeMessages } from '@/features/store/store-messages';
import type { Language } from '@shared/language';

/**
 * The site's message ids, assembled here at the top of the app because they come from every feature's
 * catalogue. Only the shell's messages (top bar, menu, footer, error screens) are in the first download: each
 * feature's messages load with its page chunk (see `FeatureMessages` and the router), so a page does not pay
 * for the copy of the others.
 */
type FeatureCatalogue =
  | typeof shellMessages
  | typeof homeMessages
  | typeof contactMessages
  | typeof domikoMessages
  | typeof servicesMessages
  | typeof storeMessages
  | typeof installerMessages
  | typeof legalMessages
  | typeof sessionMessages
  | typeof backOfficeMessages
  | typeof ordersMessages
  | typeof invoicesMessages
  | typeof inboxMessages
  | typeof paymentsMessages
  | typeof productsMessages
  | typeof quotesMessages
  | typeof customersMessages
  | typeof teamMessages
  | typeof todayMessages
  | typeof passkeysMessages
  | typeof myAccountMessages
  | typeof businessMessages
  | typeof accountMessages
  | typeof googleHomeMessages
  | typeof netatmoMessages
  | typeof notFoundMessages
  | typeof orderTrackingMessages
  | typeof quotePageMessages;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;

type SiteMessageId = keyof UnionToIntersection<FeatureCatalogue['en']> & string;

export const shellCatalogue: Record<Language, Record<string, string>> = shellMessages;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: SiteMessageId;
    }
  }
}
