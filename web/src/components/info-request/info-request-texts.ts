import type { Localized } from '@/i18n/bilingual';

interface InfoRequestTexts {
  title: (appName: string) => string;
  intro: (appName: string, brand: string) => string;
  emailLabel: string;
  send: string;
  sent: string;
  /** The message the owner receives: the preset request, in the visitor's language. */
  presetMessage: (appName: string) => string;
}

export const infoRequestTexts: Localized<InfoRequestTexts> = {
  en: {
    title: (appName) => `Integrators: bring ${appName} to your clients`,
    intro: (appName, brand) =>
      `Leave your e-mail address and we will send you everything you need to offer ${appName} on your ${brand} projects: licensing, set-up and support.`,
    emailLabel: 'Your professional e-mail',
    send: 'Send',
    sent: 'Thank you! Your request has been sent; we will reply by e-mail shortly.',
    presetMessage: (appName) =>
      `Hello, I am an integrator and I would like information about the ${appName} app (licensing, set-up and support).`,
  },
  fr: {
    title: (appName) => `Intégrateurs : proposez ${appName} à vos clients`,
    intro: (appName, brand) =>
      `Laissez-nous votre adresse e-mail : nous vous enverrons tout ce qu’il faut pour proposer ${appName} sur vos projets ${brand} — licences, mise en service et support.`,
    emailLabel: 'Votre e-mail professionnel',
    send: 'Envoyer',
    sent: 'Merci ! Votre demande est envoyée ; nous vous répondons très vite par e-mail.',
    presetMessage: (appName) =>
      `Bonjour, je suis intégrateur et je souhaite recevoir des informations sur l’application ${appName} (licences, mise en service et support).`,
  },
};
