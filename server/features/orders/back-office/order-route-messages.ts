import { defineCatalogue } from '../../../lib/i18n/catalogue';

/** What the orders API says to the person in the back office, in their language. */
export const orderRouteMessages = defineCatalogue(
  {
    conflict:
      'This order has moved on in the meantime (now {status, select, new {new} invoiced {invoiced} paid {paid} licence_sent {licence sent} licence_revoked {licence revoked} refunded {refunded} cancelled {cancelled} other {{status}}}): nothing was changed.',
    sameMac:
      'The licence in force is already for this MAC address: enter the address of the customer’s new processor.',
    previewNumber: 'PREVIEW',
    invalidPaidOn: 'The payment date must be a day between the order and today: nothing was recorded.',
    writeOffRefused:
      'Only a difference of at most {max} EUR left after a payment can be waived (now {due} EUR due): nothing was changed.',
    sellerDetailsMissing:
      'Invoices cannot be issued yet: the seller’s legal details (legal name, SIREN, VAT number, IBAN) are still the samples, and an invoice would print them under a number that can never be used again. Fill them in under Business details: they apply at once.',
    buyerIncomplete:
      'The invoice waits for the customer’s invoicing details: {reasons}. Complete them on the order, then send the invoice.',
    'problem.address_unreadable': 'the address does not end with a French postcode and town',
    'problem.siren_missing': 'a business in France, without its SIREN',
    'problem.vat_number_missing':
      'a business in another EU country, without its VAT number (needed for reverse charge)',
  },
  {
    conflict:
      'Cette commande a changé entre-temps (elle est maintenant {status, select, new {nouvelle} invoiced {facturée} paid {payée} licence_sent {licence envoyée} licence_revoked {licence révoquée} refunded {remboursée} cancelled {annulée} other {{status}}}) : rien n’a été modifié.',
    sameMac:
      'La licence en vigueur est déjà pour cette adresse MAC : saisissez l’adresse du nouveau processeur du client.',
    previewNumber: 'APERÇU',
    invalidPaidOn:
      'La date du paiement doit être un jour compris entre la commande et aujourd’hui : rien n’a été enregistré.',
    writeOffRefused:
      'Seul un écart d’au plus {max} EUR restant après un paiement peut être abandonné (reste dû : {due} EUR) : rien n’a été modifié.',
    sellerDetailsMissing:
      'Les factures ne peuvent pas encore être émises : les mentions légales du vendeur (raison sociale, SIREN, numéro de TVA, IBAN) sont encore celles de l’exemple, et une facture les imprimerait sous un numéro qui ne pourrait plus resservir. Renseignez-les dans la rubrique « Entreprise » : elles s’appliquent aussitôt.',
    buyerIncomplete:
      'La facture attend les informations de facturation du client : {reasons}. Complétez-les sur la commande, puis envoyez la facture.',
    'problem.address_unreadable': 'l’adresse ne se termine pas par un code postal et une ville de France',
    'problem.siren_missing': 'une entreprise en France, sans son SIREN',
    'problem.vat_number_missing':
      'une entreprise d’un autre pays de l’UE, sans son numéro de TVA (nécessaire à l’autoliquidation)',
  },
);
