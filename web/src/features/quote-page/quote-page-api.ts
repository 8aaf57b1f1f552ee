import type {
  AcceptQuoteRequest,
  DeclineQuoteRequest,
  PublicQuoteView,
  QuoteStatus,
} from '@shared/quote-schemas';
import type { Language } from '@shared/language';
import { getJson, postJson } from '@/lib/api-client';

/**
 * The links the server hands out: as QUOTE_TOKEN_PATTERN in shared/quote-schemas.ts, not imported from there
 * since that module carries the server's schemas (a test keeps the two equal).
 */
export const quoteTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** What accepting or declining answers: the quote as answered. */
export interface QuoteAnswer {
  number: string;
  status: QuoteStatus;
  acceptedBy: string | null;
  acceptedAt: string | null;
  declinedAt: string | null;
}

const base = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/** `GET /api/public/quotes/:token`; an unknown token is a 404. */
export function fetchQuote(token: string, signal: AbortSignal): Promise<PublicQuoteView> {
  return getJson<PublicQuoteView>(base(token), { signal });
}

/**
 * `POST …/accept`: a 400 names the refused fields (`name`, `accept`), a 409 `quote_closed` says the quote can no
 * longer be answered. Refusals come in the page's language.
 */
export function acceptQuote(token: string, body: AcceptQuoteRequest, language: Language) {
  return postJson<QuoteAnswer>(`${base(token)}/accept`, body, { language });
}

/** `POST …/decline`, with the reason if one was given. */
export function declineQuote(token: string, body: DeclineQuoteRequest, language: Language) {
  return postJson<QuoteAnswer>(`${base(token)}/decline`, body, { language });
}

/**
 * `POST …/pay`: a Stripe Checkout Session for what is due, its address to go to. A 409 or 503 says card payment
 * is not available (switched off, nothing due).
 */
export function payByCard(token: string, language: Language) {
  return postJson<{ url: string }>(`${base(token)}/pay`, undefined, { language });
}

/** Leaves for the payment provider's page (a function of its own, so that tests can stand in for it). */
export function openCheckout(url: string): void {
  window.location.assign(url);
}
