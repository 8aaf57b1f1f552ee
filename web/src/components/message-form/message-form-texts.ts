import type { Localized } from '@/i18n/bilingual';

interface MessageFormTexts {
  sending: string;
  retry: string;
  checkFields: (labels: string[]) => string;
  invisibleCharacters: (labels: string[]) => string;
  tooMany: (seconds: number | undefined) => string;
  tooLarge: string;
  productUnavailable: string;
  network: string;
  server: (status: number) => string;
  honeypotLabel: string;
  macHint: string;
  macInvalid: string;
  required: string;
}

export const messageFormTexts: Localized<MessageFormTexts> = {
  en: {
    sending: 'Sending…',
    retry: 'Try again',
    checkFields: (labels) => `Your message was not sent. Please check: ${labels.join(', ')}.`,
    invisibleCharacters: (labels) =>
      `Your message was not sent: ${labels.join(', ')} holds an invisible character (a line separator or a text direction mark, often copied with the text). Please type it again.`,
    tooMany: (seconds) =>
      `Too many messages have been sent from your connection. Please try again ${
        seconds ? `in ${seconds} seconds` : 'in a minute'
      }.`,
    tooLarge: 'Your message is too long to be sent. Please shorten it and try again.',
    productUnavailable:
      'This driver is not for sale in the store any more, so it cannot be ordered. Nothing was sent. Reload the store to see the drivers on sale.',
    network:
      'Your message was not sent: the server could not be reached. Check your connection, then try again.',
    server: (status) =>
      `Your message was not sent: the server could not store it (error ${status}). Please try again in a moment.`,
    honeypotLabel: 'Leave this field empty',
    macHint: 'As the processor shows it, e.g. 00:0F:FF:12:34:56 or 000FFF123456',
    macInvalid:
      'Enter the twelve hexadecimal digits of the MAC address, e.g. 00:0F:FF:12:34:56, 000FFF123456 or 000F.FF12.3456.',
    required: 'required',
  },
  fr: {
    sending: 'Envoi…',
    retry: 'Réessayer',
    checkFields: (labels) => `Votre message n’a pas été envoyé. Vérifiez : ${labels.join(', ')}.`,
    invisibleCharacters: (labels) =>
      `Votre message n’a pas été envoyé : ${labels.join(', ')} contient un caractère invisible (un séparateur de ligne ou une marque de sens d’écriture, souvent copiés avec le texte). Saisissez-le à nouveau.`,
    tooMany: (seconds) =>
      `Trop de messages ont été envoyés depuis votre connexion. Réessayez ${
        seconds ? `dans ${seconds} secondes` : 'dans une minute'
      }.`,
    tooLarge: 'Votre message est trop long pour être envoyé. Raccourcissez-le puis réessayez.',
    productUnavailable:
      'Ce driver n’est plus en vente dans la boutique : il ne peut pas être commandé. Rien n’a été envoyé. Rechargez la boutique pour voir les drivers en vente.',
    network:
      'Votre message n’a pas été envoyé : le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
    server: (status) =>
      `Votre message n’a pas été envoyé : le serveur n’a pas pu l’enregistrer (erreur ${status}). Réessayez dans un instant.`,
    honeypotLabel: 'Laissez ce champ vide',
    macHint: 'Telle que le processeur l’affiche, par ex. 00:0F:FF:12:34:56 ou 000FFF123456',
    macInvalid:
      'Saisissez les douze chiffres hexadécimaux de l’adresse MAC, par ex. 00:0F:FF:12:34:56, 000FFF123456 ou 000F.FF12.3456.',
    required: 'obligatoire',
  },
};
