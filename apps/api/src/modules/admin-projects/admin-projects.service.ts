import {
  type AdminProject,
  PROJECT_CHECKLIST_KEYS,
  PROJECT_CHECKLIST_LABELS,
  type ProjectChecklistItem,
  REVIEW_MESSAGES,
  type ReviewProjectBody,
} from '@realty/contracts/builders/admin-projects';
import type { Project, ProjectStatus } from '@realty/contracts/builders/project';
import { checkRera, type ReraExemption } from '@realty/contracts/builders/rera';
import type { Database } from '@realty/db/client';
import { runInTransaction } from '../../lib/transaction.ts';
import type { JobQueue } from '../../providers/jobs/job-queue.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { localisedNotification, notify } from '../notifications/notifications.service.ts';
import {
  type BuilderRow,
  buildersById,
  decideProject,
  listProjectsByStatus,
  loadProject,
  type ProjectRow,
  projectViews,
} from '../projects/projects.service.ts';

/**
 * The back office verification of builders' projects (docs/product/builders.md, "Verification"):
 * the queue with each project's checklist and its builder's profile, and the staff decision,
 * written together with the listing, the trail and the audit entry; the builder is told by SMS.
 */

const positive = (rupees: string): boolean => /[1-9]/.test(rupees);

/**
 * The verification checklist of a project (see `PROJECT_CHECKLIST_LABELS`): RERA per the rules
 * of `builders/rera.ts`; at least one photo; at least one brochure; a price above 0 (the price
 * or the range) with an area in square feet or a plot area, and the minimum price not above the
 * maximum; both coordinates.
 * @see docs/product/builders.md ("Verification")
 */
export function checklistOf(project: Project): ProjectChecklistItem[] {
  const d = project.data;
  const priced = positive(d.site_price) || positive(d.site_min_price) || positive(d.site_max_price);
  const sized =
    d.carpet_area_sqft_min !== null ||
    d.carpet_area_sqft_max !== null ||
    d.built_up_area_sqft !== null ||
    d.super_built_up_area_sqft !== null ||
    d.plot_area !== null;
  const ordered = !positive(d.site_max_price) || Number(d.site_min_price) <= Number(d.site_max_price);
  const ok: Record<(typeof PROJECT_CHECKLIST_KEYS)[number], boolean> = {
    rera:
      checkRera({
        state: d.site_state,
        rera_number: project.rera_number,
        rera_exempt: project.rera_exempt,
        rera_exemption: project.rera_exemption as ReraExemption | null,
      }) === null,
    photos: project.cover_images.length + project.inner_images.length > 0,
    brochure: project.site_pdfs.length > 0,
    price_area: priced && sized && ordered,
    location: d.site_lat !== null && d.site_lon !== null,
  };
  return PROJECT_CHECKLIST_KEYS.map((key) => ({ key, label: PROJECT_CHECKLIST_LABELS[key], ok: ok[key] }));
}

/** The builder's profile as staff see it beside a project. */
function profileOf(builderId: number, builder: BuilderRow | undefined): AdminProject['builder'] {
  return {
    builder_id: builderId,
    company: builder?.company ?? '',
    name: builder?.name ?? '',
    gstin: builder?.gstin ?? '',
    gstin_verified: builder?.gstinVerified ?? false,
    rera_promoter_no: builder?.reraPromoterNo ?? '',
  };
}

/** The staff answers of `rows`: each project with its checklist and builder. */
async function adminViews(db: Database, rows: ProjectRow[]): Promise<AdminProject[]> {
  const [views, builders] = await Promise.all([
    projectViews(db, rows),
    buildersById(
      db,
      rows.map((r) => r.builderId),
    ),
  ]);
  return views.map((view, i) => {
    const builderId = rows[i]?.builderId ?? 0;
    return { ...view, checklist: checklistOf(view), builder: profileOf(builderId, builders.get(builderId)) };
  });
}

/**
 * `GET /api/admin/projects?status=`: projects of that status (submitted by default), oldest submitted first.
 * @see docs/product/builders.md ("Verification")
 */
export async function listAdminProjects(db: Database, status: ProjectStatus): Promise<AdminProject[]> {
  return adminViews(db, await listProjectsByStatus(db, status));
}

/**
 * `GET /api/admin/projects/{id}`: one project of any builder with its checklist and builder.
 * @throws AppError 404 'Project not found.'.
 * @see docs/product/builders.md ("Verification")
 */
export async function getAdminProject(db: Database, projectId: number): Promise<AdminProject> {
  const [view] = await adminViews(db, [await loadProject(db, projectId)]);
  if (!view) throw new Error('project view missing');
  return view;
}

/** The notification kind of each decision (texts: `notifications/notification-texts.ts`). */
const DECISION_MESSAGE = {
  approve: 'projectApproved',
  request_changes: 'projectChangesRequested',
  reject: 'projectRejected',
} as const satisfies Record<ReviewProjectBody['decision'], string>;
const AUDIT_ACTION: Record<ReviewProjectBody['decision'], string> = {
  approve: 'approve-project',
  request_changes: 'request-project-changes',
  reject: 'reject-project',
};

/**
 * `POST /api/admin/projects/{id}/review`: applies the decision (approve publishes or updates the
 * listing) with its trail entry and an audit entry (before/after status, comment, listing id) in
 * one transaction, then queues the SMS to the builder. `now` is the app clock.
 * @throws AppError 404 unknown project; 409 INVALID_STATE 'Only a submitted project can be reviewed.'.
 * @see docs/product/builders.md ("Verification")
 */
export async function reviewProject(
  db: Database,
  jobs: JobQueue,
  staffId: number,
  projectId: number,
  body: ReviewProjectBody,
  now: Date,
): Promise<AdminProject> {
  const { after } = await runInTransaction(db, async (tx) => {
    const decided = await decideProject(tx, projectId, { ...body, staffId, now }, REVIEW_MESSAGES.notSubmitted);
    await recordAudit(tx, {
      staffId,
      action: AUDIT_ACTION[body.decision],
      entity: 'project',
      entityId: String(projectId),
      before: { status: decided.before.status, revision: decided.before.revision, site_id: decided.before.siteId },
      after: { status: decided.after.status, revision: decided.after.revision, site_id: decided.after.siteId, comment: body.comment },
    });
    return decided;
  });
  const project = await getAdminProject(db, projectId);
  const kind = DECISION_MESSAGE[body.decision];
  const message =
    kind === 'projectApproved'
      ? { kind, projectTitle: project.data.site_title }
      : { kind, projectTitle: project.data.site_title, comment: body.comment };
  await notify(jobs, localisedNotification({ type: 'builder', id: after.builderId }, message, '/builderdashboard'));
  return project;
}
