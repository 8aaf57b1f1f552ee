import type { Language } from '../../../shared/language';
import { escapeHtml } from '../../lib/html/escape-html';
import { translator } from '../../lib/i18n/catalogue';
import { type RefusalReason, refusalMessages } from './refusal-messages';

/** A minimal page for the authorization endpoint's refusals (Google shows it in a browser). */
export function refusalPage(language: Language, reason: RefusalReason): string {
  const t = translator(refusalMessages, language);
  const title = escapeHtml(t('title'));
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(t(reason))}</p>
</body>
</html>
`;
}

/** The plain-text refusal the linking page shows when its callback is refused. */
export function refusalText(language: Language, reason: RefusalReason): string {
  return translator(refusalMessages, language)(reason);
}
