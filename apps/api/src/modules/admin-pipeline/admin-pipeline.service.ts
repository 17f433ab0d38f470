import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import type { PipelineReport } from '@realty/contracts/pipeline/admin-pipeline';
import { type AssociatePlan, LEAD_STATUSES, type LeadStatus, PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import type { Database } from '@realty/db/client';
import { AppError } from '../../lib/app-error.ts';
import { runInTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { loadStaffLeadViews, type StaffLead } from '../leads/lead-views.ts';
import { reassignLead } from '../leads/offers.service.ts';
import type { PipelineContext } from '../leads/pipeline-context.ts';
import { listPickerAssociates, type PickerAssociate } from '../leads/preferences.service.ts';
import { loadPlaceIndex } from '../places/places.service.ts';
import {
  countFunnel,
  countLeadsByCity,
  countLeadsByStatus,
  findAssociatePlan,
  findLeadPage,
  setAssociatePlan,
} from './admin-pipeline.repository.ts';

/**
 * The back office pipeline (docs/product/pipeline.md, "Back office"): leads by status and city
 * with the unassigned queue, reassigning a lead to a chosen associate, the associates to choose
 * from, the report and associate plans. Changes are audited (who, what, before and after).
 */

/**
 * Leads per page of `GET /api/admin/leads`.
 * @see docs/product/pipeline.md
 */
export const ADMIN_LEADS_PAGE_SIZE = 20;

/**
 * 404 for an associate id that does not exist.
 * @see docs/product/pipeline.md
 */
export const ASSOCIATE_NOT_FOUND = 'Associate not found.';

/**
 * Who acts in the back office.
 * @see docs/product/pipeline.md
 */
export type StaffActor = { staffId: number };

/**
 * `GET /api/admin/leads?status&city&page`: 20 leads a page, latest change first, with both
 * contacts and the associate's name and member id; `city` matches any of the city's names.
 * @see docs/product/pipeline.md
 */
export async function listAdminLeads(
  db: Database,
  query: { status?: LeadStatus | undefined; city?: string | undefined; page: number },
): Promise<{ success: true; data: StaffLead[]; total: number; page: number; pageSize: number }> {
  let cityKey: string | undefined;
  if (query.city !== undefined) {
    const places = await loadPlaceIndex(db);
    cityKey = (places.canonicalCity(query.city) ?? query.city).trim().toLowerCase();
  }
  const { ids, total } = await findLeadPage(
    db,
    { status: query.status, cityKey },
    (query.page - 1) * ADMIN_LEADS_PAGE_SIZE,
    ADMIN_LEADS_PAGE_SIZE,
  );
  return { success: true, data: await loadStaffLeadViews(db, ids), total, page: query.page, pageSize: ADMIN_LEADS_PAGE_SIZE };
}

/**
 * `POST /api/admin/leads/{leadId}/reassign` `{ ass_id }`: offers the lead to that associate
 * (see `reassignLead` for the rules and errors) and writes the audit entry in the same
 * transaction. Answers the lead as staff see it.
 * @see docs/product/pipeline.md
 */
export async function reassignAdminLead(
  db: Database,
  context: PipelineContext,
  actor: StaffActor,
  leadId: number,
  assId: number,
): Promise<{ success: true; message: string; data: StaffLead }> {
  await reassignLead(db, context, actor.staffId, leadId, assId, (tx, change) =>
    recordAudit(tx, { staffId: actor.staffId, action: 'reassign', entity: 'lead', entityId: String(leadId), ...change }),
  );
  const [lead] = await loadStaffLeadViews(db, [leadId]);
  if (!lead) throw new AppError(404, PIPELINE_MESSAGES.leadNotFound, { code: ERROR_CODES.NOT_FOUND });
  return { success: true, message: PIPELINE_MESSAGES.reassigned, data: lead };
}

/**
 * `GET /api/admin/pipeline/associates?city=`: the active associates to offer a lead to, in matching order.
 * @see docs/product/pipeline.md
 */
export async function listAdminAssociates(db: Database, city: string | undefined): Promise<{ success: true; data: PickerAssociate[] }> {
  return { success: true, data: await listPickerAssociates(db, { city }) };
}

/**
 * `part` as a percentage of `whole`, 2 decimals, rounded half up in integer arithmetic; "0.00" when `whole` is 0.
 * @see docs/product/pipeline.md
 */
export function percentText(part: number, whole: number): string {
  if (whole === 0) return '0.00';
  const hundredths = (BigInt(part) * 10000n * 2n + BigInt(whole)) / (BigInt(whole) * 2n);
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/**
 * `GET /api/admin/pipeline/report`: leads per status (every status, 0 included) and per city, and
 * the funnel: all leads, those that ever reached `visited` and `booked`, each rate a percentage
 * of all leads (2 decimals, half up).
 * @see docs/product/pipeline.md
 */
export async function pipelineReport(db: Database): Promise<{ success: true; data: PipelineReport }> {
  const [byStatus, byCity, funnel] = await Promise.all([countLeadsByStatus(db), countLeadsByCity(db), countFunnel(db)]);
  return {
    success: true,
    data: {
      by_status: LEAD_STATUSES.map((status) => ({ status, count: byStatus.find((r) => r.status === status)?.count ?? 0 })),
      by_city: byCity,
      funnel: {
        ...funnel,
        visit_rate_percent: percentText(funnel.visited, funnel.leads),
        booking_rate_percent: percentText(funnel.booked, funnel.leads),
      },
    },
  };
}

/**
 * `PATCH /api/admin/associates/{assId}/plan` `{ plan }`: sets the associate's plan (Free or Pro),
 * with an audit entry of the plan before and after, in one transaction. Deals already recorded
 * keep the share written then (docs/product/pipeline.md, "Deals and brokerage"). Answers the associate as the picker lists them.
 * @throws AppError 404 'Associate not found.'.
 */
export async function setPlan(
  db: Database,
  actor: StaffActor,
  assId: number,
  plan: AssociatePlan,
): Promise<{ success: true; message: string; data: PickerAssociate }> {
  await runInTransaction(db, async (tx) => {
    const before = await findAssociatePlan(tx, assId);
    if (before === undefined) throw new AppError(404, ASSOCIATE_NOT_FOUND, { code: ERROR_CODES.NOT_FOUND });
    await setAssociatePlan(tx, assId, plan);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: 'set_plan',
      entity: 'associate',
      entityId: String(assId),
      before: { plan: before },
      // (Pro switched on by hand for a Free associate is granted without payment)
      after: { plan, granted_without_payment: plan === 'pro' && before !== 'pro' },
    });
  });
  const [associate] = await listPickerAssociates(db, { assId });
  if (!associate) throw new AppError(404, ASSOCIATE_NOT_FOUND, { code: ERROR_CODES.NOT_FOUND });
  return { success: true, message: PIPELINE_MESSAGES.planSaved, data: associate };
}
