import { spawnSync } from 'node:child_process';
import { startSiteServer } from '../../e2e/support/site-server';
import { gradeHeaders } from '../lib/observatory-grade';
import type { ReportWriter } from './report-writer';

/** Security headers, graded like the Mozilla HTTP Observatory, and production dependency advisories. */
export async function securitySection(report: ReportWriter, staticDir: string): Promise<void> {
  const server = await startSiteServer({ NODE_ENV: 'production', LOG_LEVEL: 'error', STATIC_DIR: staticDir });
  try {
    const response = await fetch(`${server.baseUrl}/`);
    const html = await response.text();
    const scriptUrls = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
    const grade = gradeHeaders(Object.fromEntries(response.headers.entries()), {
      origin: server.baseUrl,
      scriptUrls,
    });
    report.section(
      `Security headers (Observatory-style): score ${grade.score}, grade ${grade.grade}`,
      ['test', 'result', 'modifier'],
      grade.tests.map((t) => [t.test, t.result, t.modifier > 0 ? `+${t.modifier}` : String(t.modifier)]),
    );
    report.bar({
      bar: 'Observatory-style grade A+',
      ok: grade.grade === 'A+',
      measured: `${grade.grade} (${grade.score})`,
    });
  } finally {
    await server.stop();
  }
  auditSection(report);
}

function auditSection(report: ReportWriter): void {
  const bar = 'No high or critical advisory in production dependencies';
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
  try {
    const counts = (JSON.parse(audit.stdout) as { metadata: { vulnerabilities: Record<string, number> } })
      .metadata.vulnerabilities;
    const levels = ['info', 'low', 'moderate', 'high', 'critical'];
    report.section('npm audit --omit=dev', levels, [levels.map((level) => String(counts[level] ?? 0))]);
    report.bar({
      bar,
      ok: (counts.high ?? 0) + (counts.critical ?? 0) === 0,
      measured: `${counts.high ?? 0} high, ${counts.critical ?? 0} critical`,
    });
  } catch {
    // The registry this machine reaches may refuse the advisories endpoint: say so rather than guess.
    const reason =
      /"message":\s*"([^"]+)"/.exec(audit.stdout)?.[1] ??
      (audit.stderr.trim().split('\n').pop() || 'no output');
    report.section('npm audit --omit=dev', ['result'], [[`not available: ${reason}`]]);
    report.bar({ bar, ok: null, measured: `audit unavailable (${reason})` });
  }
}
