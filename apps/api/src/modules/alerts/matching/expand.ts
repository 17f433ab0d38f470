import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import type { JobQueue } from '../../../providers/jobs/job-queue.ts';
import { ALERT_DELIVER_JOB, ALERT_EXPAND_JOB, type AlertDeliverJob } from '../alert-jobs.ts';

/**
 * The expansion of recorded matches (docs/product/alerts.md, "Alerts";
 * docs/decisions/0029-alert-matching.md, "Recording a match, then expanding it"). The scan records
 * each new or cheaper listing once, with the ids of every saved search it matched
 * (`alert_matches`); this step, after the scan has committed, applies the once-per-price rule
 * per saved search (`saved_search_alerted` inserted, or lowered) and writes an `alert_items` row
 * only when that row was, then deletes the recorded rows and queues the deliveries.
 *
 * One expansion at a time across every instance (a transaction-level advisory lock), so two never
 * write items for the same recorded row; a failed expansion commits nothing and the next one
 * reads the same rows again. The saved searches and listings are joined as they are at expansion
 * time: one paused or deleted, or a listing withdrawn, since the scan is told nothing.
 */

/** Advisory lock key held by the expansion's transaction (`pg_advisory_xact_lock`). */
const EXPAND_LOCK = 7_402_001;

/** Recorded rows expanded per transaction (each lists the saved searches of one listing, about 600 on average). */
const EXPAND_BATCH = 100;

/** Singleton key of a queued expansion. */
export const ALERT_EXPAND_SINGLETON = 'alerts-expand';

/** What an expansion did: recorded rows expanded, items written and the customers given new `instant` items. */
export type AlertExpansionResult = {
  /** `alert_matches` rows expanded (and deleted). */
  matches: number;
  /** `alert_items` written for saved searches. */
  items: number;
  /** Customers given new `instant` items (ascending), whose {@link ALERT_DELIVER_JOB} was queued when a queue was given. */
  instantUsers: number[];
};

