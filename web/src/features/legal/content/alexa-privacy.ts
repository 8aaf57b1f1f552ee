import type { LegalText } from '@/components/legal-document';
import type { Localized } from '@shared/language';

/**
 * Privacy policy of the Alexa skill (spec §2), English and French: six sections of its own; its page adds the
 * two it ends with like the other voice assistant's (`voice-privacy-closing.ts`).
 */
export const alexaPrivacy: Localized<LegalText> = {
  en: {
    title: 'Privacy Policy of the Alexa Skill',
    effective: 'Effective date: 24 January 2025',
    intro: [
      'This policy explains what information the Alexa skill published by {business} (the “Skill”) collects when you use it, how that information is used and shared, and the choices you have.',
    ],
    sections: [
      {
        heading: 'Information we collect',
        blocks: [
          'When you enable and use the Skill, we may collect:',
          {
            list: [
              '<strong>Account information</strong>: your Amazon Alexa user ID, your user name and your user email address.',
              '<strong>Interaction data</strong>: your voice commands and the Skill’s responses. Voice commands are processed by Amazon, the voice platform provider.',
              '<strong>Device information</strong>: the status and functionality of the smart-home devices you control through the Skill.',
            ],
          },
        ],
      },
      {
        heading: 'How we use your information',
        blocks: [
          'We use this information only to:',
          {
            list: [
              'provide the Skill and improve it;',
              'respond to your voice commands;',
              'ensure the Skill works with your devices.',
            ],
          },
          'We do not use your information for marketing.',
        ],
      },
      {
        heading: 'Sharing of information',
        blocks: [
          'We share your information only with Amazon, the voice platform provider, so that your commands can be processed. We may also disclose it where required to meet a legal obligation or to protect the rights of {business}. We do not sell your information.',
        ],
      },
      {
        heading: 'Data retention',
        blocks: [
          'We keep your information only as long as necessary to provide the Skill, or as long as the law requires. Voice recordings are held by Amazon, the voice platform provider, under its own privacy terms; you can review and delete them in the Alexa app.',
        ],
      },
      {
        heading: 'Security',
        blocks: [
          'We take reasonable technical and organisational measures to protect your information against loss, misuse and unauthorised access. However, no method of transmission over the internet or of electronic storage is completely secure, and we cannot guarantee absolute security.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          {
            list: [
              'You can disable the Skill at any time in the Alexa app; this stops all data collection by the Skill.',
              'You can contact us to request access to your data or its deletion.',
            ],
          },
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité de la skill Alexa',
    effective: 'Date d’effet : 24 janvier 2025',
    intro: [
      'Cette politique explique quelles informations la skill Alexa éditée par {business} (la « Skill ») collecte lorsque vous l’utilisez, comment elles sont utilisées et partagées, et les choix dont vous disposez.',
    ],
    sections: [
      {
        heading: 'Informations collectées',
        blocks: [
          'Lorsque vous activez et utilisez la Skill, nous pouvons collecter :',
          {
            list: [
              '<strong>Informations de compte</strong> : votre identifiant utilisateur Amazon Alexa, votre nom d’utilisateur et votre adresse e-mail.',
              '<strong>Données d’interaction</strong> : vos commandes vocales et les réponses de la Skill. Les commandes vocales sont traitées par Amazon, fournisseur de la plateforme vocale.',
              '<strong>Informations sur les appareils</strong> : l’état et les fonctionnalités des équipements domotiques que vous pilotez avec la Skill.',
            ],
          },
        ],
      },
      {
        heading: 'Utilisation des informations',
        blocks: [
          'Nous utilisons ces informations uniquement pour :',
          {
            list: [
              'fournir la Skill et l’améliorer ;',
              'répondre à vos commandes vocales ;',
              'assurer la compatibilité de la Skill avec vos équipements.',
            ],
          },
          'Nous n’utilisons pas vos informations à des fins de marketing.',
        ],
      },
      {
        heading: 'Partage des informations',
        blocks: [
          'Nous ne partageons vos informations qu’avec Amazon, fournisseur de la plateforme vocale, afin que vos commandes puissent être traitées. Nous pouvons aussi les communiquer lorsque c’est nécessaire pour respecter une obligation légale ou protéger les droits de {business}. Nous ne vendons pas vos informations.',
        ],
      },
      {
        heading: 'Conservation des données',
        blocks: [
          'Nous conservons vos informations uniquement le temps nécessaire à la fourniture de la Skill, ou aussi longtemps que la loi l’exige. Les enregistrements vocaux sont conservés par Amazon, fournisseur de la plateforme vocale, selon ses propres règles de confidentialité ; vous pouvez les consulter et les supprimer dans l’application Alexa.',
        ],
      },
      {
        heading: 'Sécurité',
        blocks: [
          'Nous prenons des mesures techniques et organisationnelles raisonnables pour protéger vos informations contre la perte, l’utilisation abusive et l’accès non autorisé. Toutefois, aucune transmission sur internet ni aucun stockage électronique n’est totalement sûr : nous ne pouvons pas garantir une sécurité absolue.',
        ],
      },
      {
        heading: 'Vos droits',
        blocks: [
          {
            list: [
              'Vous pouvez désactiver la Skill à tout moment dans l’application Alexa ; toute collecte de données par la Skill s’arrête alors.',
              'Vous pouvez nous contacter pour demander l’accès à vos données ou leur suppression.',
            ],
          },
        ],
      },
    ],
  },
};
