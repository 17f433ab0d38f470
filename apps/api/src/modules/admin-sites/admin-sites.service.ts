import type { AdminListSitesQuery, AdminListSitesResponse } from '@realty/contracts/admin/list-sites';
import { type AdminGetSiteResponse, type AdminSite, SITE_INPUT_MESSAGES, type SiteInput } from '@realty/contracts/admin/site-input';
import type { AdminSiteMediaBody } from '@realty/contracts/admin/site-media';
import { MAX_PDFS_PER_SITE, MAX_PHOTOS_PER_SITE, MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import { SITES_MESSAGES } from '@realty/contracts/sites/get-site';
import type { SiteStatus } from '@realty/contracts/sites/site';
import type { Database } from '@realty/db/client';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../providers/storage/file-storage.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { removeStoredMedia } from '../media-intake/intake.service.ts';
import { loadPlaceIndex, type PlaceIndex } from '../places/places.service.ts';
import { toSite } from '../sites/sites.service.ts';
import {
  appendSitePdfRows,
  appendSitePhotoRows,
  deleteSiteRow,
  existingSiteIds,
  findAdminSiteRow,
  findAdminSiteRows,
  insertSiteRow,
  listAdminSiteRows,
  type SiteRow,
  type SiteValues,
  updateSiteRow,
} from './admin-sites.repository.ts';

/** Who is making a change, for the audit log (null: the command line). */
export type Actor = { staffId: number | null };

/**
 * Folder of the files uploaded for listing `siteId` (only these are ever deleted with it).
 * @see docs/product/back-office.md ("Listings")
 */
export const siteMediaFolder = (siteId: number): string => `media/sites/${siteId}/`;

const NOT_FOUND = SITES_MESSAGES.notFound;

/** A number of the editor (already checked: at most `places` decimals) as exact decimal text for a numeric column, or null. */
const decimal = (value: number | null, places: number): string | null => (value === null ? null : value.toFixed(places));

/**
 * The columns of a checked listing. The city is stored under its canonical name when the places
 * table knows it under any of its names (docs/product/catalogue.md, "Places"): 'Allahabad' or
 * 'allahabad' is stored as 'Prayagraj'. The Hindi title and description are stored as given, or
 * null for none (docs/product/catalogue.md, "Hindi title and description").
 */
function valuesOf(input: SiteInput, places: PlaceIndex): SiteValues & { title: string } {
  return {
    title: input.site_title,
    city: places.canonicalCity(input.site_city) ?? input.site_city,
    state: input.site_state,
    landmark: input.site_landmark,
    famousPlace: input.site_famous_place,
    category: input.site_category,
    developer: input.site_developer,
    reraNumber: input.site_rera_number,
    minPrice: input.site_min_price,
    maxPrice: input.site_max_price,
    price: input.site_price,
    area: input.site_area,
    description: input.site_description,
    titleHi: input.site_title_hi,
    descriptionHi: input.site_description_hi,
    status: input.site_status,
    lat: input.site_lat === null ? null : input.site_lat.toFixed(6),
    lon: input.site_lon === null ? null : input.site_lon.toFixed(6),
    youtubeLink: input.site_youtube_link,
    amenities: input.amenities,
    relatedSites: input.related_sites,
    bhk: input.bhk,
    carpetAreaSqftMin: decimal(input.carpet_area_sqft_min, 2),
    carpetAreaSqftMax: decimal(input.carpet_area_sqft_max, 2),
    builtUpAreaSqft: decimal(input.built_up_area_sqft, 2),
    superBuiltUpAreaSqft: decimal(input.super_built_up_area_sqft, 2),
    plotArea: decimal(input.plot_area, 4),
    plotAreaUnit: input.plot_area_unit,
    possession: input.possession,
    possessionDate: input.possession_date === null ? null : `${input.possession_date}-01`,
    furnishing: input.furnishing,
    facing: input.facing,
    transaction: input.transaction,
    ownership: input.ownership,
    approvedBy: input.approved_by,
    loanBanks: input.loan_banks,
    verified: input.verified,
    brokeragePercent: input.site_brokerage_percent,
  };
}

/**
 * A listing as staff see it: the public listing and its `site_brokerage_percent` (text with two
 * decimals, docs/product/pipeline.md "Deals and brokerage").
 * @see docs/product/back-office.md ("Listings")
 */
export function toAdminSite(row: SiteRow): AdminSite {
  return { ...toSite(row), site_brokerage_percent: row.brokeragePercent };
}

/**
 * The stored row of listing `siteId`, of any status (checked before an upload is read).
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Listings")
 */
export async function loadSite(db: Database, siteId: number): Promise<SiteRow> {
  const row = await findAdminSiteRow(db, siteId);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * `GET /api/admin/sites/{id}`: `data { site, related_sites }` (docs/product/back-office.md; the
 * site with its `site_brokerage_percent`) where
 * `related_sites` are the staff-picked listings in their order (no automatic suggestions).
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Listings")
 */
export async function getAdminSite(db: Database, siteId: number): Promise<AdminGetSiteResponse> {
  const row = await loadSite(db, siteId);
  const picked = await findAdminSiteRows(db, row.relatedSites);
  const inOrder = row.relatedSites.map((id) => picked.find((p) => p.siteId === id)).filter((p): p is SiteRow => Boolean(p));
  return { success: true, data: { site: toAdminSite(row), related_sites: inOrder.map(toSite) } };
}

async function checkRelated(db: Database, related: number[], selfId?: number): Promise<void> {
  if (selfId !== undefined && related.includes(selfId)) throw badRequest(SITE_INPUT_MESSAGES.relatedSelf, 'related_sites');
  const found = await existingSiteIds(db, related);
  const missing = related.filter((id) => !found.includes(id));
  if (missing.length) throw badRequest(SITE_INPUT_MESSAGES.relatedUnknown(missing), 'related_sites');
}

/**
 * `GET /api/admin/sites`: one page of listings of any status for the back office table.
 * @see docs/product/back-office.md ("Listings")
 */
export async function listAdminSites(db: Database, query: AdminListSitesQuery): Promise<AdminListSitesResponse> {
  const { rows, total } = await listAdminSiteRows(
    db,
    { q: query.q, status: query.status, category: query.category },
    query.sort,
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
  return { success: true, data: rows.map(toSite), total, page: query.page, pageSize: query.pageSize };
}

/**
 * `POST /api/admin/sites`: stores a new listing (no photos yet) and audits it.
 * @throws AppError 400 `SITE_INPUT_MESSAGES.relatedUnknown` (field related_sites) for unknown related listings.
 * @see docs/product/back-office.md ("Listings")
 */
export async function createSite(db: Database, actor: Actor, input: SiteInput): Promise<AdminSite> {
  await checkRelated(db, input.related_sites);
  const site = toAdminSite(await insertSiteRow(db, valuesOf(input, await loadPlaceIndex(db))));
  await recordAudit(db, { staffId: actor.staffId, action: 'create', entity: 'site', entityId: String(site.site_id), after: site });
  return site;
}

/**
 * `PUT /api/admin/sites/{id}`: replaces every editable field (photos and brochures stay) and audits before/after.
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND); 400 (field related_sites) for related listings that are unknown or itself.
 * @see docs/product/back-office.md ("Listings")
 */
export async function updateSite(db: Database, actor: Actor, siteId: number, input: SiteInput): Promise<AdminSite> {
  const before = toAdminSite(await loadSite(db, siteId));
  await checkRelated(db, input.related_sites, siteId);
  const row = await updateSiteRow(db, siteId, valuesOf(input, await loadPlaceIndex(db)));
  if (!row) throw notFound(NOT_FOUND);
  const after = toAdminSite(row);
  await recordAudit(db, { staffId: actor.staffId, action: 'update', entity: 'site', entityId: String(siteId), before, after });
  return after;
}

/**
 * `PATCH /api/admin/sites/{id}/status`: Available, Not Available or Sold (docs/product/back-office.md).
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Listings")
 */
export async function setSiteStatus(db: Database, actor: Actor, siteId: number, status: SiteStatus): Promise<AdminSite> {
  const before = toAdminSite(await loadSite(db, siteId));
  const row = await updateSiteRow(db, siteId, { status });
  if (!row) throw notFound(NOT_FOUND);
  const after = toAdminSite(row);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'status',
    entity: 'site',
    entityId: String(siteId),
    before: { site_status: before.site_status },
    after: { site_status: after.site_status },
  });
  return after;
}

/** Deletes the stored files of `photos` and `pdfs` that were uploaded for listing `siteId` (shared demo files are kept). */
function removeOwnFiles(storage: FileStorage, siteId: number, photos: string[], pdfs: string[]): Promise<void> {
  return removeStoredMedia(storage, siteMediaFolder(siteId), { photos, pdfs });
}

/**
 * `DELETE /api/admin/sites/{id}`: deletes the listing, its uploaded files, and audits what it was.
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND).
 * @see docs/product/back-office.md ("Listings")
 */
export async function deleteSite(db: Database, storage: FileStorage, actor: Actor, siteId: number): Promise<void> {
  const row = await deleteSiteRow(db, siteId);
  if (!row) throw notFound(NOT_FOUND);
  await removeOwnFiles(storage, siteId, [...row.coverImages, ...row.innerImages], row.pdfs);
  await recordAudit(db, { staffId: actor.staffId, action: 'delete', entity: 'site', entityId: String(siteId), before: toAdminSite(row) });
}

/**
 * Adds freshly stored photos to a listing in one statement (safe with parallel uploads): the
 * first becomes the cover when it has none, the rest follow the inner photos.
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND); 400 `MEDIA_MESSAGES.tooManyPhotos` (field photos) when the listing would pass {@link MAX_PHOTOS_PER_SITE}.
 * @see docs/product/back-office.md ("Listings")
 */
export async function addSitePhotos(db: Database, actor: Actor, siteId: number, paths: string[]): Promise<AdminSite> {
  const row = await loadSite(db, siteId);
  if (new Set([...row.coverImages, ...row.innerImages]).size + paths.length > MAX_PHOTOS_PER_SITE)
    throw badRequest(MEDIA_MESSAGES.tooManyPhotos, 'photos');
  const updated = await appendSitePhotoRows(db, siteId, paths);
  if (!updated) throw notFound(NOT_FOUND);
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'add-photos',
    entity: 'site',
    entityId: String(siteId),
    after: { added: paths },
  });
  return toAdminSite(updated);
}

