import type { FastifyBaseLogger } from 'fastify';

export interface HousekeepingTask {
  name: string;
  run(): Promise<unknown>;
}

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs each task now, then every hour, one after the other; a failing task is logged and tried again next hour.
 * Every instance may run them: each task is a set of deletes that two instances can repeat safely.
 */
export function startHousekeeping(
  tasks: HousekeepingTask[],
  log: FastifyBaseLogger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
) {
  let running: Promise<void> | null = null;
  const runAll = async () => {
    for (const task of tasks) {
      try {
        const result = await task.run();
        log.debug({ task: task.name, result }, 'housekeeping done');
      } catch (error) {
        log.error({ err: error, task: task.name }, 'housekeeping failed');
      }
    }
  };
  const tick = () => {
    running ??= runAll().finally(() => (running = null));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
