import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { intlLocale } from '../../../shared/i18n/intl-locale';
import type { Language } from '../../../shared/language';
import type { BusinessSettings } from '../../../shared/public-settings';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { invoices, quoteVersions } from '../../db/schema';
import { translator } from '../../lib/i18n/catalogue';
import { linkBaseUrl } from '../../lib/link-base-url';
import { type MailBlock, renderMailBody } from '../../mail/mail-body';
import { mailContent } from '../../mail/mail-content';
import type { MailRenderers } from '../../outbox/outbox-worker';
import { formatDocumentDate, formatMoney } from '../orders';
import type { QuoteContent } from '../../../shared/quote-content';
import { projectContent } from './project-invoices';
import { quoteMailMessages } from './quote-mail-messages';
import type { QuoteMailKind } from './quote-store';

const sentPayload = z.object({ quoteId: z.uuid(), versionId: z.uuid(), token: z.string() });
const answerPayload = z.object({ quoteId: z.uuid(), versionId: z.uuid() });
const invoicePayload = z.object({ quoteId: z.uuid(), invoiceId: z.uuid(), token: z.string() });

/**
 * How the outbox renders a quote's mails: the customer's in the quote's language, with the PDF as sent and the
 * link to answer it; the owner's in the owner's language, with what the customer answered.
 */
