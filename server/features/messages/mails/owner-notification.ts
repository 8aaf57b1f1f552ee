import { formatPriceExclVat } from '../../../../shared/i18n/price';
import type { Language } from '../../../../shared/language';
import type { LicenceOrderPayload } from '../../../../shared/message-schemas';
import { type Translate, translator } from '../../../lib/i18n/catalogue';
import { type MailBlock, type MailField, renderMailBody } from '../../../mail/mail-body';
import { type MailContent, mailContent } from '../../../mail/mail-content';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '../confirmation-limit';
import { ownerNotificationMessages } from './owner-notification-messages';
import type { StoredMessage } from './stored-message';

/**
 * The owner's notification, in the owner's language (`MAIL_TO_LANGUAGE`): a subject that says what arrived,
 * `Reply-To` the sender so answering is one click, and every field the visitor typed.
 */
export function ownerNotification(
  message: StoredMessage,
  options: {
    mailTo: string;
    language: Language;
    /** For a licence order: whether the customer's confirmation was queued, or held back by the limit. */
    customerConfirmed?: boolean;
    /** The message in the back office (signing in first if need be). */
    link?: string;
  },
): MailContent {
  const { language } = options;
  const t = translator(ownerNotificationMessages, language);
  const common: MailField[] = [
    [t('label.language'), t(`language.${message.language}`)],
    [t('label.received'), formatReceived(message.createdAt)],
    [t('label.reference'), message.id],
  ];

  let subject: string;
  let blocks: MailBlock[];
  const { payload } = message;
  if (payload.type === 'driver') {
    const { ordered } = message;
    const title = ordered?.title[language] ?? payload.driverName;
    const name = `${payload.firstName} ${payload.lastName}`;
    const company = payload.company.trim();
    // An individual has no company: the subject names the person instead, and no empty line is listed.
    subject = t('order.subject', { driver: title, company: company || name });
    const orderIntro =
      options.customerConfirmed === false
        ? t('order.introUnconfirmed', {
            name,
            email: payload.email,
            limit: CONFIRMATIONS_PER_ADDRESS_PER_DAY,
          })
        : t('order.intro', { name });
    blocks = [
      { kind: 'paragraph', text: orderIntro },
      {
        kind: 'fields',
        fields: [
          [t('label.driver'), t('driver.value', { title, key: payload.driverName })],
          [
            t('label.price'),
            ordered ? formatPriceExclVat(ordered.priceExclVatCents, language) : t('price.unknown'),
          ],
          ...(company ? [[t('label.company'), payload.company] as const] : []),
          [t('label.firstName'), payload.firstName],
          [t('label.lastName'), payload.lastName],
          [t('label.address'), payload.address],
          ...buyerFields(payload, language, t),
          [t('label.email'), payload.email],
          [t('label.mac'), payload.mac],
          ...common,
        ],
      },
    ];
  } else {
    const isInfoRequest = message.kind === 'info_request';
    subject = isInfoRequest
      ? t('info.subject', { email: payload.email })
      : t('contact.subject', { name: payload.name });
    const sender: MailField[] = isInfoRequest
      ? [[t('label.email'), payload.email]]
      : [
          [t('label.name'), payload.name],
          [t('label.email'), payload.email],
        ];
    blocks = [
      { kind: 'paragraph', text: t(isInfoRequest ? 'info.intro' : 'contact.intro') },
      { kind: 'fields', fields: [...sender, ...common] },
      { kind: 'heading', text: t('label.message') },
      { kind: 'preformatted', text: payload.message },
    ];
  }

  if (options.link) blocks.push({ kind: 'link', text: t('open'), href: options.link });
  return mailContent({
    to: options.mailTo,
    replyTo: message.email,
    subject,
    ...renderMailBody(blocks, { language, title: subject }),
  });
}

function formatReceived(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
}

/** The invoicing fields the order form added (issue 21), those given. */
function buyerFields(
  payload: LicenceOrderPayload,
  language: Language,
  t: Translate<(typeof ownerNotificationMessages)['en']>,
): [string, string][] {
  const fields: [string, string][] = [];
  if (payload.postcode || payload.city)
    fields.push([t('label.town'), [payload.postcode, payload.city].filter(Boolean).join(' ')]);
  if (payload.country)
    fields.push([
      t('label.country'),
      new Intl.DisplayNames([language], { type: 'region' }).of(payload.country) ?? payload.country,
    ]);
  if (payload.buyerType) fields.push([t('label.buyerType'), t(`buyerType.${payload.buyerType}`)]);
  if (payload.siren) fields.push(['SIREN', payload.siren]);
  if (payload.vatNumber) fields.push([t('label.vatNumber'), payload.vatNumber]);
  return fields;
}
