import type { Database } from '@realty/db/client';
import type { Env } from '../config/env.ts';
import type { Reads } from '../lib/reads.ts';
import type { JobQueue } from '../providers/jobs/job-queue.ts';
import type { IdentityContext } from './identity/identity-context.ts';

/**
 * What every route module receives from `app.ts` (the one place that wires route modules): the
 * database, the validated settings, the app's one identity context (OTPs, sessions, the clock)
 * the background job queue (deadlines and notifications; docs/decisions/0011-job-queue.md) and
 * where public reads run (the read replica, when configured).
 * Modules that need a provider (member registry, file storage) get it through an extended type
 * of their own, built once by `app.ts`.
 */
export type ModuleOptions = {
  db: Database;
  env: Env;
  identity: IdentityContext;
  jobs: JobQueue;
  /** Where public catalogue and content reads run: the read replica when configured (lib/reads.ts). */
  reads: Reads;
};
