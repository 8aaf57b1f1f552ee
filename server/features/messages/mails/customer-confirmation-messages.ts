import { defineCatalogue } from '../../../lib/i18n/catalogue';

/**
 * The customer's confirmation of a licence order. Anyone can type any address into the order form, so this
 * mail quotes nothing the visitor typed but the MAC address: no name, company or address.
 */
export const customerConfirmationMessages = defineCatalogue(
  {
    subject: 'Your licence order: {driver}',
    greeting: 'Hello,',
    thanks: 'Thank you for ordering a licence for the {driver} ({price}).',
    promise:
      '{paymentLink, select, yes {Within 24 hours you will receive an invoice with a payment link.} other {Within 24 hours you will receive an invoice with the details for paying it by bank transfer.}} As soon as the payment is received, we send you the licence by e-mail.',
    summary: 'Your order',
    'label.number': 'Order number',
    'label.driver': 'Licence',
    'label.price': 'Price',
    'label.mac': 'Home processor MAC address',
    follow:
      'Your order page shows where your order stands, and keeps the invoice and the licence for you once they are issued.',
    'follow.action': 'Follow my order',
    correction: 'If any of these details is wrong, simply reply to this e-mail.',
    closing: 'Kind regards,',
  },
  {
    subject: 'Votre commande de licence : {driver}',
    greeting: 'Bonjour,',
    thanks: 'Merci pour votre commande d’une licence du {driver} ({price}).',
    promise:
      '{paymentLink, select, yes {Vous recevrez sous 24 heures une facture avec un lien de paiement.} other {Vous recevrez sous 24 heures une facture avec les coordonnées pour la régler par virement.}} Dès réception du paiement, nous vous envoyons la licence par e-mail.',
    summary: 'Votre commande',
    'label.number': 'Numéro de commande',
    'label.driver': 'Licence',
    'label.price': 'Prix',
    'label.mac': 'Adresse MAC du processeur',
    follow:
      'La page de votre commande indique où elle en est et conserve pour vous la facture puis la licence dès leur émission.',
    'follow.action': 'Suivre ma commande',
    correction: 'Si l’une de ces informations est inexacte, répondez simplement à cet e-mail.',
    closing: 'Bien cordialement,',
  },
);
