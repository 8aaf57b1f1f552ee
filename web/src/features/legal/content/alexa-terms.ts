import type { LegalText } from '@/components/legal-document';
import type { Localized } from '@shared/language';

/** Terms of use of the Alexa skill (spec §2), English and French. */
export const alexaTerms: Localized<LegalText> = {
  en: {
    title: 'Terms of Use of the Alexa Skill',
    effective: 'Effective date: 24 January 2025',
    intro: [
      'These terms govern your use of the Alexa skill published by {business} (the “Skill”), which lets you control the devices of your home automation system by voice. By enabling or using the Skill, you accept these terms. If you do not accept them, do not enable the Skill, or disable it.',
    ],
    sections: [
      {
        heading: 'Use of the Skill',
        blocks: [
          'The Skill lets you operate compatible devices of your home (lighting, shades, climate, scenes and other functions your installation exposes) through Amazon Alexa. It is provided for your personal, non-commercial use, in a home you are entitled to control.',
          'Using the Skill requires an Amazon account, a compatible Alexa device or app, a working internet connection and a home automation system set up to be reached by the Skill. Availability may vary with these third-party services.',
        ],
      },
      {
        heading: 'User responsibilities',
        blocks: [
          'You agree to:',
          {
            list: [
              'use the Skill lawfully and only to control devices you own or are authorised to operate;',
              'keep your account credentials confidential and tell us promptly of any unauthorised use;',
              'not attempt to disrupt, reverse engineer or misuse the Skill or the services it relies on;',
              'take the usual precautions when controlling equipment remotely, in particular heating, access and security devices, and make sure no person is put at risk by a voice command.',
            ],
          },
        ],
      },
      {
        heading: 'Limitations of liability',
        blocks: [
          'The Skill is provided “as is” and “as available”. We do our best to keep it reliable, but we do not guarantee that it will be uninterrupted, error-free, or that every command will be understood or carried out.',
          'To the extent permitted by law, {business} is not liable for indirect or consequential damage, for loss of data, or for failures caused by Amazon Alexa, your internet connection, your network or your devices. Nothing in these terms limits liability that cannot be limited under applicable law.',
        ],
      },
      {
        heading: 'Intellectual property',
        blocks: [
          'The Skill, its name, its content and its software remain the property of {business} or its licensors. These terms give you a personal, non-exclusive and non-transferable right to use the Skill; they do not transfer any intellectual property right to you. Amazon, Alexa and related marks are trademarks of Amazon.com, Inc. or its affiliates.',
        ],
      },
      {
        heading: 'Termination',
        blocks: [
          'You may stop using the Skill at any time by disabling it in the Alexa app. We may suspend or end access to the Skill, in whole or in part, if these terms are breached, for security reasons, or if the Skill is withdrawn.',
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          'We may update these terms to reflect changes to the Skill or to the law. The updated version is published on this page with a new effective date. If you keep using the Skill after that date, you accept the updated terms.',
        ],
      },
      {
        heading: 'Governing law',
        blocks: [
          'These terms are governed by French law. Any dispute relating to them will first be settled amicably where possible; failing that, it will be brought before the competent French courts, without prejudice to the mandatory rights consumers hold in their country of residence.',
        ],
      },
      {
        heading: 'Contact us',
        blocks: ['For any question about these terms or the Skill, write to our support: {email}.'],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation de la skill Alexa',
    effective: 'Date d’effet : 24 janvier 2025',
    intro: [
      'Les présentes conditions régissent l’utilisation de la skill Alexa éditée par {business} (la « Skill »), qui permet de piloter à la voix les équipements de votre installation domotique. En activant ou en utilisant la Skill, vous acceptez ces conditions. Si vous ne les acceptez pas, n’activez pas la Skill ou désactivez-la.',
    ],
    sections: [
      {
        heading: 'Utilisation de la Skill',
        blocks: [
          'La Skill permet de commander les équipements compatibles de votre maison (éclairage, volets, climat, scénarios et autres fonctions exposées par votre installation) au moyen d’Amazon Alexa. Elle est destinée à un usage personnel et non commercial, dans un logement que vous êtes autorisé à piloter.',
          'Son utilisation suppose un compte Amazon, un appareil ou l’application Alexa, une connexion internet en état de marche et une installation domotique configurée pour être jointe par la Skill. Sa disponibilité peut dépendre de ces services tiers.',
        ],
      },
      {
        heading: 'Responsabilités de l’utilisateur',
        blocks: [
          'Vous vous engagez à :',
          {
            list: [
              'utiliser la Skill de manière licite et uniquement pour piloter des équipements dont vous êtes propriétaire ou que vous êtes autorisé à commander ;',
              'garder confidentiels vos identifiants et nous signaler sans délai toute utilisation non autorisée ;',
              'ne pas tenter de perturber, de décompiler ou de détourner la Skill ou les services sur lesquels elle repose ;',
              'prendre les précautions d’usage lorsque vous commandez des équipements à distance, en particulier le chauffage, les accès et la sécurité, et veiller à ce qu’aucune commande vocale ne mette une personne en danger.',
            ],
          },
        ],
      },
      {
        heading: 'Limitation de responsabilité',
        blocks: [
          'La Skill est fournie « en l’état » et « selon disponibilité ». Nous faisons notre possible pour qu’elle soit fiable, sans garantir qu’elle fonctionnera sans interruption ni erreur, ni que chaque commande sera comprise ou exécutée.',
          'Dans les limites permises par la loi, {business} n’est pas responsable des dommages indirects, des pertes de données ni des défaillances dues à Amazon Alexa, à votre connexion internet, à votre réseau ou à vos équipements. Rien dans ces conditions ne limite une responsabilité qui ne peut l’être en vertu de la loi applicable.',
        ],
      },
      {
        heading: 'Propriété intellectuelle',
        blocks: [
          'La Skill, son nom, son contenu et son logiciel restent la propriété de {business} ou de ses concédants. Ces conditions vous accordent un droit d’utilisation personnel, non exclusif et non transférable ; elles ne vous cèdent aucun droit de propriété intellectuelle. Amazon, Alexa et les marques associées sont des marques d’Amazon.com, Inc. ou de ses sociétés affiliées.',
        ],
      },
      {
        heading: 'Résiliation',
        blocks: [
          'Vous pouvez cesser d’utiliser la Skill à tout moment en la désactivant dans l’application Alexa. Nous pouvons suspendre ou interrompre l’accès à tout ou partie de la Skill en cas de manquement à ces conditions, pour des raisons de sécurité ou si la Skill est retirée.',
        ],
      },
      {
        heading: 'Modification des conditions',
        blocks: [
          'Nous pouvons mettre à jour ces conditions pour tenir compte de l’évolution de la Skill ou de la loi. La nouvelle version est publiée sur cette page avec une nouvelle date d’effet. Si vous continuez à utiliser la Skill après cette date, vous acceptez les conditions mises à jour.',
        ],
      },
      {
        heading: 'Droit applicable',
        blocks: [
          'Ces conditions sont régies par le droit français. Tout litige s’y rapportant sera d’abord réglé à l’amiable lorsque c’est possible ; à défaut, il sera porté devant les juridictions françaises compétentes, sans préjudice des droits impératifs dont bénéficient les consommateurs dans leur pays de résidence.',
        ],
      },
      {
        heading: 'Nous contacter',
        blocks: [
          'Pour toute question sur ces conditions ou sur la Skill, écrivez à notre support : {email}.',
        ],
      },
    ],
  },
};
