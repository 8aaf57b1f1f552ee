import { localizedContent } from '@/components/localized-content';
import type { ScreenMessageId } from './screen-messages-en';

export type ScreenMessages = Readonly<Record<ScreenMessageId, string>>;

/**
 * The drawn screens' labels, in the visitor's language only, never with the page's text. The page loads it
 * with its copy: each screen's text alternative is there from the start, its drawing only near the viewport.
 */
export const screenCatalogue = localizedContent<ScreenMessages>({
  en: () => import('./screen-messages-en').then((module) => module.screenMessagesEn),
  fr: () => import('./screen-messages-fr').then((module) => module.screenMessagesFr),
});
