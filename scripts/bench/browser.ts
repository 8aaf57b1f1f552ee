/**
 * The bench's browser side (issue 38): the back office in Debian's Chromium, its CPU slowed down, over the
 * ten-year data `run.ts` seeded. The built server (`dist/server/main.js`, built first if missing) is started on
 * the same database (PostgreSQL: the same database; PGlite: a copy of its folder, which one process only may
 * open); an owner's session made by the bench is restored from local storage, as signing in leaves it.
 *
 * In each language, `runs` times, in a browser context of its own (nothing cached): the page's benchmarkIndex
 * (Lighthouse's, before any slowdown), then the CPU slowed down to `calibratedSlowdown` of it (4× on a machine of
 * index 1300 or less, in proportion above), then:
 * - the inbox's first load, signed in: the list shown (its first row in the page, then the next frame), the
 *   largest contentful paint, and the long tasks until the list is shown (their total, and the blocking time:
 *   the part of each over 50 ms);
 * - interaction to next paint (`measureInteractionDetail`: the longest event-timing entry of the interaction,
 *   and its parts) of: changing the Status filter (a key pressed on the select), typing a word in the search
 *   box (each key's, the longest), submitting the search, opening a message from the list (and the time until
 *   it is shown), opening an order from the order list (likewise), and Send invoice on a new order (its
 *   preview panel).
 *
 * Only one browser runs at a time on the machine: the whole browser part holds /tmp/browser.lock (as builds,
 * browser tests and screenshots do), and so does `benchmarkIndexNow`.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import { intlLocale } from '../../shared/i18n/intl-locale';
import { type Language, languages } from '../../shared/language';
import { startBackOfficeSite } from '../../e2e/support/back-office-site';
import {
  launchMeasuringBrowser,
  measureBenchmarkIndex,
  measureInteractionDetail,
  NoInteractionError,
  throttleCpu,
} from '../lib/interaction-timing';
import { calibratedSlowdown } from '../lib/lighthouse-run';
import { percentile } from './sizes';

const LOCK_FILE = '/tmp/browser.lock';
const INP_BAR_MS = 100;

/** Holds the machine's browser lock (`flock`, as the other browser commands take it) until `release`. */
async function takeBrowserLock(progress: (line: string) => void): Promise<{ release(): Promise<void> }> {
  progress(`  waiting for ${LOCK_FILE}`);
  const holder: ChildProcess = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; read line'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock ended with ${code} before taking the lock`)));
    holder.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
  });
  holder.removeAllListeners('exit');
  return {
    async release() {
      if (holder.exitCode !== null) return;
      const exited = new Promise((resolve) => holder.once('exit', resolve));
      holder.stdin!.end('\n');
      await exited;
    },
  };
}

/** The machine's benchmarkIndex now, in a browser of its own (under the browser lock): for the server's tables. */
export async function benchmarkIndexNow(progress: (line: string) => void): Promise<number> {
  const lock = await takeBrowserLock(progress);
  try {
    const browser = await launchMeasuringBrowser();
    try {
      const page = await browser.newPage();
      return await measureBenchmarkIndex(page);
    } finally {
      await browser.close();
    }
  } finally {
    await lock.release();
  }
}

/** Where the server finds the seeded database. */
export type BenchDatabase = { databaseUrl: string } | { pgliteDir: string };

/** One figure of one run: its value, and the run's benchmarkIndex and slowdown. */
interface Sample {
  ms: number;
  parts?: [number, number, number];
  benchmarkIndex: number;
  slowdown: number;
}

interface Figure {
  label: string;
  language: Language;
  /** An interaction's figure has the bar (INP ≤ 100 ms); the first load's figures are shown without one. */
  interaction: boolean;
  samples: Sample[];
}

/** What the page records from its first load (set up by the context's init script). */
interface FirstLoad {
  listShownAt?: number;
  listPaintedAt?: number;
  lcp: number;
  longTasks: [number, number][];
}