/** The part of the job queue alerts use: queueing deliveries and expansions. */
export type DeliverySender = Pick<JobQueue, 'send' | 'sendMany'>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** An int[] as the driver gives it (an array, or PostgreSQL's text form '{1,2}'), as numbers. */
export function idsOf(value: number[] | string | null): number[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value.map(Number);
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map(Number);
}

/**
 * Queues {@link ALERT_DELIVER_JOB} `{ userId }` (singleton key `alerts-deliver:{userId}`) for each
 * of `userIds` who has no such job waiting to start yet, in one statement when the queue can. (A
 * customer whose delivery job is still waiting gets no second one: it claims every pending item
 * when it runs; the delivery's minutely sweep sends instant items left pending over 30 s should a
 * job be lost.)
 */
export async function queueDeliveries(jobs: DeliverySender, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const deliveries = userIds.map((userId) => ({
    data: { userId } satisfies AlertDeliverJob,
    options: { singletonKey: `alerts-deliver:${userId}` },
  }));
  if (jobs.sendMany) await jobs.sendMany(ALERT_DELIVER_JOB, deliveries, { unlessWaiting: true });
  else for (const { data, options } of deliveries) await jobs.send(ALERT_DELIVER_JOB, data, options);
}

/**
 * Queues an expansion now (singleton key {@link ALERT_EXPAND_SINGLETON}); the minutely one catches
 * up should this fail. Never throws.
 */
export async function queueAlertExpansion(jobs: Pick<JobQueue, 'send'>): Promise<void> {
  await jobs.send(ALERT_EXPAND_JOB, {}, { singletonKey: ALERT_EXPAND_SINGLETON }).catch(() => undefined);
}

/**
 * Expands every recorded match of the primary database `db` (or the first `options.maxBatches`
 * batches: the benchmark times one at a time), {@link EXPAND_BATCH} rows per transaction (a listing recorded twice, say new and then cheaper, is expanded in two
 * transactions, oldest first), and after each commit queues the deliveries of its instant items
 * on `jobs` when given. Prices are compared exactly (numeric in SQL).
 * @throws whatever the database throws (that batch is not committed; the next expansion does it).
 */
export async function expandAlertMatches(
  db: Database,
  jobs?: DeliverySender,
  options: { maxBatches?: number } = {},
): Promise<AlertExpansionResult> {
  const result: AlertExpansionResult = { matches: 0, items: 0, instantUsers: [] };
  const instant = new Set<number>();
  for (let batches = 0; batches < (options.maxBatches ?? Number.POSITIVE_INFINITY); batches++) {
    const batch = await db.transaction((tx) => expandBatch(tx));
    if (batch.matches === 0) break;
    result.matches += batch.matches;
    result.items += batch.items;
    for (const userId of batch.instantUsers) instant.add(userId);
    if (jobs) await queueDeliveries(jobs, batch.instantUsers);
  }
  result.instantUsers = [...instant].sort((a, b) => a - b);
  return result;
}

/** One batch inside its transaction: the oldest recorded rows, one per listing, expanded and deleted. */
async function expandBatch(tx: Database): Promise<AlertExpansionResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EXPAND_LOCK})`);
  const oldest = rowsOf<{ alert_match_id: string | number; site_id: number }>(
    await tx.execute(sql`select alert_match_id, site_id from alert_matches order by alert_match_id limit ${EXPAND_BATCH}`),
  );
  // one row per listing in a statement (ON CONFLICT may not touch a row twice); a later row of the
  // same listing waits for the next batch
  const seen = new Set<number>();
  const ids: string[] = [];
  for (const row of oldest) {
    if (seen.has(Number(row.site_id))) continue;
    seen.add(Number(row.site_id));
    ids.push(String(row.alert_match_id));
  }
  if (ids.length === 0) return { matches: 0, items: 0, instantUsers: [] };
  const [summary] = rowsOf<{ items: number; users: number[] | string | null }>(
    await tx.execute(sql`
      with picked as (
        delete from alert_matches where alert_match_id = any(cast(${`{${ids.join(',')}}`} as bigint[]))
        returning site_id, kind, price, previous_price, saved_search_ids
      ), m as (
        select p.site_id, p.kind, p.price, p.previous_price, x.saved_search_id, ss.user_id, ss.frequency
        from picked p
        cross join lateral unnest(p.saved_search_ids) as x(saved_search_id)
        join saved_searches ss on ss.saved_search_id = x.saved_search_id and not ss.paused
        join sites s on s.site_id = p.site_id
      ), alerted as (
        insert into saved_search_alerted (saved_search_id, site_id, lowest_price)
        select saved_search_id, site_id, price from m
        on conflict (saved_search_id, site_id) do update set lowest_price = excluded.lowest_price
          where excluded.lowest_price < saved_search_alerted.lowest_price
        returning saved_search_id, site_id
      ), written as (
        insert into alert_items (user_id, saved_search_id, site_id, kind, price, previous_price, frequency)
        select m.user_id, m.saved_search_id, m.site_id, m.kind, m.price, m.previous_price, m.frequency
        from alerted join m using (saved_search_id, site_id)
        returning user_id, frequency
      )
      select count(*)::int as items,
        coalesce(array_agg(distinct user_id) filter (where frequency = 'instant'), '{}') as users
      from written`),
  );
  // (a saved search or listing deleted between the join and the insert fails saved_search_alerted's
  // foreign keys: the batch is rolled back, and the next expansion's join no longer sees it)
  return { matches: ids.length, items: Number(summary?.items ?? 0), instantUsers: idsOf(summary?.users ?? null) };
}

/**
 * Defines {@link ALERT_EXPAND_JOB} on the job queue (an expansion of the primary database `db`, its
 * deliveries queued on `jobs`) and runs it every minute on one instance, which catches up on
 * rows whose queued expansion was lost.
 * @see docs/product/alerts.md ("Alerts")
 */
export function defineAlertExpandJob(jobs: JobQueue, db: Database): void {
  jobs.define(ALERT_EXPAND_JOB, async () => {
    await expandAlertMatches(db, jobs);
  });
  jobs.everyMinute(ALERT_EXPAND_JOB);
}
