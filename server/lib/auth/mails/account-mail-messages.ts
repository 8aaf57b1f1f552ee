import { defineCatalogue } from '../../../lib/i18n/catalogue';

/** The mails that carry a single-use account link: an invitation to the back office, a password reset. */
export const accountMailMessages = defineCatalogue(
  {
    'invitation.subject': 'Your access to the {business} back office',
    'invitation.greeting': 'Hello,',
    'invitation.body.owner':
      'You are invited to manage the {business} website as its owner: you will read every message and order, and invite your colleagues.',
    'invitation.body.staff':
      'You are invited to the {business} back office, where the messages and licence orders of the website arrive.',
    'invitation.from': '{name} sent you this invitation.',
    'invitation.action': 'Create my account',
    'invitation.validity':
      'This link works once and is valid for 7 days. If you did not expect this invitation, you can ignore this e-mail.',
    'reset.subject': 'Reset your {business} back-office password',
    'reset.greeting': 'Hello {name},',
    'reset.body':
      'Someone (probably you) asked to reset the password of your {business} back-office account.',
    'reset.action': 'Choose a new password',
    'reset.validity':
      'This link works once and is valid for 1 hour. Setting a new password signs out every other browser. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    closing: 'Kind regards,',
  },
  {
    'invitation.subject': 'Votre accès à l’espace de gestion {business}',
    'invitation.greeting': 'Bonjour,',
    'invitation.body.owner':
      'Vous êtes invité à gérer le site {business} en tant que propriétaire : vous y lirez chaque message et chaque commande, et y inviterez vos collaborateurs.',
    'invitation.body.staff':
      'Vous êtes invité dans l’espace de gestion {business}, où arrivent les messages et les commandes de licence du site.',
    'invitation.from': 'Cette invitation vous est envoyée par {name}.',
    'invitation.action': 'Créer mon compte',
    'invitation.validity':
      'Ce lien ne sert qu’une fois et reste valable 7 jours. Si vous n’attendiez pas cette invitation, ignorez simplement cet e-mail.',
    'reset.subject': 'Réinitialisez votre mot de passe de l’espace de gestion {business}',
    'reset.greeting': 'Bonjour {name},',
    'reset.body':
      'Quelqu’un (sans doute vous) a demandé à réinitialiser le mot de passe de votre compte de l’espace de gestion {business}.',
    'reset.action': 'Choisir un nouveau mot de passe',
    'reset.validity':
      'Ce lien ne sert qu’une fois et reste valable 1 heure. Choisir un nouveau mot de passe déconnecte tous vos autres navigateurs. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    closing: 'Bien cordialement,',
  },
);
