import { bilingual } from '@/i18n/bilingual';

export const sessionMessages = bilingual(
  {
    'login.title': 'Login Page',
    'login.description': 'Sign in to your account.',
    'login.line': 'Please enter your credentials to log in.',
    'user.title': 'Your account',
    'user.description': 'Your account on the site.',
    'user.signedInAs': 'Signed in as {name}',
    'user.role': 'Role: {role}',
    'user.logout': 'Log out',
    'user.signedOut': 'You are not signed in.',
    'user.goToLogin': 'Go to the login page',
  },
  {
    'login.title': 'Page de connexion',
    'login.description': 'Connectez-vous à votre compte.',
    'login.line': 'Veuillez saisir vos identifiants pour vous connecter.',
    'user.title': 'Votre compte',
    'user.description': 'Votre compte sur le site.',
    'user.signedInAs': 'Connecté en tant que {name}',
    'user.role': 'Rôle : {role}',
    'user.logout': 'Se déconnecter',
    'user.signedOut': 'Vous n’êtes pas connecté.',
    'user.goToLogin': 'Aller à la page de connexion',
  },
);
