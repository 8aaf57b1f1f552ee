export type { QuoteContent, QuotedLine } from '../../../shared/quote-content';
