// TEMPORARY STUB (replaced by the invoices branch)
export interface LegalDetails {
  legalName: string;
  iban: string;
  bic: string;
  paymentTermDays: number;
  vatRegime: 'standard' | 'franchise';
}
export const sampleLegalDetails: LegalDetails = {
  legalName: 'X',
  iban: 'FR76',
  bic: 'X',
  paymentTermDays: 30,
  vatRegime: 'standard',
};
export function loadLegalDetails(file: string | undefined): LegalDetails {
  return { ...sampleLegalDetails, legalName: String(file) };
}
