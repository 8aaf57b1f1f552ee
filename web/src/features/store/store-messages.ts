import { bilingual } from '@/i18n/bilingual';

export const storeMessages = bilingual(
  {
    'store.title': 'Store',
    'store.description': 'Drivers for your home processor: documentation, downloads and licences.',
    'store.summary': 'Drivers for your home processor, with their documentation.',
  },
  {
    'store.title': 'Boutique',
    'store.description':
      'Drivers pour votre processeur domotique : documentation, téléchargements et licences.',
    'store.summary': 'Des drivers pour votre processeur domotique, avec leur documentation.',
  },
);
