/**
 * Runs `callback` once the browser has nothing more urgent to do (`requestIdleCallback`, or a short timer where
 * the browser has none), at the latest after `timeoutMs`. Returns what cancels it: a component calls it from an
 * effect and returns that.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `callback` in a task after the next frame is painted: what a click shows at once (a pressed button) reaches
 * the screen before the heavier work it starts.
 */
export function afterNextPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  });
}
