import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  calibratedSlowdown,
  commitShareOfBlockingTime,
  type LighthouseFigures,
  medianFigures,
  navigationCommitMs,
  type SimulatedTask,
} from './lighthouse-run';

// Events of real Lighthouse 12 traces in Debian chromium (the navigationStart, the page thread's tasks and
// CommitNavigation events around the commit): /#/store, and the report's static floor page, whose renderer
// committed twice (the initial empty document, then the page).
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Parameters<
    typeof navigationCommitMs
  >[0];
const trace = fixture('lighthouse-trace-commit.json');

describe('navigationCommitMs', () => {
  it('measures the whole task in which the page commits, not only the commit event inside it', () => {
    expect(navigationCommitMs(trace)).toBeCloseTo(27.999, 3);
  });

  it('adds up the tasks of every commit of the navigation', () => {
    expect(navigationCommitMs(fixture('lighthouse-trace-floor-commits.json'))).toBeCloseTo(5.736 + 32.307, 3);
  });

  it('falls back to the commit event when the trace has no task around it', () => {
    const withoutTasks = trace.filter((event) => event.name !== 'RunTask');
    expect(navigationCommitMs(withoutTasks)).toBeCloseTo(25.913, 3);
  });

  it('reads nothing from a trace without the page navigation', () => {
    const withoutNavigation = trace.filter((event) => event.name !== 'navigationStart');
    expect(navigationCommitMs(withoutNavigation)).toBeNaN();
  });
});

describe('calibratedSlowdown', () => {
  it('measures a faster host as the slowest of Lighthouse 4× band, and keeps 4× below it', () => {
    expect(calibratedSlowdown(2600)).toBeCloseTo(8, 5);
    expect(calibratedSlowdown(1000)).toBe(4);
  });
});

describe('commitShareOfBlockingTime', () => {
  const task = (start: number, end: number, commitsNavigation: boolean): SimulatedTask => ({
    start,
    end,
    duration: end - start,
    commitsNavigation,
  });
  const commitThenPage = [task(600, 900, true), task(950, 1050, false)];

  it('counts what of the commit runs past the first paint, less 50 ms, weighing both simulations alike', () => {
    const optimistic = { tasks: commitThenPage, fromMs: 760, toMs: 1050 };
    const pessimistic = { tasks: commitThenPage, fromMs: 700, toMs: 1100 };
    // (900 - 760 - 50) and (900 - 700 - 50), half each; the page's task is not the commit's.
    expect(commitShareOfBlockingTime(optimistic, pessimistic)).toBeCloseTo((90 + 150) / 2, 6);
  });

  it('counts nothing of a commit that ends before the first paint or is shorter than 50 ms', () => {
    const early = { tasks: [task(600, 700, true), task(800, 840, true)], fromMs: 760, toMs: 1000 };
    expect(commitShareOfBlockingTime(early, early)).toBe(0);
  });
});

describe('medianFigures', () => {
  const run = (tbtMs: number, commitBlockingMs: number, lcpMs: number): LighthouseFigures => ({
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs,
    mainThreadMs: 1000,
    cls: 0,
    totalBytes: 160_000,
    benchmarkIndex: 2800,
    cpuSlowdown: 8.6,
    navigationCommitMs: 20,
    commitBlockingMs,
  });

  it('takes the median of each figure, and the commit part of the median run so that the page part is the rest', () => {
    // The commit part's own median would read 10 ms, the page's then 70 ms: no run's split.
    const median = medianFigures([run(150, 10, 760), run(30, 0, 790), run(80, 60, 750)]);
    expect(median.lcpMs).toBe(760);
    expect(median.tbtMs).toBe(80);
    expect(median.commitBlockingMs).toBe(60);
    expect(median.tbtMs - median.commitBlockingMs).toBe(20);
  });

  it('averages the two middle runs of an even count, parts included', () => {
    const median = medianFigures([run(100, 90, 760), run(20, 0, 770)]);
    expect(median.tbtMs).toBe(60);
    expect(median.commitBlockingMs).toBe(45);
  });
});
