import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from '../../shared/storable-text';

/**
 * The seller's legal identity and terms, printed on every invoice (French law: Code de commerce L441-9,
 * CGI art. 242 nonies A). Server only: the `legal` key of the site config file, never in the public settings.
 */
export interface LegalDetails {
  /** The registered name, e.g. "Domotique Exemple SARL". */
  legalName: string;
  /** e.g. "SARL", "SAS", "EI". */
  legalForm: string;
  /** In euros; null for a form without share capital (an individual entrepreneur). */
  shareCapital: number | null;
  /** 9 digits. */
  siren: string;
  /** 14 digits: the SIREN and the establishment's 5 digits. */
  siret: string;
  /** The city of the trade register (RCS) the company is registered with. */
  rcsCity: string;
  /** Intra-community VAT number, e.g. FR12123456789; required with the standard regime. */
  vatNumber: string | null;
  /** 'franchise': VAT franchise (art. 293 B of the CGI), no VAT charged. */
  vatRegime: 'standard' | 'franchise';
  /** Charged with the standard regime. */
  vatRatePercent: number;
  iban: string;
  bic: string;
  /** The invoice is due this many days after its issue (at most 60 under French law): `PAYMENT_TERMS_DAYS`. */
  paymentTermDays: number;
  /** The late-payment penalty rate as printed, in both languages. */
  latePaymentPenaltyRate: { en: string; fr: string };
}

/** Clearly sample values (the sample IBAN is the well-known example of French bank documentation). */
export const sampleLegalDetails: LegalDetails = {
  legalName: 'Domotique Exemple SARL (SAMPLE)',
  legalForm: 'SARL',
  shareCapital: 1000,
  siren: '000000000',
  siret: '00000000000000',
  rcsCity: 'Lyon',
  vatNumber: 'FR00000000000',
  vatRegime: 'standard',
  vatRatePercent: 20,
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  paymentTermDays: 30,
  latePaymentPenaltyRate: {
    en: 'three times the French legal interest rate',
    fr: 'trois fois le taux d’intérêt légal',
  },
};

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: move the country and check digits to the end, letters to numbers, remainder 1 modulo 97. */
function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

const printable = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must be on one line, without control characters')
    // Written in every invoice's XML, which cannot hold every character.
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);

/**
 * The `legal` key of the site config file. Every field is required but the VAT rate, the payment term and the
 * penalty rate: a real invoice must never mix the owner's details with sample ones.
 */
export const legalDetailsSchema = z
  .strictObject({
    legalName: printable(70),
    legalForm: printable(40),
    shareCapital: z.number().positive().max(1e12).nullable(),
    siren: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^\d{9}$/, 'must be 9 digits')),
    siret: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^\d{14}$/, 'must be 14 digits')),
    rcsCity: printable(60),
    vatNumber: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'must be an intra-community VAT number'))
      .nullable(),
    vatRegime: z.enum(['standard', 'franchise']),
    vatRatePercent: z.number().min(0).max(100).default(sampleLegalDetails.vatRatePercent),
    iban: z.string().transform(compact).pipe(z.string().refine(isValidIban, 'must be a valid IBAN')),
    bic: z
      .string()
      .transform(compact)
      .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')),
    paymentTermDays: z.number().int().min(0).max(60).default(sampleLegalDetails.paymentTermDays),
    latePaymentPenaltyRate: z
      .strictObject({ en: printable(120), fr: printable(120) })
      .default(sampleLegalDetails.latePaymentPenaltyRate),
  })
  .superRefine((legal, ctx) => {
    if (!legal.siret.startsWith(legal.siren))
      ctx.addIssue({ code: 'custom', path: ['siret'], message: 'must start with the SIREN' });
    if (legal.vatRegime === 'standard' && legal.vatNumber === null)
      ctx.addIssue({
        code: 'custom',
        path: ['vatNumber'],
        message: 'is required with the standard VAT regime',
      });
  });

/** Whether these are the sample details (no `legal` key in the site config file). */
export function isSampleLegalDetails(legal: LegalDetails): boolean {
  return legal.siren === sampleLegalDetails.siren;
}
