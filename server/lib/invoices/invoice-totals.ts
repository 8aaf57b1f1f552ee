// TEMPORARY STUB (replaced by the invoices branch)
export function formatMoney(cents: number, locale: 'en' | 'fr'): string {
  return `${cents}${locale}`;
}
