import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const orderTrackingMessages = defineCatalogue(
  {
    'orderTracking.title': 'Your order',
    'orderTracking.description': 'Where your driver licence order stands: invoice, payment and licence.',
    'orderTracking.loading': 'Loading your order…',
    'orderTracking.loadFailed': 'Your order could not be loaded: the server could not be reached.',
    'orderTracking.retry': 'Try again',
    'orderTracking.notFound.title': 'Order not found',
    'orderTracking.notFound':
      'This link does not match any order. Check that the whole link from the e-mail was opened; if it was, write to us and we will find your order.',
    'orderTracking.notFound.contact': 'Contact us',
    'orderTracking.number': 'Order no. {number}',
    'orderTracking.summary': '{driver} for the processor with MAC address {mac}',
    'orderTracking.receivedAt': 'Ordered on {date} · {price} excl. VAT',
    'orderTracking.progress': 'Progress',
    'orderTracking.partlyPaid':
      'We have received {received} for this invoice. {due} remains to be paid: the licence is sent once the invoice is paid in full.',
    'orderTracking.step.received': 'Order received',
    'orderTracking.step.invoiced': 'Invoice sent',
    'orderTracking.step.paid': 'Payment received',
    'orderTracking.step.licenceSent': 'Licence sent',
    'orderTracking.step.cancelled': 'Order cancelled',
    'orderTracking.step.refunded': 'Order refunded',
    'orderTracking.step.on': 'on {date}',
    'orderTracking.step.pending': 'not yet',
    'orderTracking.cancelled':
      'This order was cancelled. Nothing is due; if you paid, the amount will be refunded. Write to us with any question.',
    'orderTracking.invoice': 'Invoice',
    'orderTracking.invoice.summary': 'Invoice {number} of {date}, {total} including VAT.',
    'orderTracking.refunded':
      'This order was refunded: the credit note below cancels its invoice, and the amount paid is sent back to you.',
    'orderTracking.creditNote.summary':
      'Credit note {number} of {date} cancels invoice {invoice} ({total} including VAT).',
    'orderTracking.creditNote.download': 'Download credit note {number} (PDF)',
    'orderTracking.licence.refunded': 'The licence of this order was revoked when it was refunded.',
    'orderTracking.invoice.download': 'Download invoice {number} (PDF)',
    'orderTracking.invoice.waiting': 'Your invoice is sent by e-mail within 24 hours of your order.',
    'orderTracking.receipt.download': 'Download the receipt (PDF)',
    'orderTracking.payment': 'Payment',
    'orderTracking.payment.intro':
      'Pay by bank transfer with the details below, or scan the QR code with your banking app. Your licence is sent by e-mail once the payment has arrived.',
    'orderTracking.payment.amount': 'Amount',
    'orderTracking.payment.beneficiary': 'Beneficiary',
    'orderTracking.payment.iban': 'IBAN',
    'orderTracking.payment.bic': 'BIC',
    'orderTracking.payment.reference': 'Reference',
    'orderTracking.payment.dueDate': 'Due by',
    'orderTracking.payment.link': 'Pay online',
    'orderTracking.payment.card': 'Pay by card',
    'orderTracking.payment.cardIntro':
      'Pay by card on our payment provider Stripe’s secure page: your licence is sent by e-mail within minutes.',
    'orderTracking.payment.transferIntro':
      'Or pay by bank transfer with the details below, or scan the QR code with your banking app. Your licence is sent by e-mail once the transfer has arrived.',
    'orderTracking.payment.overdue':
      'This invoice was due on {date}. If you have paid in the last few days, thank you: the licence follows as soon as the payment reaches us.',
    'orderTracking.card.confirming':
      'Thank you. Your card payment is being confirmed: this page updates by itself in a few seconds.',
    'orderTracking.card.slow':
      'The confirmation is taking longer than usual. You will receive the licence by e-mail as soon as it arrives; you can close this page.',
    'orderTracking.card.unavailable':
      'Card payment could not be started just now. Try again in a few minutes, or pay by bank transfer.',
    'orderTracking.card.done': 'Your card payment is confirmed. Your licence has been sent to you by e-mail.',
    'orderTracking.paid.card': 'Paid by card on {date}.',
    'orderTracking.paid.sepa_credit_transfer': 'Paid by bank transfer on {date}.',
    'orderTracking.paid.cheque': 'Paid by cheque on {date}.',
    'orderTracking.paid.cash': 'Paid in cash on {date}.',
    'orderTracking.payment.qr':
      'QR code for a SEPA bank transfer of {amount} to {beneficiary}, reference {reference}',
    'orderTracking.licence': 'Licence',
    'orderTracking.licence.download': 'Download the licence ({fileName})',
    'orderTracking.licence.text': 'Your licence, to paste into the driver’s Licence property',
    'orderTracking.licence.name': 'the licence',
    'orderTracking.copy': 'Copy',
    'orderTracking.copy.named': 'Copy {name}',
    'orderTracking.copy.done': 'Copied: paste {name} where you need it.',
    'orderTracking.copy.failed': 'This browser did not let the page copy: select the text and copy it.',
    'orderTracking.help': 'Help',
    'orderTracking.help.documentation': 'Documentation of the {driver} (PDF)',
    'orderTracking.help.contact': 'Write to us about this order ({email})',
    'orderTracking.help.subject': 'Order no. {number}',
    'orderTracking.licence.waiting':
      'Your licence is sent by e-mail, and offered here, once your payment has arrived.',
    'orderTracking.licence.preparing': 'Your payment has arrived: your licence is on its way by e-mail.',
    'orderTracking.licence.revoked':
      'The licence of this order was revoked. Write to us if you need one for another processor.',
    'orderTracking.licence.help':
      'In your programming software, select the driver and paste the whole text of this file into its Licence property. The driver checks the licence itself, without going online: it works only on the processor whose MAC address is {mac}. The driver’s documentation shows each step.',
  },
  {
    'orderTracking.title': 'Votre commande',
    'orderTracking.description':
      'Où en est votre commande de licence de driver : facture, paiement et licence.',
    'orderTracking.loading': 'Chargement de votre commande…',
    'orderTracking.loadFailed': 'Votre commande n’a pas pu être chargée : le serveur est injoignable.',
    'orderTracking.retry': 'Réessayer',
    'orderTracking.notFound.title': 'Commande introuvable',
    'orderTracking.notFound':
      'Ce lien ne correspond à aucune commande. Vérifiez que le lien de l’e-mail a été ouvert en entier ; si c’est le cas, écrivez-nous et nous retrouverons votre commande.',
    'orderTracking.notFound.contact': 'Nous contacter',
    'orderTracking.number': 'Commande n° {number}',
    'orderTracking.summary': '{driver} pour le processeur d’adresse MAC {mac}',
    'orderTracking.receivedAt': 'Commandé le {date} · {price} HT',
    'orderTracking.progress': 'Avancement',
    'orderTracking.partlyPaid':
      'Nous avons reçu {received} pour cette facture. Il reste {due} à régler : la licence est envoyée dès que la facture est entièrement payée.',
    'orderTracking.step.received': 'Commande reçue',
    'orderTracking.step.invoiced': 'Facture envoyée',
    'orderTracking.step.paid': 'Paiement reçu',
    'orderTracking.step.licenceSent': 'Licence envoyée',
    'orderTracking.step.cancelled': 'Commande annulée',
    'orderTracking.step.refunded': 'Commande remboursée',
    'orderTracking.step.on': 'le {date}',
    'orderTracking.step.pending': 'pas encore',
    'orderTracking.cancelled':
      'Cette commande a été annulée. Rien n’est dû ; si vous aviez payé, le montant vous sera remboursé. Écrivez-nous pour toute question.',
    'orderTracking.invoice': 'Facture',
    'orderTracking.invoice.summary': 'Facture {number} du {date}, {total} TTC.',
    'orderTracking.refunded':
      'Cette commande a été remboursée : l’avoir ci-dessous annule sa facture, et le montant payé vous est renvoyé.',
    'orderTracking.creditNote.summary':
      'L’avoir {number} du {date} annule la facture {invoice} ({total} TTC).',
    'orderTracking.creditNote.download': 'Télécharger l’avoir {number} (PDF)',
    'orderTracking.licence.refunded':
      'La licence de cette commande a été révoquée lors de son remboursement.',
    'orderTracking.invoice.download': 'Télécharger la facture {number} (PDF)',
    'orderTracking.invoice.waiting':
      'Votre facture vous est envoyée par e-mail dans les 24 heures suivant la commande.',
    'orderTracking.receipt.download': 'Télécharger le reçu (PDF)',
    'orderTracking.payment': 'Paiement',
    'orderTracking.payment.intro':
      'Réglez par virement avec les coordonnées ci-dessous, ou scannez le QR code avec l’application de votre banque. Votre licence vous est envoyée par e-mail dès réception du paiement.',
    'orderTracking.payment.amount': 'Montant',
    'orderTracking.payment.beneficiary': 'Bénéficiaire',
    'orderTracking.payment.iban': 'IBAN',
    'orderTracking.payment.bic': 'BIC',
    'orderTracking.payment.reference': 'Référence',
    'orderTracking.payment.dueDate': 'À régler avant le',
    'orderTracking.payment.link': 'Payer en ligne',
    'orderTracking.payment.card': 'Payer par carte',
    'orderTracking.payment.cardIntro':
      'Payez par carte sur la page sécurisée de notre prestataire de paiement Stripe : votre licence vous est envoyée par e-mail dans les minutes qui suivent.',
    'orderTracking.payment.transferIntro':
      'Ou réglez par virement avec les coordonnées ci-dessous, ou scannez le QR code avec l’application de votre banque. Votre licence vous est envoyée par e-mail dès réception du virement.',
    'orderTracking.payment.overdue':
      'Cette facture était à régler avant le {date}. Si vous avez payé ces derniers jours, merci : la licence suit dès que le paiement nous parvient.',
    'orderTracking.card.confirming':
      'Merci. Votre paiement par carte est en cours de confirmation : cette page se met à jour d’elle-même dans quelques secondes.',
    'orderTracking.card.slow':
      'La confirmation prend plus de temps que d’habitude. Vous recevrez la licence par e-mail dès qu’elle arrive ; vous pouvez fermer cette page.',
    'orderTracking.card.unavailable':
      'Le paiement par carte n’a pas pu démarrer pour le moment. Réessayez dans quelques minutes, ou réglez par virement.',
    'orderTracking.card.done':
      'Votre paiement par carte est confirmé. Votre licence vous a été envoyée par e-mail.',
    'orderTracking.paid.card': 'Payée par carte le {date}.',
    'orderTracking.paid.sepa_credit_transfer': 'Payée par virement le {date}.',
    'orderTracking.paid.cheque': 'Payée par chèque le {date}.',
    'orderTracking.paid.cash': 'Payée en espèces le {date}.',
    'orderTracking.payment.qr':
      'QR code pour un virement SEPA de {amount} à {beneficiary}, référence {reference}',
    'orderTracking.licence': 'Licence',
    'orderTracking.licence.download': 'Télécharger la licence ({fileName})',
    'orderTracking.licence.text': 'Votre licence, à coller dans la propriété Licence du driver',
    'orderTracking.licence.name': 'la licence',
    'orderTracking.copy': 'Copier',
    'orderTracking.copy.named': 'Copier {name}',
    'orderTracking.copy.done': 'Copié : collez {name} là où il vous le faut.',
    'orderTracking.copy.failed':
      'Ce navigateur n’a pas permis la copie : sélectionnez le texte et copiez-le.',
    'orderTracking.help': 'Aide',
    'orderTracking.help.documentation': 'Documentation du {driver} (PDF)',
    'orderTracking.help.contact': 'Nous écrire au sujet de cette commande ({email})',
    'orderTracking.help.subject': 'Commande n° {number}',
    'orderTracking.licence.waiting':
      'Votre licence vous est envoyée par e-mail, et proposée ici, dès réception de votre paiement.',
    'orderTracking.licence.preparing':
      'Votre paiement est arrivé : votre licence vous est envoyée par e-mail.',
    'orderTracking.licence.revoked':
      'La licence de cette commande a été révoquée. Écrivez-nous s’il vous en faut une pour un autre processeur.',
    'orderTracking.licence.help':
      'Dans votre logiciel de programmation, sélectionnez le driver et collez tout le texte de ce fichier dans sa propriété Licence. Le driver vérifie lui-même la licence, sans connexion à Internet : elle ne fonctionne que sur le processeur dont l’adresse MAC est {mac}. La documentation du driver détaille chaque étape.',
  },
);
