import type { MessageStatus } from '@shared/inbox-schemas';
import type { MessageKind } from '@shared/message-payloads';
import type { MessageId } from '@/i18n/catalogue';

export const kindLabel = (kind: MessageKind): MessageId => `backOffice.kind.${kind}`;
export const statusLabel = (status: MessageStatus): MessageId => `backOffice.status.${status}`;

/** Day and time in the page's language: `23 Nov 2026, 14:05` or `23 nov. 2026, 14:05`. */
export const dateTimeFormat: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
