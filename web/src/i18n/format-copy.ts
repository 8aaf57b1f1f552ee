import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { type PrimitiveType, useIntl } from 'react-intl';
import type { Language } from '@shared/language';

/** Formats a `<tag>…</tag>` of a message from its content (react-intl's rich-text values). */
type TagFormatter<T> = (chunks: (string | T)[]) => T | (string | T)[];
type TextValues = Record<string, PrimitiveType>;
type RichValues = Record<string, PrimitiveType | ReactNode | TagFormatter<ReactNode>>;

export interface CopyFormatter {
  /** The copy as plain text, for element content and attributes alike. */
  text(message: string, values: TextValues): string;
  /**
   * The copy with elements: a value may be a React node (a link), a tag such as `<strong>…</strong>` is
   * formatted by the function given under its name. `language` formats a text in another language than the
   * page's (the legal pages show both).
   */
  rich(message: string, values: RichValues, language?: Language): ReactNode;
}

/**
 * Formats long page copy, the ICU messages kept in typed content modules rather than in a catalogue (decision
 * 005), with react-intl's own message formatter: copy and catalogue messages take their `{placeholders}` and
 * tags the same way, and a parsed message is cached like a catalogue one.
 */
export function useCopyFormatter(): CopyFormatter {
  const intl = useIntl();
  return useMemo(() => {
    const format = <T>(
      message: string,
      values: Record<string, PrimitiveType | T | TagFormatter<T>>,
      locale = intl.locale,
    ) =>
      intl.formatters
        .getMessageFormat(message, locale, intl.formats, { formatters: intl.formatters })
        .format<T>(values);
    return {
      text(message, values) {
        const formatted = format<string>(message, values);
        return Array.isArray(formatted) ? formatted.join('') : formatted;
      },
      rich(message, values, language) {
        const formatted = format<ReactNode>(message, values, language);
        // Index keys, as react-intl gives the parts of a rich message: the parts never reorder.
        return Array.isArray(formatted)
          ? formatted.map((part, index) => createElement(Fragment, { key: index }, part))
          : formatted;
      },
    };
  }, [intl]);
}