export function quoteMailRenderers(options: {
  db: Db;
  env: Pick<Env, 'MAIL_TO' | 'MAIL_TO_LANGUAGE' | 'PUBLIC_BASE_URL' | 'HOST' | 'PORT'>;
  business: BusinessSettings;
}): MailRenderers<QuoteMailKind> {
  const { db, env, business } = options;
  const loadVersion = async (id: string) => {
    const [version] = await db.select().from(quoteVersions).where(eq(quoteVersions.id, id));
    if (!version) throw new Error(`quote version ${id} not found`);
    return version;
  };
  const customerName = (content: QuoteContent) => content.buyer.company || content.buyer.name;
  /** The owner's mail about a quote, with a link to it in the back office. */
  const ownerMail = (quoteId: string, subject: string, blocks: MailBlock[]) => {
    const link = `${linkBaseUrl(env).replace(/\/+$/, '')}/user/quotes/${quoteId}`;
    const action = translator(quoteMailMessages, env.MAIL_TO_LANGUAGE)('owner.action');
    return mailContent({
      to: env.MAIL_TO,
      replyTo: env.MAIL_TO,
      subject,
      ...renderMailBody([...blocks, { kind: 'link', text: action, href: link }], {
        language: env.MAIL_TO_LANGUAGE,
        title: subject,
      }),
    });
  };

  /**
   * The customer's mail with a project's invoice: what it asks and by when, the transfer details with the
   * invoice number as reference, the PDF (with its QR code) attached, and the link to the project's page.
   */
  const invoiceMail = async (entry: { payload: unknown }) => {
    const { invoiceId, token } = invoicePayload.parse(entry.payload);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) throw new Error(`invoice ${invoiceId} not found`);
    const content = projectContent(invoice);
    const language = content.locale;
    const t = translator(quoteMailMessages, language);
    const money = (cents: number) => formatMoney(cents, language);
    const values = {
      invoice: content.number,
      number: content.quote.number,
      business: business.businessName,
      amount: money(content.dueCents),
      total: money(content.totals.grossCents),
      dueDate: formatDocumentDate(content.dueDate ?? content.issueDate, language),
    };
    const subject = t(
      content.stage === 'deposit' ? 'invoice.depositSubject' : 'invoice.finalSubject',
      values,
    );
    const body =
      content.stage === 'deposit'
        ? t('invoice.depositBody', values)
        : content.deposit
          ? t('invoice.finalBody', values)
          : t('invoice.finalBodyNoDeposit', values);
    const link = `${linkBaseUrl(env).replace(/\/+$/, '')}/#/quote/${token}`;
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: t('greeting', { name: content.buyer.name }) },
      { kind: 'paragraph', text: body },
      { kind: 'link', text: t('invoice.action'), href: link },
      ...(content.payment
        ? ([
            { kind: 'heading', text: t('invoice.transfer') },
            {
              kind: 'fields',
              fields: [
                [t('invoice.beneficiary'), content.payment.beneficiary],
                [t('invoice.iban'), content.payment.iban],
                [t('invoice.bic'), content.payment.bic],
                [t('invoice.amount'), money(content.dueCents)],
                [t('invoice.reference'), content.number],
              ],
            },
            { kind: 'paragraph', text: t('invoice.qr') },
          ] satisfies MailBlock[])
        : []),
      { kind: 'paragraph', text: t('sent.questions', { phone: business.phone }) },
      { kind: 'lines', lines: [t('closing'), business.ownerName, business.businessName, business.phone] },
    ];
    return mailContent({
      to: content.buyer.email,
      replyTo: env.MAIL_TO,
      subject,
      ...renderMailBody(blocks, { language, title: subject }),
      attachments: [
        {
          filename: `${content.number}.pdf`,
          content: Buffer.from(invoice.pdf),
          contentType: 'application/pdf',
        },
      ],
    });
  };

  return {
    quote_deposit_invoice: invoiceMail,
    quote_final_invoice: invoiceMail,
    quote_sent: async (entry) => {
      const { versionId, token } = sentPayload.parse(entry.payload);
      const version = await loadVersion(versionId);
      const { content } = version;
      const language = content.language;
      const t = translator(quoteMailMessages, language);
      const values = { number: content.number, business: business.businessName, version: content.version };
      const subject = content.version > 1 ? t('sent.subjectRevised', values) : t('sent.subject', values);
      const link = `${linkBaseUrl(env).replace(/\/+$/, '')}/#/quote/${token}`;
      const blocks: MailBlock[] = [
        { kind: 'paragraph', text: t('greeting', { name: content.buyer.name }) },
        {
          kind: 'paragraph',
          text: t('sent.body', {
            number: content.number,
            amount: formatMoney(content.totals.grossCents, language),
            validUntil: formatDocumentDate(content.validUntil, language),
          }),
        },
        ...(content.version > 1 ? [{ kind: 'paragraph' as const, text: t('sent.revised') }] : []),
        {
          kind: 'paragraph',
          text:
            content.deposit.percent > 0
              ? t('sent.deposit', {
                  percent: content.deposit.percent,
                  deposit: formatMoney(content.deposit.grossCents, language),
                })
              : t('sent.noDeposit'),
        },
        { kind: 'link', text: t('sent.action'), href: link },
        { kind: 'paragraph', text: t('sent.online') },
        { kind: 'paragraph', text: t('sent.questions', { phone: business.phone }) },
        {
          kind: 'lines',
          lines: [t('closing'), business.ownerName, business.businessName, business.phone],
        },
      ];
      return mailContent({
        to: version.content.buyer.email,
        replyTo: env.MAIL_TO,
        subject,
        ...renderMailBody(blocks, { language, title: subject }),
        attachments: [
          {
            filename: `${quoteFileName(content)}.pdf`,
            content: Buffer.from(version.pdf),
            contentType: 'application/pdf',
          },
        ],
      });
    },

    quote_accepted: async (entry) => {
      const { quoteId, versionId } = answerPayload.parse(entry.payload);
      const version = await loadVersion(versionId);
      const { content } = version;
      const language = env.MAIL_TO_LANGUAGE;
      const t = translator(quoteMailMessages, language);
      const name = version.acceptedName ?? '';
      return ownerMail(quoteId, t('accepted.subject', { number: content.number, name }), [
        {
          kind: 'paragraph',
          text: t('accepted.body', {
            name,
            number: content.number,
            customer: customerName(content),
            acceptedAt: formatDateTime(version.acceptedAt ?? new Date(), language),
          }),
        },
        {
          kind: 'fields',
          fields: [
            [t('accepted.amount'), formatMoney(content.totals.grossCents, language)],
            [t('accepted.deposit'), formatMoney(content.deposit.grossCents, language)],
            [t('accepted.evidence'), version.pdfSha256],
          ],
        },
      ]);
    },

    quote_declined: async (entry) => {
      const { quoteId, versionId } = answerPayload.parse(entry.payload);
      const version = await loadVersion(versionId);
      const { content } = version;
      const language = env.MAIL_TO_LANGUAGE;
      const t = translator(quoteMailMessages, language);
      return ownerMail(quoteId, t('declined.subject', { number: content.number }), [
        {
          kind: 'paragraph',
          text: t('declined.body', {
            customer: customerName(content),
            number: content.number,
            declinedAt: formatDateTime(version.declinedAt ?? new Date(), language),
          }),
        },
        version.declineReason
          ? { kind: 'fields', fields: [[t('declined.reason'), version.declineReason]] }
          : { kind: 'paragraph', text: t('declined.noReason') },
      ]);
    },
  };
}

/** `D2026-0001` or, for a revision, `D2026-0001-v2`: the file name of the quote's PDF. */
export function quoteFileName(content: Pick<QuoteContent, 'number' | 'version'>): string {
  return content.version > 1 ? `${content.number}-v${content.version}` : content.number;
}

function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(date);
}
