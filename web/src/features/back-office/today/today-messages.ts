import { defineCatalogue } from '@shared/i18n/define-catalogue';

/**
 * The today view: what waits, each a count in a sentence that links to its list (`<n>` wraps the number the
 * view sets large), and the calm line when nothing does.
 */
export const todayMessages = defineCatalogue(
  {
    'today.title': 'Today',
    'today.description': 'What waits for you in the back office, each linked to its list.',
    'today.intro': 'What waits for you, most urgent first. Each line opens its list.',
    'today.list': 'To do',
    'today.nothing': 'Nothing to do right now.',
    'today.nothing.more': 'New orders, payments and messages will appear here as they arrive.',
    'today.overdue': '{count, plural, one {<n>#</n> invoice overdue} other {<n>#</n> invoices overdue}}',
    'today.overdue.oldest': 'the oldest by {days, plural, one {# day} other {# days}}',
    'today.overdue.invoices': 'The most overdue',
    'today.overdue.invoice':
      '{invoice}, order no. {order}: {days, plural, one {# day} other {# days}} overdue',
    'today.paymentsToCheck':
      '{count, plural, one {<n>#</n> payment received to check} other {<n>#</n> payments received to check}}',
    'today.ordersToInvoice':
      '{count, plural, one {<n>#</n> order to invoice} other {<n>#</n> orders to invoice}}',
    'today.quotesAwaitingDeposit':
      '{count, plural, one {<n>#</n> accepted quote awaiting its deposit} other {<n>#</n> accepted quotes awaiting their deposit}}',
    'today.unreadMessages': '{count, plural, one {<n>#</n> unread message} other {<n>#</n> unread messages}}',
    'today.quotesAwaitingAnswer':
      '{count, plural, one {<n>#</n> quote awaiting the customer’s answer} other {<n>#</n> quotes awaiting the customer’s answer}}',
    'today.unpaidInvoices':
      '{count, plural, one {<n>#</n> invoice awaiting payment} other {<n>#</n> invoices awaiting payment}}',
    'today.setupItemsLeft':
      '{count, plural, one {<n>#</n> setup step left before your first invoice} other {<n>#</n> setup steps left before your first invoice}}',
  },
  {
    'today.title': 'Aujourd’hui',
    'today.description': 'Ce qui vous attend dans l’espace de gestion, chaque point menant à sa liste.',
    'today.intro': 'Ce qui vous attend, le plus urgent d’abord. Chaque ligne ouvre sa liste.',
    'today.list': 'À faire',
    'today.nothing': 'Rien à faire pour le moment.',
    'today.nothing.more':
      'Les nouvelles commandes, les paiements et les messages s’afficheront ici dès leur arrivée.',
    'today.overdue':
      '{count, plural, one {<n>#</n> facture en retard de paiement} other {<n>#</n> factures en retard de paiement}}',
    'today.overdue.oldest': 'la plus ancienne depuis {days, plural, one {# jour} other {# jours}}',
    'today.overdue.invoices': 'Les plus en retard',
    'today.overdue.invoice':
      '{invoice}, commande n° {order} : {days, plural, one {# jour} other {# jours}} de retard',
    'today.paymentsToCheck':
      '{count, plural, one {<n>#</n> paiement reçu à vérifier} other {<n>#</n> paiements reçus à vérifier}}',
    'today.ordersToInvoice':
      '{count, plural, one {<n>#</n> commande à facturer} other {<n>#</n> commandes à facturer}}',
    'today.quotesAwaitingDeposit':
      '{count, plural, one {<n>#</n> devis accepté en attente de l’acompte} other {<n>#</n> devis acceptés en attente de l’acompte}}',
    'today.unreadMessages':
      '{count, plural, one {<n>#</n> message non lu} other {<n>#</n> messages non lus}}',
    'today.quotesAwaitingAnswer':
      '{count, plural, one {<n>#</n> devis en attente de la réponse du client} other {<n>#</n> devis en attente de la réponse du client}}',
    'today.unpaidInvoices':
      '{count, plural, one {<n>#</n> facture en attente de paiement} other {<n>#</n> factures en attente de paiement}}',
    'today.setupItemsLeft':
      '{count, plural, one {<n>#</n> réglage à faire avant votre première facture} other {<n>#</n> réglages à faire avant votre première facture}}',
  },
);
