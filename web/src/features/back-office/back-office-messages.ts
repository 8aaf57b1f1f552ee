import { defineCatalogue } from '@shared/i18n/define-catalogue';

/**
 * The layout's messages, in every view: the sections, who is signed in, what every view says while it loads or
 * fails, and the setup checklist with its view. Names of settings and files stay as they are written. The other views' messages sit in their folders.
 */
export const backOfficeMessages = defineCatalogue(
  {
    'backOffice.eyebrow': 'Back office',
    'backOffice.description': 'Messages, information requests and licence orders received through the site.',
    'backOffice.signedInAs': 'Signed in as {name}',
    'backOffice.nav': 'Back office',
    'backOffice.nav.today': 'Today',
    'backOffice.nav.messages': 'Messages',
    'backOffice.nav.orders': 'Orders',
    'backOffice.nav.quotes': 'Quotes',
    'backOffice.nav.customers': 'Customers',
    'backOffice.nav.products': 'Products',
    'backOffice.nav.team': 'Team',
    'backOffice.nav.account': 'My account',
    'backOffice.nav.business': 'Business details',
    'backOffice.signOut': 'Sign out',
    'backOffice.signOut.failed': 'You are still signed in: the server could not be reached. Try again.',
    'backOffice.newCount': '{count, plural, one {# new item} other {# new items}}',
    'backOffice.newCount.none': 'No new item',
    'backOffice.search': 'Search',
    'backOffice.search.submit': 'Apply',
    'backOffice.filters.clear': 'Clear filters',
    'backOffice.empty': 'Nothing matches these filters.',
    'backOffice.loading': 'Loading…',
    'backOffice.loadFailed': 'This could not be loaded.',
    'backOffice.retry': 'Try again',
    'backOffice.pagination': 'Pages',
    'backOffice.page': 'Page {page} of {pages}',
    'backOffice.previous': 'Previous page',
    'backOffice.next': 'Next page',
    'backOffice.language.en': 'English',
    'backOffice.language.fr': 'French',
    'backOffice.actionFailed': 'The change was not saved. Try again.',
    'backOffice.nav.setup': 'Setup',
    'setup.title': 'Setup',
    'setup.intro':
      'What the site needs before the first invoice and licence. The business details are set in the back office; the other settings are read when the server starts: change them, then restart the server.',
    'setup.complete': 'Everything needed is set. The optional items can wait.',
    'setup.state.done': 'Done',
    'setup.state.todo': 'To do',
    'setup.state.optional': 'Optional',
    'setup.checklist': 'Before your first invoice: {done} of {total} steps done',
    'setup.checklist.open': 'See what to set',
    'setup.item.seller': 'Seller’s legal details',
    'setup.item.seller.how':
      'Printed on every invoice: legal name and form, share capital, SIREN and SIRET, RCS city, VAT number and regime. Fill them in under Business details (they apply at once); or, to deploy by file, in the <code>legal</code> key of <code>site.config.json</code>, which then takes precedence. Until then, Send invoice is refused: an invoice with the sample details would use up a number for nothing.',
    'setup.item.seller.open': 'Open Business details',
    'setup.item.bank': 'Bank details',
    'setup.item.bank.how':
      'The IBAN and BIC your customers pay to, printed on invoices and in the transfer’s QR code: under Business details too.',
    'setup.item.bank.sample': 'The IBAN is still the sample one.',
    'setup.item.licenceKey': 'Licence signing key',
    'setup.item.licenceKey.how':
      'Signs the licences the drivers check. Create it once with <code>npm run licences -- keygen PATH</code>, set <code>LICENCE_PRIVATE_KEY_FILE</code> to PATH, restart the server and keep a copy of the key offline. Until then, Mark as paid is refused.',
    'setup.item.licenceKey.problem':
      '{problem, select, unreadable {The server cannot read the key file: the server log says why.} not_rsa {The key is not an RSA key.} too_short {The key is shorter than 2048 bits.} other {No key is set.}}',
    'setup.item.publicBaseUrl': 'Public address of the site',
    'setup.item.publicBaseUrl.how':
      '<code>PUBLIC_BASE_URL</code>, e.g. <code>https://www.example.com</code>: the links in mails (order pages, invitations, password resets) are built on it, and passkeys belong to its host name.',
    'setup.item.publicBaseUrl.ipAddress':
      'It is an IP address: browsers create passkeys only for a host name. Give the site a host name (a domain, or localhost on this computer) and set PUBLIC_BASE_URL to it.',
    'setup.item.mail': 'Mail delivery',
    'setup.item.mail.how':
      '<code>SMTP_URL</code> (e.g. <code>smtps://user:password@smtp.example.com:465</code>) and <code>MAIL_FROM</code>. Without them, invoices, licences and notifications are written to files on the server instead of being sent.',
    'setup.item.paymentLink': 'Card payment link',
    'setup.item.paymentLink.how':
      "Customers can always pay by bank transfer. To offer card payment as well, set <code>PAYMENT_LINK_TEMPLATE</code> to your payment provider’s link, with <code>'{amount}'</code> and <code>'{invoice}'</code> where the amount and the invoice number go.",
  },
  {
    'backOffice.eyebrow': 'Espace de gestion',
    'backOffice.description': 'Messages, demandes d’informations et commandes de licences reçus via le site.',
    'backOffice.signedInAs': 'Connecté en tant que {name}',
    'backOffice.nav': 'Espace de gestion',
    'backOffice.nav.today': 'Aujourd’hui',
    'backOffice.nav.messages': 'Messages',
    'backOffice.nav.orders': 'Commandes',
    'backOffice.nav.quotes': 'Devis',
    'backOffice.nav.customers': 'Clients',
    'backOffice.nav.products': 'Produits',
    'backOffice.nav.team': 'Équipe',
    'backOffice.nav.account': 'Mon compte',
    'backOffice.nav.business': 'Entreprise',
    'backOffice.signOut': 'Se déconnecter',
    'backOffice.signOut.failed': 'Vous êtes toujours connecté : le serveur est injoignable. Réessayez.',
    'backOffice.newCount': '{count, plural, one {# nouvel élément} other {# nouveaux éléments}}',
    'backOffice.newCount.none': 'Aucun nouvel élément',
    'backOffice.search': 'Rechercher',
    'backOffice.search.submit': 'Appliquer',
    'backOffice.filters.clear': 'Effacer les filtres',
    'backOffice.empty': 'Aucun élément ne correspond à ces filtres.',
    'backOffice.loading': 'Chargement…',
    'backOffice.loadFailed': 'Le chargement a échoué.',
    'backOffice.retry': 'Réessayer',
    'backOffice.pagination': 'Pages',
    'backOffice.page': 'Page {page} sur {pages}',
    'backOffice.previous': 'Page précédente',
    'backOffice.next': 'Page suivante',
    'backOffice.language.en': 'anglais',
    'backOffice.language.fr': 'français',
    'backOffice.actionFailed': 'La modification n’a pas été enregistrée. Réessayez.',
    'backOffice.nav.setup': 'Réglages',
    'setup.title': 'Réglages',
    'setup.intro':
      'Ce qu’il faut au site avant la première facture et la première licence. Les coordonnées de l’entreprise se règlent dans l’espace de gestion ; les autres réglages sont lus au démarrage du serveur : modifiez-les, puis redémarrez le serveur.',
    'setup.complete': 'Tout ce qui est nécessaire est réglé. Les points facultatifs peuvent attendre.',
    'setup.state.done': 'Fait',
    'setup.state.todo': 'À faire',
    'setup.state.optional': 'Facultatif',
    'setup.checklist': 'Avant votre première facture : {done} étapes sur {total} faites',
    'setup.checklist.open': 'Voir ce qu’il reste à régler',
    'setup.item.seller': 'Mentions légales du vendeur',
    'setup.item.seller.how':
      'Imprimées sur chaque facture : raison sociale et forme juridique, capital, SIREN et SIRET, ville du RCS, numéro et régime de TVA. Renseignez-les dans « Entreprise » (elles s’appliquent aussitôt) ; ou, pour un déploiement par fichier, dans la clé <code>legal</code> de <code>site.config.json</code>, qui prime alors. D’ici là, « Envoyer la facture » est refusé : une facture aux mentions d’exemple consommerait un numéro pour rien.',
    'setup.item.seller.open': 'Ouvrir « Entreprise »',
    'setup.item.bank': 'Coordonnées bancaires',
    'setup.item.bank.how':
      'L’IBAN et le BIC sur lesquels vos clients paient, imprimés sur les factures et dans le QR code du virement : dans « Entreprise » également.',
    'setup.item.bank.sample': 'L’IBAN est encore celui de l’exemple.',
    'setup.item.licenceKey': 'Clé de signature des licences',
    'setup.item.licenceKey.how':
      'Signe les licences que vérifient les drivers. Créez-la une fois avec <code>npm run licences -- keygen CHEMIN</code>, indiquez CHEMIN dans <code>LICENCE_PRIVATE_KEY_FILE</code>, redémarrez le serveur et gardez une copie de la clé hors ligne. D’ici là, « Marquer comme payée » est refusé.',
    'setup.item.licenceKey.problem':
      '{problem, select, unreadable {Le serveur ne peut pas lire le fichier de la clé : le journal du serveur indique pourquoi.} not_rsa {La clé n’est pas une clé RSA.} too_short {La clé fait moins de 2048 bits.} other {Aucune clé n’est indiquée.}}',
    'setup.item.publicBaseUrl': 'Adresse publique du site',
    'setup.item.publicBaseUrl.how':
      '<code>PUBLIC_BASE_URL</code>, par exemple <code>https://www.example.com</code> : les liens des e-mails (pages de commande, invitations, réinitialisations de mot de passe) sont construits dessus, et les clés d’accès sont liées à son nom d’hôte.',
    'setup.item.publicBaseUrl.ipAddress':
      'C’est une adresse IP : les navigateurs ne créent de clés d’accès que pour un nom d’hôte. Donnez un nom d’hôte au site (un domaine, ou localhost sur cet ordinateur) et indiquez-le dans PUBLIC_BASE_URL.',
    'setup.item.mail': 'Envoi des e-mails',
    'setup.item.mail.how':
      '<code>SMTP_URL</code> (par exemple <code>smtps://utilisateur:motdepasse@smtp.example.com:465</code>) et <code>MAIL_FROM</code>. Sans eux, factures, licences et notifications sont écrites dans des fichiers sur le serveur au lieu d’être envoyées.',
    'setup.item.paymentLink': 'Lien de paiement par carte',
    'setup.item.paymentLink.how':
      "Vos clients peuvent toujours payer par virement. Pour proposer aussi la carte, indiquez dans <code>PAYMENT_LINK_TEMPLATE</code> le lien de votre prestataire de paiement, avec <code>'{amount}'</code> et <code>'{invoice}'</code> à la place du montant et du numéro de facture.",
  },
);
