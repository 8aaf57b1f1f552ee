import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** The Payments view: imported bank statements and the payments that wait for the owner. */
export const paymentsMessages = defineCatalogue(
  {
    'payments.title': 'Payments',
    'payments.back': 'Back to the orders',
    'payments.description':
      'Bank statements imported, payments matched with their invoices, and those left for you to check.',
    'payments.ownerOnly':
      'Importing bank statements and matching or setting aside payments is for the owner, or a colleague they allowed.',
    'payments.import': 'Import a bank statement',
    'payments.import.file': 'Bank statement (camt.053 file, XML)',
    'payments.import.hint':
      'Download it from your bank’s website (statements, format camt.053 or “XML SEPA”). Transfers quoting an invoice number for its exact amount mark the order paid and send the licence. Importing the same days twice does nothing twice.',
    'payments.import.submit': 'Import a bank statement',
    'payments.import.choose': 'Choose the statement file first.',
    'payments.import.sending': 'Importing…',
    'payments.import.done':
      'Statement imported. Payments matched with their invoice: {matched} (orders paid, licences sent). Partial payments put against their invoice: {partial}. To check below: {unmatched}. Already imported before: {alreadyImported}.',
    'payments.import.refused': 'Nothing was imported: {reason}',
    'payments.import.notCamt':
      'this file is not a camt.053 bank statement. Export the statement in the camt.053 (XML) format.',
    'payments.import.notXml':
      'this file is not an XML file. Export the statement in the camt.053 (XML) format.',
    'payments.import.malformed':
      'the statement is incomplete or damaged ({detail}). Export it again from your bank.',
    'payments.import.signing':
      'it pays an invoice, and licences cannot be signed now. Set the licence key, then import the statement again.',
    'payments.import.tooLarge': 'the file is larger than 10 MB. Export a shorter period.',
    'payments.import.failed': 'the server could not be reached. Try again.',
    'payments.waiting': 'Payments to check',
    'payments.waiting.count': '{count, plural, one {# payment} other {# payments}}',
    'payments.waiting.empty':
      'Every payment received has been put against its invoice. Transfers that do not match an open invoice exactly appear here.',
    'payments.source.bank_transfer': 'Bank transfer',
    'payments.source.card': 'Card payment',
    'payments.from': 'From {payer}',
    'payments.text': 'Reference given: {text}',
    'payments.reason.partial': 'Less than invoice {number} ({due}): a partial payment.',
    'payments.reason.overpaid': 'More than invoice {number} ({due}).',
    'payments.reason.no_invoice': 'No open invoice number in its reference.',
    'payments.reason.not_open': 'Invoice {number} is already paid or cancelled: a second payment, to refund?',
    'payments.reason.currency': 'Not in euros.',
    'payments.reason.amount': 'A card payment that differs from invoice {number} ({due}).',
    'payments.reason.unknown_order': 'A card payment for no order of this site.',
    'payments.reason.date':
      'Booked on a day before the order or after today: check this entry with your bank before using it.',
    'payments.more': 'Show more payments',
    'payments.match.partial': 'The payment was put against invoice {number}: {due} is still due.',
    'payments.notEuros':
      'Not done: this payment is not in euros and cannot pay a euro invoice. Set it aside, or record the euros received with Mark as paid on the order.',
    'payments.dayRefused':
      'Not done: this payment is booked before the order or after today. Check it with your bank.',
    'payments.ledger': 'Payments ledger',
    'payments.ledger.imports': 'Statements imported',
    'payments.ledger.noImports': 'No statement imported yet.',
    'payments.ledger.import':
      '{file}, imported on {at} by {who}: {credits, plural, one {# credit} other {# credits}}; paid in full {matched}, partial {partial}, to check {unmatched}, already imported {alreadyImported}.',
    'payments.ledger.payments': 'Payments received',
    'payments.ledger.noPayments': 'No payment received yet.',
    'payments.ledger.payment': '{amount} on {day} · {source} · {payer}',
    'payments.ledger.paid': 'Paid invoice {number}.',
    'payments.ledger.partial': 'Put against invoice {number}: {due} still due.',
    'payments.ledger.dismissed': 'Set aside by {who}.',
    'payments.ledger.waiting': 'Waits to be checked.',
    'payments.ledger.more': 'Show older payments',
    'payments.source.owner': 'Recorded by hand',
    'payments.match.invoice': 'Invoice paid by it',
    'payments.match.option': '{number} · {customer} · {amount}',
    'payments.match.choose': 'Choose the invoice…',
    'payments.match.unchosen': 'Choose the invoice this payment settles first.',
    'payments.match.submit': 'Mark this invoice paid',
    'payments.match.none': 'No invoice is waiting for payment.',
    'payments.match.done': 'Invoice {number} is paid and its licence was sent.',
    'payments.dismiss': 'Set aside',
    'payments.dismiss.done': 'The payment was set aside.',
    'payments.conflict':
      'Not done: this payment or this invoice was settled meanwhile. The list is up to date.',
    'payments.signing': 'Not done: licences cannot be signed now. Set the licence key first.',
    'payments.failed': 'Not done: the server could not be reached. Try again.',
  },
  {
    'payments.back': 'Retour aux commandes',
    'payments.title': 'Paiements',
    'payments.description':
      'Les relevés bancaires importés, les paiements rapprochés de leur facture, et ceux qui restent à vérifier.',
    'payments.ownerOnly':
      'Importer les relevés bancaires et rapprocher ou écarter les paiements est réservé au propriétaire, ou à un collaborateur qu’il y a autorisé.',
    'payments.import': 'Importer un relevé bancaire',
    'payments.import.file': 'Relevé bancaire (fichier camt.053, XML)',
    'payments.import.hint':
      'Téléchargez-le sur le site de votre banque (relevés, format camt.053 ou « XML SEPA »). Un virement qui indique un numéro de facture pour son montant exact marque la commande payée et envoie la licence. Importer deux fois les mêmes jours ne fait rien deux fois.',
    'payments.import.submit': 'Importer un relevé bancaire',
    'payments.import.choose': 'Choisissez d’abord le fichier du relevé.',
    'payments.import.sending': 'Import en cours…',
    'payments.import.done':
      'Relevé importé. Paiements rapprochés de leur facture : {matched} (commandes payées, licences envoyées). Paiements partiels imputés sur leur facture : {partial}. À vérifier ci-dessous : {unmatched}. Déjà importés auparavant : {alreadyImported}.',
    'payments.import.refused': 'Rien n’a été importé : {reason}',
    'payments.import.notCamt':
      'ce fichier n’est pas un relevé bancaire camt.053. Exportez le relevé au format camt.053 (XML).',
    'payments.import.notXml':
      'ce fichier n’est pas un fichier XML. Exportez le relevé au format camt.053 (XML).',
    'payments.import.malformed':
      'le relevé est incomplet ou endommagé ({detail}). Exportez-le de nouveau depuis votre banque.',
    'payments.import.signing':
      'il règle une facture, et les licences ne peuvent pas être signées pour le moment. Installez la clé de licence, puis importez de nouveau le relevé.',
    'payments.import.tooLarge': 'le fichier dépasse 10 Mo. Exportez une période plus courte.',
    'payments.import.failed': 'le serveur est injoignable. Réessayez.',
    'payments.waiting': 'Paiements à vérifier',
    'payments.waiting.count': '{count, plural, one {# paiement} other {# paiements}}',
    'payments.waiting.empty':
      'Chaque paiement reçu a été rapproché de sa facture. Les virements qui ne correspondent pas exactement à une facture ouverte apparaissent ici.',
    'payments.source.bank_transfer': 'Virement',
    'payments.source.card': 'Paiement par carte',
    'payments.from': 'De {payer}',
    'payments.text': 'Référence indiquée : {text}',
    'payments.reason.partial': 'Moins que la facture {number} ({due}) : un paiement partiel.',
    'payments.reason.overpaid': 'Plus que la facture {number} ({due}).',
    'payments.reason.no_invoice': 'Aucun numéro de facture ouverte dans sa référence.',
    'payments.reason.not_open':
      'La facture {number} est déjà payée ou annulée : un second paiement, à rembourser ?',
    'payments.reason.currency': 'Pas en euros.',
    'payments.reason.amount': 'Un paiement par carte différent de la facture {number} ({due}).',
    'payments.reason.unknown_order': 'Un paiement par carte pour aucune commande de ce site.',
    'payments.reason.date':
      'Comptabilisé à une date antérieure à la commande ou postérieure à aujourd’hui : vérifiez cette opération auprès de votre banque avant de l’utiliser.',
    'payments.more': 'Afficher plus de paiements',
    'payments.match.partial': 'Le paiement a été imputé sur la facture {number} : il reste {due} à régler.',
    'payments.notEuros':
      'Non effectué : ce paiement n’est pas en euros et ne peut pas régler une facture en euros. Écartez-le, ou enregistrez les euros reçus avec « Marquer payée » sur la commande.',
    'payments.dayRefused':
      'Non effectué : ce paiement est comptabilisé avant la commande ou après aujourd’hui. Vérifiez-le auprès de votre banque.',
    'payments.ledger': 'Journal des paiements',
    'payments.ledger.imports': 'Relevés importés',
    'payments.ledger.noImports': 'Aucun relevé importé pour l’instant.',
    'payments.ledger.import':
      '{file}, importé le {at} par {who} : {credits, plural, one {# crédit} other {# crédits}} ; réglés en totalité {matched}, partiels {partial}, à vérifier {unmatched}, déjà importés {alreadyImported}.',
    'payments.ledger.payments': 'Paiements reçus',
    'payments.ledger.noPayments': 'Aucun paiement reçu pour l’instant.',
    'payments.ledger.payment': '{amount} le {day} · {source} · {payer}',
    'payments.ledger.paid': 'A réglé la facture {number}.',
    'payments.ledger.partial': 'Imputé sur la facture {number} : il reste {due} à régler.',
    'payments.ledger.dismissed': 'Écarté par {who}.',
    'payments.ledger.waiting': 'En attente de vérification.',
    'payments.ledger.more': 'Afficher les paiements plus anciens',
    'payments.source.owner': 'Saisi à la main',
    'payments.match.invoice': 'Facture réglée par ce paiement',
    'payments.match.option': '{number} · {customer} · {amount}',
    'payments.match.choose': 'Choisissez la facture…',
    'payments.match.unchosen': 'Choisissez d’abord la facture que ce paiement règle.',
    'payments.match.submit': 'Marquer cette facture payée',
    'payments.match.none': 'Aucune facture n’attend de paiement.',
    'payments.match.done': 'La facture {number} est payée et sa licence a été envoyée.',
    'payments.dismiss': 'Écarter',
    'payments.dismiss.done': 'Le paiement a été écarté.',
    'payments.conflict':
      'Non effectué : ce paiement ou cette facture a été traité entre-temps. La liste est à jour.',
    'payments.signing':
      'Non effectué : les licences ne peuvent pas être signées pour le moment. Installez d’abord la clé de licence.',
    'payments.failed': 'Non effectué : le serveur est injoignable. Réessayez.',
  },
);
