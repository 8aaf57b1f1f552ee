export type { ContactPayload, LicenceOrderPayload, MessagePayload } from './message-schemas';

/** The answer once a message is stored (`202`). */
export interface MessageAccepted {
  id: string;
}

/** How the kind of a stored message is named in the database and the mails. */
export const messageKinds = ['contact', 'info_request', 'licence_order'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** The visitor's language travels in this header, since the payloads themselves are strict. */
export const MESSAGE_LANGUAGE_HEADER = 'Content-Language';

export { fieldLimits, MAC_ADDRESS_PATTERN, normaliseMac } from './message-fields';
