import { defineCatalogue } from '../../lib/i18n/catalogue';

/** What the quotes' API answers when it refuses, for the owner or the customer, in their language. */
export const quoteRouteMessages = defineCatalogue(
  {
    notFound: 'No such quote.',
    cardPaymentOff:
      'Card payment is not available: please pay by bank transfer, with the details on this page.',
    nothingDue: 'Nothing is due on this project at the moment.',
    cardLine: 'Invoice {number} (quote {quote})',
    finalConflict:
      '{status, select, accepted {The final invoice was already issued} other {Only an accepted quote can be invoiced}}.',
    creditConflict: 'This invoice is paid or already cancelled: it cannot be cancelled with a credit note.',
    linkNotFound: 'This link does not open any quote. Check that it was copied whole from the e-mail.',
    messageNotFound: 'The inbox message this quote answers no longer exists.',
    conflict:
      '{status, select, draft {The quote is a draft} sent {The quote was already sent} accepted {The customer accepted the quote: it can no longer change} declined {The customer declined the quote} expired {The quote has expired: revise it to send a new validity date} other {The quote changed}}.',
    sellerDetailsMissing:
      'Quotes cannot be sent yet: the business’s legal details (SIREN, address, bank details) are still the samples. Fill them in first.',
    vatRates:
      '{regime, select, franchise {Under the VAT franchise regime, every line is at 0 % (art. 293 B of the CGI).} other {Work done in France carries French VAT: choose 20 %, 10 % or 5.5 % (0 % is for the franchise regime only).}}',
    validityPast: 'The validity date has passed: choose a later date before sending.',
    'closed.revised':
      'This version of the quote was replaced by a revised one: use the link of the latest e-mail.',
    'closed.expired': 'This quote expired on {validUntil}. Contact us for an updated quote.',
    'closed.accepted': 'This quote is already accepted.',
    'closed.declined': 'This quote was declined.',
  },
  {
    cardPaymentOff:
      'Le paiement par carte n’est pas disponible : merci de payer par virement, avec les coordonnées de cette page.',
    nothingDue: 'Rien n’est dû sur ce projet pour le moment.',
    cardLine: 'Facture {number} (devis {quote})',
    finalConflict:
      '{status, select, accepted {La facture de solde a déjà été émise} other {Seul un devis accepté peut être facturé}}.',
    creditConflict: 'Cette facture est payée ou déjà annulée : elle ne peut pas être annulée par un avoir.',
    notFound: 'Ce devis n’existe pas.',
    linkNotFound: 'Ce lien n’ouvre aucun devis. Vérifiez qu’il a été copié en entier depuis l’e-mail.',
    messageNotFound: 'Le message de la boîte de réception auquel ce devis répond n’existe plus.',
    conflict:
      '{status, select, draft {Le devis est un brouillon} sent {Le devis a déjà été envoyé} accepted {Le client a accepté le devis : il ne peut plus changer} declined {Le client a refusé le devis} expired {Le devis a expiré : révisez-le pour envoyer une nouvelle date de validité} other {Le devis a changé}}.',
    sellerDetailsMissing:
      'Les devis ne peuvent pas encore être envoyés : les informations légales de l’entreprise (SIREN, adresse, coordonnées bancaires) sont encore celles d’exemple. Renseignez-les d’abord.',
    vatRates:
      '{regime, select, franchise {En franchise en base de TVA, chaque ligne est à 0 % (art. 293 B du CGI).} other {Les travaux réalisés en France portent la TVA française : choisissez 20 %, 10 % ou 5,5 % (0 % est réservé à la franchise en base).}}',
    validityPast: 'La date de validité est passée : choisissez une date ultérieure avant l’envoi.',
    'closed.revised':
      'Cette version du devis a été remplacée par une version révisée : utilisez le lien du dernier e-mail.',
    'closed.expired': 'Ce devis a expiré le {validUntil}. Contactez-nous pour un devis actualisé.',
    'closed.accepted': 'Ce devis est déjà accepté.',
    'closed.declined': 'Ce devis a été refusé.',
  },
);
