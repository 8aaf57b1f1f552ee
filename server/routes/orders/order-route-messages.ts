import { defineCatalogue } from '../../lib/i18n/catalogue';

/** What the orders API says to the person in the back office, in their language. */
export const orderRouteMessages = defineCatalogue(
  {
    conflict:
      'This order has moved on in the meantime (now {status, select, new {new} invoiced {invoiced} paid {paid} licence_sent {licence sent} cancelled {cancelled} other {{status}}}): nothing was changed.',
    buyerIncomplete:
      'The invoice waits for the customer’s invoicing details: {reasons}. Complete them on the order, then send the invoice.',
    'problem.address_unreadable': 'the address does not end with a French postcode and town',
    'problem.siren_missing': 'a business in France, without its SIREN',
    'problem.vat_number_missing':
      'a business in another EU country, without its VAT number (needed for reverse charge)',
  },
  {
    conflict:
      'Cette commande a changé entre-temps (elle est maintenant {status, select, new {nouvelle} invoiced {facturée} paid {payée} licence_sent {licence envoyée} cancelled {annulée} other {{status}}}) : rien n’a été modifié.',
    buyerIncomplete:
      'La facture attend les informations de facturation du client : {reasons}. Complétez-les sur la commande, puis envoyez la facture.',
    'problem.address_unreadable': 'l’adresse ne se termine pas par un code postal et une ville de France',
    'problem.siren_missing': 'une entreprise en France, sans son SIREN',
    'problem.vat_number_missing':
      'une entreprise d’un autre pays de l’UE, sans son numéro de TVA (nécessaire à l’autoliquidation)',
  },
);
