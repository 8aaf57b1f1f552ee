import { formatAmount } from '@shared/i18n/price';
import type { Language } from '@shared/language';

/**
 * A price in euros as the owner types it (`190`, `190.00`, `190,00`, `1 190,50`, with or without `€`), in
 * cents; null when it is not one.
 */
export function centsFromEuros(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the price field shows them: `190.00` in English, `190,00` in French. */
export function eurosFromCents(cents: number, language: Language): string {
  return formatAmount(cents, language);
}