/** Runs in the page before its own scripts: the session restored, and the first load's observers. */
function initScript(saved: { entries: [string, string][]; language: string }) {
  try {
    for (const [key, value] of saved.entries) localStorage.setItem(key, value);
    localStorage.setItem('language', saved.language);
  } catch {
    // about:blank has no local storage.
  }
  const record: FirstLoad = { lcp: 0, longTasks: [] };
  (globalThis as unknown as { benchFirstLoad: FirstLoad }).benchFirstLoad = record;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (last) record.lcp = last.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // An observer this page does not support.
  }
  const watch = new MutationObserver(() => {
    if (!document.querySelector('ol[aria-labelledby="inbox-title"] > li')) return;
    watch.disconnect();
    record.listShownAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (record.listPaintedAt = performance.now())));
  });
  watch.observe(document, { childList: true, subtree: true });
}

const settle = (page: Page) => page.waitForTimeout(300);

/**
 * The browser reports no event-timing entry under 16 ms (the least `durationThreshold`): an interaction that
 * makes none was answered within 16 ms, and counts as 16.
 */
const UNREPORTED_MS = 16;

/**
 * Where a click lands as a person makes it, read before the interaction: the mouse is then moved there, pressed
 * and released through the DevTools protocol (`page.mouse`). Not `locator.click()`, whose actionability check
 * listens to the page's pointer events and reads the layout inside them (`elementsFromPoint`): the interaction's
 * own time would include it.
 */
async function middleOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to click: ${String(target)}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

interface ShownWindow {
  benchShown?: { pressedAt?: number; shownAt?: number };
}

/**
 * From the press of the next click to what `selector` names shown (in the page, then the next frame): what the
 * person waits for, beyond the next paint (a view's chunk, its data). Installed before the click; answers a
 * function that waits for it.
 */
async function watchShown(page: Page, selector: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const state: ShownWindow['benchShown'] = {};
    (window as ShownWindow).benchShown = state;
    addEventListener('pointerdown', (event) => (state.pressedAt ??= event.timeStamp), {
      capture: true,
      once: true,
    });
    const watch = new MutationObserver(() => {
      if (state.pressedAt === undefined || !document.querySelector(wanted)) return;
      watch.disconnect();
      requestAnimationFrame(() => setTimeout(() => (state.shownAt = performance.now())));
    });
    watch.observe(document, { childList: true, subtree: true });
  }, selector);
  return async () => {
    await page.waitForFunction(() => (window as ShownWindow).benchShown?.shownAt !== undefined, undefined, {
      timeout: 60_000,
    });
    return page.evaluate(() => {
      const { pressedAt, shownAt } = (window as ShownWindow).benchShown!;
      return shownAt! - pressedAt!;
    });
  };
}

/** An interaction's figure and its parts (input delay, processing, presentation delay), in ms. */
interface Measured {
  ms: number;
  parts?: [number, number, number];
}

async function inp(page: Page, act: () => Promise<void>): Promise<Measured> {
  try {
    const figure = await measureInteractionDetail(page, act);
    return {
      ms: figure.inpMs,
      parts: [figure.inputDelayMs, figure.processingMs, figure.presentationMs],
    };
  } catch (error) {
    if (error instanceof NoInteractionError) return { ms: UNREPORTED_MS };
    throw error;
  }
}

