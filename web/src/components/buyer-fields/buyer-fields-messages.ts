import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** The buyer's invoicing fields, as the order dialog and the back office's correction form name them. */
export const buyerFieldsMessages = defineCatalogue(
  {
    'buyerFields.buyerType': 'Ordering as',
    'buyerFields.business': 'A business',
    'buyerFields.individual': 'An individual',
    'buyerFields.company': 'Company',
    'buyerFields.address': 'Billing address (number and street)',
    'buyerFields.postcode': 'Postcode',
    'buyerFields.city': 'Town or city',
    'buyerFields.country': 'Country',
    'buyerFields.siren': 'SIREN',
    'buyerFields.sirenHint': 'The 9 digits that identify the company in France, at the start of its SIRET.',
    'buyerFields.vatNumber': 'Intra-community VAT number',
    'buyerFields.vatNumberHint':
      'A business in another EU country with a VAT number is invoiced without VAT (reverse charge).',
    'buyerFields.outsideEu': 'Outside the European Union, the licence is invoiced without French VAT.',
    'buyerFields.postcodeInvalid': 'Enter the 5 digits of a French postcode, e.g. 69003.',
    'buyerFields.sirenInvalid':
      'This is not a valid SIREN: check its 9 digits against the company’s registration (Kbis or SIRENE notice).',
    // `{prefix}` is the number's country prefix (EL for Greece), `{example}` a number in that country's format.
    'buyerFields.vatNumberInvalid':
      'Enter a VAT number of {country}: {prefix} followed by its digits, e.g. {example}.',
  },
  {
    'buyerFields.buyerType': 'Commande en tant que',
    'buyerFields.business': 'Entreprise',
    'buyerFields.individual': 'Particulier',
    'buyerFields.company': 'Société',
    'buyerFields.address': 'Adresse de facturation (numéro et rue)',
    'buyerFields.postcode': 'Code postal',
    'buyerFields.city': 'Ville',
    'buyerFields.country': 'Pays',
    'buyerFields.siren': 'SIREN',
    'buyerFields.sirenHint': 'Les 9 chiffres qui identifient l’entreprise, au début de son SIRET.',
    'buyerFields.vatNumber': 'Numéro de TVA intracommunautaire',
    'buyerFields.vatNumberHint':
      'Une entreprise d’un autre pays de l’UE ayant un numéro de TVA est facturée hors taxes (autoliquidation).',
    'buyerFields.outsideEu': 'Hors de l’Union européenne, la licence est facturée sans TVA française.',
    'buyerFields.postcodeInvalid': 'Saisissez les 5 chiffres d’un code postal français, par ex. 69003.',
    'buyerFields.sirenInvalid':
      'Ce SIREN n’est pas valide : vérifiez ses 9 chiffres sur l’immatriculation de l’entreprise (Kbis ou avis de situation SIRENE).',
    'buyerFields.vatNumberInvalid':
      'Saisissez un numéro de TVA de ce pays ({country}) : {prefix} suivi de ses chiffres, par ex. {example}.',
  },
);
