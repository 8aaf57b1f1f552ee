import { driverNameInSentence } from '../../../../shared/driver-name';
import { formatPriceExclVat } from '../../../../shared/i18n/price';
import type { BusinessSettings } from '../../../../shared/public-settings';
import { translator } from '../../../lib/i18n/catalogue';
import { renderMailBody } from '../../../mail/mail-body';
import { type MailContent, mailContent } from '../../../mail/mail-content';
import { customerConfirmationMessages } from './customer-confirmation-messages';
import type { StoredMessage } from './stored-message';

/**
 * The customer's confirmation of a licence order, in the language they used, restating the promise. The
 * driver and its price are the order's, the MAC address is the one value typed by the visitor it
 * repeats (validated as six hex pairs): the order form cannot relay a stranger's text.
 */
export function customerConfirmation(
  message: StoredMessage,
  options: {
    mailTo: string;
    business: BusinessSettings;
    orderLink?: string;
    /** Whether invoices carry a payment link (PAYMENT_LINK_TEMPLATE): the promise says only what is true. */
    paymentLink: boolean;
    /** The order's number, to quote when writing about it. */
    orderNumber?: number;
  },
): MailContent {
  const { payload, language } = message;
  if (payload.type !== 'driver') throw new Error(`no confirmation for a ${message.kind}`);
  const t = translator(customerConfirmationMessages, language);
  // The driver and its price as the order keeps them: what the customer ordered, whatever changed since.
  const title = message.ordered?.title[language] ?? payload.driverName;
  const inSentence = driverNameInSentence(title, language);
  const price = message.ordered ? formatPriceExclVat(message.ordered.priceExclVatCents, language) : '';
  const { business } = options;
  const subject = t('subject', { driver: title });
  return mailContent({
    to: payload.email,
    replyTo: options.mailTo,
    subject,
    ...renderMailBody(
      [
        { kind: 'paragraph', text: t('greeting') },
        { kind: 'paragraph', text: t('thanks', { driver: inSentence, price }) },
        {
          kind: 'paragraph',
          text: t('promise', { paymentLink: options.paymentLink ? 'yes' : 'no' }),
          strong: true,
        },
        { kind: 'heading', text: t('summary') },
        {
          kind: 'fields',
          fields: [
            ...(options.orderNumber === undefined
              ? []
              : [[t('label.number'), String(options.orderNumber)] satisfies [string, string]]),
            [t('label.driver'), title],
            [t('label.price'), price],
            [t('label.mac'), payload.mac],
          ],
        },
        ...(options.orderLink
          ? [
              { kind: 'paragraph' as const, text: t('follow') },
              { kind: 'link' as const, text: t('follow.action'), href: options.orderLink },
            ]
          : []),
        { kind: 'paragraph', text: t('correction') },
        {
          kind: 'lines',
          lines: [t('closing'), business.ownerName, business.businessName, business.phone],
        },
      ],
      { language, title: subject },
    ),
  });
}
