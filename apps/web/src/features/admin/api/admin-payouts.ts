import {
  type PayoutRunCreate,
  payoutBankResponseResultSchema,
  payoutLineResponseSchema,
  payoutRunListResponseSchema,
  payoutRunPreviewResponseSchema,
  payoutRunResponseSchema,
} from '@realty/contracts/payouts/payouts';
import {
  type TdsQuarter,
  type TdsRuleInput,
  tdsQuarterlyResponseSchema,
  tdsRuleListResponseSchema,
  tdsRuleResponseSchema,
} from '@realty/contracts/payouts/tds';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The back office's payouts and TDS over HTTP (docs/product/payouts.md, "Payout runs", "Tax
 * deducted at source"; admins only). Every failure is an `ApiError` with the server's `code`,
 * `message` (shown as it is) and `field` (the input it names).
 */

const runsKey = ['admin', 'payouts', 'runs'] as const;
const previewKey = ['admin', 'payouts', 'preview'] as const;
const rulesKey = ['admin', 'tds', 'rules'] as const;
const quarterKey = ['admin', 'tds', 'quarterly'] as const;

/** The address of the bank bulk-transfer file of an approved run (admin only; each download is audited). */
export const bankFileUrl = (runId: number): string => `/api/admin/payout-runs/${runId}/bank-file.csv`;

/** The address of the Form 26Q CSV of a quarter (deductees' PANs in full; admin only, audited). */
export const form26qUrl = (fy: string, quarter: TdsQuarter): string =>
  `/api/admin/tds/quarterly?${new URLSearchParams({ fy, quarter }).toString()}`;

/**
 * `GET /api/admin/payout-runs/preview?until=&exclude_ass_ids=1,2`: the lines a run would have now
 * (one per associate: gross, TDS, net in rupees text), nothing saved. `until` is the last day of
 * credits (`YYYY-MM-DD`), none for everything confirmed and unpaid; `excluded` the associates left
 * out (sorted, so the same choice is one cache entry). `enabled` false waits (e.g. a date half typed).
 * The previous answer stays on screen while a new one loads.
 */
export function usePayoutPreview(until: string | undefined, excluded: readonly number[], enabled = true) {
  const exclude = [...excluded].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...previewKey, until ?? 'all', exclude.join(',')],
    queryFn: ({ signal }) =>
      apiRequest('/admin/payout-runs/preview', {
        query: { until, exclude_ass_ids: exclude.length > 0 ? exclude.join(',') : undefined },
        signal,
        schema: payoutRunPreviewResponseSchema,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/admin/payout-runs` `{ until?, exclude_ass_ids? }` → 201 with the draft run and its
 * lines. @throws ApiError 400 naming `until` (a day in the future), 409 when nothing is left to
 * pay or the entries were just put in another run. Runs and the preview are read again either way.
 */
export function useCreatePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRunCreate) => apiRequest('/admin/payout-runs', { method: 'POST', body, schema: payoutRunResponseSchema }),
    onSettled: () => Promise.all([runsKey, previewKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `GET /api/admin/payout-runs`: every run, newest first, with its totals and lines paid or failed (no lines). */
export function usePayoutRuns() {
  return useQuery({
    queryKey: [...runsKey, 'list'],
    queryFn: ({ signal }) => apiRequest('/admin/payout-runs', { signal, schema: payoutRunListResponseSchema }),
  });
}

/** `GET /api/admin/payout-runs/{runId}`: one run with its lines. @throws ApiError 404 (`runNotFound`). */
export function usePayoutRun(runId: number | undefined) {
  return useQuery({
    queryKey: [...runsKey, 'one', runId],
    queryFn: ({ signal }) => apiRequest(`/admin/payout-runs/${runId}`, { signal, schema: payoutRunResponseSchema }),
    enabled: runId !== undefined,
  });
}

/**
 * `POST /api/admin/payout-runs/{runId}/approve` or `…/discard` on a draft. Approving is refused to
 * the admin who created the run (403 `approveOwnRun`) and to a run that is not a draft (409);
 * discarding puts its entries back to unpaid. Runs and the preview are read again either way.
 */
export function useDecidePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, decision }: { runId: number; decision: 'approve' | 'discard' }) =>
      apiRequest(`/admin/payout-runs/${runId}/${decision}`, { method: 'POST', body: {}, schema: payoutRunResponseSchema }),
    onSettled: () => Promise.all([runsKey, previewKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * `POST /api/admin/payout-runs/{runId}/lines/{lineId}/paid` `{ reference }` (the bank's UTR) or
 * `…/failed` `{ reason }` (its entries go back to unpaid). @throws ApiError 400 naming `reference`
 * or `reason`, 409 when the run is not approved or the line is already marked.
 */
export function useMarkPayoutLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, lineId, ...outcome }: { runId: number; lineId: number } & ({ reference: string } | { reason: string })) =>
      apiRequest(`/admin/payout-runs/${runId}/lines/${lineId}/${'reference' in outcome ? 'paid' : 'failed'}`, {
        method: 'POST',
        body: outcome,
        schema: payoutLineResponseSchema,
      }),
    onSettled: () => Promise.all([runsKey, previewKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/**
 * `POST /api/admin/payout-runs/{runId}/bank-response` `{ csv }`: the bank's response file as text;
 * answers how many lines were marked paid and failed, and the rows it could not use, in words.
 * @throws ApiError 400 naming `csv` (empty, over 2 MB, no usable header).
 */
export function useImportBankResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, csv }: { runId: number; csv: string }) =>
      apiRequest(`/admin/payout-runs/${runId}/bank-response`, { method: 'POST', body: { csv }, schema: payoutBankResponseResultSchema }),
    onSettled: () => Promise.all([runsKey, previewKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `GET /api/admin/tds-rules`: every TDS rule, oldest start first, each saying whether it has started. */
export function useTdsRules() {
  return useQuery({
    queryKey: rulesKey,
    queryFn: ({ signal }) => apiRequest('/admin/tds-rules', { signal, schema: tdsRuleListResponseSchema }),
  });
}

/**
 * `POST /api/admin/tds-rules` (a new rule) or `PUT /api/admin/tds-rules/{ruleId}` (a rule not yet
 * started) with {@link TdsRuleInput}. @throws ApiError 400 naming the field, 409 when the rule has
 * started or another starts the same day.
 */
export function useSaveTdsRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, ...body }: { ruleId?: number } & TdsRuleInput) =>
      apiRequest(ruleId === undefined ? '/admin/tds-rules' : `/admin/tds-rules/${ruleId}`, {
        method: ruleId === undefined ? 'POST' : 'PUT',
        body,
        schema: tdsRuleResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rulesKey }),
  });
}

/** `GET /api/admin/tds/quarterly?fy=2026-27&quarter=Q3&format=json`: the quarter's deductions (PAN masked) and totals. */
export function useTdsQuarter(fy: string, quarter: TdsQuarter) {
  return useQuery({
    queryKey: [...quarterKey, fy, quarter],
    queryFn: ({ signal }) =>
      apiRequest('/admin/tds/quarterly', { query: { fy, quarter, format: 'json' }, signal, schema: tdsQuarterlyResponseSchema }),
    placeholderData: keepPreviousData,
  });
}
