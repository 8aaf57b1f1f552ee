import { type ReactNode, useMemo } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { Language } from '@shared/language';
import type { FeatureMessagesModule } from './catalogue';
import { useLocale } from './locale-store';
import { createSiteIntl } from './site-intl';

/** Adds a feature's messages, in the current language, to those of the shell for the subtree. */
export function FeatureMessages({
  messages,
  children,
}: {
  messages: FeatureMessagesModule;
  children: ReactNode;
}) {
  const parent = useIntl();
  const locale: Language = useLocale();
  const intl = useMemo(
    () => createSiteIntl(locale, { ...parent.messages, ...messages[locale] }, parent.onError),
    [parent.messages, parent.onError, messages, locale],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
