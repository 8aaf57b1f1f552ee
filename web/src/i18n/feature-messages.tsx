import { type ReactNode, useMemo } from 'react';
import { RawIntlProvider, useIntl } from 'react-intl';
import type { Language } from '@shared/language';
import type { FeatureMessagesModule } from './catalogue';
import { useLanguage } from './language-store';
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
  const language: Language = useLanguage();
  const intl = useMemo(
    () => createSiteIntl(language, { ...parent.messages, ...messages[language] }, parent.onError),
    [parent.messages, parent.onError, messages, language],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
