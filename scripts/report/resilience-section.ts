import { resilienceRun } from '../lib/resilience';
import type { ReportWriter } from './report-writer';

/** Resilience: SIGKILL and restart during a burst while SMTP refuses for 10 s. */
export async function resilienceSection(report: ReportWriter, staticDir: string): Promise<void> {
  const r = await resilienceRun({ submissions: 200, smtpRefusalMs: 10_000, staticDir });
  report.section(
    'Resilience (burst of 200, server SIGKILLed and restarted, SMTP refusing for 10 s)',
    ['submissions', 'accepted (2xx)', 'mailed exactly once', 'duplicated', 'missing', 'kills', 'drain s'],
    [
      [
        String(r.submissions),
        String(r.accepted),
        String(r.mailedOnce),
        String(r.duplicated),
        String(r.missing),
        String(r.serverKills),
        r.drainS.toFixed(1),
      ],
    ],
  );
  report.bar({
    bar: 'Nothing lost in the resilience run',
    ok: r.accepted > 0 && r.mailedOnce === r.accepted,
    measured: `${r.mailedOnce}/${r.accepted} mailed exactly once, ${r.duplicated} duplicated, ${r.missing} missing`,
  });
}
