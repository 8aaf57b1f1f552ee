import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { calibratedSlowdown, chromeFlags } from './lighthouse-run';

/**
 * Interaction to next paint measured in a real browser (issue 38): the browser's own Event Timing entries of what
 * a script does on the page, with the CPU slowed down through the DevTools protocol as Lighthouse's mobile
 * profile does, and Lighthouse's benchmarkIndex of the machine beside every figure.
 */

/** Debian chromium, launched with the flags of the report's Lighthouse runs. */
export async function launchMeasuringBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromeFlags,
  });
}

/**
 * Lighthouse's benchmarkIndex of this machine, computed in the page by Lighthouse's own page function (as
 * Lighthouse does before each run), so that it compares with the figure the report's Lighthouse section prints.
 * Run it before any CPU throttling: it measures the machine, not the slowed-down page.
 */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

/** Slows the page's CPU down `rate` times (1 for none) through the DevTools protocol. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  return session;
}

export interface CpuCalibration {
  benchmarkIndex: number;
  /** The CPU slowdown applied: Lighthouse's mobile 4×, more on a machine faster than the slowest of its band. */
  slowdown: number;
}

/**
 * Measures the machine's benchmarkIndex on `page`, then slows its CPU down by `calibratedSlowdown` of it (4× on a
 * machine of this one's kind, more on a faster one), and prints both.
 */
export async function calibrateCpu(page: Page, label = ''): Promise<CpuCalibration> {
  const benchmarkIndex = await measureBenchmarkIndex(page);
  const slowdown = calibratedSlowdown(benchmarkIndex);
  await throttleCpu(page, slowdown);
  console.log(
    `  ${label ? `${label}: ` : ''}benchmarkIndex ${benchmarkIndex}, CPU slowed down ${slowdown.toFixed(1)}×`,
  );
  return { benchmarkIndex, slowdown };
}

/** What an Event Timing entry tells of one event, as read from the page. */
export interface EventEntry {
  name: string;
  /** 0 for events that are not part of an interaction (mouseover, scroll…). */
  interactionId: number;
  startTime: number;
  /** From the input to the next paint after its handlers ran, rounded by the browser to 8 ms. */
  duration: number;
  processingStart: number;
  processingEnd: number;
}

export interface InteractionFigure {
  /** Interaction to next paint: the longest event of the longest interaction, as web-vitals' INP counts it. */
  inpMs: number;
  /** The event that gave it (pointerup, click, keydown…). */
  event: string;
  /**
   * Its parts: input delay (until the first handler of the interaction starts), processing (from there to the end
   * of its last handler: pointerdown to click), presentation delay (what runs after: rendering, style, layout,
   * paint).
   */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** How many interactions the act made (a click is one, typing a word one per key). */
  interactions: number;
}

/**
 * The figure web-vitals' INP gives for these entries: the entries of an interaction grouped by interactionId,
 * each interaction as long as its longest event, and the longest interaction. `undefined` when no entry belongs
 * to an interaction (scrolling makes none): no interaction is not an interaction of 0 ms.
 */
export function longestInteraction(entries: readonly EventEntry[]): InteractionFigure | undefined {
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    byInteraction.set(entry.interactionId, [...(byInteraction.get(entry.interactionId) ?? []), entry]);
  }
  let longest: { entry: EventEntry; group: EventEntry[] } | undefined;
  for (const group of byInteraction.values()) {
    const entry = group.reduce((a, b) => (b.duration > a.duration ? b : a));
    if (!longest || entry.duration > longest.entry.duration) longest = { entry, group };
  }
  if (!longest) return undefined;
  // Its parts as web-vitals' attribution splits them: the events of the interaction painted in the same frame as
  // the longest (their durations end together, to the browser's 8 ms) are handled in one go, from the first
  // handler's start to the last one's end.
  const { entry, group } = longest;
  const paintedAt = entry.startTime + entry.duration;
  const sameFrame = group.filter((event) => Math.abs(event.startTime + event.duration - paintedAt) <= 8);
  const processingStart = Math.min(...sameFrame.map((event) => event.processingStart));
  const processingEnd = Math.max(...sameFrame.map((event) => event.processingEnd));
  return {
    inpMs: entry.duration,
    event: entry.name,
    inputDelayMs: Math.max(0, processingStart - entry.startTime),
    processingMs: Math.max(0, processingEnd - processingStart),
    presentationMs: Math.max(0, entry.startTime + entry.duration - processingEnd),
    interactions: byInteraction.size,
  };
}

/** Raised when what was measured made no interaction (a scroll, a hover): the figure does not exist. */
export class NoInteractionError extends Error {}

interface TimingWindow {
  __interactionTiming?: {
    since: number;
    frameKind: string;
    events: EventEntry[];
    frames: { duration: number; blockingDuration: number }[];
    /** Records what the observers hold but have not delivered yet. */
    flush(): void;
    /** Flushes and stops the observers. */
    stop(): void;
  };
}

