import { defineCatalogue } from '@shared/i18n/define-catalogue';

export const legalMessages = defineCatalogue(
  {
    'legal.appPrivacy.title': 'App privacy policy',
    'legal.appPrivacy.description': 'What the home control app collects: only what push notifications need.',
    'legal.alexaTerms.title': 'Alexa skill terms of use',
    'legal.alexaTerms.description': 'Terms of use of the Alexa skill that controls your home.',
    'legal.alexaPrivacy.title': 'Alexa skill privacy policy',
    'legal.alexaPrivacy.description':
      'How the Alexa skill handles your account, voice interaction and device data.',
    'legal.googleHomePrivacy.title': 'Google Home privacy policy',
    'legal.googleHomePrivacy.description':
      'How the Google Home integration handles tokens, device status and commands.',
    'legal.eyebrow': 'Legal information',
    'legal.note':
      'Effective 24 January 2025. The English version comes first, followed by the French version.',
  },
  {
    'legal.appPrivacy.title': 'Politique de confidentialité de l’application',
    'legal.appPrivacy.description':
      'Ce que collecte l’application de pilotage : uniquement ce qu’exigent les notifications.',
    'legal.alexaTerms.title': 'Conditions d’utilisation de la skill Alexa',
    'legal.alexaTerms.description': 'Conditions d’utilisation de la skill Alexa qui pilote votre maison.',
    'legal.alexaPrivacy.title': 'Politique de confidentialité de la skill Alexa',
    'legal.alexaPrivacy.description':
      'Comment la skill Alexa traite votre compte, vos interactions vocales et l’état de vos appareils.',
    'legal.googleHomePrivacy.title': 'Politique de confidentialité Google Home',
    'legal.googleHomePrivacy.description':
      'Comment l’intégration Google Home traite les jetons, l’état des appareils et les commandes.',
    'legal.eyebrow': 'Informations légales',
    'legal.note':
      'En vigueur le 24 janvier 2025. La version anglaise figure en premier, suivie de la version française.',
  },
);
