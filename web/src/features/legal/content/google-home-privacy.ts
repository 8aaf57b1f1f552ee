import type { LegalText } from '@/components/legal-document';
import type { Localized } from '@shared/language';

/**
 * Privacy policy of the Google Home integration (spec §2), English and French: six sections of its own; its page adds the
 * two it ends with like the other voice assistant's (`voice-privacy-closing.ts`).
 */
export const googleHomePrivacy: Localized<LegalText> = {
  en: {
    title: 'Privacy Policy of the Google Home Integration',
    effective: 'Effective date: 24 January 2025',
    intro: [
      'This policy explains how the Google Home integration published by {business} (the “Integration”) handles information when you link your home automation system to Google Home and control it through Google Assistant or the Google Home app.',
    ],
    sections: [
      {
        heading: 'Information we collect',
        blocks: [
          'We do not store your Google user ID, your name or your email address.',
          'To make the Integration work, we process only:',
          {
            list: [
              '<strong>Authentication tokens</strong> that link your Google account to your home automation system;',
              '<strong>Device status and commands</strong>: the state of the devices you expose to Google Home and the commands you send them.',
            ],
          },
        ],
      },
      {
        heading: 'How we use your information',
        blocks: [
          'This information is used only to carry out your commands, report the state of your devices to Google Home and keep the link between the two working. It is not used for advertising, analytics or marketing.',
        ],
      },
      {
        heading: 'Sharing of information',
        blocks: [
          'Information is shared only with Google, the platform provider, to run the Integration, or when the law requires it. We do not sell your information.',
        ],
      },
      {
        heading: 'Data retention',
        blocks: [
          'Authentication tokens are kept while your account is linked and deleted when you unlink it or ask us to delete them. Device status and commands are processed as they happen and are not kept longer than needed to carry them out, unless the law requires otherwise.',
        ],
      },
      {
        heading: 'Security',
        blocks: [
          'Tokens are exchanged over encrypted connections and stored with access restricted to the service that needs them. No system is entirely secure, however, and we cannot guarantee absolute security.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          {
            list: [
              'You can disable the Integration at any time by unlinking it in the Google Home app.',
              'You can ask for the deletion of your data by e-mail to our support: {email}.',
            ],
          },
        ],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité de l’intégration Google Home',
    effective: 'Date d’effet : 24 janvier 2025',
    intro: [
      'Cette politique explique comment l’intégration Google Home éditée par {business} (l’« Intégration ») traite les informations lorsque vous associez votre installation domotique à Google Home et la pilotez avec l’Assistant Google ou l’application Google Home.',
    ],
    sections: [
      {
        heading: 'Informations collectées',
        blocks: [
          'Nous ne conservons ni votre identifiant Google, ni votre nom, ni votre adresse e-mail.',
          'Pour faire fonctionner l’Intégration, nous traitons uniquement :',
          {
            list: [
              '<strong>les jetons d’authentification</strong> qui relient votre compte Google à votre installation domotique ;',
              '<strong>l’état des appareils et les commandes</strong> : l’état des équipements que vous exposez à Google Home et les commandes que vous leur envoyez.',
            ],
          },
        ],
      },
      {
        heading: 'Utilisation des informations',
        blocks: [
          'Ces informations servent uniquement à exécuter vos commandes, à transmettre l’état de vos appareils à Google Home et à maintenir la liaison entre les deux. Elles ne sont utilisées ni pour la publicité, ni pour des statistiques d’audience, ni pour le marketing.',
        ],
      },
      {
        heading: 'Partage des informations',
        blocks: [
          'Les informations ne sont partagées qu’avec Google, fournisseur de la plateforme, pour faire fonctionner l’Intégration, ou lorsque la loi l’exige. Nous ne vendons pas vos informations.',
        ],
      },
      {
        heading: 'Conservation des données',
        blocks: [
          'Les jetons d’authentification sont conservés tant que votre compte est associé, puis supprimés lorsque vous le dissociez ou nous en faites la demande. L’état des appareils et les commandes sont traités au moment où ils se produisent et ne sont pas conservés au-delà de ce qu’exige leur exécution, sauf obligation légale.',
        ],
      },
      {
        heading: 'Sécurité',
        blocks: [
          'Les jetons circulent sur des connexions chiffrées et sont stockés avec un accès limité au service qui en a besoin. Aucun système n’est toutefois totalement sûr : nous ne pouvons pas garantir une sécurité absolue.',
        ],
      },
      {
        heading: 'Vos droits',
        blocks: [
          {
            list: [
              'Vous pouvez désactiver l’Intégration à tout moment en la dissociant dans l’application Google Home.',
              'Vous pouvez demander la suppression de vos données par e-mail à notre support : {email}.',
            ],
          },
        ],
      },
    ],
  },
};
