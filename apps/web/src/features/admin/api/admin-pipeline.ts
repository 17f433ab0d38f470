import {
  adminAssociateListResponseSchema,
  adminLeadListResponseSchema,
  type adminLeadsQuerySchema,
  pipelineReportResponseSchema,
} from '@realty/contracts/pipeline/admin-pipeline';
import {
  brokerageRulesResponseSchema,
  type DealStatus,
  dealListResponseSchema,
  dealResponseSchema,
  type listDealsQuerySchema,
} from '@realty/contracts/pipeline/brokerage';
import type { AssociatePlan } from '@realty/contracts/pipeline/fields';
import { pipelineMessageResponseSchema } from '@realty/contracts/pipeline/leads';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type QueryOf } from '../../../lib/api-client.ts';

/**
 * The back office side of the brokerage pipeline (docs/product/pipeline.md, "Back office"): leads
 * and their reassigning, the report, associates and their plans, deals and the brokerage rules.
 * Money arrives as rupees in decimal text with two places ("90000.00") and stays text.
 */

/** Query of `GET /api/admin/leads`, typed by its contract (`adminLeadsQuerySchema`): status, city, page. */
export type AdminLeadsFilter = QueryOf<z.output<typeof adminLeadsQuerySchema>>;

/** One lead as the back office lists it: the lead with its associate's name and member id (null while nobody has it). */
export type AdminLead = z.infer<typeof adminLeadListResponseSchema>['data'][number];

/** An associate as the reassign picker and the plan list show them (plan, cities, open and maximum leads). */
export type AdminAssociate = z.infer<typeof adminAssociateListResponseSchema>['data'][number];

/** A deal with its brokerage and ledger entries (rupees as two-decimal text). */
export type AdminDeal = z.infer<typeof dealListResponseSchema>['data'][number];

/** Query of `GET /api/admin/deals` (`listDealsQuerySchema`): the deal status. */
export type AdminDealsFilter = QueryOf<z.output<typeof listDealsQuerySchema>>;

/** The four percentages of `PUT /api/admin/brokerage-rules`, as two-decimal text ("70.00"). */
export type BrokerageRulesBody = {
  free_share_percent: string;
  pro_share_percent: string;
  sponsor_level_1_percent: string;
  sponsor_level_2_percent: string;
};

const leadsKey = ['admin', 'pipeline', 'leads'] as const;
const associatesKey = ['admin', 'pipeline', 'associates'] as const;
const reportKey = ['admin', 'pipeline', 'report'] as const;
const dealsKey = ['admin', 'deals'] as const;
const rulesKey = ['admin', 'brokerage-rules'] as const;

/** `GET /api/admin/leads?status&city&page`: a page of 20 leads, newest change first (previous page shown while the next loads). */
export function useAdminLeads(filter: AdminLeadsFilter) {
  return useQuery({
    queryKey: [...leadsKey, filter],
    queryFn: ({ signal }) => apiRequest('/admin/leads', { query: filter, signal, schema: adminLeadListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /api/admin/pipeline/associates?city=`: the associates who take leads in `city` (every
 * associate when `city` is undefined), with plan and open / maximum leads. `enabled` false waits.
 */
export function useAdminAssociates(city: string | undefined, enabled = true) {
  return useQuery({
    queryKey: [...associatesKey, city ?? ''],
    queryFn: ({ signal }) =>
      apiRequest('/admin/pipeline/associates', { query: { city }, signal, schema: adminAssociateListResponseSchema }),
    enabled,
  });
}

/** `GET /api/admin/pipeline/report`: leads by status and by city, and the funnel lead → visit → booking. */
export function usePipelineReport() {
  return useQuery({
    queryKey: reportKey,
    queryFn: ({ signal }) => apiRequest('/admin/pipeline/report', { signal, schema: pipelineReportResponseSchema }),
  });
}

/**
 * `POST /api/admin/leads/{leadId}/reassign` `{ ass_id }`: offers the lead to the chosen associate.
 * Fails with the server's ApiError (409 INVALID_STATE for a booked or lost lead, 400 when that
 * associate cannot take it). Refreshes the leads, the report and the associates' counts.
 */
export function useReassignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, assId }: { leadId: number; assId: number }) =>
      apiRequest(`/admin/leads/${leadId}/reassign`, { method: 'POST', body: { ass_id: assId }, schema: pipelineMessageResponseSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadsKey }),
        queryClient.invalidateQueries({ queryKey: reportKey }),
        queryClient.invalidateQueries({ queryKey: associatesKey }),
      ]),
  });
}

/** `PATCH /api/admin/associates/{assId}/plan` `{ plan }`: Free or Pro (written to the audit log by the server). */
export function useSetAssociatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ assId, plan }: { assId: number; plan: AssociatePlan }) =>
      apiRequest(`/admin/associates/${assId}/plan`, { method: 'PATCH', body: { plan }, schema: pipelineMessageResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: associatesKey }),
  });
}

/** `GET /api/admin/deals?status=`: deals newest first, each with its ledger entries. */
export function useAdminDeals(filter: AdminDealsFilter) {
  return useQuery({
    queryKey: [...dealsKey, filter],
    queryFn: ({ signal }) => apiRequest('/admin/deals', { query: filter, signal, schema: dealListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

/**
 * `PATCH /api/admin/deals/{dealId}` `{ status }`: confirm (the builder paid the brokerage), mark
 * paid, or cancel (unpaid entries cancelled, paid ones reversed). 409 INVALID_STATE out of order.
 */
export function useUpdateDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, status }: { dealId: number; status: Exclude<DealStatus, 'pending'> }) =>
      apiRequest(`/admin/deals/${dealId}`, { method: 'PATCH', body: { status }, schema: dealResponseSchema }),
    // a cancelled deal also marks its lead lost: the pipeline and its report change too
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealsKey }),
        queryClient.invalidateQueries({ queryKey: leadsKey }),
        queryClient.invalidateQueries({ queryKey: reportKey }),
      ]),
  });
}

/** `GET /api/admin/brokerage-rules`: the shares by plan and the sponsor overrides, percentages of the company brokerage. */
export function useBrokerageRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => apiRequest('/admin/brokerage-rules', { signal, schema: brokerageRulesResponseSchema }),
  });
}

/** `PUT /api/admin/brokerage-rules` with the four percentages; 400 names the field at fault. Applies to deals recorded afterwards. */
export function useSaveBrokerageRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrokerageRulesBody) =>
      apiRequest('/admin/brokerage-rules', { method: 'PUT', body, schema: brokerageRulesResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(rulesKey, { success: true, data: answer.data }),
  });
}
