/**
 * Who an invoice is addressed to, as EN 16931 and the French e-invoicing reform want it: a structured address
 * with an ISO country code, whether the buyer is a business, and its SIREN (France) or VAT number (another EU
 * country). Pure functions, shared by the order dialog, the server's validation and the invoices.
 */

/** ISO 3166-1 alpha-2: every officially assigned code. The dialog names them with `Intl.DisplayNames`. */
export const countryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB',
  'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY',
  'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX',
  'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK',
  'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS',
  'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR',
  'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA',
  'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE',
  'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG',
  'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF',
  'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY',
  'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const; // prettier-ignore

export type CountryCode = (typeof countryCodes)[number];

/**
 * The member states of the European Union for VAT. Monaco is part of French VAT territory (art. 7 of the
 * Franco-Monegasque convention): its businesses have French VAT numbers and are invoiced as in France.
 */
const euCountries = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore
export type EuCountry = (typeof euCountries)[number];

export const buyerTypes = ['business', 'individual'] as const;
export type BuyerType = (typeof buyerTypes)[number];

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}

export function isEuCountry(country: string): country is EuCountry {
  return (euCountries as readonly string[]).includes(country);
}

/** Spaces, dots and dashes people type inside identifiers go; letters are upper-cased. */
export function compactIdentifier(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]+/g, '').toUpperCase();
}

