import type { DriverTitleKey } from './driver-catalogue';

/**
 * What the site's forms post to `POST /api/messages` (spec section 3). The information request is a
 * contact payload with an empty name and a preset message. `hp` is the honeypot: people leave it empty.
 */
export interface ContactPayload {
  type: 'contact';
  name: string;
  email: string;
  message: string;
  hp: string;
}

export interface LicenceOrderPayload {
  type: 'driver';
  driverName: DriverTitleKey;
  company: string;
  firstName: string;
  lastName: string;
  address: string;
  email: string;
  /** The home processor's MAC address, six hex pairs separated by `:` or `-`. */
  mac: string;
  hp: string;
}

export type MessagePayload = ContactPayload | LicenceOrderPayload;

/** The answer once a message is stored (`202`). */
export interface MessageAccepted {
  id: string;
}

/** The answer to refused input (`400`): `fields` maps a payload field to the reason it was refused. */
export interface MessageRefused {
  error: string;
  fields: Record<string, string>;
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
  mac: 17,
  hp: 200,
} as const;
