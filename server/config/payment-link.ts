/** The placeholders of `PAYMENT_LINK_TEMPLATE`. */
const PLACEHOLDERS = ['{amount}', '{invoice}'] as const;

/**
 * The payment link of an invoice: the template with `{amount}` (euros with a dot, e.g. `300.00`) and
 * `{invoice}` (its number) filled in, each URL-encoded.
 */
export function fillPaymentLink(template: string, amountCents: number, invoiceNumber: string): string {
  return template
    .replaceAll('{amount}', encodeURIComponent((amountCents / 100).toFixed(2)))
    .replaceAll('{invoice}', encodeURIComponent(invoiceNumber));
}

/** Why a template cannot make payment links, or null when it can (checked when the server starts). */
export function paymentLinkTemplateProblem(template: string): string | null {
  const unknown = template
    .match(/\{[^}]*\}/g)
    // Widened only to ask includes() about any string; nothing is read as a placeholder that is not one.
    ?.find((found) => !(PLACEHOLDERS as readonly string[]).includes(found));
  if (unknown) return `unknown placeholder ${unknown} (use ${PLACEHOLDERS.join(' and ')})`;
  if (!PLACEHOLDERS.some((placeholder) => template.includes(placeholder)))
    return `must contain ${PLACEHOLDERS.join(' or ')}, so that each invoice gets its own link`;
  let url: URL;
  try {
    url = new URL(fillPaymentLink(template, 30_000, 'F2026-0001'));
  } catch {
    return 'must be a URL, e.g. https://pay.example.com/?amount={amount}&ref={invoice}';
  }
  return url.protocol === 'https:' ? null : 'must be an https:// URL';
}
