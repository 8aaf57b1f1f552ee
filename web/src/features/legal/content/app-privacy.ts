import type { LegalText } from '@/components/legal-document';
import type { Localized } from '@shared/language';

/** Privacy policy of the home control app (spec §1), English and French. */
export const appPrivacy: Localized<LegalText> = {
  en: {
    title: 'Privacy Policy of the {app} App',
    effective: 'Effective date: 24 January 2025',
    intro: [
      'This policy describes the information handled by {app}, the home control app published by {business}, on iOS, Android, macOS, Windows and the Web. In short: the app talks directly to your home processor, and the only information collected is what push notifications need.',
    ],
    sections: [
      {
        heading: 'Information we collect',
        blocks: [
          'To deliver push notifications, the app uses a third-party messaging service, which collects:',
          {
            list: [
              'an installation token identifying the app on your device;',
              'your device model;',
              'the language and time zone of your device;',
              'the version of your operating system;',
              'the app’s identifier and version.',
            ],
          },
          'The app collects nothing else: no name, no location, no usage statistics, no advertising identifier.',
        ],
      },
      {
        heading: 'How the app works with your home',
        blocks: [
          'The app communicates directly with the home processor of your installation. The commands you send, the states of your devices, your camera images and your settings travel between the app and your home processor; they do not pass through our servers and we do not store them.',
        ],
      },
      {
        heading: 'How we use the information',
        blocks: [
          'The information listed in section 1 is used only to send you the notifications your installation generates (an alarm, a doorbell, a sensor alert…) in your language and at the right local time. It is not used for advertising or profiling.',
        ],
      },
      {
        heading: 'Sharing of information',
        blocks: [
          'This information is processed by the provider of the messaging service solely to deliver notifications. It is not sold or shared with anyone else, except where the law requires it.',
        ],
      },
      {
        heading: 'Data retention',
        blocks: [
          'The installation token remains valid while the app is installed. Uninstalling the app, or turning notifications off in your device’s settings, stops the delivery of notifications; the messaging service then lets the unused token expire.',
          'The messages you send us through our website (contact form, information requests, licence orders) are kept for {retentionMonths, plural, one {{retentionMonths} month} other {{retentionMonths} months}} after they arrive, then deleted. Messages our form rejects as automated spam are deleted after 30 days.',
          'A licence order that was never invoiced is deleted after the same period. Once invoiced, the order, its invoices and its licence (company, name, postal and e-mail addresses, MAC address of your home processor) are kept for ten years after the last invoice, as French accounting law requires, then deleted.',
          'Quotes you do not accept are deleted after the same period. An accepted quote and the record of its acceptance (name typed, time, address, browser) are kept with its invoices.',
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'You can refuse or withdraw permission for notifications at any time in your device’s settings. You may also ask us for access to or deletion of any data related to you by writing to {email}.',
          'On such a request we delete your messages at once. The orders and invoices they led to are kept, as French accounting law requires, for the ten years stated above: your name and addresses stay on them, and are used for nothing else.',
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          'We may update this policy when the app changes. Any change is posted on this page with an updated effective date.',
        ],
      },
      {
        heading: 'Contact us',
        blocks: ['For any question about this policy, write to our support: {email}.'],
      },
    ],
  },
  fr: {
    title: 'Politique de confidentialité de l’application {app}',
    effective: 'Date d’effet : 24 janvier 2025',
    intro: [
      'Cette politique décrit les informations traitées par {app}, l’application de pilotage de la maison éditée par {business}, sur iOS, Android, macOS, Windows et le Web. En résumé : l’application dialogue directement avec votre processeur domotique, et seules les informations nécessaires aux notifications sont collectées.',
    ],
    sections: [
      {
        heading: 'Informations collectées',
        blocks: [
          'Pour envoyer les notifications, l’application utilise un service de messagerie tiers, qui collecte :',
          {
            list: [
              'un jeton d’installation qui identifie l’application sur votre appareil ;',
              'le modèle de votre appareil ;',
              'la langue et le fuseau horaire de votre appareil ;',
              'la version de votre système d’exploitation ;',
              'l’identifiant et la version de l’application.',
            ],
          },
          'L’application ne collecte rien d’autre : ni nom, ni localisation, ni statistiques d’usage, ni identifiant publicitaire.',
        ],
      },
      {
        heading: 'Fonctionnement avec votre maison',
        blocks: [
          'L’application communique directement avec le processeur domotique de votre installation. Les commandes envoyées, l’état de vos équipements, les images de vos caméras et vos réglages circulent entre l’application et votre processeur ; ils ne passent pas par nos serveurs et nous ne les conservons pas.',
        ],
      },
      {
        heading: 'Utilisation des informations',
        blocks: [
          'Les informations listées à l’article 1 servent uniquement à vous envoyer les notifications émises par votre installation (alarme, sonnette, alerte d’un capteur…) dans votre langue et à la bonne heure locale. Elles ne servent ni à la publicité ni au profilage.',
        ],
      },
      {
        heading: 'Partage des informations',
        blocks: [
          'Ces informations sont traitées par le fournisseur du service de messagerie dans le seul but d’acheminer les notifications. Elles ne sont ni vendues ni communiquées à quiconque, sauf obligation légale.',
        ],
      },
      {
        heading: 'Conservation des données',
        blocks: [
          'Le jeton d’installation reste valable tant que l’application est installée. Désinstaller l’application ou désactiver les notifications dans les réglages de votre appareil arrête leur envoi ; le service de messagerie laisse alors expirer le jeton inutilisé.',
          'Les messages que vous nous adressez depuis notre site (formulaire de contact, demandes d’information, commandes de licence) sont conservés {retentionMonths} mois après leur réception, puis supprimés. Les messages que notre formulaire écarte comme spam automatisé sont supprimés au bout de 30 jours.',
          'Une commande de licence jamais facturée est supprimée au terme du même délai. Une fois facturée, la commande, ses factures et sa licence (société, nom, adresses postale et électronique, adresse MAC de votre processeur domotique) sont conservées dix ans après la dernière facture, comme l’exige le droit comptable français, puis supprimées.',
          'Les devis non acceptés sont supprimés au terme du même délai. Un devis accepté et la trace de son acceptation (nom saisi, date, adresse, navigateur) sont conservés avec ses factures.',
        ],
      },
      {
        heading: 'Vos droits',
        blocks: [
          'Vous pouvez refuser ou retirer l’autorisation des notifications à tout moment dans les réglages de votre appareil. Vous pouvez aussi nous demander l’accès à toute donnée vous concernant, ou sa suppression, en écrivant à {email}.',
          'Sur une telle demande, nous supprimons aussitôt vos messages. Les commandes et factures auxquelles ils ont donné lieu sont conservées, comme l’exige le droit comptable français, pendant les dix ans indiqués plus haut : vos nom et adresses y restent, et ne servent à rien d’autre.',
        ],
      },
      {
        heading: 'Modification de cette politique',
        blocks: [
          'Nous pouvons mettre à jour cette politique lorsque l’application évolue. Toute modification est publiée sur cette page avec une date d’effet mise à jour.',
        ],
      },
      {
        heading: 'Nous contacter',
        blocks: ['Pour toute question sur cette politique, écrivez à notre support : {email}.'],
      },
    ],
  },
};
