import { defineCatalogue } from '../../../lib/i18n/catalogue';

/**
 * The mails about an account: those that carry a single-use link (an invitation to the back office, a password
 * reset), and the warning to a holder whose password is being guessed from many addresses.
 */
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
    'attack.subject': 'Someone is trying to guess your {business} back-office password',
    'attack.greeting': 'Hello {name},',
    'attack.body':
      'In the last hour, more than {count} wrong passwords were tried for your {business} back-office account ({email}), from several addresses: someone is trying to guess your password.',
    'attack.paused':
      'Until the attempts stop, signing in with your password is paused for your account, except from the addresses you signed in from in the last 30 days. With a passkey, from those addresses, or with a password reset link, you can still sign in.',
    'attack.advice':
      'If your password is long and used nowhere else, nothing else is needed. Otherwise, choose a new one (“Forgot your password?” on the sign-in page), and add a passkey in the back office: a passkey cannot be guessed.',
    'attack.action': 'Open the back office',
    'attack.once': 'You receive this e-mail at most once a day while the attempts go on.',
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
    'attack.subject': 'Quelqu’un tente de deviner votre mot de passe de l’espace de gestion {business}',
    'attack.greeting': 'Bonjour {name},',
    'attack.body':
      'Au cours de la dernière heure, plus de {count} mots de passe erronés ont été essayés pour votre compte de l’espace de gestion {business} ({email}), depuis plusieurs adresses : quelqu’un tente de deviner votre mot de passe.',
    'attack.paused':
      'Tant que les tentatives continuent, la connexion par mot de passe à votre compte est suspendue, sauf depuis les adresses d’où vous vous êtes connecté ces 30 derniers jours. Avec une clé d’accès, depuis ces adresses, ou avec un lien de réinitialisation du mot de passe, vous pouvez toujours vous connecter.',
    'attack.advice':
      'Si votre mot de passe est long et ne sert nulle part ailleurs, vous n’avez rien d’autre à faire. Sinon, choisissez-en un nouveau (« Mot de passe oublié ? » sur la page de connexion), et ajoutez une clé d’accès dans l’espace de gestion : une clé d’accès ne se devine pas.',
    'attack.action': 'Ouvrir l’espace de gestion',
    'attack.once': 'Vous recevez cet e-mail au plus une fois par jour tant que les tentatives continuent.',
    closing: 'Bien cordialement,',
  },
);
