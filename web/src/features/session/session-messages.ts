import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const sessionMessages = defineCatalogue(
  {
    'login.title': 'Login Page',
    'login.description': 'Sign in to your account.',
    'login.line': 'Please enter your credentials to log in.',
    'user.title': 'Sign in',
    'user.description': 'Sign in to the back office to read and answer what arrived.',
    'user.intro': 'The back office is for the team: messages, information requests and licence orders.',
    'user.loading': 'Loading the back office…',
    'signIn.email': 'E-mail address',
    'signIn.password': 'Password',
    'signIn.submit': 'Sign in',
    'signIn.pending': 'Signing in…',
    'signIn.forgotPassword': 'Forgot your password?',
    'signIn.passkey': 'Sign in with a passkey',
    'signIn.error.passkeyRefused':
      'This passkey is not recognised: it may have been removed. Sign in with your password.',
    'signIn.error.passkeyCancelled':
      'No passkey was used: the request was cancelled or timed out, or this browser cannot use passkeys.',
    'signIn.error.credentials': 'The e-mail address or the password is wrong.',
    'signIn.error.locked':
      'Too many failed attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'signIn.error.paused':
      'Many wrong passwords were tried for this account from other addresses, so signing in with a password is paused here for {minutes, plural, one {# minute} other {# minutes}}. Sign in with a passkey, from a device you have used before, or choose a new password with “Forgot your password?”.',
    'signIn.error.network': 'The server could not be reached. Check your connection and try again.',
    'signIn.error.invalid': 'Check the e-mail address and the password, then try again.',
    'signIn.error.server': 'The server could not sign you in (error {status}). Try again in a moment.',
    'sessionEnd.unauthenticated': 'You were signed out: this page needs you to sign in.',
    'sessionEnd.session_unknown': 'You were signed out: your session is no longer recognised.',
    'sessionEnd.session_expired': 'You were signed out: your session expired after 30 days without use.',
    'sessionEnd.session_signed_out':
      'You were signed out: this session was closed, perhaps from another tab.',
    'sessionEnd.session_password_changed':
      'You were signed out: the password of your account was changed. Sign in with the new one.',
    'sessionEnd.session_account_removed': 'You were signed out: your account was removed by the owner.',
  },
  {
    'login.title': 'Page de connexion',
    'login.description': 'Connectez-vous à votre compte.',
    'login.line': 'Veuillez saisir vos identifiants pour vous connecter.',
    'user.title': 'Connexion',
    'user.description': 'Connectez-vous à l’espace de gestion pour lire et traiter les demandes reçues.',
    'user.intro':
      'L’espace de gestion est réservé à l’équipe : messages, demandes d’informations et commandes de licences.',
    'user.loading': 'Chargement de l’espace de gestion…',
    'signIn.email': 'Adresse e-mail',
    'signIn.password': 'Mot de passe',
    'signIn.submit': 'Se connecter',
    'signIn.pending': 'Connexion…',
    'signIn.forgotPassword': 'Mot de passe oublié ?',
    'signIn.passkey': 'Se connecter avec une clé d’accès',
    'signIn.error.passkeyRefused':
      'Cette clé d’accès n’est pas reconnue : elle a peut-être été supprimée. Connectez-vous avec votre mot de passe.',
    'signIn.error.passkeyCancelled':
      'Aucune clé d’accès n’a été utilisée : la demande a été annulée ou a expiré, ou ce navigateur ne gère pas les clés d’accès.',
    'signIn.error.credentials': 'L’adresse e-mail ou le mot de passe est incorrect.',
    'signIn.error.locked':
      'Trop de tentatives échouées. Réessayez dans {minutes, plural, one {# minute} other {# minutes}}.',
    'signIn.error.paused':
      'De nombreux mots de passe erronés ont été essayés pour ce compte depuis d’autres adresses : la connexion par mot de passe est suspendue ici pendant {minutes, plural, one {# minute} other {# minutes}}. Connectez-vous avec une clé d’accès, depuis un appareil déjà utilisé, ou choisissez un nouveau mot de passe avec « Mot de passe oublié ? ».',
    'signIn.error.network': 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
    'signIn.error.invalid': 'Vérifiez l’adresse e-mail et le mot de passe, puis réessayez.',
    'signIn.error.server':
      'Le serveur n’a pas pu vous connecter (erreur {status}). Réessayez dans quelques instants.',
    'sessionEnd.unauthenticated': 'Vous avez été déconnecté : cette page demande de vous connecter.',
    'sessionEnd.session_unknown': 'Vous avez été déconnecté : votre session n’est plus reconnue.',
    'sessionEnd.session_expired':
      'Vous avez été déconnecté : votre session a expiré après 30 jours sans utilisation.',
    'sessionEnd.session_signed_out':
      'Vous avez été déconnecté : cette session a été fermée, peut-être depuis un autre onglet.',
    'sessionEnd.session_password_changed':
      'Vous avez été déconnecté : le mot de passe de votre compte a été changé. Connectez-vous avec le nouveau.',
    'sessionEnd.session_account_removed':
      'Vous avez été déconnecté : votre compte a été supprimé par le propriétaire.',
  },
);
