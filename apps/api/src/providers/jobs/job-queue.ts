/**
 * The background job queue (docs/decisions/0011-job-queue.md): deadlines that must fire once
 * even across restarts and instances, and sends (SMS, Web Push) that are retried and never block
 * the request that caused them. Modules `define` their jobs while the app is built; `app.ts`
 * starts the queue when the app is ready and stops it when the app closes.
 */

/** How a job is run: attempts after the first failure, seconds between attempts (doubled each time when `backoff`). */
export type JobOptions = { retryLimit?: number; retryDelaySeconds?: number; backoff?: boolean };

/** A job's handler: resolves when done; a rejection counts as a failed attempt and is retried. */
export type JobHandler<T> = (data: T) => Promise<void>;

/** When to run a job: at once, or not before `startAfter`; `singletonKey` keeps one queued job per key. */
export type SendOptions = { startAfter?: Date; singletonKey?: string };

/** The queue as modules see it. */
export type JobQueue = {
  /**
   * Declares job `name` with its handler; call before `start` (while the app is built). Every
   * instance defines the same jobs; each queued job is run by exactly one instance.
   */
  define: <T extends object>(name: string, handler: JobHandler<T>, options?: JobOptions) => void;
  /**
   * Runs `name` every minute on one instance of the site (a safety sweep); defined with `define`.
   */
  everyMinute: (name: string) => void;
  /**
   * Queues a job. Never throws: a failure to queue is logged, and the caller's own work stands
   * (deadline sweeps catch what a lost job would have done).
   * @returns the job id, or null when it could not be queued.
   */
  send: <T extends object>(name: string, data: T, options?: SendOptions) => Promise<string | null>;
  /**
   * Queues many jobs of `name` in one statement (e.g. one delivery per customer after a scan).
   * With `unlessWaiting`, a job whose `singletonKey` already has a job of `name` waiting to start
   * (queued, not yet running nor failed) is not queued again: the waiting one will do its work.
   * Never throws: a failure to queue is logged. Optional: a queue without it is sent each job
   * with {@link JobQueue.send}.
   * @returns how many were queued (0 when they could not be).
   */
  sendMany?: <T extends object>(
    name: string,
    jobs: readonly { data: T; options?: SendOptions }[],
    options?: { unlessWaiting?: boolean },
  ) => Promise<number>;
  /**
   * Creates the queue's tables when missing, its queues and schedules, and starts the workers. Never
   * rejects: while the database is out of reach it keeps trying in the background (sends fail meanwhile).
   */
  start: () => Promise<void>;
  /** Whether the queue has started and is running (for `/api/ready`). */
  isRunning: () => boolean;
  /**
   * Jobs waiting (created or waiting for a retry) and jobs that failed for good, per queue name,
   * for `/metrics`; empty before the queue has started.
   */
  stats: () => Promise<{ name: string; waiting: number; failed: number }[]>;
  /** Stops the workers (running jobs are given `graceMs` to finish) and the maintenance timers. */
  stop: (graceMs?: number) => Promise<void>;
};
