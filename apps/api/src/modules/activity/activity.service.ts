import {
  type CreateEnquiryResponse,
  ENQUIRY_DEDUPE_MINUTES,
  type EnquiryStatus,
  type ListEnquiriesResponse,
} from '@realty/contracts/activity/enquiries';
import type { AddFavoriteResponse, ListFavoritesResponse } from '@realty/contracts/activity/favorites';
import { ACTIVITY_MESSAGES as M, type SiteSummary } from '@realty/contracts/activity/fields';
import { type ListViewedSitesResponse, MAX_VIEWED_SITES } from '@realty/contracts/activity/viewed-sites';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { Database } from '@realty/db/client';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { addEnquiryToPipeline } from '../leads/leads.service.ts';
import { normaliseStatus } from '../sites/sites.service.ts';
import {
  deleteFavorite,
  findFavoriteOwner,
  insertEnquiryOnce,
  insertFavorite,
  listEnquiryRows,
  listFavoriteRows,
  listViewRows,
  type SiteSummaryRow,
  siteExists,
  upsertView,
} from './activity.repository.ts';

/** Who is asking: a signed-in customer, an associate, staff, or nobody (guest). */
export type Actor =
  | { kind: 'customer'; userId: number }
  | { kind: 'associate'; assId: number }
  | { kind: 'staff'; staffId: number }
  | undefined;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function toSummary(site: SiteSummaryRow): SiteSummary {
  return {
    site_id: site.siteId,
    site_title: site.title,
    site_city: site.city,
    site_state: site.state,
    site_status: normaliseStatus(site.status),
    site_area: site.area,
    site_price: Number(site.price).toFixed(2),
    site_category: site.category,
    cover_image: site.coverImages[0] ?? null,
  };
}

/**
 * The customers-only rule of docs/product/activity.md with the owner check of docs/decisions/0002-sessions-and-security.md:
 * a guest gets 401 `guestMessage`, an associate (or staff) 403 `associateMessage`, another
 * customer 403. Returns the customer's id.
 */
export function requireOwner(actor: Actor, userId: number, guestMessage: string, associateMessage: string): number {
  if (!actor) throw unauthorized(guestMessage);
  if (actor.kind !== 'customer') throw forbidden(associateMessage);
  if (actor.userId !== userId) throw forbidden('You can only use your own account.');
  return actor.userId;
}

async function requireSite(db: Database, siteId: number): Promise<void> {
  if (!(await siteExists(db, siteId))) throw notFound(M.propertyNotFound);
}

/** `GET /api/user/favorites/{userId}`: the customer's favourites, newest first (docs/product/activity.md). */
export async function listFavorites(db: Database, actor: Actor, userId: number): Promise<ListFavoritesResponse> {
  requireOwner(actor, userId, M.guestFavoritesList, M.associateNoFavorites);
  const rows = await listFavoriteRows(db, userId);
  return {
    success: true,
    data: rows.map((r) => ({
      fav_id: r.favId,
      site_id: r.site.siteId,
      user_id: r.userId,
      created_at: iso(r.createdAt),
      site: toSummary(r.site),
    })),
  };
}

/**
 * `POST /api/user/favorites`: saves a favourite (docs/product/activity.md).
 * @throws AppError 409 'Already in favorites' (with the existing `fav_id` in `extra`) when it is one already; 404 for an unknown site.
 */
export async function addFavorite(db: Database, actor: Actor, userId: number, siteId: number): Promise<AddFavoriteResponse> {
  requireOwner(actor, userId, M.guestFavorites, M.associateNoFavorites);
  await requireSite(db, siteId);
  const { favId, created } = await insertFavorite(db, userId, siteId);
  if (!created) throw new DuplicateFavoriteError(favId);
  return { success: true, message: M.favoriteAdded, data: { fav_id: favId, site_id: siteId, user_id: userId } };
}

/** 409 for a favourite that exists already; carries its id so a client can remove it. */
export class DuplicateFavoriteError extends AppError {
  readonly favId: number;
  constructor(favId: number) {
    super(409, M.alreadyFavorite, { code: ERROR_CODES.ALREADY_FAVOURITE, extra: { fav_id: favId } });
    this.favId = favId;
  }
}

/**
 * `DELETE /api/user/favorites/{favId}/{userId}`.
 * @throws AppError 403 when the favourite belongs to someone else, 404 when there is none.
 */