/** A SIREN: 9 digits whose Luhn sum is a multiple of 10 (INSEE's check digit). */
export function isValidSiren(siren: string): boolean {
  if (!/^\d{9}$/.test(siren)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(siren[8 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The VAT number's prefix: the ISO code, but EL for Greece. */
export function vatPrefix(country: EuCountry): string {
  return country === 'GR' ? 'EL' : country;
}

/** What follows the prefix in each member state (the European Commission's VIES formats). */
const vatNumberFormats: Record<EuCountry, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** An example of each country's format, for the error that says what is expected. */
export const vatNumberExamples: Record<EuCountry, string> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  BG: 'BG123456789',
  CY: 'CY12345678X',
  CZ: 'CZ12345678',
  DE: 'DE123456789',
  DK: 'DK12345678',
  EE: 'EE123456789',
  ES: 'ESX1234567X',
  FI: 'FI12345678',
  FR: 'FR12345678901',
  GR: 'EL123456789',
  HR: 'HR12345678901',
  HU: 'HU12345678',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LT: 'LT123456789',
  LU: 'LU12345678',
  LV: 'LV12345678901',
  MT: 'MT12345678',
  NL: 'NL123456789B01',
  PL: 'PL1234567890',
  PT: 'PT123456789',
  RO: 'RO1234567',
  SE: 'SE123456789001',
  SI: 'SI12345678',
  SK: 'SK1234567890',
};

/**
 * Why a VAT number (compacted) is not one of `country`'s, or null when its format is right: the country's
 * prefix, then its digits; a French number's key must also match its SIREN.
 */
export function vatNumberProblem(vatNumber: string, country: string): 'not_eu' | 'prefix' | 'format' | null {
  if (!isEuCountry(country)) return 'not_eu';
  const prefix = vatPrefix(country);
  if (!vatNumber.startsWith(prefix)) return 'prefix';
  const rest = vatNumber.slice(prefix.length);
  if (!vatNumberFormats[country].test(rest)) return 'format';
  if (country === 'FR' && /^\d{2}/.test(rest)) {
    const siren = rest.slice(2);
    if (Number(rest.slice(0, 2)) !== (12 + 3 * (Number(siren) % 97)) % 97) return 'format';
  }
  return null;
}

/** The French VAT number of a SIREN (its numeric key), e.g. for checking what a French business typed. */
export function frenchVatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

export interface ParsedFrenchAddress {
  street: string[];
  postcode: string;
  city: string;
}

const FRENCH_POSTCODE_AND_TOWN = /^(?<before>.*?)[\s,;]*\b(?<postcode>\d{5})\s+(?<city>\p{L}[^,;]*?)$/u;

/**
 * Reads an address typed in one field, as the specification's order form had it, when it ends with a French
 * postcode and town: "5 avenue des Tests, 69003 Lyon", or the same on two lines, a last line "France"
 * allowed. Null when it does not.
 */
export function parseFrenchAddress(address: string): ParsedFrenchAddress | null {
  const lines = addressLines(address);
  if (/^france$/i.test(lines.at(-1) ?? '')) lines.pop();
  const last = lines.pop();
  const match = last?.match(FRENCH_POSTCODE_AND_TOWN);
  if (!match?.groups) return null;
  const before = match.groups.before!.trim();
  return {
    street: before ? [...lines, before] : lines,
    postcode: match.groups.postcode!,
    city: match.groups.city!.trim(),
  };
}

/** The lines of an address as typed, trimmed, blank ones left out. */
function addressLines(address: string): string[] {
  return address
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The buyer as an order stores it; orders placed before the invoicing fields existed have only the first five. */
export interface StoredBuyer {
  company: string;
  firstName: string;
  lastName: string;
  /** The street (or, on older orders, the whole address). */
  address: string;
  email: string;
  postcode?: string;
  city?: string;
  country?: string;
  buyerType?: BuyerType;
  siren?: string | null;
  vatNumber?: string | null;
}

/** The buyer's fields as a form sends them: those of `StoredBuyer`, an identifier not given being left out. */
type TypedBuyer = { [Field in keyof StoredBuyer]: Exclude<StoredBuyer[Field], null> };

/** The buyer as an order keeps it, from what was typed: the invoicing fields only when given. */
export function storedBuyer(typed: TypedBuyer): StoredBuyer {
  const { company, firstName, lastName, address, email } = typed;
  const business = typed.buyerType !== 'individual';
  return {
    company,
    firstName,
    lastName,
    address,
    email,
    ...(typed.postcode !== undefined && { postcode: typed.postcode }),
    ...(typed.city !== undefined && { city: typed.city }),
    ...(typed.country !== undefined && { country: typed.country }),
    ...(typed.buyerType !== undefined && { buyerType: typed.buyerType }),
    ...(business && typed.siren && { siren: typed.siren }),
    ...(business && typed.vatNumber && { vatNumber: typed.vatNumber }),
  };
}

/** The buyer as the invoice states it. */
export interface InvoicingBuyer {
  type: BuyerType;
  company: string;
  name: string;
  street: string[];
  postcode: string;
  city: string;
  country: string;
  siren: string | null;
  vatNumber: string | null;
  email: string;
}

/** Why an order cannot be invoiced yet (the owner completes the buyer's details first). */
export type BuyerProblem = 'address_unreadable' | 'siren_missing' | 'vat_number_missing';

/**
 * The invoicing buyer of an order, however old: without a country the buyer is in France and the postcode and
 * town are read from the address; the buyer is a business when it said so, or gave a SIREN or a VAT number.
 * A French business without a SIREN, an EU business without a VAT number or an unreadable address is
 * reported, for the owner to complete before the invoice.
 */
export function invoicingBuyer(stored: StoredBuyer): { buyer: InvoicingBuyer; problems: BuyerProblem[] } {
  const problems: BuyerProblem[] = [];
  const country = stored.country ?? 'FR';
  let street = addressLines(stored.address);
  let postcode = stored.postcode?.trim() ?? '';
  let city = stored.city?.trim() ?? '';
  if (!city) {
    const parsed = country === 'FR' ? parseFrenchAddress(stored.address) : null;
    if (parsed) ({ street, postcode, city } = parsed);
    else problems.push('address_unreadable');
  }
  const siren = stored.siren || null;
  const vatNumber = stored.vatNumber || null;
  const type = stored.buyerType ?? (siren || vatNumber ? 'business' : 'individual');
  if (type === 'business' && country === 'FR' && !siren) problems.push('siren_missing');
  if (type === 'business' && country !== 'FR' && isEuCountry(country) && !vatNumber)
    problems.push('vat_number_missing');
  return {
    buyer: {
      type,
      company: stored.company.trim(),
      name: `${stored.firstName} ${stored.lastName}`.trim(),
      street,
      postcode,
      city,
      country,
      siren: type === 'business' ? siren : null,
      vatNumber: type === 'business' ? vatNumber : null,
      email: stored.email,
    },
    problems,
  };
}
