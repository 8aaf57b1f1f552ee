import { describe, expect, it } from 'vitest';
import { type EventEntry, longestFrameFigures, longestInteraction } from './interaction-timing';

const entry = (overrides: Partial<EventEntry>): EventEntry => ({
  name: 'click',
  interactionId: 1,
  startTime: 1000,
  duration: 40,
  processingStart: 1004,
  processingEnd: 1020,
  ...overrides,
});

describe('longestInteraction', () => {
  it('takes the longest event of the longest interaction, as web-vitals INP does', () => {
    const figure = longestInteraction([
      entry({ name: 'pointerdown', interactionId: 7, duration: 24 }),
      entry({ name: 'pointerup', interactionId: 7, duration: 48 }),
      entry({ name: 'click', interactionId: 7, duration: 48 }),
      entry({
        name: 'keydown',
        interactionId: 9,
        startTime: 2000,
        duration: 112,
        processingStart: 2010,
        processingEnd: 2070,
      }),
    ]);
    expect(figure).toEqual({
      inpMs: 112,
      event: 'keydown',
      inputDelayMs: 10,
      processingMs: 60,
      presentationMs: 42,
      interactions: 2,
    });
  });

  it('splits the interaction into its parts from its first handler to its last, as web-vitals attribution does', () => {
    const figure = longestInteraction([
      entry({ name: 'pointerdown', startTime: 100, duration: 200, processingStart: 130, processingEnd: 135 }),
      entry({ name: 'pointerup', startTime: 150, duration: 144, processingStart: 160, processingEnd: 162 }),
      entry({ name: 'click', startTime: 150, duration: 144, processingStart: 162, processingEnd: 220 }),
    ]);
    expect(figure).toMatchObject({
      inpMs: 200,
      event: 'pointerdown',
      inputDelayMs: 30,
      processingMs: 90,
      presentationMs: 80,
    });
  });

  it('splits it from the events painted in the frame of the longest one only', () => {
    const figure = longestInteraction([
      entry({ name: 'pointerdown', startTime: 100, duration: 64, processingStart: 110, processingEnd: 130 }),
      entry({ name: 'pointerup', startTime: 200, duration: 40, processingStart: 204, processingEnd: 230 }),
    ]);
    expect(figure).toMatchObject({ inpMs: 64, inputDelayMs: 10, processingMs: 20, presentationMs: 34 });
  });

  it('leaves out events that belong to no interaction, however long', () => {
    const figure = longestInteraction([
      entry({ name: 'mouseover', interactionId: 0, duration: 400 }),
      entry({ name: 'click', interactionId: 3, duration: 56 }),
    ]);
    expect(figure?.inpMs).toBe(56);
    expect(figure?.event).toBe('click');
  });

  it('has no figure when nothing was an interaction, rather than 0 ms', () => {
    expect(longestInteraction([entry({ name: 'scroll', interactionId: 0, duration: 90 })])).toBeUndefined();
    expect(longestInteraction([])).toBeUndefined();
  });
});

describe('longestFrameFigures', () => {
  it("reads the longest wait an input could meet from the frames' blocking time, not their idle time", () => {
    const figures = longestFrameFigures([
      // A long frame of short rendering slices with idle time between them: nothing blocked.
      { duration: 119, blockingDuration: 0 },
      // A shorter frame with one task of 76 ms (26 ms beyond the 50 ms a task may take).
      { duration: 76, blockingDuration: 26 },
      { duration: 60, blockingDuration: 0 },
    ]);
    expect(figures).toEqual({ longestMs: 119, blockingMs: 26, longestBusyMs: 76, count: 3 });
  });

  it('gives 0 when no frame was long', () => {
    expect(longestFrameFigures([])).toEqual({ longestMs: 0, blockingMs: 0, longestBusyMs: 0, count: 0 });
  });
});
