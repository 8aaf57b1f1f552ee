import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Sums every suite of the test command into the one line CI reads: "N passed, N failed".
 * Reads the static checks (checks.tsv), Vitest's JSON reports and Playwright's JSON report.
 */
interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

const dir = process.argv[2] ?? 'test-results';
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function add(name: string, tally: Tally) {
  total.passed += tally.passed;
  total.failed += tally.failed;
  total.skipped += tally.skipped;
  lines.push(`${name.padEnd(24)} ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
}

const checksFile = join(dir, 'checks.tsv');
if (existsSync(checksFile)) {
  for (const row of readFileSync(checksFile, 'utf8').split('\n').filter(Boolean)) {
    const [name = '?', outcome] = row.split('\t');
    add(`check: ${name}`, {
      passed: outcome === 'passed' ? 1 : 0,
      failed: outcome === 'passed' ? 0 : 1,
      skipped: 0,
    });
  }
}

for (const required of ['vitest-pglite.json', 'vitest-postgres.json']) {
  if (!existsSync(join(dir, required))) add(`${required} (missing)`, { passed: 0, failed: 1, skipped: 0 });
}

for (const file of readdirSync(dir).filter((name) => /^vitest-.*\.json$/.test(name))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    testResults: { status: string; assertionResults: unknown[] }[];
  };
  // A file that failed to load has no assertions but must still count as a failure.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  add(file.replace(/\.json$/, ''), {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  });
}

const e2eFile = join(dir, 'e2e.json');
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
  };
  add('playwright', {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
  });
} else {
  add('playwright (no report)', { passed: 0, failed: 1, skipped: 0 });
}

for (const line of lines) console.log(line);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
