import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../e2e/support/site-server';
import { languages } from '../../shared/language';
import { kb, type RouteSize } from '../lib/bundle-size';
import { type LighthouseFigures, medianFigures, runLighthouse } from '../lib/lighthouse-run';
import type { ReportWriter } from './report-writer';

/** The bars of issue 10: on every route and language, median of the runs. */
const performanceBar = 97;
const blockingTimeBarMs = 100;

/**
 * Lighthouse 12 mobile on every route and language, beside a static floor page served by the same server in
 * the same run, with the machine's benchmark index so that runs on different machines can be compared.
 */
export async function lighthouseSection(
  report: ReportWriter,
  options: { staticDir: string; sizes: RouteSize[]; runs: number; routes: string[] },
): Promise<void> {
  const { sizes, runs } = options;
  const servedDir = mkdtempSync(join(tmpdir(), 'site-report-'));
  cpSync(options.staticDir, servedDir, { recursive: true });
  writeFileSync(join(servedDir, 'lcp-floor.html'), floorPage());
  const server = await startSiteServer({
    STATIC_DIR: servedDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    // Account linking configured, as on the live site: /google-login is measured as Google's visitors get it.
    FIREBASE_API_KEY: 'report-api-key',
    FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    FIREBASE_PROJECT_ID: 'report-project',
  });
  const median = async (url: string, language: 'en' | 'fr') => {
    const figures: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i += 1) figures.push(await runLighthouse(url, language));
    return medianFigures(figures);
  };
  try {
    const floor = await median(`${server.baseUrl}/lcp-floor.html`, 'en');
    const measured: { path: string; language: string; figures: LighthouseFigures }[] = [];
    for (const path of options.routes) {
      for (const language of languages) {
        const figures = await median(`${server.baseUrl}/#${path}`, language);
        measured.push({ path, language, figures });
        console.log(
          `  ${path} ${language}: perf ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms`,
        );
      }
    }
    const rows = measured.map(({ path, language, figures: m }) => [
      path,
      language,
      kb(sizes.find((size) => size.path === path)!.jsGzip),
      kb(m.totalBytes),
      String(m.performance),
      String(m.accessibility),
      String(m.bestPractices),
      String(m.seo),
      String(Math.round(m.lcpMs)),
      String(Math.round(m.tbtMs)),
      String(Math.round(m.mainThreadMs)),
      m.cls.toFixed(3),
      (m.lcpMs / floor.lcpMs).toFixed(2),
    ]);
    const benchmarkIndexes = [floor, ...measured.map((m) => m.figures)].map((m) => m.benchmarkIndex);
    report.section(
      `Per route and language (Lighthouse 12 mobile, median of ${runs} runs, Debian chromium)`,
      [
        'route',
        'lang',
        'JS before interactive KB gz',
        'first view KB',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'LCP ms',
        'TBT ms',
        'main thread ms',
        'CLS',
        'LCP / floor',
      ],
      rows,
      `Static floor: a plain HTML page of similar text served by the same server: LCP ${Math.round(floor.lcpMs)} ms, ` +
        `performance ${floor.performance}, TBT ${Math.round(floor.tbtMs)} ms. Lighthouse benchmarkIndex of this ` +
        `machine: ${Math.min(...benchmarkIndexes)} to ${Math.max(...benchmarkIndexes)} (higher is faster; a loaded ` +
        `machine scores lower and inflates TBT and main-thread work).`,
    );
    addBars(
      report,
      floor,
      measured.map((m) => m.figures),
    );
  } finally {
    await server.stop();
    rmSync(servedDir, { recursive: true, force: true });
  }
}

function addBars(report: ReportWriter, floor: LighthouseFigures, routes: LighthouseFigures[]): void {
  const worst = (pick: (m: LighthouseFigures) => number, direction: 'min' | 'max') =>
    direction === 'min' ? Math.min(...routes.map(pick)) : Math.max(...routes.map(pick));
  const worstPerf = worst((m) => m.performance, 'min');
  const worstTbt = worst((m) => m.tbtMs, 'max');
  const worstOther = worst((m) => Math.min(m.accessibility, m.bestPractices, m.seo), 'min');
  const worstCls = worst((m) => m.cls, 'max');
  const worstRatio = worst((m) => m.lcpMs / floor.lcpMs, 'max');
  report.bar({
    bar: `Lighthouse performance ≥ ${performanceBar} on every route and language`,
    ok: worstPerf >= performanceBar,
    measured: `min ${worstPerf}`,
  });
  report.bar({
    bar: `Total Blocking Time ≤ ${blockingTimeBarMs} ms on every route and language`,
    ok: worstTbt <= blockingTimeBarMs,
    measured: `max ${Math.round(worstTbt)} ms`,
  });
  report.bar({
    bar: 'Accessibility, best practices, SEO = 100',
    ok: worstOther === 100,
    measured: `min ${worstOther}`,
  });
  report.bar({ bar: 'CLS = 0', ok: worstCls === 0, measured: `max ${worstCls.toFixed(3)}` });
  report.bar({
    bar: 'LCP ≤ 1.5 × static floor',
    ok: worstRatio <= 1.5,
    measured: `max ${worstRatio.toFixed(2)}×`,
  });
}

/**
 * A plain static page with text similar to a route's: the LCP a page could not beat on this server. It
 * declares an empty icon, as the site's pages carry theirs inline: otherwise the browser asks for
 * /favicon.ico, and whether that 404 counts towards the floor's LCP changes from run to run.
 */
function floorPage(): string {
  const paragraph =
    'Independent integrator of home automation, audio-video and security systems: design, programming and follow-up of your smart home, with over 15 years of experience.';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static floor</title><meta name="description" content="Static floor page for LCP comparison."><link rel="icon" href="data:,"></head><body><h1>Home automation integrator</h1>${Array.from({ length: 6 }, () => `<p>${paragraph}</p>`).join('')}</body></html>`;
}
