import type { Database } from '@realty/db/client';
import { runInTransaction } from '../../lib/transaction.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import type { ModuleOptions } from '../module-options.ts';
import { takeMatchingLock } from './lead-status.ts';

/**
 * What the lead services need beside the database (docs/product/pipeline.md, "Matching"): how
 * long an associate has to answer an offer, the job queue (deadlines and notifications), the app
 * clock and a logger.
 */
export type PipelineContext = {
  /** Seconds an associate has to accept or decline an offer (LEAD_ACCEPT_SECONDS). */
  acceptSeconds: number;
  jobs: JobQueue;
  /** The app clock (`identity.now()`), read at every use so tests may move it. */
  now: () => Date;
  log: { warn: (obj: object, msg?: string) => void; error: (obj: object, msg?: string) => void };
};

/**
 * The {@link PipelineContext} of a route module's options: LEAD_ACCEPT_SECONDS, the queue, and
 * the identity context's clock and logger (read at each call, so `app.identity.now = …` in tests
 * moves every deadline rule).
 * @see docs/product/pipeline.md
 */
export function pipelineContextOf(options: Pick<ModuleOptions, 'env' | 'jobs' | 'identity'>): PipelineContext {
  const { identity } = options;
  return {
    acceptSeconds: options.env.LEAD_ACCEPT_SECONDS,
    jobs: options.jobs,
    now: () => identity.now(),
    log: identity.log,
  };
}

/**
 * Work queued while a pipeline transaction runs and done once it has committed (queueing a
 * deadline job or a notification): nothing is queued for a change that was rolled back, and the
 * queue's own connection is never used while the transaction holds the embedded database.
 * @see docs/product/pipeline.md
 */
export type AfterCommit = Array<() => Promise<void>>;

/**
 * Runs `work` in one transaction that first takes the matching lock (`takeMatchingLock`), then
 * runs what `work` pushed on its {@link AfterCommit} list, in order, once the transaction has
 * committed. Resolves to what `work` resolves to; when `work` throws, nothing is kept and nothing
 * after-commit runs.
 * @see docs/product/pipeline.md
 */
export async function inMatchingTransaction<T>(db: Database, work: (tx: Database, afterCommit: AfterCommit) => Promise<T>): Promise<T> {
  const afterCommit: AfterCommit = [];
  const result = await runInTransaction(db, async (tx) => {
    await takeMatchingLock(tx);
    return work(tx, afterCommit);
  });
  for (const effect of afterCommit) await effect();
  return result;
}

const registered = new WeakMap<Database, PipelineContext[]>();

/**
 * Makes `context` the pipeline of `db` for callers that only hold the database (the enquiry
 * hook of the activity module). Returns the function that removes it again (call it when the
 * app closes). With several apps on one database the latest registered one still open is used.
 * @see docs/product/pipeline.md
 */
export function registerPipeline(db: Database, context: PipelineContext): () => void {
  const list = registered.get(db) ?? [];
  list.push(context);
  registered.set(db, list);
  return () => {
    const current = registered.get(db) ?? [];
    registered.set(
      db,
      current.filter((c) => c !== context),
    );
  };
}

/**
 * The pipeline registered for `db` by {@link registerPipeline}, or undefined when none is.
 * @see docs/product/pipeline.md
 */
export function registeredPipeline(db: Database): PipelineContext | undefined {
  return registered.get(db)?.at(-1);
}