/** One run in one language: a fresh context, its benchmarkIndex, the slowdown, the first load and the interactions. */
async function oneRun(
  browser: Browser,
  options: {
    baseUrl: string;
    session: SignedIn;
    language: Language;
    facts: { newOrderId: string; searchWord: string };
    add: (label: string, interaction: boolean, sample: Sample) => void;
  },
): Promise<void> {
  const { baseUrl, session, language, facts, add } = options;
  const context = await browser.newContext({
    locale: intlLocale(language),
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addInitScript(initScript, {
      entries: Object.entries({
        user_id: session.userId,
        name: session.username,
        role: session.role,
        company_id: session.companyId ?? '',
        access_token: session.accessToken,
      }),
      language,
    });
    const page = await context.newPage();
    const benchmarkIndex = await measureBenchmarkIndex(page);
    const slowdown = calibratedSlowdown(benchmarkIndex);
    await throttleCpu(page, slowdown);
    const figure = (label: string, interaction: boolean, measured: number | Measured) =>
      add(label, interaction, {
        ...(typeof measured === 'number' ? { ms: measured } : measured),
        benchmarkIndex,
        slowdown,
      });

    // The inbox's first load, signed in.
    await page.goto(`${baseUrl}/#/user/messages`);
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { benchFirstLoad: FirstLoad }).benchFirstLoad.listPaintedAt !== undefined,
      undefined,
      { timeout: 120_000 },
    );
    await settle(page);
    const load = await page.evaluate(
      () => (globalThis as unknown as { benchFirstLoad: FirstLoad }).benchFirstLoad,
    );
    const until = load.listPaintedAt!;
    const tasks = load.longTasks.filter(([start]) => start < until);
    figure('first load: inbox list shown', false, until);
    figure('first load: largest contentful paint', false, load.lcp);
    figure(
      'first load: long tasks until the list',
      false,
      tasks.reduce((sum, [, duration]) => sum + duration, 0),
    );
    figure(
      'first load: blocking time until the list',
      false,
      tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    );

    const inboxAnswer = () => page.waitForResponse((response) => /\/api\/inbox\?/.test(response.url()));
    const firstRow = page.locator('ol[aria-labelledby="inbox-title"] > li a').first();

    // The Status filter: a key pressed on the select chooses its next option (New), and the list follows.
    const status = page.locator('#inbox-status');
    await status.focus();
    let answered = inboxAnswer();
    figure('Status filter changed (New)', true, await inp(page, () => page.keyboard.press('ArrowDown')));
    await answered;
    await firstRow.waitFor();
    await settle(page);
    answered = inboxAnswer();
    await page.keyboard.press('ArrowUp');
    await answered;
    await settle(page);

    // A word typed in the search box, key by key; then the search sent.
    const search = page.locator('#inbox-search');
    await search.focus();
    let longestKey: Measured = { ms: 0 };
    for (const key of facts.searchWord) {
      const typed = await inp(page, () => page.keyboard.press(key));
      if (typed.ms > longestKey.ms) longestKey = typed;
    }
    figure(`search box: a key typed (longest of "${facts.searchWord}")`, true, longestKey);
    await settle(page);
    answered = inboxAnswer();
    figure('search sent (Enter)', true, await inp(page, () => page.keyboard.press('Enter')));
    await answered;
    await firstRow.waitFor();
    await settle(page);

    // A message opened from the list.
    const firstRowAt = await middleOf(firstRow);
    let shown = await watchShown(page, 'h1[tabindex="-1"]');
    figure(
      'a message opened from the list',
      true,
      await inp(page, () => page.mouse.click(firstRowAt.x, firstRowAt.y)),
    );
    figure('a message opened: until shown', false, await shown());
    await settle(page);

    // An order opened from the order list.
    await page.goto(`${baseUrl}/#/user/orders`);
    const firstOrder = page.locator('ol[aria-labelledby="orders-title"] > li a').first();
    await firstOrder.waitFor({ timeout: 60_000 });
    await settle(page);
    const firstOrderAt = await middleOf(firstOrder);
    shown = await watchShown(page, '#order-actions');
    figure(
      'an order opened from the order list',
      true,
      await inp(page, () => page.mouse.click(firstOrderAt.x, firstOrderAt.y)),
    );
    figure('an order opened: until shown', false, await shown());
    await settle(page);

    // Send invoice on a new order: its preview.
    await page.goto(`${baseUrl}/#/user/orders/${encodeURIComponent(facts.newOrderId)}`);
    // A new order's first action, its primary button, is Send invoice (order-actions.tsx).
    const send = page.locator('section[aria-labelledby="order-actions"] button.button--primary').first();
    await send.waitFor({ timeout: 60_000 });
    await settle(page);
    const sendAt = await middleOf(send);
    figure("Send invoice's preview", true, await inp(page, () => page.mouse.click(sendAt.x, sendAt.y)));
    await page.locator('#send-invoice-check').waitFor();
  } finally {
    await context.close();
  }
}

