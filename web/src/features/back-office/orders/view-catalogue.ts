import type { FeatureMessagesModule } from '@/i18n/catalogue';
import { ordersMessages } from './orders-messages';
import { paymentsMessages } from './payments-messages';

/** What the views of this folder show besides the layout's messages: the orders' and the payments'. */
export const ordersViewMessages: FeatureMessagesModule = {
  en: { ...ordersMessages.en, ...paymentsMessages.en },
  fr: { ...ordersMessages.fr, ...paymentsMessages.fr },
};
