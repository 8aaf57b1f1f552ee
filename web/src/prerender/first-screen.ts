import { Parser } from 'htmlparser2';

/**
 * Keeps what a phone shows first of a rendered page: everything up to and including the first `keep` children
 * of `<main>`, or, when they are long (a legal text), up to the first element that ends `budget` characters
 * into `<main>`; then closes whatever is open (the footer and the rest of the page are dropped).
 */
export function firstScreen(
  html: string,
  { keep = 1, budget = 4000 }: { keep?: number; budget?: number } = {},
): string {
  const open: string[] = [];
  let mainDepth = -1;
  let mainStart = 0;
  let kept = 0;
  let cut: string | null = null;
  const parser = new Parser(
    {
      onopentag(name) {
        if (cut !== null) return;
        if (name === 'main' && mainDepth === -1) {
          mainDepth = open.length;
          mainStart = parser.startIndex;
        }
        open.push(name);
      },
      onclosetag(_name, isImplied) {
        if (cut !== null) return;
        open.pop();
        if (mainDepth === -1 || open.length <= mainDepth) return;
        const pastBudget = !isImplied && parser.startIndex - mainStart > budget;
        const childOfMain = open.length === mainDepth + 1;
        if (pastBudget || (childOfMain && (kept += 1) === keep)) {
          const closers = open.map((name) => `</${name}>`).reverse();
          cut = html.slice(0, parser.endIndex + 1) + closers.join('');
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return cut ?? html;
}
