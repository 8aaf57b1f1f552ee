import type { InboxFilter, MessageStatus } from '@shared/inbox-schemas';
import type { MessageKind } from '@shared/message-payloads';

// Kept here rather than imported: the shared lists live beside the server's schemas, which the browser skips.
export const messageKinds = [
  'contact',
  'info_request',
  'licence_order',
] as const satisfies readonly MessageKind[];
export const messageStatuses = ['new', 'read', 'handled'] as const satisfies readonly MessageStatus[];

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  list.some((entry) => entry === value);

/** The inbox's filter as the address keeps it (`#/user?view=spam&kind=contact&q=…&page=2`). */
export function filterFromSearch(search: URLSearchParams): InboxFilter {
  const kind = search.get('kind');
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    view: search.get('view') === 'spam' ? 'spam' : 'inbox',
    kind: isOneOf(messageKinds, kind) ? kind : undefined,
    status: isOneOf(messageStatuses, status) ? status : undefined,
    q: search.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filter as query parameters, defaults left out: the same string for the address and the API. */
export function searchFromFilter(filter: InboxFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.view === 'spam') search.set('view', 'spam');
  if (filter.kind) search.set('kind', filter.kind);
  if (filter.status) search.set('status', filter.status);
  if (filter.q) search.set('q', filter.q);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}
