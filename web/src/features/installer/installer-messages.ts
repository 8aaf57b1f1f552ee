import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const installerMessages = defineCatalogue(
  {
    'installer.title': 'For installers',
    'installer.description':
      'Programming and integration services for installers of home-automation systems.',
  },
  {
    'installer.title': 'Espace installateurs',
    'installer.description': 'Programmation et intégration pour les installateurs de systèmes domotiques.',
  },
);
