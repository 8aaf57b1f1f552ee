import { kb, measureRouteSizes, textTable } from './lib/bundle-size';

/**
 * Prints, per route, the gzipped JavaScript (and CSS) loaded before the route's first paint, against the
 * budgets of size-budget.json. Exits 1 when a route is over its budget.
 */
const sizes = measureRouteSizes(process.env.STATIC_DIR ?? 'dist/web');
let over = 0;
const rows = sizes.map((size) => {
  const verdict = size.budgetKb === null ? 'no budget' : size.jsGzip / 1024 <= size.budgetKb ? 'ok' : 'OVER';
  if (verdict === 'OVER') over += 1;
  return [
    size.path,
    kb(size.jsGzip),
    kb(size.cssGzip),
    size.budgetKb === null ? '–' : String(size.budgetKb),
    verdict,
  ];
});
console.log(textTable(['route', 'JS gzip KB', 'CSS gzip KB', 'budget KB', ''], rows));
process.exit(over > 0 ? 1 : 0);
