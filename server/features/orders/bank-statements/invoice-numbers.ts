/**
 * Invoice numbers (`F2026-0007`) quoted in a transfer's remittance text, as customers and banks write them:
 * in any case, with or without separators inside (`f 2026/0007`, `F20260007`), glued to other text or not
 * (`REF:F2026-0007/LICENCE`, an RF creditor reference). Each comes out as we print it, once.
 */
export function invoiceNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/F[\s\-_./:]*(20\d{2})[\s\-_./:]*(\d{4,6})(?!\d)/gi)) {
    const [, year, number] = match;
    found.add(`F${year}-${String(Number(number)).padStart(4, '0')}`);
  }
  return [...found];
}
