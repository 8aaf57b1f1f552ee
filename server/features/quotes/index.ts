/**
 * The quotes feature's public module: installation quotes from a lead to the customer's online acceptance
 * (docs/decisions/017), their mails and the customer's page. The rest of server/features/quotes/ is its own.
 */
export { quoteMailRenderers } from './quote-mails';
export { quotesApi } from './quotes-api';
export { quotesRoutes } from './quotes-routes';
export { deleteExpiredQuotes } from './quote-retention';
