import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { driverNameInSentence } from '../../../../shared/driver-name';
import { intlLocale } from '../../../../shared/i18n/intl-locale';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';
import type { Language } from '../../../../shared/language';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { invoices, licences, orders } from '../../../db/schema';
import { orderReceipt } from '../tracking/order-receipt';
import type { OrderMailKind } from '../model/order-mail-kind';
import { translator } from '../../../lib/i18n/catalogue';
import type { LegalDetails } from '../../../config/legal-details';
import { currentLegalDetails, type LegalDetailsSource } from '../../../lib/seller-details';
import { dateInFrance } from '../../../../shared/date-in-france';
import { formatMoney } from '../invoices/invoice-totals';
import { paymentDetails } from '../invoices/payment-details';
import { licenceFileName } from '../licences/licence-format';
import { linkBaseUrl } from '../../../lib/link-base-url';
import { type MailBlock, renderMailBody } from '../../../mail/mail-body';
import { type MailContent, mailContent } from '../../../mail/mail-content';
import { type MailRenderers, NOT_TO_SEND } from '../../../outbox/outbox-worker';
import { orderMailMessages } from './order-mail-messages';
import { orderPageLink } from '../../../../shared/order-link';

/** The link to the order's page each customer mail carries (absent from mails queued before it existed). */
const pageLink = { orderPageToken: z.string().optional() };
const invoicePayload = z.object({ orderId: z.uuid(), invoiceId: z.uuid(), ...pageLink });
/** `previousMac`: a re-issue, which replaces it; without it, the first licence, sent with the payment's receipt. */
const licencePayload = z.object({
  ...pageLink,
  orderId: z.uuid(),
  licenceId: z.uuid(),
  previousMac: z.string().optional(),
});
const cancelledPayload = z.object({ orderId: z.uuid(), creditNoteId: z.uuid().nullable(), ...pageLink });
const reminderPayload = z.object({ orderId: z.uuid() });
/** `licence`: what became of the customer's licence, so the mail says it. */
const refundedPayload = z.object({
  ...pageLink,
  orderId: z.uuid(),
  creditNoteId: z.uuid(),
  licence: z.enum(['revoked', 'kept', 'none']),
});
const paymentReminderPayload = z.object({ orderId: z.uuid(), invoiceId: z.uuid(), ...pageLink });

type Order = typeof orders.$inferSelect;
type Invoice = typeof invoices.$inferSelect;

/** The Pay by card link printed on the invoice, if it was issued with one. */
function cardPaymentLinkOf(invoice: Invoice): string | null {
  const { payment } = storedInvoiceContentSchema.parse(invoice.content);
  return payment && 'cardPaymentLink' in payment ? (payment.cardPaymentLink ?? null) : null;
}

/**
 * How the outbox renders an order's mails when it sends them: the customer's in the language they ordered in,
 * with the document attached as it was issued; the owner's reminder in the owner's language.
 */
