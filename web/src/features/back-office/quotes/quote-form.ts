import type { InboxMessage } from '@shared/inbox-schemas';
import type { Language } from '@shared/language';
import {
  DEFAULT_DEPOSIT_PERCENT,
  QUOTE_VALIDITY_DAYS,
  type QuoteDetails,
  type QuoteLine,
  type QuoteUnit,
  type QuoteVatRate,
  type UpdateQuoteRequest,
} from '@shared/quote-schemas';
import type { CountryCode } from '@shared/buyer-details';
import { dateInFrance } from '@shared/date-in-france';
import { buyerFieldsPayload, type BuyerValues, emptyBuyer } from '@/components/buyer-fields/buyer-fields';
import { centsAsTyped, numberAsTyped, parseEurosToCents, parseTypedDecimal } from './typed-numbers';

/** A line as typed: numbers kept as the owner wrote them until the quote is saved. */
export interface LineValues {
  /** Stable across moves, for React and for the focus. */
  key: number;
  description: string;
  quantity: string;
  unit: QuoteUnit;
  unitPrice: string;
  vatRatePercent: QuoteVatRate;
}

export interface QuoteFormValues {
  language: Language;
  buyer: BuyerValues;
  names: { firstName: string; lastName: string; email: string };
  lines: LineValues[];
  discount: string;
  deposit: string;
  validUntil: string;
  notes: string;
}

let lastKey = 0;
export const newLine = (): LineValues => ({
  key: ++lastKey,
  description: '',
  quantity: '1',
  unit: 'unit',
  unitPrice: '',
  vatRatePercent: 20,
});

/** Today in France plus the quote's usual validity. */
export function defaultValidUntil(now = new Date()): string {
  const today = new Date(`${dateInFrance(now)}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + QUOTE_VALIDITY_DAYS);
  return today.toISOString().slice(0, 10);
}

/**
 * A blank quote, or one answering an inbox message or written for a customer: the lead's name, e-mail, address
 * and language carried over.
 */
export function newQuoteValues(
  language: Language,
  message?: Pick<InboxMessage, 'locale' | 'email' | 'fields'>,
): QuoteFormValues {
  const fields = message?.fields ?? {};
  const [first = '', ...rest] = (fields.name ?? '').trim().split(/\s+/);
  const country = (fields.country as CountryCode | undefined) ?? emptyBuyer.country;
  return {
    language: message?.locale ?? language,
    buyer: {
      ...emptyBuyer,
      buyerType: fields.company ? 'business' : 'individual',
      company: fields.company ?? '',
      address: fields.address ?? '',
      postcode: fields.postcode ?? '',
      city: fields.city ?? '',
      country,
      siren: fields.siren ?? '',
      vatNumber: fields.vatNumber ?? '',
    },
    names: {
      firstName: fields.firstName ?? first,
      lastName: fields.lastName ?? rest.join(' '),
      email: message?.email ?? fields.email ?? '',
    },
    lines: [newLine()],
    discount: '0',
    deposit: String(DEFAULT_DEPOSIT_PERCENT),
    validUntil: defaultValidUntil(),
    notes: '',
  };
}

/** A saved quote as the editor starts it, numbers written back in the page's language. */
export function quoteValues(quote: QuoteDetails, language: Language): QuoteFormValues {
  const { buyer } = quote;
  return {
    language: quote.language,
    buyer: {
      buyerType: buyer.buyerType,
      company: buyer.company,
      address: buyer.address,
      postcode: buyer.postcode,
      city: buyer.city,
      country: buyer.country,
      siren: buyer.siren ?? '',
      vatNumber: buyer.vatNumber ?? '',
    },
    names: { firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email },
    lines: quote.lines.map((line) => ({
      key: ++lastKey,
      description: line.description,
      quantity: numberAsTyped(line.quantity, language),
      unit: line.unit,
      unitPrice: centsAsTyped(line.unitPriceCents, language),
      vatRatePercent: line.vatRatePercent,
    })),
    discount: numberAsTyped(quote.discountPercent, language),
    deposit: String(quote.depositPercent),
    validUntil: quote.validUntil,
    notes: quote.notes,
  };
}

const hundredths = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

function parseQuantity(typed: string): number | null {
  const value = parseTypedDecimal(typed);
  return value !== null && value > 0 && value <= 100_000 && hundredths(value) ? value : null;
}

export function parseDiscount(typed: string): number | null {
  if (!typed.trim()) return 0;
  const value = parseTypedDecimal(typed);
  return value !== null && value <= 100 && hundredths(value) ? value : null;
}

export function parseDeposit(typed: string): number | null {
  const value = parseTypedDecimal(typed);
  return value !== null && value <= 100 && Number.isInteger(value) ? value : null;
}

/** A line's amounts once its numbers read, or null while one is still to be typed. */
export function lineOf(line: LineValues): QuoteLine | null {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseEurosToCents(line.unitPrice);
  if (quantity === null || unitPriceCents === null) return null;
  return {
    description: line.description.trim(),
    quantity,
    unit: line.unit,
    unitPriceCents,
    vatRatePercent: line.vatRatePercent,
  };
}

/** What the browser already knows is wrong, by the server's field paths (`lines.0.quantity`, `discountPercent`). */
export function typedProblems(values: QuoteFormValues): Record<string, true> {
  const problems: Record<string, true> = {};
  values.lines.forEach((line, index) => {
    if (!line.description.trim()) problems[`lines.${index}.description`] = true;
    if (parseQuantity(line.quantity) === null) problems[`lines.${index}.quantity`] = true;
    if (parseEurosToCents(line.unitPrice) === null) problems[`lines.${index}.unitPriceCents`] = true;
  });
  if (parseDiscount(values.discount) === null) problems.discountPercent = true;
  if (parseDeposit(values.deposit) === null) problems.depositPercent = true;
  return problems;
}

/** The request the form sends, once `typedProblems` found nothing. */
export function quoteRequest(values: QuoteFormValues): UpdateQuoteRequest {
  const {
    postcode = '',
    city = '',
    country = values.buyer.country,
    buyerType = values.buyer.buyerType,
    ...rest
  } = buyerFieldsPayload(values.buyer);
  return {
    language: values.language,
    buyer: { ...rest, postcode, city, country, buyerType, ...values.names },
    lines: values.lines.map((line) => lineOf(line)!),
    discountPercent: parseDiscount(values.discount) ?? 0,
    depositPercent: parseDeposit(values.deposit) ?? DEFAULT_DEPOSIT_PERCENT,
    validUntil: values.validUntil,
    notes: values.notes.trim(),
  };
}
