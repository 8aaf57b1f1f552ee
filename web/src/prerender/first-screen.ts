const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g;
const voidElements = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'wbr',
]);

/**
 * Keeps what a phone shows first of a rendered page: everything up to and including the first `keep` children
 * of `<main>`, or, when they are long (a legal text), up to the first element that ends `budget` characters
 * into `<main>`; then closes whatever is open (the footer and the rest of the page are dropped).
 * React's output escapes `<` and `>` inside text and attributes, so counting tags is enough.
 */
export function firstScreen(
  html: string,
  { keep = 1, budget = 4000 }: { keep?: number; budget?: number } = {},
): string {
  const mainStart = html.search(/<main[\s>]/);
  if (mainStart === -1) return html;
  const open: string[] = [];
  let mainDepth = -1;
  let kept = 0;
  for (const match of html.matchAll(tagPattern)) {
    const [tag, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    const leaf = !closing && (selfClosing === '/' || voidElements.has(name));
    if (closing) open.pop();
    else if (!leaf) {
      if (match.index === mainStart) mainDepth = open.length;
      open.push(name);
      continue;
    }
    if (mainDepth === -1) continue;
    if (open.length === mainDepth) return html;
    const pastBudget = closing && match.index - mainStart > budget;
    if (pastBudget || (open.length === mainDepth + 1 && (kept += 1) === keep)) {
      const closers = open.map((openTag) => `</${openTag}>`).reverse();
      return html.slice(0, match.index + tag.length) + closers.join('');
    }
  }
  return html;
}