const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}–${high}`;
};

function figureTable(figures: Figure[]): string {
  const rows = [
    [
      'what',
      'language',
      'p50 ms',
      'max ms',
      'median run: delay + processing + presentation',
      'benchmarkIndex',
      'CPU slowdown',
      'bar',
      'meets',
    ],
    ...figures.map((figure) => {
      const values = figure.samples.map((sample) => sample.ms);
      const p50 = percentile(values, 50);
      const median = [...figure.samples].sort((a, b) => a.ms - b.ms)[Math.floor((values.length - 1) / 2)];
      return [
        figure.label,
        figure.language,
        p50.toFixed(0),
        Math.max(...values).toFixed(0),
        median?.parts ? median.parts.map((part) => part.toFixed(0)).join(' + ') : '',
        range(figure.samples.map((sample) => Math.round(sample.benchmarkIndex))),
        range(figure.samples.map((sample) => Number(sample.slowdown.toFixed(1)))).replace(/$/, '×'),
        figure.interaction ? `INP p50 ≤ ${INP_BAR_MS} ms` : '',
        figure.interaction ? (p50 <= INP_BAR_MS ? 'yes' : 'NO') : '',
      ];
    }),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

/**
 * The back office in a browser over the seeded database: `runs` runs in each language; answers the table
 * (p50 and max of the runs, each figure beside the runs' benchmarkIndex and CPU slowdown).
 */
export async function measureBrowser(options: {
  database: BenchDatabase;
  session: SignedIn;
  facts: { newOrderId: string; searchWord: string };
  runs: number;
  progress: (line: string) => void;
}): Promise<string> {
  const { session, facts, runs, progress } = options;
  const figures: Figure[] = [];
  const lock = await takeBrowserLock(progress);
  let copy: string | undefined;
  try {
    // The built site, as `npm start` serves it (built now if it never was).
    const built = spawnSync(process.execPath, ['scripts/build-if-missing.js'], { stdio: 'inherit' });
    if (built.status !== 0) throw new Error('the build failed');
    const env: Record<string, string> = {};
    if ('databaseUrl' in options.database) env.DATABASE_URL = options.database.databaseUrl;
    else {
      copy = mkdtempSync(join(tmpdir(), 'bench-browser-'));
      cpSync(options.database.pgliteDir, join(copy, 'pglite'), { recursive: true });
      rmSync(join(copy, 'pglite', 'postmaster.pid'), { force: true });
      env.DATA_DIR = copy;
    }
    const site = await startBackOfficeSite(env);
    const browser = await launchMeasuringBrowser();
    try {
      for (const language of languages) {
        for (let run = 1; run <= runs; run += 1) {
          await oneRun(browser, {
            baseUrl: site.baseUrl,
            session,
            language,
            facts,
            add: (label, interaction, sample) => {
              let figure = figures.find((f) => f.label === label && f.language === language);
              if (!figure) figures.push((figure = { label, language, interaction, samples: [] }));
              figure.samples.push(sample);
            },
          });
          const index = figures.find((f) => f.language === language)?.samples.at(-1)?.benchmarkIndex ?? 0;
          progress(`  browser, ${language}, run ${run} of ${runs} (benchmarkIndex ${Math.round(index)})`);
        }
      }
    } finally {
      await browser.close();
      await site.stop();
    }
  } finally {
    if (copy) rmSync(copy, { recursive: true, force: true });
    await lock.release();
  }
  return figureTable(figures);
}
