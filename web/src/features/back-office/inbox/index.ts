/** The inbox: the messages the public forms send, their views, and the count of new ones the header shows. */
export { useNewCount } from './api';
export { inboxSearch } from './inbox-filter';
