/**
 * A MAC address in the forms people copy it from: six hex pairs separated by `:` or `-` (one separator
 * throughout), the twelve digits the processor reports and our licences print (`000FFF123456`), or three
 * groups of four separated by dots (`000f.ff12.3456`). One group wrapping the alternatives, so the pattern
 * can be anchored as is (`^…$`) and used as an input's `pattern` attribute.
 */
export const MAC_ADDRESS_PATTERN =
  '(?:[0-9A-Fa-f]{2}([:\\-])[0-9A-Fa-f]{2}(?:\\1[0-9A-Fa-f]{2}){4}|[0-9A-Fa-f]{12}|[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4}\\.[0-9A-Fa-f]{4})';

/** Any accepted form, upper-case with colons: the form stored and mailed. */
export function normaliseMac(mac: string): string {
  const digits = mac.replace(/[^0-9A-Fa-f]/g, '').toUpperCase();
  return digits.match(/../g)?.join(':') ?? digits;
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
