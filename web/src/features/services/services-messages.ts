import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const servicesMessages = defineCatalogue(
  {
    'services.title': 'Services',
    'services.description':
      'Planning and design, project follow-up and programming by a certified programmer: C#, HTML5/React and Flutter.',
  },
  {
    'services.title': 'Prestations',
    'services.description':
      'Étude et conception, suivi de projet et programmation par un programmeur certifié : C#, HTML5/React et Flutter.',
  },
);
