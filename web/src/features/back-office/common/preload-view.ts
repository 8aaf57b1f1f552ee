import { useEffect } from 'react';

/** What the browser offers for work that can wait (not in every browser: Safari has no requestIdleCallback). */
interface IdleWindow {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Once a list has shown (`ready`), asks for the chunk of the view its rows open, while the browser has nothing
 * else to do: a click on a row then waits for the view's data only, not for its script as well (issue 38).
 * A chunk that fails here is asked for again, and its failure shown, when the view is opened.
 */
export function usePreloadView(load: () => Promise<unknown>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const run = () => void load().catch(() => undefined);
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const handle = idle.requestIdleCallback(run, { timeout: 2000 });
      return () => idle.cancelIdleCallback?.(handle);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, [load, ready]);
}
