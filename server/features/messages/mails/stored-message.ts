import type { ContactPayload, LicenceOrderPayload, MessageKind } from '../../../../shared/message-payloads';
import type { Language } from '../../../../shared/language';

/** A message as stored, which is all its mails need. */
export interface StoredMessage {
  id: string;
  kind: MessageKind;
  /** The visitor's language, which their confirmation is written in. */
  language: Language;
  email: string;
  payload: ContactPayload | LicenceOrderPayload;
  createdAt: Date;
  /** A licence order's driver and price as the order keeps them (null for other messages, and for spam). */
  ordered?: { title: Record<Language, string>; priceExclVatCents: number } | null;
}
