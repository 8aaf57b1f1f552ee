import type { Language } from '../../shared/language';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSiteServer } from '../../e2e/support/site-server';
import { languages } from '../../shared/language';
import { kb, type RouteSize } from '../lib/bundle-size';
import { startHeaderDroppingProxy } from '../lib/header-dropping-proxy';
import { type LighthouseFigures, medianFigures, runCalibratedPair } from '../lib/lighthouse-run';
import type { ReportWriter } from './report-writer';

/** The bars of issue 20, on the calibrated figures: on every route and language, median of the runs. */
const performanceBar = 97;
const blockingTimeBarMs = 100;
const lcpOverFloorBar = 1.2;

interface MeasuredRow {
  path: string;
  language: string;
  raw: LighthouseFigures;
  calibrated: LighthouseFigures;
}

/**
 * Lighthouse 12 mobile on every route and language, beside a static floor page served by the same server in
 * the same run. Each run is a pair: the mobile profile as it is (raw), which measures the machine's
 * benchmarkIndex, then the same page with the CPU slowdown calibrated to that index (`calibratedSlowdown`), so
 * that a fast host is measured as the slowest of Lighthouse's 4× band. The bars are on the calibrated figures.
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
  const median = async (url: string, language: Language) => {
    const pairs = [];
    for (let i = 0; i < runs; i += 1) pairs.push(await runCalibratedPair(url, language));
    return {
      raw: medianFigures(pairs.map((pair) => pair.raw)),
      calibrated: medianFigures(pairs.map((pair) => pair.calibrated)),
    };
  };
  // The same floor page less the Cross-Origin-Opener-Policy header: Lighthouse loads the page after
  // about:blank, and that header makes the browser commit it in a new renderer process (docs/decisions/006).
  const withoutOpenerPolicy = await startHeaderDroppingProxy(server.baseUrl, ['Cross-Origin-Opener-Policy']);
  try {
    const floor = await median(`${server.baseUrl}/lcp-floor.html`, 'en');
    console.log(`  floor: ${describe(floor.raw, floor.calibrated)}`);
    const floorWithoutOpenerPolicy = await median(`${withoutOpenerPolicy.baseUrl}/lcp-floor.html`, 'en');
    console.log(
      `  floor without the opener policy: ${describe(floorWithoutOpenerPolicy.raw, floorWithoutOpenerPolicy.calibrated)}`,
    );
    const measured: MeasuredRow[] = [];
    for (const path of options.routes) {
      for (const language of languages) {
        const figures = await median(`${server.baseUrl}/#${path}`, language);
        measured.push({ path, language, ...figures });
        console.log(`  ${path} ${language}: ${describe(figures.raw, figures.calibrated)}`);
      }
    }
    const pair = (raw: number, calibrated: number) => `${Math.round(raw)} / ${Math.round(calibrated)}`;
    const rows = measured.map(({ path, language, raw, calibrated: m }) => [
      path,
      language,
      kb(sizes.find((size) => size.path === path)!.jsGzip),
      kb(m.totalBytes),
      String(Math.round(m.benchmarkIndex)),
      `${m.cpuSlowdown.toFixed(1)}×`,
      pair(raw.performance, m.performance),
      pair(raw.tbtMs, m.tbtMs),
      `${Math.round(m.commitBlockingMs)} / ${Math.round(m.tbtMs - m.commitBlockingMs)}`,
      pair(raw.mainThreadMs, m.mainThreadMs),
      pair(raw.navigationCommitMs, m.navigationCommitMs),
      String(Math.round(m.lcpMs)),
      m.cls.toFixed(3),
      `${m.accessibility} / ${m.bestPractices} / ${m.seo}`,
      (m.lcpMs / floor.calibrated.lcpMs).toFixed(2),
    ]);
    const benchmarkIndexes = [floor, floorWithoutOpenerPolicy, ...measured].flatMap((m) => [
      m.raw.benchmarkIndex,
      m.calibrated.benchmarkIndex,
    ]);
    report.section(
      `Per route and language (Lighthouse 12 mobile, median of ${runs} runs, raw / calibrated, Debian chromium)`,
      [
        'route',
        'lang',
        'JS before interactive KB gz',
        'first view KB',
        'benchmarkIndex',
        'CPU slowdown',
        'perf',
        'TBT ms',
        'calibrated TBT: commit / page ms',
        'main thread ms',
        'browser commit ms observed',
        'LCP ms',
        'CLS',
        'a11y / best pr. / SEO',
        'LCP / floor',
      ],
      rows,
      `Raw: Lighthouse's mobile profile (4× CPU slowdown). Calibrated: the slowdown scaled to the benchmarkIndex ` +
        `of the raw run just before, 4 × (benchmarkIndex ÷ 1300) above 1300, so that this machine is measured as ` +
        `the slowest host of Lighthouse's 4× band; LCP, CLS and the other categories are the calibrated run's. ` +
        `Browser commit: the task in which the browser commits the navigation and creates the page's JavaScript ` +
        `context, as observed on this machine before any slowdown; the page has no say in it, and Lighthouse's ` +
        `simulation counts what of it runs past the simulated first paint as blocking time, on every page alike ` +
        `(docs/decisions/006). ` +
        `Calibrated TBT, commit / page: the blocking time Lighthouse's simulation counts in that commit task, and ` +
        `in the page's own tasks (those of the run whose TBT is the median; recomputed from each run's trace with Lighthouse's own ` +
        `simulation, which gives the audit's figure to the millisecond). Largest page part over the rows: ` +
        `${Math.round(Math.max(...measured.map(({ calibrated: m }) => m.tbtMs - m.commitBlockingMs)))} ms. ` +
        `Static floor, a plain HTML page of similar text served by the same server: ${describe(floor.raw, floor.calibrated)}. ` +
        `The same floor page less the Cross-Origin-Opener-Policy header, every other header as the server sends ` +
        `it: ${describe(floorWithoutOpenerPolicy.raw, floorWithoutOpenerPolicy.calibrated)}. ` +
        `benchmarkIndex in this run: ${Math.round(Math.min(...benchmarkIndexes))} to ` +
        `${Math.round(Math.max(...benchmarkIndexes))} (higher is faster; a loaded machine scores lower).`,
    );
    addBars(
      report,
      floor.calibrated,
      measured.map((m) => m.calibrated),
    );
  } finally {
    await withoutOpenerPolicy.stop();
    await server.stop();
    rmSync(servedDir, { recursive: true, force: true });
  }
}

/** One row's figures as the console shows them while the report runs. */
function describe(raw: LighthouseFigures, calibrated: LighthouseFigures): string {
  const side = (m: LighthouseFigures) =>
    `perf ${m.performance}, TBT ${Math.round(m.tbtMs)} ms (${Math.round(m.commitBlockingMs)} in the commit), main thread ${Math.round(m.mainThreadMs)} ms, ` +
    `browser commit ${Math.round(m.navigationCommitMs)} ms observed, LCP ${Math.round(m.lcpMs)} ms`;
  return (
    `raw (benchmarkIndex ${Math.round(raw.benchmarkIndex)}, 4×) ${side(raw)}; ` +
    `calibrated (${calibrated.cpuSlowdown.toFixed(1)}×, benchmarkIndex ${Math.round(calibrated.benchmarkIndex)}) ${side(calibrated)}`
  );
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
    bar: `Lighthouse performance ≥ ${performanceBar} on every route and language (calibrated)`,
    ok: worstPerf >= performanceBar,
    measured: `min ${worstPerf}`,
  });
  report.bar({
    bar: `Total Blocking Time ≤ ${blockingTimeBarMs} ms on every route and language (calibrated)`,
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
    bar: `LCP ≤ ${lcpOverFloorBar} × static floor (calibrated)`,
    ok: worstRatio <= lcpOverFloorBar,
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
