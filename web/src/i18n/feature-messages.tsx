import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Language } from '@shared/language';
import type { FeatureMessagesModule } from './catalogue';
import { useLocale } from './locale-store';

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
  const merged = useMemo(
    () => ({ ...parent.messages, ...messages[locale] }),
    [parent.messages, messages, locale],
  );
  return (
    <IntlProvider
      locale={parent.locale}
      defaultLocale={parent.defaultLocale}
      messages={merged}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
