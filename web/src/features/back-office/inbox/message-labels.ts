import type { MessageStatus } from '@shared/inbox-schemas';
import type { MessageKind } from '@shared/message-payloads';
import type { MessageId } from '@/i18n/catalogue';

export const kindLabel = (kind: MessageKind): MessageId => `backOffice.kind.${kind}`;
export const statusLabel = (status: MessageStatus): MessageId => `backOffice.status.${status}`;
