import type { InboxMessage } from '@shared/inbox-schemas';
import type { Localized } from '@/i18n/bilingual';

/** In the visitor's language; for an order, the subject of the confirmation they received, so it threads. */
const subjects: Localized<Record<InboxMessage['kind'], (driverTitle: string) => string>> = {
  en: {
    contact: () => 'Re: Your message',
    info_request: () => 'Re: Your information request about the app',
    licence_order: (title) => `Re: Your licence order: ${title}`,
  },
  fr: {
    contact: () => 'Re : Votre message',
    info_request: () => 'Re : Votre demande d’informations sur l’application',
    licence_order: (title) => `Re : Votre commande de licence : ${title}`,
  },
};

/** A `mailto:` link to the visitor with the subject filled in. */
export function replyLink(message: InboxMessage): string {
  const driverTitle = message.driverTitle?.[message.locale] ?? message.driver ?? '';
  const subject = subjects[message.locale][message.kind](driverTitle);
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}
