import { MAX_PDFS_PER_SITE, MAX_PHOTOS_PER_SITE, MEDIA_MESSAGES } from '@realty/contracts/admin/site-media';
import {
  PROJECT_EDITABLE_STATUSES,
  PROJECT_MESSAGES,
  PROJECT_SUBMITTABLE_STATUSES,
  type Project,
  type ProjectData,
  type ProjectInput,
  type ProjectMediaBody,
  type ProjectStatus,
  projectDataSchema,
  projectInputSchema,
  type ReraExemption,
} from '@realty/contracts/builders/project';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { issueMessage } from '@realty/contracts/common/field-labels';
import type { Database } from '@realty/db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { loadPlaceIndex } from '../places/places.service.ts';
import {
  appendProjectMediaRow,
  type BuilderRow,
  countListingActivity,
  findBuilderRows,
  findProjectRow,
  insertListingRow,
  insertProjectEventRow,
  insertProjectRow,
  type ListingValues,
  listBuilderProjectRows,
  listProjectEventRows,
  listProjectRowsByStatus,
  type ProjectEventRow,
  type ProjectRow,
  setProjectMediaRow,
  updateListingRow,
  updateProjectRowIn,
} from './projects.repository.ts';

/**
 * A builder's projects (docs/product/builders.md, "Projects"): the listing fields kept in the
 * project's `data` (with its photos and brochures: `cover_images`, `inner_images`, `site_pdfs`),
 * the status rules, the trail, and what an approval writes to the catalogue. Status changes are
 * conditional updates (only from the statuses allowed), so two changes at once cannot both pass;
 * a change out of order is 409 INVALID_STATE.
 */

export type { BuilderRow, ProjectRow };

/** Folder of the files uploaded for project `projectId` (docs/product/builders.md, "Projects"). */
export const projectMediaFolder = (projectId: number): string => `media/projects/${projectId}/`;

/** The media lists kept in a project's `data`: stored paths served under `/server/{path}`. */
type ProjectMedia = { cover_images: string[]; inner_images: string[]; site_pdfs: string[] };

const DATA_DEFAULTS: ProjectData = {
  site_title: '',
  site_city: '',
  site_state: '',
  site_landmark: '',
  site_famous_place: '',
  site_category: '',
  site_min_price: '0.00',
  site_max_price: '0.00',
  site_price: '0.00',
  site_area: '',
  site_description: '',
  site_lat: null,
  site_lon: null,
  site_youtube_link: '',
  amenities: [],
  bhk: [],
  carpet_area_sqft_min: null,
  carpet_area_sqft_max: null,
  built_up_area_sqft: null,
  super_built_up_area_sqft: null,
  plot_area: null,
  plot_area_unit: null,
  possession: null,
  possession_date: null,
  furnishing: null,
  facing: null,
  transaction: null,
  ownership: null,
  approved_by: [],
  loan_banks: [],
};
const DATA_KEYS = Object.keys(DATA_DEFAULTS) as (keyof ProjectData)[];

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The listing fields of a stored project (every field present; unknown keys dropped). */
export function projectDataOf(row: ProjectRow): ProjectData {
  const stored = row.data ?? {};
  const picked = Object.fromEntries(DATA_KEYS.map((key) => [key, stored[key] ?? DATA_DEFAULTS[key]]));
  return projectDataSchema.parse(picked);
}

/** The photos and brochures of a stored project. */
export function projectMediaOf(row: ProjectRow): ProjectMedia {
  const stored = row.data ?? {};
  return { cover_images: strings(stored.cover_images), inner_images: strings(stored.inner_images), site_pdfs: strings(stored.site_pdfs) };
}

/** What `data` keeps of a parsed input: its listing fields, with the media kept from `media`. */
function storedDataOf(input: ProjectInput, media: ProjectMedia): Record<string, unknown> {
  const data = Object.fromEntries(DATA_KEYS.map((key) => [key, input[key]]));
  return { ...data, ...media };
}

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

/**
 * Turns a stored project, its trail and its listing's counts into the {@link Project} answer.
 * @see docs/product/builders.md ("Projects")
 */
