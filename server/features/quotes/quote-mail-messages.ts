import { defineCatalogue } from '../../lib/i18n/catalogue';

/**
 * The mails of an installation quote: to the customer in the quote's language (the quote and its link), to the
 * owner in theirs (the customer's answer).
 */
export const quoteMailMessages = defineCatalogue(
  {
    greeting: 'Hello {name},',
    closing: 'Kind regards,',
    'invoice.depositSubject': 'Deposit invoice {invoice} – quote {number} – {business}',
    'invoice.finalSubject': 'Final invoice {invoice} – quote {number} – {business}',
    'invoice.depositBody':
      'Thank you for accepting quote {number}. Please find attached the deposit invoice {invoice}: {amount} incl. VAT, to pay by {dueDate}. We schedule the work as soon as it is received.',
    'invoice.finalBody':
      'The work of quote {number} is complete. Please find attached the final invoice {invoice}: {total} incl. VAT for the whole work, less the deposit already invoiced. {amount} remains to pay, by {dueDate}.',
    'invoice.finalBodyNoDeposit':
      'The work of quote {number} is complete. Please find attached the final invoice {invoice}: {amount} incl. VAT, to pay by {dueDate}.',
    'invoice.transfer': 'Pay by bank transfer',
    'invoice.beneficiary': 'Beneficiary',
    'invoice.iban': 'IBAN',
    'invoice.bic': 'BIC',
    'invoice.amount': 'Amount',
    'invoice.reference': 'Reference',
    'invoice.qr':
      'The invoice also carries a QR code: scan it with your banking app to fill in the transfer.',
    'invoice.action': 'Follow your project and pay online',
    'sent.subject': 'Quote {number} from {business}',
    'sent.subjectRevised': 'Quote {number} (version {version}) from {business}',
    'sent.body':
      'Thank you for your interest. Please find attached our quote {number} for {amount} including VAT, valid until {validUntil}.',
    'sent.revised': 'This version replaces the previous one, whose link no longer works.',
    'sent.deposit':
      'Once you accept it, we send you the deposit invoice of {percent} % ({deposit} including VAT); the work is scheduled as soon as it is paid.',
    'sent.noDeposit': 'Once you accept it, we get in touch to schedule the work.',
    'sent.action': 'View and accept the quote',
    'sent.online':
      'The link opens the quote on our site: you can accept it there by typing your name, or decline it. It also shows how the project goes on once accepted.',
    'sent.questions': 'Any question about it? Simply reply to this e-mail or call us on {phone}.',
    'accepted.subject': 'Quote {number} accepted by {name}',
    'accepted.body': '{name} accepted quote {number} ({customer}) online on {acceptedAt}.',
    'accepted.amount': 'Total incl. VAT',
    'accepted.deposit': 'Deposit asked',
    'accepted.evidence': 'PDF accepted (SHA-256)',
    'declined.subject': 'Quote {number} declined',
    'declined.body': '{customer} declined quote {number} online on {declinedAt}.',
    'declined.reason': 'Reason given',
    'declined.noReason': 'No reason was given.',
    'owner.action': 'Open the quote',
  },
  {
    greeting: 'Bonjour {name},',
    closing: 'Bien cordialement,',
    'invoice.depositSubject': 'Facture d’acompte {invoice} – devis {number} – {business}',
    'invoice.finalSubject': 'Facture de solde {invoice} – devis {number} – {business}',
    'invoice.depositBody':
      'Merci d’avoir accepté le devis {number}. Vous trouverez ci-joint la facture d’acompte {invoice} : {amount} TTC, à régler au plus tard le {dueDate}. Nous planifions les travaux dès sa réception.',
    'invoice.finalBody':
      'Les travaux du devis {number} sont terminés. Vous trouverez ci-joint la facture de solde {invoice} : {total} TTC pour l’ensemble des travaux, déduction faite de l’acompte déjà facturé. Il reste {amount} à régler, au plus tard le {dueDate}.',
    'invoice.finalBodyNoDeposit':
      'Les travaux du devis {number} sont terminés. Vous trouverez ci-joint la facture {invoice} : {amount} TTC, à régler au plus tard le {dueDate}.',
    'invoice.transfer': 'Payer par virement bancaire',
    'invoice.beneficiary': 'Bénéficiaire',
    'invoice.iban': 'IBAN',
    'invoice.bic': 'BIC',
    'invoice.amount': 'Montant',
    'invoice.reference': 'Référence',
    'invoice.qr':
      'La facture comporte aussi un QR code : scannez-le avec l’application de votre banque pour préremplir le virement.',
    'invoice.action': 'Suivre votre projet et payer en ligne',
    'sent.subject': 'Devis {number} de {business}',
    'sent.subjectRevised': 'Devis {number} (version {version}) de {business}',
    'sent.body':
      'Merci de votre demande. Vous trouverez ci-joint notre devis {number} d’un montant de {amount} TTC, valable jusqu’au {validUntil}.',
    'sent.revised': 'Cette version remplace la précédente, dont le lien ne fonctionne plus.',
    'sent.deposit':
      'Dès votre accord, nous vous adressons la facture d’acompte de {percent} % ({deposit} TTC) ; les travaux sont planifiés dès son règlement.',
    'sent.noDeposit': 'Dès votre accord, nous vous contactons pour planifier les travaux.',
    'sent.action': 'Consulter et accepter le devis',
    'sent.online':
      'Le lien ouvre le devis sur notre site : vous pouvez l’y accepter en saisissant votre nom, ou le refuser. Vous y suivrez ensuite l’avancement du projet.',
    'sent.questions': 'Une question ? Répondez simplement à cet e-mail ou appelez-nous au {phone}.',
    'accepted.subject': 'Devis {number} accepté par {name}',
    'accepted.body': '{name} a accepté en ligne le devis {number} ({customer}) le {acceptedAt}.',
    'accepted.amount': 'Total TTC',
    'accepted.deposit': 'Acompte demandé',
    'accepted.evidence': 'PDF accepté (SHA-256)',
    'declined.subject': 'Devis {number} refusé',
    'declined.body': '{customer} a refusé en ligne le devis {number} le {declinedAt}.',
    'declined.reason': 'Motif indiqué',
    'declined.noReason': 'Aucun motif n’a été indiqué.',
    'owner.action': 'Ouvrir le devis',
  },
);
