import type { MessageFormatElement } from 'react-intl';

/**
 * Characters that make a copy string an ICU message to format rather than text to show as it is. The build
 * parses such strings ahead of time (`web/vite-plugins/precompile-messages.ts`), so the browser needs no parser.
 */
export const messageSyntax = /[{}<']/;

const parsed = new Map<string, MessageFormatElement[]>();

/** Called by each copy module as the build transformed it: the parsed form of its strings with message syntax. */
export function registerParsedCopy(messages: Record<string, MessageFormatElement[]>): void {
  for (const [message, elements] of Object.entries(messages)) parsed.set(message, elements);
}

/** The message's parsed form when the build made one, else the message itself. */
export function parsedCopy(message: string): string | MessageFormatElement[] {
  return parsed.get(message) ?? message;
}
