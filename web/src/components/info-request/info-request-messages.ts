import { defineCatalogue } from '@shared/i18n/define-catalogue';

/** The app page's request for integrators; `{app}` is the app's name, `{brand}` the control system's. */
export const infoRequestMessages = defineCatalogue(
  {
    'infoRequest.title': 'Integrators: bring {app} to your clients',
    'infoRequest.intro':
      'Leave your e-mail address and we will send you everything you need to offer {app} on your {brand} projects: licensing, set-up and support.',
    'infoRequest.email': 'Your professional e-mail',
    'infoRequest.send': 'Send',
    'infoRequest.sent': 'Thank you! Your request has been sent; we will reply by e-mail shortly.',
    // The message the owner receives: the preset request, in the visitor's language.
    'infoRequest.preset':
      'Hello, I am an integrator and I would like information about the {app} app (licensing, set-up and support).',
  },
  {
    'infoRequest.title': 'Intégrateurs : proposez {app} à vos clients',
    'infoRequest.intro':
      'Laissez-nous votre adresse e-mail : nous vous enverrons tout ce qu’il faut pour proposer {app} sur vos projets {brand} — licences, mise en service et support.',
    'infoRequest.email': 'Votre e-mail professionnel',
    'infoRequest.send': 'Envoyer',
    'infoRequest.sent': 'Merci ! Votre demande est envoyée ; nous vous répondons très vite par e-mail.',
    'infoRequest.preset':
      'Bonjour, je suis intégrateur et je souhaite recevoir des informations sur l’application {app} (licences, mise en service et support).',
  },
);
