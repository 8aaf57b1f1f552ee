import type { Localized } from '@/i18n/bilingual';

/** The buyer's invoicing fields, as the order dialog and the back office's correction form name them. */
export const buyerFieldsTexts: Localized<{
  buyerType: string;
  business: string;
  individual: string;
  company: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  siren: string;
  sirenHint: string;
  vatNumber: string;
  vatNumberHint: string;
  outsideEu: string;
  postcodeInvalid: string;
  sirenInvalid: string;
  vatNumberInvalid: (country: string, prefix: string, example: string) => string;
}> = {
  en: {
    buyerType: 'Ordering as',
    business: 'A business',
    individual: 'An individual',
    company: 'Company',
    address: 'Billing address (number and street)',
    postcode: 'Postcode',
    city: 'Town or city',
    country: 'Country',
    siren: 'SIREN',
    sirenHint: 'The 9 digits that identify the company in France, at the start of its SIRET.',
    vatNumber: 'Intra-community VAT number',
    vatNumberHint:
      'A business in another EU country with a VAT number is invoiced without VAT (reverse charge).',
    outsideEu: 'Outside the European Union, the licence is invoiced without French VAT.',
    postcodeInvalid: 'Enter the 5 digits of a French postcode, e.g. 69003.',
    sirenInvalid:
      'This is not a valid SIREN: check its 9 digits against the company’s registration (Kbis or SIRENE notice).',
    vatNumberInvalid: (country, prefix, example) =>
      `Enter a VAT number of ${country}: ${prefix} followed by its digits, e.g. ${example}.`,
  },
  fr: {
    buyerType: 'Commande en tant que',
    business: 'Entreprise',
    individual: 'Particulier',
    company: 'Société',
    address: 'Adresse de facturation (numéro et rue)',
    postcode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    siren: 'SIREN',
    sirenHint: 'Les 9 chiffres qui identifient l’entreprise, au début de son SIRET.',
    vatNumber: 'Numéro de TVA intracommunautaire',
    vatNumberHint:
      'Une entreprise d’un autre pays de l’UE ayant un numéro de TVA est facturée hors taxes (autoliquidation).',
    outsideEu: 'Hors de l’Union européenne, la licence est facturée sans TVA française.',
    postcodeInvalid: 'Saisissez les 5 chiffres d’un code postal français, par ex. 69003.',
    sirenInvalid:
      'Ce SIREN n’est pas valide : vérifiez ses 9 chiffres sur l’immatriculation de l’entreprise (Kbis ou avis de situation SIRENE).',
    vatNumberInvalid: (country, prefix, example) =>
      `Saisissez un numéro de TVA de ce pays (${country}) : ${prefix} suivi de ses chiffres, par ex. ${example}.`,
  },
};
