import type { SellerDetails, SellerDetailsInput } from '@shared/seller-details';
import type { MessageId } from '@/i18n/catalogue';
import { ApiError } from '@/lib/api-client';

/** The form's fields, each typed as text (the VAT regime as one of its two values). */
export type TextField =
  | 'legalName'
  | 'legalForm'
  | 'shareCapital'
  | 'siren'
  | 'siret'
  | 'rcsCity'
  | 'vatNumber'
  | 'vatRatePercent'
  | 'iban'
  | 'bic'
  | 'penaltyEn'
  | 'penaltyFr';
export type Field = TextField | 'vatRegime';
export type Values = Record<TextField, string> & { vatRegime: 'standard' | 'franchise' };

export const labels: Record<Field, MessageId> = {
  legalName: 'business.field.legalName',
  legalForm: 'business.field.legalForm',
  shareCapital: 'business.field.shareCapital',
  siren: 'business.field.siren',
  siret: 'business.field.siret',
  rcsCity: 'business.field.rcsCity',
  vatRegime: 'business.field.vatRegime',
  vatNumber: 'business.field.vatNumber',
  vatRatePercent: 'business.field.vatRatePercent',
  iban: 'business.field.iban',
  bic: 'business.field.bic',
  penaltyEn: 'business.field.penaltyEn',
  penaltyFr: 'business.field.penaltyFr',
};

/** The details as the form shows them; the samples leave the fields empty, to be filled in. */
export function valuesOf(details: SellerDetails | null): Values {
  return {
    legalName: details?.legalName ?? '',
    legalForm: details?.legalForm ?? '',
    shareCapital: details?.shareCapital == null ? '' : String(details.shareCapital),
    siren: details?.siren ?? '',
    siret: details?.siret ?? '',
    rcsCity: details?.rcsCity ?? '',
    vatRegime: details?.vatRegime ?? 'standard',
    vatNumber: details?.vatNumber ?? '',
    vatRatePercent: String(details?.vatRatePercent ?? 20),
    iban: details?.iban ?? '',
    bic: details?.bic ?? '',
    penaltyEn: details?.latePaymentPenaltyRate.en ?? 'three times the French legal interest rate',
    penaltyFr: details?.latePaymentPenaltyRate.fr ?? 'trois fois le taux d’intérêt légal',
  };
}

/** A number as typed in either language ("12 000", "5,5"); null when empty, NaN when not a number. */
function typedNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** What the form sends, or the fields that are not numbers (checked here, before any request). */
export function detailsOf(values: Values): { details: SellerDetailsInput } | { notNumbers: Field[] } {
  const shareCapital = typedNumber(values.shareCapital);
  const vatRatePercent = typedNumber(values.vatRatePercent);
  const notNumbers: Field[] = [
    ...(Number.isNaN(shareCapital) ? (['shareCapital'] as const) : []),
    ...(vatRatePercent === null || Number.isNaN(vatRatePercent) ? (['vatRatePercent'] as const) : []),
  ];
  if (notNumbers.length) return { notNumbers };
  const vatNumber = values.vatNumber.trim();
  return {
    details: {
      legalName: values.legalName,
      legalForm: values.legalForm,
      shareCapital,
      siren: values.siren,
      siret: values.siret,
      rcsCity: values.rcsCity,
      vatRegime: values.vatRegime,
      vatNumber: vatNumber === '' ? null : vatNumber,
      vatRatePercent: vatRatePercent ?? 0,
      iban: values.iban,
      bic: values.bic,
      latePaymentPenaltyRate: { en: values.penaltyEn, fr: values.penaltyFr },
    },
  };
}

// How the server names a refused field (its path in the request), as the form names it.
const serverFields: Record<string, Field> = {
  legalName: 'legalName',
  legalForm: 'legalForm',
  shareCapital: 'shareCapital',
  siren: 'siren',
  siret: 'siret',
  rcsCity: 'rcsCity',
  vatRegime: 'vatRegime',
  vatNumber: 'vatNumber',
  vatRatePercent: 'vatRatePercent',
  iban: 'iban',
  bic: 'bic',
  'latePaymentPenaltyRate.en': 'penaltyEn',
  'latePaymentPenaltyRate.fr': 'penaltyFr',
};

/** Each refused field with why, in the words of the form; in the order of the form. */
export function refusedFields(error: unknown): Partial<Record<Field, MessageId>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const refused: Partial<Record<Field, MessageId>> = {};
  for (const [name, reason] of Object.entries(error.fields)) {
    const field = serverFields[name];
    if (field) refused[field] = reasonOf(field, reason);
  }
  return refused;
}

const reasons: Record<Field, MessageId> = {
  legalName: 'business.error.legalName',
  legalForm: 'business.error.legalForm',
  shareCapital: 'business.error.shareCapital',
  siren: 'business.error.siren',
  siret: 'business.error.siret',
  rcsCity: 'business.error.rcsCity',
  vatRegime: 'business.error.vatRegime',
  vatNumber: 'business.error.vatNumber',
  vatRatePercent: 'business.error.vatRatePercent',
  iban: 'business.error.iban',
  bic: 'business.error.bic',
  penaltyEn: 'business.error.penalty',
  penaltyFr: 'business.error.penalty',
};

function reasonOf(field: Field, reason: string): MessageId {
  if (field === 'siret' && reason.includes('SIREN')) return 'business.error.siret.siren';
  if (field === 'vatNumber' && reason.includes('standard')) return 'business.error.vatNumber.required';
  return reasons[field];
}

/** Why a field typed here is refused before sending: it is not a number. */
export const notNumberReason = (field: Field): MessageId => reasons[field];
