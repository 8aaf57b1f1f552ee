import type { Language } from '@shared/language';

/**
 * Every message id of the site: `intl.formatMessage({ id })` with an unknown id fails the type check. The ids
 * are registered with react-intl by the app (`app/message-catalogue.ts`), which alone knows every feature.
 */
export type MessageId = FormatjsIntl.Message extends { ids: infer Ids } ? Ids & string : string;

/** One feature's messages in both languages, as `defineCatalogue()` returns them. */
export type FeatureMessagesModule = Record<Language, Record<string, string>>;
