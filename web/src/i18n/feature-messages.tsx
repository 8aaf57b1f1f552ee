import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
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
  const locale = useLocale();
  return <LanguageMessages messages={messages[locale]}>{children}</LanguageMessages>;
}

/**
 * Adds messages already in the current language (a catalogue split into one file per language and loaded
 * lazily) to those around the subtree.
 */
export function LanguageMessages({
  messages,
  children,
}: {
  messages: Readonly<Record<string, string>>;
  children: ReactNode;
}) {
  const parent = useIntl();
  const merged = useMemo(() => ({ ...parent.messages, ...messages }), [parent.messages, messages]);
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
