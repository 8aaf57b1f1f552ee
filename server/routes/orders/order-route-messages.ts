import { defineCatalogue } from '../../lib/i18n/catalogue';

/** What the orders API says to the person in the back office, in their language. */
export const orderRouteMessages = defineCatalogue(
  {
    conflict:
      'This order has moved on in the meantime (now {status, select, new {new} invoiced {invoiced} paid {paid} licence_sent {licence sent} cancelled {cancelled} other {{status}}}): nothing was changed.',
    sameMac:
      'The licence in force is already for this MAC address: enter the address of the customer’s new processor.',
  },
  {
    conflict:
      'Cette commande a changé entre-temps (elle est maintenant {status, select, new {nouvelle} invoiced {facturée} paid {payée} licence_sent {licence envoyée} cancelled {annulée} other {{status}}}) : rien n’a été modifié.',
    sameMac:
      'La licence en vigueur est déjà pour cette adresse MAC : saisissez l’adresse du nouveau processeur du client.',
  },
);
