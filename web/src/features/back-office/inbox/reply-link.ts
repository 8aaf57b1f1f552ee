import type { InboxMessage } from '@shared/inbox-schemas';
import type { IntlConfig, IntlShape } from 'react-intl';
import { createSiteIntl } from '@/i18n/site-intl';
import { inboxMessages } from './inbox-messages';

/**
 * A `mailto:` link to the visitor with the subject filled in, in the visitor's language whatever the back
 * office's: for an order, the subject of the confirmation they received, so that the reply threads.
 */
export function replyLink(message: InboxMessage, onError: NonNullable<IntlConfig['onError']>): string {
  // Only the inbox's own messages: the reply's subject is one of them.
  const messages = inboxMessages[message.locale] as IntlShape['messages'];
  const intl = createSiteIntl(message.locale, messages, onError);
  const subject = intl.formatMessage(
    { id: 'backOffice.reply.subject' },
    { kind: message.kind, driver: message.driverTitle?.[message.locale] ?? message.driver ?? '' },
  );
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}
