interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next step of a long piece of
 * work: each step then runs as a task of its own instead of one long task that blocks the page.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
