import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { type MessageFormatElement, type PrimitiveType, useIntl } from 'react-intl';
import type { Language } from '@shared/language';
import { messageSyntax } from './message-syntax';

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

const parsed = new Map<string, MessageFormatElement[]>();

/** Called by each copy module as the build transformed it: the parsed form of its strings with message syntax. */
export function registerParsedCopy(messages: Record<string, MessageFormatElement[]>): void {
  for (const [message, elements] of Object.entries(messages)) parsed.set(message, elements);
}

/**
 * Formats long page copy (the ICU messages kept in typed content modules, decision 005) and the messages of a
 * catalogue kept out of the page's (the app page's drawn screens), with react-intl's own message formatter:
 * they take their `{placeholders}` and tags as catalogue messages do.
 *
 * As for the catalogues, the build parses these messages (`web/vite-plugins/precompile-messages.ts`) and the
 * browser gets no ICU parser: a copy string with message syntax is formatted from the parsed form its module
 * registered, a string without any is shown as it is. Unit tests, without the build, use the full parser.
 */
export function useCopyFormatter(): CopyFormatter {
  const intl = useIntl();
  return useMemo(() => {
    const format = <T>(
      message: string,
      values: Record<string, PrimitiveType | T | TagFormatter<T>>,
      locale = intl.locale,
    ) => {
      const source = parsed.get(message) ?? message;
      return typeof source === 'string' && !messageSyntax.test(source)
        ? source
        : intl.formatters
            .getMessageFormat(source, locale, intl.formats, { formatters: intl.formatters })
            .format<T>(values);
    };
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
