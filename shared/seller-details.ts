import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

/**
 * The seller's legal and bank details printed on every invoice (French law: Code de commerce L441-9, CGI art.
 * 242 nonies A), with their checks: the `legal` key of the site config file, or what the owner set in the back
 * office (`PUT /api/settings/seller`). Only the server imports this module at run time; the browser imports
 * its types.
 */

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
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must be on one line, without control characters')
    // Written in every invoice's XML, which cannot hold every character.
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);

const DEFAULT_VAT_RATE_PERCENT = 20;
const DEFAULT_PENALTY_RATE = {
  en: 'three times the French legal interest rate',
  fr: 'trois fois le taux d’intérêt légal',
};

/** Every field of the seller's details but the payment term (`PAYMENT_TERMS_DAYS`, a setting of its own). */
const sellerFields = {
  /** The registered name, e.g. "Domotique Exemple SARL". */
  legalName: printable(70),
  /** e.g. "SARL", "SAS", "EI". */
  legalForm: printable(40),
  /** In euros; null for a form without share capital (an individual entrepreneur). */
  shareCapital: z
    .number('must be an amount in euros')
    .positive('must be more than 0')
    .max(1e12, 'is too large')
    .nullable(),
  /** 9 digits. */
  siren: z
    .string('is required')
    .transform(compact)
    .pipe(z.string().regex(/^\d{9}$/, 'must be 9 digits')),
  /** 14 digits: the SIREN and the establishment's 5 digits. */
  siret: z
    .string('is required')
    .transform(compact)
    .pipe(z.string().regex(/^\d{14}$/, 'must be 14 digits')),
  /** The city of the trade register (RCS) the company is registered with. */
  rcsCity: printable(60),
  /** Intra-community VAT number, e.g. FR12123456789; required with the standard regime. */
  vatNumber: z
    .string()
    .transform(compact)
    .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'must be an intra-community VAT number'))
    .nullable(),
  /** 'franchise': VAT franchise (art. 293 B of the CGI), no VAT charged. */
  vatRegime: z.enum(['standard', 'franchise'], 'must be standard or franchise'),
  /** Charged with the standard regime. */
  vatRatePercent: z
    .number('must be a percentage')
    .min(0, 'must be 0 or more')
    .max(100, 'must be at most 100')
    .default(DEFAULT_VAT_RATE_PERCENT),
  iban: z
    .string('is required')
    .transform(compact)
    .pipe(z.string().refine(isValidIban, 'must be a valid IBAN')),
  bic: z
    .string('is required')
    .transform(compact)
    .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a BIC of 8 or 11 characters')),
  /** The late-payment penalty rate as printed, in both languages. */
  latePaymentPenaltyRate: z
    .strictObject({ en: printable(120), fr: printable(120) })
    .default(DEFAULT_PENALTY_RATE),
};

/** What holds across fields: the SIRET starts with the SIREN; the standard VAT regime needs a VAT number. */
function sellerChecks(
  seller: { siren: string; siret: string; vatRegime: string; vatNumber: string | null },
  ctx: z.RefinementCtx,
): void {
  if (!seller.siret.startsWith(seller.siren))
    ctx.addIssue({ code: 'custom', path: ['siret'], message: 'must start with the SIREN' });
  if (seller.vatRegime === 'standard' && seller.vatNumber === null)
    ctx.addIssue({
      code: 'custom',
      path: ['vatNumber'],
      message: 'is required with the standard VAT regime',
    });
}

/**
 * The `legal` key of the site config file. Every field is required but the VAT rate, the payment term and the
 * penalty rate: a real invoice must never mix the owner's details with sample ones.
 */
export const legalFileSchema = z
  .strictObject({
    ...sellerFields,
    /** Read, but `PAYMENT_TERMS_DAYS` sets the due date. */
    paymentTermDays: z.number().int().min(0).max(60).default(30),
  })
  .superRefine(sellerChecks);

/** `PUT /api/settings/seller`: the seller's details as the owner sets them in the back office. */
export const sellerDetailsSchema = z.strictObject(sellerFields).superRefine(sellerChecks);

/** The seller's details, as stored and answered (numbers compacted, IBAN and BIC in capitals). */
export type SellerDetails = z.output<typeof sellerDetailsSchema>;
/** What `PUT /api/settings/seller` takes. */
export type SellerDetailsInput = z.input<typeof sellerDetailsSchema>;

/** Where the details printed on invoices come from: the file wins over the database; else the samples. */
export type SellerDetailsSource = 'file' | 'database' | 'sample';

/** A change made in the back office: who, when, and which fields. */
export interface SellerDetailsChange {
  at: string;
  by: string;
  fields: string[];
}

/** `GET /api/settings/seller` and the answer of its `PUT`. */
export interface SellerSettings {
  /** Which details invoices print now. */
  source: SellerDetailsSource;
  /** The details in force (the samples while nothing is set). */
  details: SellerDetails;
  /** What the back office holds, when the file wins over it (null otherwise). */
  stored: SellerDetails | null;
  /** Days from an invoice to its due date (`PAYMENT_TERMS_DAYS`). */
  paymentTermDays: number;
  /** The changes made in the back office, the latest first. */
  changes: SellerDetailsChange[];
}
