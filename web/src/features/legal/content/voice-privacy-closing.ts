import type { LegalText } from '@/components/legal-document';
import type { Localized } from '@shared/language';

/** How the policy changes and whom to ask: the closing sections of the Alexa skill's and Google Home's policies. */
export const voicePrivacyClosing: Localized<LegalText['sections']> = {
  en: [
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. Any change is posted on this page with an updated effective date.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: ['For any question about this policy or your data, write to our support: {email}.'],
    },
  ],
  fr: [
    {
      heading: 'Modification de cette politique',
      blocks: [
        'Nous pouvons mettre à jour cette politique. Toute modification est publiée sur cette page avec une date d’effet mise à jour.',
      ],
    },
    {
      heading: 'Nous contacter',
      blocks: [
        'Pour toute question sur cette politique ou sur vos données, écrivez à notre support : {email}.',
      ],
    },
  ],
};
