import type { LegalDetails } from '../config/legal-details';

/**
 * A seller's legal details as an owner sets them (fictional, but every number well formed: the IBAN's check
 * digits, the SIRET starting with the SIREN, the VAT key of the SIREN), for tests that issue invoices: the
 * site refuses to invoice with the sample details.
 */
export const testLegalDetails: LegalDetails = {
  legalName: 'Domotique Martin SARL',
  legalForm: 'SARL',
  shareCapital: 5000,
  siren: '912345678',
  siret: '91234567800017',
  rcsCity: 'Lyon',
  vatNumber: 'FR74912345678',
  vatRegime: 'standard',
  vatRatePercent: 20,
  iban: 'FR3530004000010001234567889',
  bic: 'BNPAFRPPXXX',
  paymentTermDays: 30,
  latePaymentPenaltyRate: {
    en: 'three times the French legal interest rate',
    fr: 'trois fois le taux d’intérêt légal',
  },
};
