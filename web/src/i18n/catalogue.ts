import { shellMessages } from '@/app/shell-messages';
import { contactMessages } from '@/features/contact/contact-messages';
import { domikoMessages } from '@/features/domiko/domiko-messages';
import { googleHomeMessages } from '@/features/google-home/google-home-messages';
import { homeMessages } from '@/features/home/home-messages';
import { installerMessages } from '@/features/installer/installer-messages';
import { legalMessages } from '@/features/legal/legal-messages';
import { netatmoMessages } from '@/features/netatmo/netatmo-messages';
import { notFoundMessages } from '@/features/not-found/not-found-messages';
import { servicesMessages } from '@/features/services/services-messages';
import { sessionMessages } from '@/features/session/session-messages';
import { storeMessages } from '@/features/store/store-messages';
import type { Locale } from './bilingual';

const features = [
  shellMessages,
  homeMessages,
  contactMessages,
  domikoMessages,
  servicesMessages,
  storeMessages,
  installerMessages,
  legalMessages,
  sessionMessages,
  googleHomeMessages,
  netatmoMessages,
  notFoundMessages,
] as const;

type Union<T> = T extends readonly (infer U)[] ? U : never;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void
  ? I
  : never;
type EnglishCatalogue = UnionToIntersection<Union<typeof features>['en']>;

/** Every message id of the site: `intl.formatMessage({ id })` with an unknown id fails the type check. */
export type MessageId = keyof EnglishCatalogue & string;

export const catalogues: Record<Locale, Record<MessageId, string>> = {
  en: Object.assign({}, ...features.map((feature) => feature.en)) as Record<MessageId, string>,
  fr: Object.assign({}, ...features.map((feature) => feature.fr)) as Record<MessageId, string>,
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
