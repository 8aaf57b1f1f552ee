import type { InboxFilter, MessageStatus } from '@shared/inbox-schemas';
import type { MessageKind } from '@shared/message-payloads';
import {
  type ListSearch,
  listSearch,
  oneOf,
  oneOfOrFirst,
  pageNumber,
  searchText,
} from '@/features/back-office/common/list-view/list-search';

// Kept here rather than imported: the shared lists live beside the server's schemas, which the browser skips.
export const messageKinds = [
  'contact',
  'info_request',
  'licence_order',
] as const satisfies readonly MessageKind[];
export const messageStatuses = ['new', 'read', 'handled'] as const satisfies readonly MessageStatus[];

/** The inbox's filter as the address keeps it (`#/user/messages?view=spam&kind=contact&q=…&page=2`), and the API reads it. */
export const inboxSearch: ListSearch<InboxFilter> = listSearch({
  view: oneOfOrFirst(['inbox', 'spam'] as const),
  kind: oneOf(messageKinds),
  status: oneOf(messageStatuses),
  q: searchText,
  page: pageNumber,
  // Where the page starts (keyset paging): the cursor the server answered with the page before or after.
  after: searchText,
  before: searchText,
});
