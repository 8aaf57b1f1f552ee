import { bilingual } from '@/i18n/bilingual';

export const netatmoMessages = bilingual(
  {
    'netatmo.title': 'Netatmo token',
    'netatmo.description': 'Connecting the Netatmo weather station driver.',
    'netatmo.summary': 'Exchanging the Netatmo authorisation for the weather station driver.',
  },
  {
    'netatmo.title': 'Jeton Netatmo',
    'netatmo.description': 'Connexion du driver de station météo Netatmo.',
    'netatmo.summary': 'Échange de l’autorisation Netatmo pour le driver de station météo.',
  },
);
