import { associatePayoutListResponseSchema } from '@realty/contracts/payouts/payouts';
import { associateTdsResponseSchema } from '@realty/contracts/payouts/tds';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The associate's payouts and TDS over HTTP (docs/product/payouts.md, "What associates and staff
 * see"). Every call sends the session cookie; a failure is an `ApiError` with the server's `code`
 * and `message`.
 */

/** Query keys of this feature. */
export const payoutKeys = {
  payouts: () => ['payouts', 'mine'] as const,
  tds: (fy: string | undefined) => ['payouts', 'tds', fy ?? 'current'] as const,
};

/** The address of a payout's advice (PDF) of the signed-in associate. */
export const payoutAdviceUrl = (payoutId: number): string => `/api/associate/payouts/${payoutId}.pdf`;

/** `GET /api/associate/payouts`: the associate's payouts, newest first (gross, TDS with rate and section, net, status, reference). */
export function useMyPayouts() {
  return useQuery({
    queryKey: payoutKeys.payouts(),
    queryFn: ({ signal }) => apiRequest('/associate/payouts', { signal, schema: associatePayoutListResponseSchema }),
  });
}

/**
 * `GET /api/associate/tds?fy=2026-27` (none: the current financial year): what was credited this
 * year, TDS deducted, where the year stands against the threshold, whether a PAN is on file.
 */
export function useMyTds(fy?: string) {
  return useQuery({
    queryKey: payoutKeys.tds(fy),
    queryFn: ({ signal }) => apiRequest('/associate/tds', { query: { fy }, signal, schema: associateTdsResponseSchema }),
  });
}
