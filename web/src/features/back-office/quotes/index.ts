/** Installation quotes: the list, the editor of a draft or a revision, sending; and who may handle them. */
export { useQuotesAllowed } from './api';
