import { kb, measureRouteSizes, measureViewSizes, textTable } from './lib/bundle-size';

/**
 * Prints, per route, the gzipped JavaScript that runs before the first paint (the inline boot script) and
 * before the route is interactive (boot script, app, page and its messages), and the CSS, against the budgets
 * of size-budget.json (docs/decisions/004). Exits 1 when a route is over its budget.
 */
const sizes = measureRouteSizes(process.env.STATIC_DIR ?? 'dist/web');
let over = 0;
const rows = sizes.map((size) => {
  const verdict = size.budgetKb === null ? 'no budget' : size.jsGzip / 1024 <= size.budgetKb ? 'ok' : 'OVER';
  if (verdict === 'OVER') over += 1;
  return [
    size.path,
    kb(size.beforePaintGzip),
    kb(size.jsGzip),
    kb(size.cssGzip),
    size.budgetKb === null ? '–' : String(size.budgetKb),
    verdict,
  ];
});
console.log(
  textTable(
    ['route', 'JS before paint KB gz', 'JS before interactive KB gz', 'CSS KB gz', 'budget KB', ''],
    rows,
  ),
);
// The back office's views, each a chunk of its own loaded once signed in: measured, not budgeted.
const views = measureViewSizes(process.env.STATIC_DIR ?? 'dist/web');
console.log('\nSigned in, the back office (no budget: only signed-in visitors load it):');
console.log(
  textTable(
    ['view', 'its own chunks KB gz', 'JS signed in KB gz'],
    views.map((view) => [view.path, kb(view.viewGzip), kb(view.jsGzip)]),
  ),
);
process.exit(over > 0 ? 1 : 0);
