export type { ContactPayload, LicenceOrderPayload, MessagePayload } from './message-schemas';

/** The answer once a message is stored (`202`). */
export interface MessageAccepted {
  id: string;
}

/** How the kind of a stored message is named in the database and the mails. */
export type MessageKind = 'contact' | 'info_request' | 'licence_order';

/** The visitor's language travels in this header, since the payloads themselves are strict. */
export const MESSAGE_LANGUAGE_HEADER = 'Content-Language';

/** Six hex pairs separated by `:` or `-` (one separator style throughout). */
export const MAC_ADDRESS_PATTERN = '[0-9A-Fa-f]{2}([:\\-])[0-9A-Fa-f]{2}(\\1[0-9A-Fa-f]{2}){4}';

/** Upper-case with colons, the form stored and mailed. */
export function normaliseMac(mac: string): string {
  return mac.trim().replace(/-/g, ':').toUpperCase();
}

/** Field length bounds shared by the forms (`maxLength`) and the server's validation. */
export const fieldLimits = {
  name: 120,
  email: 254,
  message: 5000,
  company: 160,
  firstName: 80,
  lastName: 80,
  address: 400,
  postcode: 16,
  city: 80,
  siren: 20,
  vatNumber: 24,
  mac: 17,
  hp: 200,
} as const;
