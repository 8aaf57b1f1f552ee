import { defineCatalogue } from '@shared/i18n/define-catalogue';

/**
 * Why a message form was not sent. `{fields}` names the fields to check, `{count}` how many; `{seconds}` is
 * how long the server asked to wait, 0 when it did not say.
 */
export const formStatusMessages = defineCatalogue(
  {
    'formStatus.retry': 'Try again',
    'formStatus.checkFields': 'Your message was not sent. Please check: {fields}.',
    'formStatus.invisibleCharacters':
      'Your message was not sent: {fields} {count, plural, one {holds} other {hold}} an invisible character (a line separator or a text direction mark, often copied with the text). Please type {count, plural, one {it} other {them}} again.',
    'formStatus.tooMany':
      'Too many messages have been sent from your connection. Please try again {seconds, plural, =0 {in a minute} one {in # second} other {in # seconds}}.',
    'formStatus.tooLarge': 'Your message is too long to be sent. Please shorten it and try again.',
    'formStatus.productUnavailable':
      'This driver is not for sale in the store any more, so it cannot be ordered. Nothing was sent. Reload the store to see the drivers on sale.',
    'formStatus.network':
      'Your message was not sent: the server could not be reached. Check your connection, then try again.',
    'formStatus.server':
      'Your message was not sent: the server could not store it (error {status}). Please try again in a moment.',
  },
  {
    'formStatus.retry': 'Réessayer',
    'formStatus.checkFields': 'Votre message n’a pas été envoyé. Vérifiez : {fields}.',
    'formStatus.invisibleCharacters':
      'Votre message n’a pas été envoyé : {fields} {count, plural, one {contient} other {contiennent}} un caractère invisible (un séparateur de ligne ou une marque de sens d’écriture, souvent copiés avec le texte). Saisissez-{count, plural, one {le} other {les}} à nouveau.',
    'formStatus.tooMany':
      'Trop de messages ont été envoyés depuis votre connexion. Réessayez {seconds, plural, =0 {dans une minute} one {dans # seconde} other {dans # secondes}}.',
    'formStatus.tooLarge': 'Votre message est trop long pour être envoyé. Raccourcissez-le puis réessayez.',
    'formStatus.productUnavailable':
      'Ce driver n’est plus en vente dans la boutique : il ne peut pas être commandé. Rien n’a été envoyé. Rechargez la boutique pour voir les drivers en vente.',
    'formStatus.network':
      'Votre message n’a pas été envoyé : le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
    'formStatus.server':
      'Votre message n’a pas été envoyé : le serveur n’a pas pu l’enregistrer (erreur {status}). Réessayez dans un instant.',
  },
);
