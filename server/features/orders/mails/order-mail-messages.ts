import { defineCatalogue } from '../../../lib/i18n/catalogue';

/**
 * The mails of an order's way to its licence: to the customer (invoice, licence, cancellation) in the language
 * they ordered in, and the owner's reminder of an order still waiting for its invoice.
 */
export const orderMailMessages = defineCatalogue(
  {
    greeting: 'Hello,',
    closing: 'Kind regards,',
    orderPage: 'Follow your order: its documents, payment and licence',
    'invoice.subject': 'Invoice {number}: {driver} licence',
    'invoice.body':
      'Please find attached invoice {number} for your {driver} licence: {amount} due by {dueDate}.',
    'invoice.payOnline': 'Pay online',
    'invoice.payByCard': 'Pay by card',
    'invoice.transfer': '{paymentLink, select, yes {Or pay by bank transfer} other {Pay by bank transfer}}',
    'invoice.beneficiary': 'Beneficiary',
    'invoice.iban': 'IBAN',
    'invoice.bic': 'BIC',
    'invoice.amount': 'Amount',
    'invoice.reference': 'Reference',
    'invoice.qr':
      'The invoice also carries a QR code: scan it with your banking app to fill in the transfer.',
    'invoice.next': 'As soon as the payment is received, we send you the licence by e-mail.',
    'licence.subject': 'Your licence: {driver}',
    'licence.body':
      'Thank you for your payment. Attached is your licence for the {driver}, for the home processor with MAC address {mac}.',
    'reissued.subject': 'Your new licence: {driver}',
    'reissued.body':
      'Attached is your new licence for the {driver}, for the home processor with MAC address {mac}. It replaces the licence for {previousMac}, which is now revoked.',
    'licence.steps': 'To install it',
    'licence.step1': '1. Save the attached file {fileName}.',
    'licence.step2':
      '2. In {system} Composer Pro, select the {driver} in your project and open its Properties.',
    'licence.step3':
      '3. Open the file in a text editor, copy its whole content and paste it into the Licence property.',
    'licence.step4':
      '4. The driver checks the licence against the processor’s MAC address and shows "Licence valid" once it is accepted.',
    'licence.receipt': 'The receipt of your payment is attached too.',
    'licence.keep':
      'Keep this e-mail: the licence works only on this processor. If you replace it, reply to this e-mail with the new MAC address.',
    'cancelled.subject': 'Order cancelled: {driver} licence',
    'cancelled.body': 'Your order of a licence for the {driver} has been cancelled.',
    'cancelled.creditNote':
      'Attached is credit note {number}, which cancels invoice {invoice}: nothing is due.',
    'cancelled.question': 'If you did not expect this, simply reply to this e-mail.',
    'refunded.subject': 'Refund: {driver} licence',
    'refunded.body':
      'We are refunding the {amount} you paid for your licence for the {driver}. Attached is credit note {number}, which cancels invoice {invoice}.',
    'refunded.licence.revoked':
      'The licence for the processor {mac} is revoked: drivers that check it online now refuse it.',
    'refunded.licence.kept': 'You keep the licence for the processor {mac}: it remains valid.',
    'reminder.subject': 'Invoice still to send: order from {customer}',
    'reminder.body':
      'The order of a {driver} licence from {customer} ({company}) arrived on {receivedAt} and has no invoice yet. The store promises an invoice within 24 hours.',
    'reminder.action': 'Open the order',
    'paymentReminder.subject': 'Reminder: invoice {number} is still to be paid',
    'paymentReminder.body':
      'Unless we are mistaken, invoice {number} for your {driver} licence, {amount}, due by {dueDate}, has not been paid yet. You will find it attached, with the ways to pay below.',
    'paymentReminder.bodyOverdue':
      'Unless we are mistaken, invoice {number} for your {driver} licence, {amount}, was due on {dueDate} and has not been paid yet. You will find it attached, with the ways to pay below.',
    'paymentReminder.crossed':
      'If you have paid in the last few days, thank you, and please disregard this message: the licence follows as soon as the payment reaches us.',
  },
  {
    greeting: 'Bonjour,',
    closing: 'Bien cordialement,',
    orderPage: 'Suivre votre commande : documents, paiement et licence',
    'invoice.subject': 'Facture {number} : licence du {driver}',
    'invoice.body':
      'Veuillez trouver ci-joint la facture {number} de votre licence du {driver} : {amount} à régler avant le {dueDate}.',
    'invoice.payOnline': 'Payer en ligne',
    'invoice.payByCard': 'Payer par carte',
    'invoice.transfer':
      '{paymentLink, select, yes {Ou payez par virement bancaire} other {Payez par virement bancaire}}',
    'invoice.beneficiary': 'Bénéficiaire',
    'invoice.iban': 'IBAN',
    'invoice.bic': 'BIC',
    'invoice.amount': 'Montant',
    'invoice.reference': 'Référence',
    'invoice.qr':
      'La facture comporte aussi un QR code : scannez-le avec l’application de votre banque pour préremplir le virement.',
    'invoice.next': 'Dès réception du paiement, nous vous envoyons la licence par e-mail.',
    'licence.subject': 'Votre licence : {driver}',
    'licence.body':
      'Merci pour votre paiement. Vous trouverez ci-joint votre licence du {driver}, pour le processeur domotique d’adresse MAC {mac}.',
    'reissued.subject': 'Votre nouvelle licence : {driver}',
    'reissued.body':
      'Vous trouverez ci-joint votre nouvelle licence du {driver}, pour le processeur domotique d’adresse MAC {mac}. Elle remplace la licence pour {previousMac}, désormais révoquée.',
    'licence.steps': 'Pour l’installer',
    'licence.step1': '1. Enregistrez le fichier joint {fileName}.',
    'licence.step2':
      '2. Dans {system} Composer Pro, sélectionnez le {driver} dans votre projet et ouvrez ses propriétés.',
    'licence.step3':
      '3. Ouvrez le fichier dans un éditeur de texte, copiez tout son contenu et collez-le dans la propriété Licence.',
    'licence.step4':
      '4. Le driver vérifie la licence avec l’adresse MAC du processeur et affiche « Licence valide » une fois acceptée.',
    'licence.receipt': 'Le reçu de votre paiement est également joint.',
    'licence.keep':
      'Conservez cet e-mail : la licence ne fonctionne que sur ce processeur. Si vous le remplacez, répondez à cet e-mail en indiquant la nouvelle adresse MAC.',
    'cancelled.subject': 'Commande annulée : licence du {driver}',
    'cancelled.body': 'Votre commande d’une licence du {driver} a été annulée.',
    'cancelled.creditNote':
      'Vous trouverez ci-joint l’avoir {number}, qui annule la facture {invoice} : vous n’avez rien à régler.',
    'cancelled.question': 'Si vous ne vous y attendiez pas, répondez simplement à cet e-mail.',
    'refunded.subject': 'Remboursement : licence du {driver}',
    'refunded.body':
      'Nous vous remboursons les {amount} réglés pour votre licence du {driver}. Vous trouverez ci-joint l’avoir {number}, qui annule la facture {invoice}.',
    'refunded.licence.revoked':
      'La licence pour le processeur {mac} est révoquée : les drivers qui la vérifient en ligne la refusent désormais.',
    'refunded.licence.kept': 'Vous conservez la licence pour le processeur {mac} : elle reste valable.',
    'reminder.subject': 'Facture à envoyer : commande de {customer}',
    'reminder.body':
      'La commande d’une licence du {driver} passée par {customer} ({company}) est arrivée le {receivedAt} et n’a pas encore de facture. La boutique promet une facture sous 24 heures.',
    'reminder.action': 'Ouvrir la commande',
    'paymentReminder.subject': 'Rappel : la facture {number} reste à régler',
    'paymentReminder.body':
      'Sauf erreur de notre part, la facture {number} de votre licence du {driver}, d’un montant de {amount}, à régler avant le {dueDate}, n’a pas encore été payée. Vous la trouverez ci-jointe, avec les moyens de paiement ci-dessous.',
    'paymentReminder.bodyOverdue':
      'Sauf erreur de notre part, la facture {number} de votre licence du {driver}, d’un montant de {amount}, arrivée à échéance le {dueDate}, n’a pas encore été payée. Vous la trouverez ci-jointe, avec les moyens de paiement ci-dessous.',
    'paymentReminder.crossed':
      'Si vous avez réglé ces derniers jours, merci, et ne tenez pas compte de ce message : la licence suit dès que le paiement nous parvient.',
  },
);