export function toProject(
  row: ProjectRow,
  events: ProjectEventRow[],
  stats: { views: number; favourites: number; enquiries: number } | null,
): Project {
  return {
    project_id: row.projectId,
    status: row.status as ProjectStatus,
    revision: row.revision,
    data: projectDataOf(row),
    rera_number: row.reraNumber,
    rera_exempt: row.reraExempt,
    rera_exemption: (row.reraExemption as ReraExemption | null) ?? null,
    brokerage_percent_offered: row.brokeragePercentOffered,
    site_id: row.siteId,
    ...projectMediaOf(row),
    last_comment: row.lastComment,
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    trail: events
      .filter((e) => e.projectId === row.projectId)
      .map((e) => ({
        at: e.at.toISOString(),
        actor_type: e.actorType === 'staff' ? ('staff' as const) : ('builder' as const),
        actor_name: e.actorName,
        from_status: (e.fromStatus as ProjectStatus | null) ?? null,
        to_status: e.toStatus as ProjectStatus,
        comment: e.comment,
      })),
    stats,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The answers of `rows` with their trails and, for projects that have a listing, its views,
 * favourites and enquiries (counts only).
 * @see docs/product/builders.md ("Projects", "Builder dashboard")
 */
export async function projectViews(db: Database, rows: ProjectRow[]): Promise<Project[]> {
  const siteIds = rows.map((r) => r.siteId).filter((id): id is number => id !== null);
  const [events, counts] = await Promise.all([
    listProjectEventRows(
      db,
      rows.map((r) => r.projectId),
    ),
    countListingActivity(db, siteIds),
  ]);
  return rows.map((row) => toProject(row, events, row.siteId === null ? null : (counts.get(row.siteId) ?? null)));
}

/** One project's answer. */
async function projectView(db: Database, row: ProjectRow): Promise<Project> {
  const [view] = await projectViews(db, [row]);
  if (!view) throw new Error('project view missing');
  return view;
}

/**
 * The project `projectId` of any builder (for staff).
 * @throws AppError 404 'Project not found.' (NOT_FOUND).
 * @see docs/product/builders.md ("Verification")
 */
export async function loadProject(db: Database, projectId: number): Promise<ProjectRow> {
  const row = await findProjectRow(db, projectId);
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return row;
}

/**
 * Project `projectId` when it is builder `builderId`'s own.
 * @throws AppError 404 'Project not found.' (NOT_FOUND) for an unknown id; 403 'This project belongs to another builder.' (NOT_OWNER).
 * @see docs/product/builders.md ("Projects": a builder sees and changes only their own projects)
 */
export async function loadOwnProject(db: Database, builderId: number, projectId: number): Promise<ProjectRow> {
  const row = await loadProject(db, projectId);
  if (row.builderId !== builderId) throw new AppError(403, PROJECT_MESSAGES.notOwner, { code: ERROR_CODES.NOT_OWNER });
  return row;
}

const invalidState = (message: string) => new AppError(409, message, { code: ERROR_CODES.INVALID_STATE });

/**
 * `POST /api/builder/projects`: stores a new project as a draft (revision 1) with its first trail
 * entry (builder, none → draft); the times are the app clock's `now`.
 * @see docs/product/builders.md ("Projects")
 */
export async function createProject(db: Database, now: Date, builderId: number, input: ProjectInput): Promise<Project> {
  const row = await db.transaction(async (tx) => {
    const created = await insertProjectRow(tx, {
      builderId,
      status: 'draft',
      data: storedDataOf(input, { cover_images: [], inner_images: [], site_pdfs: [] }),
      reraNumber: input.rera_number,
      reraExempt: input.rera_exempt,
      reraExemption: input.rera_exemption,
      brokeragePercentOffered: input.brokerage_percent_offered,
      createdAt: now,
      updatedAt: now,
    });
    await insertProjectEventRow(tx, {
      projectId: created.projectId,
      at: now,
      actorType: 'builder',
      actorId: builderId,
      fromStatus: null,
      toStatus: 'draft',
    });
    return created;
  });
  return projectView(db, row);
}

/**
 * `PUT /api/builder/projects/{id}`: replaces every field of the builder's own project (photos and
 * brochures stay). In `draft` and `changes_requested` the status stays; an `approved` project
 * starts a new revision (status draft, revision + 1, trail approved → draft) and its listing is
 * not touched until that revision is approved. Returns the project and whether a revision began.
 * @throws AppError 404/403 as {@link loadOwnProject}; 409 INVALID_STATE for a submitted or rejected project.
 * @see docs/product/builders.md ("Projects")
 */
export async function updateProject(
  db: Database,
  now: Date,
  builderId: number,
  projectId: number,
  input: ProjectInput,
): Promise<{ project: Project; newRevision: boolean }> {
  const current = await loadOwnProject(db, builderId, projectId);
  const status = current.status as ProjectStatus;
  const values = {
    data: storedDataOf(input, projectMediaOf(current)),
    reraNumber: input.rera_number,
    reraExempt: input.rera_exempt,
    reraExemption: input.rera_exemption,
    brokeragePercentOffered: input.brokerage_percent_offered,
    updatedAt: now,
  };
  if (status === 'approved') {
    const row = await db.transaction(async (tx) => {
      const updated = await updateProjectRowIn(tx, projectId, ['approved'], {
        ...values,
        status: 'draft',
        revision: current.revision + 1,
        lastComment: '',
      });
      if (!updated) throw invalidState(PROJECT_MESSAGES.notEditable(status));
      await insertProjectEventRow(tx, {
        projectId,
        at: now,
        actorType: 'builder',
        actorId: builderId,
        fromStatus: 'approved',
        toStatus: 'draft',
        comment: `Revision ${updated.revision} started`,
      });
      return updated;
    });
    return { project: await projectView(db, row), newRevision: true };
  }
  if (!PROJECT_EDITABLE_STATUSES.includes(status)) throw invalidState(PROJECT_MESSAGES.notEditable(status));
  const row = await updateProjectRowIn(db, projectId, PROJECT_EDITABLE_STATUSES, values);
  if (!row) throw invalidState(PROJECT_MESSAGES.notEditable((await loadProject(db, projectId)).status as ProjectStatus));
  return { project: await projectView(db, row), newRevision: false };
}

/**
 * Checks that builder `builderId` may add media to project `projectId` now (before an upload is read).
 * @throws AppError 404/403 as {@link loadOwnProject}; 409 INVALID_STATE unless draft or changes_requested.
 * @see docs/product/builders.md ("Projects")
 */
export async function assertMediaEditable(db: Database, builderId: number, projectId: number): Promise<ProjectRow> {
  const row = await loadOwnProject(db, builderId, projectId);
  const status = row.status as ProjectStatus;
  if (!PROJECT_EDITABLE_STATUSES.includes(status)) throw invalidState(PROJECT_MESSAGES.notEditable(status));
  return row;
}

/**
 * Adds stored photo or brochure paths to the project (photos: the first becomes the cover when
 * it has none; the same limits as a listing: 40 photos, 10 brochures).
 * @throws AppError 400 `MEDIA_MESSAGES.tooManyPhotos` (field photos) / `tooManyPdfs` (field pdfs); 409 INVALID_STATE when it stopped being editable.
 * @see docs/product/builders.md ("Projects")
 */
export async function addProjectMedia(
  db: Database,
  now: Date,
  builderId: number,
  projectId: number,
  media: { photos?: string[]; pdfs?: string[] },
): Promise<Project> {
  const current = await assertMediaEditable(db, builderId, projectId);
  const have = projectMediaOf(current);
  if (media.photos && new Set([...have.cover_images, ...have.inner_images]).size + media.photos.length > MAX_PHOTOS_PER_SITE)
    throw badRequest(MEDIA_MESSAGES.tooManyPhotos, 'photos');
  if (media.pdfs && have.site_pdfs.length + media.pdfs.length > MAX_PDFS_PER_SITE) throw badRequest(MEDIA_MESSAGES.tooManyPdfs, 'pdfs');
  const row = await appendProjectMediaRow(db, projectId, PROJECT_EDITABLE_STATUSES, media, now);
  if (!row) throw invalidState(PROJECT_MESSAGES.notEditable((await loadProject(db, projectId)).status as ProjectStatus));
  return projectView(db, row);
}

/**
 * `PUT /api/builder/projects/{id}/media`: the builder orders the project's photos (the first of
 * `cover_images` is the cover), chooses another cover, and removes photos or brochures, as staff
 * do for a listing (the shared photo control). Only paths the project already has are taken;
 * duplicates are kept once. A removed file stays in storage: an approved revision's listing may
 * still show it.
 * @throws AppError 400 `PROJECT_MESSAGES.unknownMedia` naming the field with a path the project does not have; 404/403 as {@link loadOwnProject}; 409 INVALID_STATE unless draft or changes_requested.
 * @see docs/product/builders.md ("Projects")
 */
export async function saveProjectMedia(
  db: Database,
  now: Date,
  builderId: number,
  projectId: number,
  body: ProjectMediaBody,
): Promise<Project> {
  const current = await assertMediaEditable(db, builderId, projectId);
  const have = projectMediaOf(current);
  const ownPhotos = new Set([...have.cover_images, ...have.inner_images]);
  for (const field of ['cover_images', 'inner_images'] as const) {
    if (body[field].some((path) => !ownPhotos.has(path))) throw badRequest(PROJECT_MESSAGES.unknownMedia, field);
  }
  if (body.site_pdfs.some((path) => !have.site_pdfs.includes(path))) throw badRequest(PROJECT_MESSAGES.unknownMedia, 'site_pdfs');
  const photos = [...new Set([...body.cover_images, ...body.inner_images])];
  const media = { cover_images: photos.slice(0, 1), inner_images: photos.slice(1), site_pdfs: [...new Set(body.site_pdfs)] };
  const row = await setProjectMediaRow(db, projectId, PROJECT_EDITABLE_STATUSES, media, now);
  if (!row) throw invalidState(PROJECT_MESSAGES.notEditable((await loadProject(db, projectId)).status as ProjectStatus));
  return projectView(db, row);
}

/**
 * The stored project read back as the builder's input, checked by the project rules again
 * (required fields, the RERA rule, the brokerage offer).
 * @throws AppError 400 naming the first field at fault.
 */
function checkComplete(row: ProjectRow): void {
  const parsed = projectInputSchema.safeParse({
    ...projectDataOf(row),
    rera_number: row.reraNumber,
    rera_exempt: row.reraExempt,
    rera_exemption: row.reraExemption ?? null,
    brokerage_percent_offered: row.brokeragePercentOffered,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'project';
    throw badRequest(issue ? issueMessage(field, issue) : 'The project is not complete.', field);
  }
}

/**
 * `POST /api/builder/projects/{id}/submit`: draft or changes_requested → submitted, after checking
 * the project is complete; sets `submitted_at` and adds the trail entry.
 * @throws AppError 404/403 as {@link loadOwnProject}; 400 naming a missing or wrong field; 409 INVALID_STATE from any other status.
 * @see docs/product/builders.md ("Projects")
 */
export async function submitProject(db: Database, now: Date, builderId: number, projectId: number): Promise<Project> {
  const current = await loadOwnProject(db, builderId, projectId);
  const status = current.status as ProjectStatus;
  if (!PROJECT_SUBMITTABLE_STATUSES.includes(status)) throw invalidState(PROJECT_MESSAGES.notSubmittable(status));
  checkComplete(current);
  const row = await db.transaction(async (tx) => {
    const updated = await updateProjectRowIn(tx, projectId, [status], { status: 'submitted', submittedAt: now, updatedAt: now });
    if (!updated) throw invalidState(PROJECT_MESSAGES.notSubmittable((await loadProject(tx, projectId)).status as ProjectStatus));
    await insertProjectEventRow(tx, {
      projectId,
      at: now,
      actorType: 'builder',
      actorId: builderId,
      fromStatus: status,
      toStatus: 'submitted',
    });
    return updated;
  });
  return projectView(db, row);
}

/**
 * `GET /api/builder/projects`: the builder's own projects, most recently changed first.
 * @see docs/product/builders.md ("Projects")
 */
export async function listOwnProjects(db: Database, builderId: number): Promise<Project[]> {
  return projectViews(db, await listBuilderProjectRows(db, builderId));
}

/**
 * `GET /api/builder/projects/{id}`: one of the builder's own projects with its trail and counts.
 * @throws AppError 404/403 as {@link loadOwnProject}.
 * @see docs/product/builders.md ("Projects")
 */
export async function getOwnProject(db: Database, builderId: number, projectId: number): Promise<Project> {
  return projectView(db, await loadOwnProject(db, builderId, projectId));
}

/**
 * Projects of `status` for the verification queue, oldest submitted first.
 * @see docs/product/builders.md ("Verification")
 */
export function listProjectsByStatus(db: Database, status: ProjectStatus): Promise<ProjectRow[]> {
  return listProjectRowsByStatus(db, status);
}

/**
 * The builders behind `builderIds`, by id.
 * @see docs/product/builders.md ("Verification": the builder's profile)
 */
export async function buildersById(db: Database, builderIds: number[]): Promise<Map<number, BuilderRow>> {
  const rows = await findBuilderRows(db, [...new Set(builderIds)]);
  return new Map(rows.map((r) => [r.builderId, r]));
}

/** A number of the form (already checked) as exact decimal text for a numeric column, or null. */
const decimal = (value: number | null, places: number): string | null => (value === null ? null : value.toFixed(places));

/**
 * The listing columns of an approved project: its listing fields (city under its canonical
 * name), the builder's company as `site_developer`, `rera_number` as `site_rera_number`, the
 * offer as `site_brokerage_percent`, its photos and brochures, verified, `builder_id` and
 * `reviewed_at` = `now`.
 */
async function listingValuesOf(db: Database, row: ProjectRow, company: string, now: Date): Promise<ListingValues & { title: string }> {
  const data = projectDataOf(row);
  const media = projectMediaOf(row);
  const places = await loadPlaceIndex(db);
  return {
    title: data.site_title,
    city: places.canonicalCity(data.site_city) ?? data.site_city,
    state: data.site_state,
    landmark: data.site_landmark,
    famousPlace: data.site_famous_place,
    category: data.site_category,
    developer: company,
    reraNumber: row.reraNumber,
    minPrice: data.site_min_price,
    maxPrice: data.site_max_price,
    price: data.site_price,
    area: data.site_area,
    description: data.site_description,
    lat: data.site_lat === null ? null : data.site_lat.toFixed(6),
    lon: data.site_lon === null ? null : data.site_lon.toFixed(6),
    youtubeLink: data.site_youtube_link,
    coverImages: media.cover_images,
    innerImages: media.inner_images,
    pdfs: media.site_pdfs,
    amenities: data.amenities,
    bhk: data.bhk,
    carpetAreaSqftMin: decimal(data.carpet_area_sqft_min, 2),
    carpetAreaSqftMax: decimal(data.carpet_area_sqft_max, 2),
    builtUpAreaSqft: decimal(data.built_up_area_sqft, 2),
    superBuiltUpAreaSqft: decimal(data.super_built_up_area_sqft, 2),
    plotArea: decimal(data.plot_area, 4),
    plotAreaUnit: data.plot_area_unit,
    possession: data.possession,
    possessionDate: data.possession_date === null ? null : `${data.possession_date}-01`,
    furnishing: data.furnishing,
    facing: data.facing,
    transaction: data.transaction,
    ownership: data.ownership,
    approvedBy: data.approved_by,
    loanBanks: data.loan_banks,
    verified: true,
    brokeragePercent: row.brokeragePercentOffered,
    builderId: row.builderId,
    reviewedAt: now,
    updatedAt: now,
  };
}

/** What staff decided, by whom, when. */
export type ProjectReview = { decision: 'approve' | 'request_changes' | 'reject'; comment: string; staffId: number; now: Date };

const DECIDED: Record<ProjectReview['decision'], ProjectStatus> = {
  approve: 'approved',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/**
 * Applies a staff decision to a submitted project, on `db` (run it inside the caller's
 * transaction so the listing, the project, its trail and the audit entry are written together):
 * approve publishes the project (a new `sites` row, Available, or the listing it already became,
 * its status kept) and sets `site_id`; request_changes and reject keep the comment as
 * `last_comment`. Sets `reviewed_at`/`reviewed_by` and adds the trail entry.
 * Returns the project row before and after, and the listing id when approved.
 * @throws AppError 404 unknown project; 409 INVALID_STATE 'Only a submitted project can be reviewed.' otherwise.
 * @see docs/product/builders.md ("Verification")
 */
export async function decideProject(
  db: Database,
  projectId: number,
  review: ProjectReview,
  notSubmittedMessage: string,
): Promise<{ before: ProjectRow; after: ProjectRow; builder: BuilderRow | undefined }> {
  const before = await loadProject(db, projectId);
  if (before.status !== 'submitted') throw invalidState(notSubmittedMessage);
  const [builder] = await findBuilderRows(db, [before.builderId]);
  let siteId = before.siteId;
  if (review.decision === 'approve') {
    const values = await listingValuesOf(db, before, builder?.company ?? '', review.now);
    const updated = siteId === null ? undefined : await updateListingRow(db, siteId, values);
    if (!updated) siteId = (await insertListingRow(db, { ...values, status: 'Available', createdAt: review.now })).siteId;
  }
  const after = await updateProjectRowIn(db, projectId, ['submitted'], {
    status: DECIDED[review.decision],
    siteId,
    lastComment: review.comment,
    reviewedAt: review.now,
    reviewedBy: review.staffId,
    updatedAt: review.now,
  });
  if (!after) throw invalidState(notSubmittedMessage);
  await insertProjectEventRow(db, {
    projectId,
    at: review.now,
    actorType: 'staff',
    actorId: review.staffId,
    fromStatus: 'submitted',
    toStatus: DECIDED[review.decision],
    comment: review.comment,
  });
  return { before, after, builder };
}
