import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const notFoundMessages = defineCatalogue(
  {
    'notFound.title': 'Page not found',
    'notFound.description': 'This page does not exist.',
    'notFound.summary': 'The page you are looking for does not exist or has moved.',
  },
  {
    'notFound.title': 'Page introuvable',
    'notFound.description': 'Cette page n’existe pas.',
    'notFound.summary': 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
);
