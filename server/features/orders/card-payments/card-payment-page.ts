import type { Language } from '../../../../shared/language';
import { escapeHtml } from '../../../lib/html/escape-html';
import { translator } from '../../../lib/i18n/catalogue';
import { formatDocumentDate, formatMoney } from '../invoices/invoice-totals';
import { cardPaymentMessages } from './card-payment-messages';

/** Where the invoice paid by the Pay by card link stands, as its page shows it. */
export type PayLinkState =
  | {
      kind: 'due';
      invoice: { number: string; totalInclVatCents: number; dueDate: string | null };
      /** Where the button starts a card payment; null when card payment is off. */
      payUrl: string | null;
      /** Back from Stripe: paid (`card`), or the payment could not be opened (`card_unavailable`). */
      returned: 'card' | 'card_unavailable' | null;
    }
  | { kind: 'paid' | 'closed'; invoice: { number: string } };

/**
 * The page of the invoice's Pay by card link: the invoice's number, what is due and a button to pay it, or that
 * it is paid. It shows nothing else of the order (no buyer, no documents, no licence): the link is printed on
 * the invoice, and whoever holds the invoice may pay it, not take what it pays for.
 */
export function payLinkPage(language: Language, state: PayLinkState): string {
  const t = translator(cardPaymentMessages, language);
  const paragraphs: string[] = [];
  let button: { url: string; label: string } | null = null;
  if (state.kind === 'due') {
    const { invoice } = state;
    const amount = formatMoney(invoice.totalInclVatCents, language);
    paragraphs.push(
      invoice.dueDate
        ? t('due', { amount, dueDate: formatDocumentDate(invoice.dueDate, language) })
        : t('dueNow', { amount }),
    );
    if (state.returned === 'card') paragraphs.push(t('received'));
    else if (!state.payUrl) paragraphs.push(t('noCard'));
    else {
      if (state.returned === 'card_unavailable') paragraphs.push(t('unavailable'));
      button = { url: state.payUrl, label: t('pay', { amount }) };
    }
  } else paragraphs.push(t(state.kind));
  return page(language, t('title', { number: state.invoice.number }), paragraphs, button);
}

function page(
  language: Language,
  title: string,
  paragraphs: string[],
  button: { url: string; label: string } | null,
): string {
  const body = paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (button) body.push(`<p><a href="${escapeHtml(button.url)}">${escapeHtml(button.label)}</a></p>`);
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body.join('\n')}
</main>
</body>
</html>
`;
}
