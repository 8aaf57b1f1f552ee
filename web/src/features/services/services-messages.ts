import { bilingual } from '@/i18n/bilingual';

export const servicesMessages = bilingual(
  {
    'services.title': 'Services',
    'services.description':
      'Planning and design, project follow-up and programming by a certified programmer.',
    'services.summary': 'From design to programming, one certified programmer follows your project.',
  },
  {
    'services.title': 'Prestations',
    'services.description':
      'Étude et conception, suivi de projet et programmation par un programmeur certifié.',
    'services.summary': 'De l’étude à la programmation, un programmeur certifié suit votre projet.',
  },
);
