import { legalFileSchema } from '../../shared/seller-details';

/**
 * The seller's legal identity and terms, printed on every invoice (French law: Code de commerce L441-9,
 * CGI art. 242 nonies A). Server only: the `legal` key of the site config file, or what the owner set in the back
 * office (`currentLegalDetails`), never in the public settings.
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

/**
 * The `legal` key of the site config file, with the checks of the back office's form (shared/seller-details.ts).
 */
export const legalDetailsSchema = legalFileSchema;

/** Whether these are the sample details (no `legal` key in the site config file, nothing set in the back office). */
export function isSampleLegalDetails(legal: LegalDetails): boolean {
  return legal.siren === sampleLegalDetails.siren;
}
