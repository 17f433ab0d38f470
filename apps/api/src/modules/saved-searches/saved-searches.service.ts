import {
  type CreateSavedSearchBody,
  SAVED_SEARCH_MESSAGES as M,
  MAX_SAVED_SEARCHES,
  NEW_SINCE_ALERT_BOUND,
  type SavedSearch,
  type UpdateSavedSearchBody,
} from '@realty/contracts/activity/saved-searches';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { type ListSitesResponse, listSitesQuerySchema } from '@realty/contracts/sites/list-sites';
import type { Database } from '@realty/db/client';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { listSitesJson } from '../sites/sites.service.ts';
import {
  countSavedSearches,
  deleteSavedSearchRow,
  findSavedSearch,
  insertSavedSearch,
  listSavedSearchRows,
  lockCustomer,
  type SavedSearchRow,
  updateSavedSearchRow,
} from './saved-searches.repository.ts';

/** A row as its owner reads it (without counts). */
function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    saved_search_id: row.savedSearchId,
    name: row.name,
    query: row.query,
    channels: row.channels as SavedSearch['channels'],
    frequency: row.frequency as SavedSearch['frequency'],
    paused: row.paused,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_alerted_at: row.lastAlertedAt?.toISOString() ?? null,
  };
}

/**
 * How many listings match saved search `row` now (as the listing page counts them) and how many
 * of those were added after its last alert, or after it was saved when no alert went yet (exact
 * up to {@link NEW_SINCE_ALERT_BOUND}). Read through the catalogue's own search, so "matches"
 * means what the listing page shows.
 */
async function countsOf(db: Database, row: SavedSearchRow): Promise<{ matching: number; new_since_alert: number }> {
  const query = listSitesQuerySchema.parse({ ...row.query, sort: 'Newest', pageSize: String(NEW_SINCE_ALERT_BOUND) });
  const answer = JSON.parse((await listSitesJson(db, query)).json) as ListSitesResponse;
  const since = (row.lastAlertedAt ?? row.createdAt).getTime();
  const fresh = answer.data.filter((site) => Date.parse(site.created_at) > since).length;
  return { matching: answer.total, new_since_alert: fresh };
}

/** The saved search `savedSearchId` if customer `userId` owns it. */
async function ownSavedSearch(db: Database, userId: number, savedSearchId: number): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, savedSearchId);
  if (!row) throw notFound(M.notFound);
  if (row.userId !== userId) throw new AppError(403, M.notOwner, { code: ERROR_CODES.NOT_OWNER });
  return row;
}

/**
 * `POST /api/user/saved-searches`: saves `body` for customer `userId` at `at`. The customer's row
 * is locked while their saved searches are counted, so saves sent at once never pass
 * {@link MAX_SAVED_SEARCHES}.
 * @throws AppError 409 `tooMany` when the customer already keeps {@link MAX_SAVED_SEARCHES}.
 * @see docs/product/alerts.md ("Saving a search")
 */
export async function createSavedSearch(db: Database, userId: number, body: CreateSavedSearchBody, at: Date): Promise<SavedSearch> {
  const row = await runInTransaction(db, async (tx) => {
    await lockCustomer(tx, userId);
    if ((await countSavedSearches(tx, userId)) >= MAX_SAVED_SEARCHES) throw conflict(M.tooMany);
    return insertSavedSearch(tx, userId, body, at);
  });
  return toSavedSearch(row);
}

/**
 * `GET /api/user/saved-searches`: customer `userId`'s saved searches, newest first, each with
 * `matching` and `new_since_alert`.
 * @see docs/product/alerts.md ("Saving a search")
 */
export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await listSavedSearchRows(db, userId);
  return Promise.all(rows.map(async (row) => ({ ...toSavedSearch(row), ...(await countsOf(db, row)) })));
}

/**
 * `PATCH /api/user/saved-searches/{id}`: changes the fields given; `paused` true stops its alerts
 * at once (docs/product/alerts.md "Alerts").
 * @throws AppError 404 `notFound` for an unknown id; 403 NOT_OWNER `notOwner` for another customer's.
 * @see docs/product/alerts.md ("Saving a search")
 */
export async function updateSavedSearch(
  db: Database,
  userId: number,
  savedSearchId: number,
  body: UpdateSavedSearchBody,
  at: Date,
): Promise<{ savedSearch: SavedSearch; message: string }> {
  await ownSavedSearch(db, userId, savedSearchId);
  const change = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const row = await updateSavedSearchRow(db, userId, savedSearchId, change, at);
  if (!row) throw notFound(M.notFound);
  const onlyPause = Object.keys(change).length === 1 && body.paused !== undefined;
  const message = onlyPause ? (body.paused ? M.paused : M.resumed) : M.updated;
  return { savedSearch: { ...toSavedSearch(row), ...(await countsOf(db, row)) }, message };
}

/**
 * `DELETE /api/user/saved-searches/{id}`.
 * @throws AppError 404 `notFound` for an unknown id; 403 NOT_OWNER `notOwner` for another customer's.
 * @see docs/product/alerts.md ("Saving a search")
 */
export async function deleteSavedSearch(db: Database, userId: number, savedSearchId: number): Promise<void> {
  await ownSavedSearch(db, userId, savedSearchId);
  if (!(await deleteSavedSearchRow(db, userId, savedSearchId))) throw notFound(M.notFound);
}
