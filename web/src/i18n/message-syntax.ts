/**
 * Characters that make a copy string an ICU message to format rather than text to show as it is. The build
 * parses such strings ahead of time (`web/vite-plugins/precompile-messages.ts`), so the browser needs no parser.
 */
export const messageSyntax = /[{}<']/;
