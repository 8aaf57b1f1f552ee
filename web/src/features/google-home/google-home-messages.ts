import { bilingual } from '@/i18n/bilingual';

export const googleHomeMessages = bilingual(
  {
    'googleHome.title': 'Google Home Authentication',
    'googleHome.description': 'Linking your Google Home account.',
    'googleHome.summary': 'Linking your Google Home account.',
  },
  {
    'googleHome.title': 'Authentification Google Home',
    'googleHome.description': 'Association de votre compte Google Home.',
    'googleHome.summary': 'Association de votre compte Google Home.',
  },
);