/**
 * Adds freshly stored brochure PDFs after the listing's others.
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND); 400 `MEDIA_MESSAGES.tooManyPdfs` (field pdfs) when the listing would pass {@link MAX_PDFS_PER_SITE}.
 * @see docs/product/back-office.md ("Listings")
 */
export async function addSitePdfs(db: Database, actor: Actor, siteId: number, paths: string[]): Promise<AdminSite> {
  const row = await loadSite(db, siteId);
  if (row.pdfs.length + paths.length > MAX_PDFS_PER_SITE) throw badRequest(MEDIA_MESSAGES.tooManyPdfs, 'pdfs');
  const updated = await appendSitePdfRows(db, siteId, paths);
  if (!updated) throw notFound(NOT_FOUND);
  await recordAudit(db, { staffId: actor.staffId, action: 'add-pdfs', entity: 'site', entityId: String(siteId), after: { added: paths } });
  return toAdminSite(updated);
}

/**
 * `PUT /api/admin/sites/{id}/media`: sets the order of photos (the first cover image is the
 * cover) and brochures. Only paths the listing already has are accepted; uploaded files left out
 * are deleted from storage.
 * @throws AppError 404 `SITES_MESSAGES.notFound` ('Property not found.', code NOT_FOUND); 400 `MEDIA_MESSAGES.unknownPath` (the field at fault named).
 * @see docs/product/back-office.md ("Listings")
 */
