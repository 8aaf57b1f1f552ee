import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const homeMessages = defineCatalogue(
  {
    'home.title': 'Integration',
    'home.description':
      'Home automation, audio-video and security systems designed, programmed and maintained by an independent integrator.',
  },
  {
    'home.title': 'Intégration',
    'home.description':
      'Domotique, audio-vidéo et sécurité conçues, programmées et suivies par un intégrateur indépendant.',
  },
);
