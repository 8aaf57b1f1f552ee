import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, navigationCommitMs } from './lighthouse-run';

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
