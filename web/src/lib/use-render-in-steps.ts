import { startTransition, useCallback, useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * How many of a long page's `total` parts to render: `initial` at first, then `step` more in each following
 * task until all are shown. Adding a long page to the document in one piece blocks the main thread for as
 * long as it takes; in steps, the page stays responsive while the parts below the fold arrive.
 * `showAll` renders the rest with the next render, for an action that needs a part further down.
 */
export function useRenderInSteps(
  total: number,
  { initial, step }: { initial: number; step: number },
): { shown: number; showAll: () => void } {
  const [shown, setShown] = useState(Math.min(initial, total));

  useEffect(() => {
    if (shown >= total) return;
    let cancelled = false;
    void yieldToMain().then(() => {
      if (!cancelled) startTransition(() => setShown((count) => Math.min(total, count + step)));
    });
    return () => {
      cancelled = true;
    };
  }, [shown, total, step]);

  const showAll = useCallback(() => setShown(total), [total]);
  return { shown, showAll };
}
