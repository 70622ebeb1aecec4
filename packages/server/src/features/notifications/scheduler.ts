import type { Logger } from '../../log';

/** One job of the scheduler: called with the scheduler's clock on every tick. */
export interface ScheduledJob {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface SchedulerTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SchedulerOptions {
  jobs: readonly ScheduledJob[];
  /** The clock the jobs read (the app's `now`). */
  now: () => Date;
  logger: Logger;
  /** Between the end of one tick and the start of the next. @default one minute */
  intervalMs?: number;
  /** @default the global timers */
  timers?: SchedulerTimers;
}

export interface Scheduler {
  /** Runs a tick at once, then one every `intervalMs`. */
  start(): void;
  /** No tick after this; waits for one in flight to finish. */
  stop(): Promise<void>;
  /** One run of every job, in order (each job's failure is logged, the others still run). */
  tick(): Promise<void>;
}

/**
 * A small scheduler inside the server: every minute each job runs with the current time. Jobs must
 * be idempotent (they may run on several servers at once, and again after a restart): each records
 * what it did in the database under a unique key.
 */
export function createScheduler({
  jobs,
  now,
  logger,
  intervalMs = 60_000,
  timers = { setTimeout: (run, ms) => setTimeout(run, ms), clearTimeout: (handle) => clearTimeout(handle as never) },
}: SchedulerOptions): Scheduler {
  let timer: unknown;
  let running: Promise<void> | undefined;
  let stopped = true;

  async function tick() {
    for (const job of jobs) {
      try {
        await job.run(now());
      } catch (error) {
        logger.error('scheduled job failed', { job: job.name, error });
      }
    }
  }

  const loop = () => {
    running = tick().finally(() => {
      running = undefined;
      if (!stopped) timer = timers.setTimeout(loop, intervalMs);
    });
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await running;
    },
    tick,
  };
}
