import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const accountMessages = defineCatalogue(
  {
    'account.role.owner': 'owner',
    'account.role.staff': 'staff',
    'account.password.new': 'New password',
    'account.password.choose': 'Password',
    'account.password.rule': 'At least 10 characters. A common password is refused.',
    'account.password.tooShort': 'This password is too short: use at least 10 characters.',
    'account.password.common': 'This password is one of the most common ones: choose another.',
    'account.error.network': 'The server could not be reached. Check your connection and try again.',
    'account.error.tooMany':
      'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'account.error.server': 'The server could not do it (error {status}). Try again in a moment.',
    'account.loading': 'Checking the link…',
    'invitation.title': 'Join the back office',
    'invitation.description': 'Create your account from the invitation you received.',
    'invitation.for': 'This invitation is for {email}, as {role}.',
    'invitation.from': '{name} sent it.',
    'invitation.name': 'Your name',
    'invitation.name.missing': 'Enter your name.',
    'invitation.name.invisible':
      'Your name holds an invisible character (a line separator or a text direction mark, often copied with the text). Please type it again.',
    'invitation.submit': 'Create my account and sign in',
    'invitation.pending': 'Creating your account…',
    'invitation.invalid.title': 'This invitation cannot be used',
    'invitation.invalid':
      'The link is wrong, was already used, was revoked or is more than 7 days old. Ask the owner of the site for a new invitation.',
    'forgot.title': 'Forgot your password?',
    'forgot.description': 'Receive a link to choose a new password.',
    'forgot.intro':
      'Enter the e-mail address of your account: we will send you a link to choose a new password.',
    'forgot.email': 'E-mail address',
    'forgot.submit': 'Send me a link',
    'forgot.pending': 'Sending…',
    'forgot.sent':
      'If an account uses this address, a link valid for one hour is on its way. Check your inbox (and your spam folder).',
    'forgot.backToSignIn': 'Back to sign-in',
    'reset.title': 'Choose a new password',
    'reset.description': 'Set a new password for your back-office account.',
    'reset.intro': 'Once saved, you are signed in here and signed out everywhere else.',
    'reset.submit': 'Save the password and sign in',
    'reset.pending': 'Saving…',
    'reset.invalid.title': 'This link cannot be used',
    'reset.invalid':
      'The link is wrong, was already used or is more than one hour old. Ask for a new one: it takes a minute.',
    'reset.askAgain': 'Send me a new link',
  },
  {
    'account.role.owner': 'propriétaire',
    'account.role.staff': 'collaborateur',
    'account.password.new': 'Nouveau mot de passe',
    'account.password.choose': 'Mot de passe',
    'account.password.rule': 'Au moins 10 caractères. Un mot de passe trop courant est refusé.',
    'account.password.tooShort': 'Ce mot de passe est trop court : utilisez au moins 10 caractères.',
    'account.password.common': 'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    'account.error.network': 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    'account.error.tooMany':
      'Trop de tentatives. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
    'account.error.server':
      'Le serveur n’a pas pu le faire (erreur {status}). Réessayez dans quelques instants.',
    'account.loading': 'Vérification du lien…',
    'invitation.title': 'Rejoindre l’espace de gestion',
    'invitation.description': 'Créez votre compte à partir de l’invitation reçue.',
    'invitation.for': 'Cette invitation est destinée à {email}, en tant que {role}.',
    'invitation.from': '{name} vous l’a envoyée.',
    'invitation.name': 'Votre nom',
    'invitation.name.missing': 'Indiquez votre nom.',
    'invitation.name.invisible':
      'Votre nom contient un caractère invisible (un séparateur de ligne ou une marque de sens d’écriture, souvent copiés avec le texte). Saisissez-le à nouveau.',
    'invitation.submit': 'Créer mon compte et me connecter',
    'invitation.pending': 'Création du compte…',
    'invitation.invalid.title': 'Cette invitation n’est pas utilisable',
    'invitation.invalid':
      'Le lien est erroné, a déjà servi, a été révoqué ou date de plus de 7 jours. Demandez une nouvelle invitation au propriétaire du site.',
    'forgot.title': 'Mot de passe oublié ?',
    'forgot.description': 'Recevez un lien pour choisir un nouveau mot de passe.',
    'forgot.intro':
      'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    'forgot.email': 'Adresse e-mail',
    'forgot.submit': 'M’envoyer un lien',
    'forgot.pending': 'Envoi…',
    'forgot.sent':
      'Si un compte utilise cette adresse, un lien valable une heure est en route. Consultez votre boîte de réception (et vos indésirables).',
    'forgot.backToSignIn': 'Retour à la connexion',
    'reset.title': 'Choisir un nouveau mot de passe',
    'reset.description': 'Définissez un nouveau mot de passe pour votre compte de l’espace de gestion.',
    'reset.intro': 'Une fois enregistré, vous êtes connecté ici et déconnecté partout ailleurs.',
    'reset.submit': 'Enregistrer et me connecter',
    'reset.pending': 'Enregistrement…',
    'reset.invalid.title': 'Ce lien n’est pas utilisable',
    'reset.invalid':
      'Le lien est erroné, a déjà servi ou date de plus d’une heure. Demandez-en un nouveau : cela prend une minute.',
    'reset.askAgain': 'M’envoyer un nouveau lien',
  },
);
