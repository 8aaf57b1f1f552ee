import type { Language } from '../../shared/language';
import { invoiceDocumentMessages } from '../../server/features/orders/invoices/invoice-document-messages';
import { receiptMessages } from '../../server/features/orders/invoices/receipt-messages';
import { orderMailMessages } from '../../server/features/orders/mails/order-mail-messages';
import { type IdsOf, type TextOf, textOf } from './interface-text';

/**
 * The words of what the server writes about an order (its mails, the invoice and the receipt), as the
 * server's own catalogues give them, so that a test reads a subject or a PDF without copying its wording.
 */
const catalogues = [orderMailMessages, invoiceDocumentMessages, receiptMessages] as const;

export type ServerText = TextOf<IdsOf<(typeof catalogues)[number]>>;

/** The server's words in `language`. */
export function serverText(language: Language): ServerText {
  return textOf(catalogues, language);
}