export async function saveSiteMedia(
  db: Database,
  storage: FileStorage,
  actor: Actor,
  siteId: number,
  body: AdminSiteMediaBody,
): Promise<AdminSite> {
  const row = await loadSite(db, siteId);
  const ownPhotos = new Set([...row.coverImages, ...row.innerImages]);
  const ownPdfs = new Set(row.pdfs);
  for (const field of ['cover_images', 'inner_images'] as const) {
    if (body[field].some((p) => !ownPhotos.has(p))) throw badRequest(MEDIA_MESSAGES.unknownPath, field);
  }
  if (body.site_pdfs.some((p) => !ownPdfs.has(p))) throw badRequest(MEDIA_MESSAGES.unknownPath, 'site_pdfs');
  const cover = [...new Set(body.cover_images)];
  const inner = [...new Set(body.inner_images)].filter((p) => !cover.includes(p));
  const pdfs = [...new Set(body.site_pdfs)];
  const kept = new Set([...cover, ...inner]);
  const updated = await updateSiteRow(db, siteId, { coverImages: cover, innerImages: inner, pdfs });
  if (!updated) throw notFound(NOT_FOUND);
  await removeOwnFiles(
    storage,
    siteId,
    [...ownPhotos].filter((p) => !kept.has(p)),
    [...ownPdfs].filter((p) => !pdfs.includes(p)),
  );
  await recordAudit(db, {
    staffId: actor.staffId,
    action: 'media',
    entity: 'site',
    entityId: String(siteId),
    before: { cover_images: row.coverImages, inner_images: row.innerImages, site_pdfs: row.pdfs },
    after: { cover_images: cover, inner_images: inner, site_pdfs: pdfs },
  });
  return toAdminSite(updated);
}
