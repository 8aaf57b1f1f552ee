/**
 * The messages feature's public module: the public forms (contact, information request, licence order), the
 * owner's inbox, the mails they send and how long they are kept. The rest of server/features/messages/ is its
 * own.
 */
export { inboxApi } from './inbox-api';
export { deleteExpiredMessages } from './inbox-retention';
export { inboxRoutes } from './inbox-routes';
export { newCount } from './inbox-service';
export { messageMailRenderers } from './mails/message-mails';
export { pruneExpiredMessageRecords, vacuumListTables } from './message-housekeeping';
export { messagesApi } from './messages-api';
export { messagesRoutes } from './messages-routes';
