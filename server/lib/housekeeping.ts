import type { FastifyInstance } from 'fastify';

export interface HousekeepingTask {
  name: string;
  run(): Promise<unknown>;
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs each task once the server is ready, then every hour until it closes, one after the other; a failing task
 * is logged and tried again next hour. Every instance runs them: each task is a set of deletes that two
 * instances can repeat safely.
 */
export function registerHousekeeping(
  app: FastifyInstance,
  tasks: HousekeepingTask[],
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const runAll = async () => {
    for (const task of tasks) {
      try {
        await task.run();
      } catch (error) {
        app.log.error({ err: error, task: task.name }, 'housekeeping failed');
      }
    }
  };
  const tick = () => {
    running ??= runAll().finally(() => (running = null));
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
