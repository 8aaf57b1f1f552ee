import { kb, type RouteSize } from '../lib/bundle-size';
import type { ReportWriter } from './report-writer';

/** The JavaScript budget (docs/decisions/004): the worst route against size-budget.json. */
export function sizesSection(report: ReportWriter, sizes: RouteSize[]): void {
  const budgeted = sizes.filter((size) => size.budgetKb !== null);
  const worst = budgeted.sort((a, b) => b.jsGzip - a.jsGzip)[0]!;
  report.bar({
    bar: `JS before interactive ≤ ${worst.budgetKb} KB gzip (all routes but /google-login)`,
    ok: worst.jsGzip / 1024 <= worst.budgetKb!,
    measured: `max ${kb(worst.jsGzip)} KB (${worst.path}); before first paint ${kb(worst.beforePaintGzip)} KB`,
  });
}