export async function removeFavorite(
  db: Database,
  actor: Actor,
  favId: number,
  userId: number,
): Promise<{ success: true; message: string }> {
  requireOwner(actor, userId, M.guestFavorites, M.associateNoFavorites);
  const owner = await findFavoriteOwner(db, favId);
  if (owner === undefined) throw notFound(M.favoriteNotFound);
  if (owner !== userId) throw forbidden('You can only use your own account.');
  await deleteFavorite(db, favId, userId);
  return { success: true, message: M.favoriteRemoved };
}

/** `POST /api/user/viewed_site`: records a view; one record per site, its time refreshed (docs/product/activity.md). */
export async function recordView(db: Database, actor: Actor, userId: number, siteId: number): Promise<{ success: true; message: string }> {
  requireOwner(actor, userId, M.notLoggedIn, 'Viewed properties are kept for customers only.');
  await requireSite(db, siteId);
  await upsertView(db, userId, siteId);
  return { success: true, message: M.viewedRecorded };
}

/** `GET /api/user/viewed_site/{userId}`: most recent first, one entry per site, at most 30. */
export async function listViews(db: Database, actor: Actor, userId: number): Promise<ListViewedSitesResponse> {
  requireOwner(actor, userId, M.notLoggedIn, 'Viewed properties are kept for customers only.');
  const rows = await listViewRows(db, userId, MAX_VIEWED_SITES);
  return { success: true, data: rows.map((r) => ({ ...toSummary(r.site), viewed_at: iso(r.viewedAt) })) };
}

/**
 * `POST /api/user/user_enquiry`: stores an enquiry with status 'new' (docs/product/activity.md).
 * A retry (same `Idempotency-Key`, or the same property within 10 minutes) returns the first
 * enquiry instead of storing another; `created` tells which. A new enquiry also becomes (or joins)
 * the customer's lead in the listing's city (docs/product/pipeline.md, "Leads"); the answer is
 * the same either way, and a failure there never fails the enquiry.
 * @throws AppError 400 'Property ID is missing.' (field site_id); 401/403 as {@link requireOwner}; 404 unknown site.
 */
export async function createEnquiry(
  db: Database,
  actor: Actor,
  input: { userId: number; siteId: number | undefined; question?: string | undefined; idempotencyKey: string | undefined; now?: Date },
): Promise<{ response: CreateEnquiryResponse; created: boolean }> {
  requireOwner(actor, input.userId, M.guestEnquiry, M.associateNoEnquiry);
  if (input.siteId === undefined) throw badRequest(M.propertyIdMissing, 'site_id');
  await requireSite(db, input.siteId);
  const key = input.idempotencyKey?.trim();
  if (key !== undefined && (key.length === 0 || key.length > 100))
    throw badRequest('Idempotency-Key must be 1 to 100 characters.', 'Idempotency-Key');
  const since = new Date((input.now ?? new Date()).getTime() - ENQUIRY_DEDUPE_MINUTES * 60_000);
  const { enquiry, created } = await insertEnquiryOnce(db, {
    userId: input.userId,
    siteId: input.siteId,
    question: input.question,
    idempotencyKey: key,
    since,
  });
  if (created) await addEnquiryToPipeline(db, { userId: input.userId, siteId: input.siteId });
  return {
    created,
    response: {
      success: true,
      message: M.enquirySent,
      data: { enquiry_id: enquiry.enquiryId, status: enquiry.status as EnquiryStatus, created_at: iso(enquiry.createdAt) },
    },
  };
}

/** `GET /api/user/user_enquiry/{userId}`: the customer's enquiries with status and date, newest first. */
export async function listEnquiries(db: Database, actor: Actor, userId: number): Promise<ListEnquiriesResponse> {
  requireOwner(actor, userId, M.notLoggedIn, M.associateNoEnquiry);
  const rows = await listEnquiryRows(db, userId);
  return {
    success: true,
    data: rows.map((r) => ({
      enquiry_id: r.enquiryId,
      user_id: r.userId,
      site_id: r.siteId,
      status: r.status as EnquiryStatus,
      note: r.note,
      question: r.question,
      created_at: iso(r.createdAt),
      updated_at: iso(r.updatedAt),
      site: toSummary(r.site),
    })),
  };
}
