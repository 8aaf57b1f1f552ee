/** A minimal bilingual page for the authorization endpoint's refusals (Google shows it in a browser). */
export function refusalPage(lang: 'en' | 'fr', reason: { en: string; fr: string }): string {
  const title = lang === 'fr' ? 'Association impossible' : 'Account linking refused';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<h1>${title}</h1>
<p>${escapeHtml(reason[lang])}</p>
</body>
</html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
