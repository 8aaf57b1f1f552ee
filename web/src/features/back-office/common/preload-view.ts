import { useEffect } from 'react';
import { whenIdle } from '@/lib/when-idle';

/**
 * Once a list has shown (`ready`), asks for the chunk of the view its rows open, while the browser has nothing
 * else to do: a click on a row then waits for the view's data only, not for its script as well (issue 38).
 * A chunk that fails here is asked for again, and its failure shown, when the view is opened.
 */
export function usePreloadView(load: () => Promise<unknown>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => void load().catch(() => undefined));
  }, [load, ready]);
}
