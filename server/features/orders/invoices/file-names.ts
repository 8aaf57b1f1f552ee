import { isLanguage, type Language } from '../../../../shared/language';
import { translator } from '../../../lib/i18n/catalogue';
import { fileNameMessages } from './file-name-messages';

/** The invoice register's file name for a period, without its extension (`.csv`, `.zip`). */
export function registerFileName(period: { from: string; to: string }, language: Language): string {
  return translator(fileNameMessages, language)('register', period);
}

/** The receipt's file name in the customer's language (English for a language the site does not have). */
export function receiptFileName(invoiceNumber: string, language: string): string {
  return translator(fileNameMessages, isLanguage(language) ? language : 'en')('receipt', {
    number: invoiceNumber,
  });
}
