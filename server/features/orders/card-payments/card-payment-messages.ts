import { defineCatalogue } from '../../../lib/i18n/catalogue';

/** The page the invoice's Pay by card link leads back to: what the invoice asks, and where its payment stands. */
export const cardPaymentMessages = defineCatalogue(
  {
    title: 'Invoice {number}',
    due: '{amount} including VAT to pay by {dueDate}.',
    dueNow: '{amount} including VAT to pay.',
    pay: 'Pay {amount} by card',
    received:
      'Thank you: Stripe has taken your payment. The invoice shows as paid once Stripe has confirmed it, in a moment.',
    unavailable:
      'The card payment could not be opened just now. Try again in a moment, or pay by bank transfer as the invoice says.',
    noCard: 'Card payment is not available: pay by bank transfer as the invoice says.',
    paid: 'This invoice is paid. Thank you.',
    closed: 'This invoice was cancelled by a credit note: nothing is due.',
  },
  {
    title: 'Facture {number}',
    due: '{amount} TTC à régler au plus tard le {dueDate}.',
    dueNow: '{amount} TTC à régler.',
    pay: 'Payer {amount} par carte',
    received:
      'Merci : Stripe a pris votre paiement. La facture apparaîtra payée dès que Stripe l’aura confirmé, dans un instant.',
    unavailable:
      'Le paiement par carte n’a pas pu s’ouvrir. Réessayez dans un instant, ou réglez par virement comme l’indique la facture.',
    noCard: 'Le paiement par carte n’est pas disponible : réglez par virement comme l’indique la facture.',
    paid: 'Cette facture est réglée. Merci.',
    closed: 'Cette facture a été annulée par un avoir : rien n’est dû.',
  },
);
