import { intlLocale } from '../../shared/i18n/intl-locale';
import type { Language } from '../../shared/language';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** Main-thread work (Lighthouse's `mainthread-work-breakdown`), on Lighthouse's simulated slower CPU. */
  mainThreadMs: number;
  cls: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's speed: runs on different machines compare only beside it. */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated (4 on its mobile profile). */
  cpuSlowdown: number;
  /** The browser's own task that commits the navigation, as observed on this machine (before any slowdown). */
  navigationCommitMs: number;
  /**
   * The part of `tbtMs` that Lighthouse's simulation counts inside that commit task; the rest is the page's
   * tasks (which the commit can push past the simulated first paint).
   */
  commitBlockingMs: number;
}

/** Lighthouse's mobile CPU slowdown, and the benchmarkIndex from which its throttling guide puts a host in that 4× band. */
const mobileSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
const slowestOfBand = 1300;

/**
 * The CPU slowdown that measures this machine as the slowest host of Lighthouse's 4× band (issue 20): a machine
 * with a higher benchmarkIndex is slowed down in proportion, so that its figures are those of a machine of
 * index 1300; a slower one keeps the mobile profile's 4×.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return mobileSlowdown * Math.max(1, benchmarkIndex / slowestOfBand);
}

/** Debian chromium's flags for every measuring run (Lighthouse's and the interaction timing's). */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Lighthouse 12 mobile run (its default throttled mobile profile) in Debian chromium, with the browser's
 * language set so the site renders in `lang`. A fresh browser per run keeps runs independent.
 */
async function runLighthouse(
  url: string,
  lang: Language,
  cpuSlowdown = mobileSlowdown,
): Promise<LighthouseFigures> {
  // About one run in thirty fails inside Lighthouse (no trace, no score) on this machine, floor page included:
  // such a run is repeated rather than counted as a zero.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(url, lang, cpuSlowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  retrying ${url} (${lang}): ${(error as Error).message}`);
    }
  }
}

/**
 * A raw run (the mobile profile's 4×), which measures the machine's benchmarkIndex, then a run calibrated to it
 * (`calibratedSlowdown`): the pair issue 20 compares, the benchmarkIndex taken just before the calibrated run.
 */
export async function runCalibratedPair(
  url: string,
  lang: Language,
): Promise<{ raw: LighthouseFigures; calibrated: LighthouseFigures }> {
  const raw = await runLighthouse(url, lang);
  const calibrated = await runLighthouse(url, lang, calibratedSlowdown(raw.benchmarkIndex));
  return { raw, calibrated };
}

