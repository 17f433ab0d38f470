import type { Database } from '@realty/db/client';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { pruneCatalogueChanges } from './sites.repository.ts';

/**
 * Hours the catalogue change log keeps its entries (docs/decisions/0022-near-real-time-catalogue-index.md):
 * an index that has not refreshed for longer than that (a process paused for a day) is built anew
 * instead of catching up from the log.
 */
export const CATALOGUE_CHANGE_LOG_HOURS = 24;

/** The job that prunes the catalogue change log. */
export const PRUNE_CATALOGUE_CHANGES_JOB = 'catalogue-change-log-prune';

/**
 * Defines the background job that deletes change-log entries older than
 * {@link CATALOGUE_CHANGE_LOG_HOURS}, run every minute on one instance of the site (on the
 * primary database `db`).
 */
export function defineCatalogueJobs(jobs: JobQueue, db: Database): void {
  jobs.define(PRUNE_CATALOGUE_CHANGES_JOB, async () => {
    await pruneCatalogueChanges(db, new Date(Date.now() - CATALOGUE_CHANGE_LOG_HOURS * 3_600_000));
  });
  jobs.everyMinute(PRUNE_CATALOGUE_CHANGES_JOB);
}