export function orderMailRenderers(options: {
  db: Db;
  env: Pick<
    Env,
    | 'MAIL_TO'
    | 'MAIL_TO_LANGUAGE'
    | 'PUBLIC_BASE_URL'
    | 'HOST'
    | 'PORT'
    | 'PAYMENT_LINK_TEMPLATE'
    | 'STRIPE_SECRET_KEY'
  >;
  business: BusinessSettings;
  /** The seller's bank details are read when each mail is written: the latest the owner set. */
  legalSource: LegalDetailsSource;
}): MailRenderers<OrderMailKind> {
  const { db, env, business, legalSource } = options;
  const replyTo = env.MAIL_TO;
  const loadOrder = async (id: string): Promise<Order> => {
    const [order] = await db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new Error(`order ${id} not found`);
    return order;
  };
  const loadInvoice = async (id: string) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id));
    if (!invoice) throw new Error(`invoice ${id} not found`);
    return invoice;
  };
  const signature = (language: Language): MailBlock => ({
    kind: 'lines',
    lines: [
      translator(orderMailMessages, language)('closing'),
      business.ownerName,
      business.businessName,
      business.phone,
    ],
  });
  const customerMail = (
    order: Order,
    subject: string,
    blocks: MailBlock[],
    attachments: MailContent['attachments'],
    orderPageToken: string | undefined,
  ): MailContent => {
    const language = languageOf(order);
    const pageLink: MailBlock[] = orderPageToken
      ? [
          {
            kind: 'link',
            text: translator(orderMailMessages, language)('orderPage'),
            href: orderPageLink(linkBaseUrl(env), orderPageToken),
          },
        ]
      : [];
    return mailContent({
      to: order.customer.email,
      replyTo,
      subject,
      ...renderMailBody([...blocks, ...pageLink, signature(language)], { language, title: subject }),
      attachments,
    });
  };

  /** The ways to pay an invoice, as its mail and its reminders give them: card, online link, transfer. */
  const paymentBlocks = (invoice: Invoice, language: Language, legal: LegalDetails): MailBlock[] => {
    const t = translator(orderMailMessages, language);
    const payment = paymentDetails(invoice, legal, env.PAYMENT_LINK_TEMPLATE);
    const cardLink = env.STRIPE_SECRET_KEY ? cardPaymentLinkOf(invoice) : null;
    return [
      ...(cardLink ? [{ kind: 'link' as const, text: t('invoice.payByCard'), href: cardLink }] : []),
      ...(payment.paymentLink
        ? [{ kind: 'link' as const, text: t('invoice.payOnline'), href: payment.paymentLink }]
        : []),
      {
        kind: 'heading',
        text: t('invoice.transfer', { paymentLink: cardLink || payment.paymentLink ? 'yes' : 'no' }),
      },
      {
        kind: 'fields',
        fields: [
          [t('invoice.beneficiary'), payment.beneficiary],
          [t('invoice.iban'), payment.iban],
          [t('invoice.bic'), payment.bic],
          [t('invoice.amount'), formatMoney(payment.amountCents, language)],
          [t('invoice.reference'), payment.invoiceNumber],
        ],
      },
      { kind: 'paragraph', text: t('invoice.qr') },
    ];
  };
  const invoiceAttachment = (invoice: Invoice): MailContent['attachments'] => [
    { filename: `${invoice.number}.pdf`, content: Buffer.from(invoice.pdf), contentType: 'application/pdf' },
  ];

  return {
    order_invoice: async (entry) => {
      const ids = invoicePayload.parse(entry.payload);
      const [order, invoice] = await Promise.all([loadOrder(ids.orderId), loadInvoice(ids.invoiceId)]);
      const language = languageOf(order);
      const t = translator(orderMailMessages, language);
      const legal = await currentLegalDetails(legalSource);
      const payment = paymentDetails(invoice, legal, env.PAYMENT_LINK_TEMPLATE);
      const amount = formatMoney(payment.amountCents, language);
      const values = { number: invoice.number, driver: driverInSentence(order, language) };
      return customerMail(
        order,
        t('invoice.subject', values),
        [
          { kind: 'paragraph', text: t('greeting') },
          {
            kind: 'paragraph',
            text: t('invoice.body', { ...values, amount, dueDate: formatDate(payment.dueDate, language) }),
          },
          ...paymentBlocks(invoice, language, legal),
          { kind: 'paragraph', text: t('invoice.next'), strong: true },
        ],
        invoiceAttachment(invoice),
        ids.orderPageToken,
      );
    },

    order_payment_reminder: async (entry) => {
      const ids = paymentReminderPayload.parse(entry.payload);
      const [order, invoice] = await Promise.all([loadOrder(ids.orderId), loadInvoice(ids.invoiceId)]);
      // Paid or cancelled since the reminder was queued: it has nothing left to ask.
      if (order.status !== 'invoiced') return NOT_TO_SEND;
      const language = languageOf(order);
      const t = translator(orderMailMessages, language);
      const legal = await currentLegalDetails(legalSource);
      const payment = paymentDetails(invoice, legal, env.PAYMENT_LINK_TEMPLATE);
      const values = {
        number: invoice.number,
        driver: driverInSentence(order, language),
        amount: formatMoney(payment.amountCents, language),
        dueDate: formatDate(payment.dueDate, language),
      };
      const overdue = dateInFrance(new Date()) > payment.dueDate;
      return customerMail(
        order,
        t('paymentReminder.subject', values),
        [
          { kind: 'paragraph', text: t('greeting') },
          {
            kind: 'paragraph',
            text: t(overdue ? 'paymentReminder.bodyOverdue' : 'paymentReminder.body', values),
          },
          ...paymentBlocks(invoice, language, legal),
          { kind: 'paragraph', text: t('paymentReminder.crossed') },
        ],
        invoiceAttachment(invoice),
        ids.orderPageToken,
      );
    },

    order_licence: async (entry) => {
      const ids = licencePayload.parse(entry.payload);
      const order = await loadOrder(ids.orderId);
      const [licence] = await db.select().from(licences).where(eq(licences.id, ids.licenceId));
      if (!licence) throw new Error(`licence ${ids.licenceId} not found`);
      const language = languageOf(order);
      const t = translator(orderMailMessages, language);
      const driver = driverInSentence(order, language);
      const fileName = licenceFileName(order.driver, licence.mac);
      // A re-issue says what it replaces; only the first licence thanks for the payment, its receipt attached.
      const { previousMac } = ids;
      const receipt = previousMac ? null : await orderReceipt(db, order);
      return customerMail(
        order,
        t(previousMac ? 'reissued.subject' : 'licence.subject', { driver: driverTitle(order, language) }),
        [
          { kind: 'paragraph', text: t('greeting') },
          {
            kind: 'paragraph',
            text: previousMac
              ? t('reissued.body', { driver, mac: licence.mac, previousMac })
              : t('licence.body', { driver, mac: licence.mac }),
          },
          { kind: 'heading', text: t('licence.steps') },
          {
            kind: 'lines',
            lines: [
              t('licence.step1', { fileName }),
              t('licence.step2', { system: business.controlSystemBrand, driver }),
              t('licence.step3'),
              t('licence.step4'),
            ],
          },
          ...(receipt ? [{ kind: 'paragraph' as const, text: t('licence.receipt') }] : []),
          { kind: 'paragraph', text: t('licence.keep') },
        ],
        [
          { filename: fileName, content: Buffer.from(licence.text, 'ascii'), contentType: 'text/plain' },
          ...(receipt
            ? [
                {
                  filename: receipt.fileName,
                  content: Buffer.from(receipt.pdf),
                  contentType: 'application/pdf',
                },
              ]
            : []),
        ],
        ids.orderPageToken,
      );
    },

    order_cancelled: async (entry) => {
      const ids = cancelledPayload.parse(entry.payload);
      const order = await loadOrder(ids.orderId);
      const language = languageOf(order);
      const t = translator(orderMailMessages, language);
      const driver = driverInSentence(order, language);
      const creditNote = ids.creditNoteId ? await loadInvoice(ids.creditNoteId) : null;
      const credited = creditNote?.creditsInvoiceId ? await loadInvoice(creditNote.creditsInvoiceId) : null;
      return customerMail(
        order,
        t('cancelled.subject', { driver }),
        [
          { kind: 'paragraph', text: t('greeting') },
          { kind: 'paragraph', text: t('cancelled.body', { driver }) },
          ...(creditNote
            ? [
                {
                  kind: 'paragraph' as const,
                  text: t('cancelled.creditNote', {
                    number: creditNote.number,
                    invoice: credited?.number ?? '',
                  }),
                },
              ]
            : []),
          { kind: 'paragraph', text: t('cancelled.question') },
        ],
        creditNote
          ? [
              {
                filename: `${creditNote.number}.pdf`,
                content: Buffer.from(creditNote.pdf),
                contentType: 'application/pdf',
              },
            ]
          : undefined,
        ids.orderPageToken,
      );
    },

    order_refunded: async (entry) => {
      const ids = refundedPayload.parse(entry.payload);
      const order = await loadOrder(ids.orderId);
      const language = languageOf(order);
      const t = translator(orderMailMessages, language);
      const driver = driverInSentence(order, language);
      const creditNote = await loadInvoice(ids.creditNoteId);
      const credited = creditNote.creditsInvoiceId ? await loadInvoice(creditNote.creditsInvoiceId) : null;
      const licence =
        ids.licence === 'none'
          ? []
          : [{ kind: 'paragraph' as const, text: t(`refunded.licence.${ids.licence}`, { mac: order.mac }) }];
      return customerMail(
        order,
        t('refunded.subject', { driver }),
        [
          { kind: 'paragraph', text: t('greeting') },
          {
            kind: 'paragraph',
            text: t('refunded.body', {
              driver,
              amount: formatMoney(-creditNote.totalInclVatCents, language),
              invoice: credited?.number ?? '',
              number: creditNote.number,
            }),
          },
          ...licence,
          { kind: 'paragraph', text: t('cancelled.question') },
        ],
        [
          {
            filename: `${creditNote.number}.pdf`,
            content: Buffer.from(creditNote.pdf),
            contentType: 'application/pdf',
          },
        ],
        ids.orderPageToken,
      );
    },

    order_invoice_reminder: async (entry) => {
      const { orderId } = reminderPayload.parse(entry.payload);
      const order = await loadOrder(orderId);
      const language = env.MAIL_TO_LANGUAGE;
      const t = translator(orderMailMessages, language);
      const customer = `${order.customer.firstName} ${order.customer.lastName}`.trim();
      const subject = t('reminder.subject', { customer });
      const link = `${linkBaseUrl(env).replace(/\/+$/, '')}/user/orders/${order.id}`;
      return mailContent({
        to: env.MAIL_TO,
        replyTo: order.customer.email,
        subject,
        ...renderMailBody(
          [
            {
              kind: 'paragraph',
              text: t('reminder.body', {
                driver: driverInSentence(order, language),
                customer,
                company: order.customer.company,
                receivedAt: formatDateTime(order.createdAt, language),
              }),
            },
            { kind: 'link', text: t('reminder.action'), href: link },
          ],
          { language, title: subject },
        ),
      });
    },
  };
}

function languageOf(order: Order): Language {
  return order.language;
}

function driverTitle(order: Order, language: Language): string {
  return order.driverTitle[language];
}

function driverInSentence(order: Order, language: Language): string {
  return driverNameInSentence(order.driverTitle[language], language);
}

const PARIS = 'Europe/Paris';

function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));
}

function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: PARIS,
  }).format(date);
}