/** Installs the observers of event timing and of long frames (or long tasks) in the page, from now on. */
async function observe(page: Page): Promise<void> {
  // The scripts run through tsx, whose compiler wraps named functions in a `__name` helper that the page lacks.
  await page.evaluate('self.__name ??= (target) => target');
  await page.evaluate(() => {
    const timingWindow = window as TimingWindow;
    timingWindow.__interactionTiming?.stop();
    const frameKind = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
      ? 'long-animation-frame'
      : 'longtask';
    const state = {
      since: performance.now(),
      frameKind,
      events: [] as EventEntry[],
      frames: [] as { duration: number; blockingDuration: number }[],
      flush() {
        recordEvents(events.takeRecords());
        recordFrames(frames.takeRecords());
      },
      stop() {
        state.flush();
        events.disconnect();
        frames.disconnect();
      },
    };
    timingWindow.__interactionTiming = state;
    const recordEvents = (entries: PerformanceEntryList) => {
      // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
      for (const entry of entries as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.startTime < state.since) continue;
        state.events.push({
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
      }
    };
    const events = new PerformanceObserver((list) => recordEvents(list.getEntries()));
    events.observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    const recordFrames = (entries: PerformanceEntryList) => {
      for (const entry of entries) {
        if (entry.startTime < state.since) continue;
        const blocking = (entry as PerformanceEntry & { blockingDuration?: number }).blockingDuration;
        state.frames.push({
          duration: entry.duration,
          blockingDuration: blocking ?? Math.max(0, entry.duration - 50),
        });
      }
    };
    const frames = new PerformanceObserver((list) => recordFrames(list.getEntries()));
    frames.observe({ type: frameKind, buffered: true });
  });
}

/** Waits for the frames after the act, so that the browser has painted and reported its entries. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)));
      }),
  );
}

/** Takes what the observers have gathered (the pending records included) and stops them. */
async function collect(page: Page) {
  return page.evaluate(() => {
    const state = (window as TimingWindow).__interactionTiming;
    if (!state) throw new Error('the timing observers were not installed');
    state.stop();
    return { events: state.events, frames: state.frames, frameKind: state.frameKind };
  });
}

/**
 * The interaction to next paint of what `act` does on the page (clicks, key presses through Playwright, which
 * the browser takes as real input): the longest Event Timing entry with an interactionId, as web-vitals' INP
 * (`inpMs`), with the event that gave it and its three parts. Throws NoInteractionError when the act made no
 * interaction (see measureLongestFrame for scrolling).
 */
export async function measureInteractionDetail(
  page: Page,
  act: () => Promise<void>,
): Promise<InteractionFigure> {
  await observe(page);
  await act();
  // Entries arrive after the next paint; a busy page (a lazy chunk, a slowed-down CPU) may paint late.
  let figure: InteractionFigure | undefined;
  for (let wait = 0; wait < 10 && !figure; wait += 1) {
    await settle(page);
    const gathered = await page.evaluate(() => {
      const state = (window as TimingWindow).__interactionTiming;
      state?.flush();
      return state?.events ?? [];
    });
    figure = longestInteraction(gathered);
  }
  const { events } = await collect(page);
  figure = longestInteraction(events);
  if (!figure) throw new NoInteractionError('the act made no interaction: no Event Timing entry has an id');
  return figure;
}

export interface LongestFrame {
  /** The longest long animation frame (or long task where the browser has none) during the act. */
  longestMs: number;
  /** Its blocking part: how long beyond 50 ms it kept input waiting. */
  blockingMs: number;
  /**
   * The longest an input arriving during the act could have waited for the main thread: of every frame, its
   * blocking time plus the 50 ms a task may take before it counts as blocking (no more than 50 ms for a frame
   * with none). A frame's duration can be longer: it also counts the idle time between its tasks (the rendering
   * slices of React's scheduler, for one), in which an input is handled at once.
   */
  longestBusyMs: number;
  /** Which entry type measured it: `long-animation-frame` or `longtask`. */
  kind: string;
  count: number;
}

/** The figures of the frames gathered during an act (see LongestFrame). */
export function longestFrameFigures(
  frames: readonly { duration: number; blockingDuration: number }[],
): Omit<LongestFrame, 'kind'> {
  const busy = (frame: { duration: number; blockingDuration: number }) =>
    frame.blockingDuration > 0 ? frame.blockingDuration + 50 : Math.min(frame.duration, 50);
  return {
    longestMs: Math.round(Math.max(0, ...frames.map((frame) => frame.duration))),
    blockingMs: Math.round(Math.max(0, ...frames.map((frame) => frame.blockingDuration))),
    longestBusyMs: Math.round(Math.max(0, ...frames.map(busy))),
    count: frames.length,
  };
}

/**
 * For acts that make no interaction (scrolling): the longest frame the page took to paint during the act, from
 * the Long Animation Frames API (long tasks where it is missing), and the longest the main thread was busy
 * without yielding in one of them. 0 when no frame took more than 50 ms. This is not INP: it is what any input
 * would have met during the act.
 */
export async function measureLongestFrame(page: Page, act: () => Promise<void>): Promise<LongestFrame> {
  await observe(page);
  await act();
  await settle(page);
  const { frames, frameKind: kind } = await collect(page);
  return { ...longestFrameFigures(frames), kind };
}
