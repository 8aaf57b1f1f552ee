/**
 * Numbers as the owner types them, in either language: `75`, `75,50`, `75.50`, `1 250` or `1.250,50`. A
 * separator followed by three digits groups thousands; the last one followed by one or two digits is the
 * decimal point. Anything else is not a number here (null).
 */
export function parseTypedDecimal(typed: string): number | null {
  const compact = typed.replace(/[\s\u00a0\u202f€%]/g, '');
  if (!/^\d[\d.,]*$/.test(compact) || /[.,]$/.test(compact)) return null;
  const parts = compact.split(/[.,]/);
  const last = parts.at(-1)!;
  const hasDecimals = parts.length > 1 && last.length <= 2;
  const whole = hasDecimals ? parts.slice(0, -1) : parts;
  const [first, ...groups] = whole;
  if (!first || groups.some((group) => group.length !== 3)) return null;
  if (groups.length > 0 && first.length > 3) return null;
  const integer = Number(whole.join(''));
  return hasDecimals ? integer + Number(last) / 10 ** last.length : integer;
}

/** A price in euros typed by the owner, in cents; null when it is not one. */
export function parseEurosToCents(typed: string): number | null {
  const value = parseTypedDecimal(typed);
  return value === null ? null : Math.round(value * 100);
}

/** Cents as the owner would type them back in the page's language: `75,50` or `75.50`, `75` when whole. */
export function centsAsTyped(cents: number, language: string): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return language === 'fr' ? text.replace('.', ',') : text;
}

/** A quantity or a percentage as the owner would type it back: `2,5` or `2.5`. */
export function numberAsTyped(value: number, language: string): string {
  const text = String(value);
  return language === 'fr' ? text.replace('.', ',') : text;
}