async function runLighthouseOnce(
  url: string,
  lang: Language,
  cpuSlowdown: number,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...chromeFlags, `--lang=${intlLocale(lang)}`],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          extraHeaders: { 'Accept-Language': `${intlLocale(lang)},${lang};q=0.9` },
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment } = result.lhr;
    if (runtimeError || categories.performance?.score == null) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${runtimeError?.message ?? 'no performance score'}`,
      );
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const tbtMs = numeric('total-blocking-time');
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs,
      mainThreadMs: numeric('mainthread-work-breakdown'),
      cls: numeric('cumulative-layout-shift'),
      totalBytes: numeric('total-byte-weight'),
      benchmarkIndex: environment.benchmarkIndex,
      cpuSlowdown,
      navigationCommitMs: navigationCommitMs(result.artifacts.Trace.traceEvents),
      commitBlockingMs: await commitBlockingMs(result, tbtMs),
    };
  } finally {
    chrome.kill();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/**
 * The main-thread time (ms) of the tasks in which the page's renderer commits the navigation (Chromium may commit
 * twice, the initial empty document first): Chromium creates the page's JavaScript context there, DevTools being
 * attached, before the page's first byte is parsed. The page has no say in it, yet Lighthouse's simulation leaves
 * it out of the first paint's graph and counts what of it runs past the simulated first paint as blocking time,
 * on every page alike (docs/decisions/006). NaN when the trace has no such task.
 */
export function navigationCommitMs(events: readonly TraceEvent[]): number {
  const navigation = events
    .filter(
      (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
    )
    .at(-1);
  if (!navigation) return Number.NaN;
  const pageThread = events.filter(
    (event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X',
  );
  const commits = pageThread.filter(
    (event) => event.name === 'DocumentLoader::CommitNavigation' && event.ts >= navigation.ts,
  );
  if (!commits.length) return Number.NaN;
  const tasks = new Set(
    commits.map(
      (commit) =>
        pageThread.find(
          (event) =>
            event.name === 'RunTask' && event.ts <= commit.ts && commit.ts <= event.ts + (event.dur ?? 0),
        ) ?? commit,
    ),
  );
  return [...tasks].reduce((sum, task) => sum + (task.dur ?? 0), 0) / 1000;
}

/** A CPU task as Lighthouse's simulation placed it (ms), and whether the browser committed the navigation in it. */
export interface SimulatedTask {
  start: number;
  end: number;
  duration: number;
  commitsNavigation: boolean;
}

/** One of the two simulations behind Lighthouse's Total Blocking Time, with the window it counts in. */
export interface BlockingTimeEstimate {
  tasks: SimulatedTask[];
  /** Start of the counted window: the simulated first contentful paint Lighthouse pairs with this estimate. */
  fromMs: number;
  /** End of the counted window: the simulated time to interactive of this estimate. */
  toMs: number;
}

/**
 * The blocking time of the commit tasks in Lighthouse's Total Blocking Time: each task's blocking time as
 * Lighthouse counts it (clipped to the window, less 50 ms), in the optimistic and the pessimistic simulation,
 * weighted as Lighthouse weighs the two.
 */
export function commitShareOfBlockingTime(
  optimistic: BlockingTimeEstimate,
  pessimistic: BlockingTimeEstimate,
): number {
  const { calculateTbtImpactForEvent } = Lantern.Metrics.TBTUtils;
  const share = ({ tasks, fromMs, toMs }: BlockingTimeEstimate) =>
    tasks
      .filter((task) => task.commitsNavigation)
      .reduce(
        (sum, task) =>
          sum +
          calculateTbtImpactForEvent(task as Parameters<typeof calculateTbtImpactForEvent>[0], fromMs, toMs),
        0,
      );
  const weights = Lantern.Metrics.TotalBlockingTime.coefficients;
  return (
    weights.intercept + weights.optimistic * share(optimistic) + weights.pessimistic * share(pessimistic)
  );
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/**
 * Splits the run's Total Blocking Time by recomputing it with Lighthouse's own simulation from the run's trace
 * and network log (the same computation as its audit, which keeps no per-task figures). Throws if the
 * recomputation does not give the audit's figure, so the split always adds up to what the report prints.
 */
async function commitBlockingMs(result: LighthouseResult, totalBlockingTimeMs: number): Promise<number> {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    settings: lhr.configSettings,
    gatherContext: artifacts.GatherContext,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  } as Parameters<typeof LanternTotalBlockingTime.request>[0];
  const context = { computedCache: new Map(), settings: lhr.configSettings };
  const blocking = await LanternTotalBlockingTime.request(data, context);
  const paint = await LanternFirstContentfulPaint.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  if (Math.abs(blocking.timing - totalBlockingTimeMs) > 0.5) {
    throw new Error(
      `Total Blocking Time recomputed as ${blocking.timing} ms, the audit says ${totalBlockingTimeMs} ms`,
    );
  }
  const tasks = (estimate: typeof blocking.optimisticEstimate): SimulatedTask[] =>
    [...estimate.nodeTimings]
      .filter(([node]) => node.type === 'cpu')
      .map(([node, timing]) => ({
        start: timing.startTime,
        end: timing.endTime,
        duration: timing.duration,
        commitsNavigation: (node as Lantern.Graph.CPUNode).childEvents.some(
          (event) => event.name === 'DocumentLoader::CommitNavigation',
        ),
      }));
  // As Lighthouse counts them: the optimistic estimate from the pessimistic first paint, and the other way round.
  return commitShareOfBlockingTime(
    {
      tasks: tasks(blocking.optimisticEstimate),
      fromMs: paint.pessimisticEstimate.timeInMs,
      toMs: interactive.optimisticEstimate.timeInMs,
    },
    {
      tasks: tasks(blocking.pessimisticEstimate),
      fromMs: paint.optimisticEstimate.timeInMs,
      toMs: interactive.pessimisticEstimate.timeInMs,
    },
  );
}

/**
 * The median of each figure over the runs; the commit's part of the blocking time is that of the run (or the
 * mean of the two runs) whose Total Blocking Time is the median, so that the page's part is the difference.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const middleOf = <T>(sorted: T[], value: (item: T) => number) => {
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? value(sorted[middle]!)
      : (value(sorted[middle - 1]!) + value(sorted[middle]!)) / 2;
  };
  const median = (pick: (run: LighthouseFigures) => number) =>
    middleOf(
      runs.map(pick).sort((a, b) => a - b),
      (value) => value,
    );
  const byBlockingTime = [...runs].sort((a, b) => a.tbtMs - b.tbtMs);
  return {
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    lcpMs: median((r) => r.lcpMs),
    tbtMs: median((r) => r.tbtMs),
    mainThreadMs: median((r) => r.mainThreadMs),
    cls: median((r) => r.cls),
    totalBytes: median((r) => r.totalBytes),
    benchmarkIndex: median((r) => r.benchmarkIndex),
    cpuSlowdown: median((r) => r.cpuSlowdown),
    navigationCommitMs: median((r) => r.navigationCommitMs),
    commitBlockingMs: middleOf(byBlockingTime, (r) => r.commitBlockingMs),
  };
}
