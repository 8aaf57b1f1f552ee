import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const netatmoMessages = defineCatalogue(
  {
    'netatmo.title': 'Netatmo token',
    'netatmo.description': 'Connecting the Netatmo weather station driver.',
    'netatmo.summary': 'Exchanging the Netatmo authorisation for the weather station driver.',
    'netatmo.status.noCode':
      'This page completes the Netatmo authorisation of the weather station driver. Open it from the authorisation link the driver gives you.',
    'netatmo.status.exchanging': 'Exchanging the Netatmo authorisation…',
    'netatmo.status.done':
      'Your Netatmo weather station is connected. You can close this window: the driver collects its access within 10 minutes.',
    'netatmo.status.failed': 'The Netatmo exchange failed: {reason}',
    'netatmo.status.networkError':
      'the server could not be reached. Check your connection and reload the page.',
  },
  {
    'netatmo.title': 'Jeton Netatmo',
    'netatmo.description': 'Connexion du driver de station météo Netatmo.',
    'netatmo.summary': 'Échange de l’autorisation Netatmo pour le driver de station météo.',
    'netatmo.status.noCode':
      'Cette page finalise l’autorisation Netatmo du driver de station météo. Ouvrez-la depuis le lien d’autorisation fourni par le driver.',
    'netatmo.status.exchanging': 'Échange de l’autorisation Netatmo…',
    'netatmo.status.done':
      'Votre station météo Netatmo est connectée. Vous pouvez fermer cette fenêtre : le driver récupère son accès dans les 10 minutes.',
    'netatmo.status.failed': 'L’échange avec Netatmo a échoué : {reason}',
    'netatmo.status.networkError':
      'le serveur est injoignable. Vérifiez votre connexion puis rechargez la page.',
  },
);
