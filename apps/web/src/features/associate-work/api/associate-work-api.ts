import { earningsResponseSchema, networkResponseSchema } from '@realty/contracts/pipeline/brokerage';
import type { PreferencesBody } from '@realty/contracts/pipeline/leads';
import { leadListResponseSchema, leadSchema, offerListResponseSchema, preferencesResponseSchema } from '@realty/contracts/pipeline/leads';
import { visitListResponseSchema } from '@realty/contracts/pipeline/visits';
import { type ListPlacesResponse, listPlacesResponseSchema } from '@realty/contracts/places/places';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The associate's side of the brokerage pipeline over HTTP (docs/product/pipeline.md): offers,
 * leads, visits, earnings, network and preferences. Every call sends the session cookie; every
 * failure is an `ApiError` carrying the server's `code`, `message` and `field`.
 */

/** Query keys of this feature, so every screen refreshes the same lists after a change. */
export const associateWorkKeys = {
  all: ['associate-work'] as const,
  offers: () => ['associate-work', 'offers'] as const,
  leads: () => ['associate-work', 'leads'] as const,
  lead: (leadId: number) => ['associate-work', 'lead', leadId] as const,
  visits: () => ['associate-work', 'visits'] as const,
  earnings: () => ['associate-work', 'earnings'] as const,
  network: () => ['associate-work', 'network'] as const,
  preferences: () => ['associate-work', 'preferences'] as const,
  cities: () => ['associate-work-places'] as const,
};

/** How often the offers list asks for new offers while the dashboard is open, in milliseconds. */
export const OFFERS_REFRESH_MS = 30_000;

/** Answer of `GET /api/associate/leads/{leadId}`: one lead (a message, when sent, is ignored). */
const leadDetailResponseSchema = z.object({ success: z.literal(true), data: leadSchema });

/** Answer of a change: success and, usually, a message to show (the data is read again afterwards). */
const changeResponseSchema = z.object({ success: z.literal(true), message: z.string().optional() });
/** Shape of {@link changeResponseSchema}. */
export type ChangeResponse = z.infer<typeof changeResponseSchema>;

/** `GET /api/associate/offers`: offers waiting for this associate, soonest deadline first; refreshed every {@link OFFERS_REFRESH_MS}. */
export function useOffersQuery() {
  return useQuery({
    queryKey: associateWorkKeys.offers(),
    queryFn: ({ signal }) => apiRequest('/associate/offers', { signal, schema: offerListResponseSchema }),
    refetchInterval: OFFERS_REFRESH_MS,
  });
}

/** `GET /api/associate/leads`: the leads this associate accepted, in any status. */
export function useLeadsQuery() {
  return useQuery({
    queryKey: associateWorkKeys.leads(),
    queryFn: ({ signal }) => apiRequest('/associate/leads', { signal, schema: leadListResponseSchema }),
  });
}

/** `GET /api/associate/leads/{leadId}`: one lead offered to or accepted by this associate. @throws ApiError 404, 403 NOT_OWNER. */
export function useLeadQuery(leadId: number) {
  return useQuery({
    queryKey: associateWorkKeys.lead(leadId),
    queryFn: ({ signal }) => apiRequest(`/associate/leads/${leadId}`, { signal, schema: leadDetailResponseSchema }),
    enabled: Number.isSafeInteger(leadId) && leadId > 0,
  });
}

/** `GET /api/associate/visits`: this associate's visits, upcoming first. */
export function useVisitsQuery() {
  return useQuery({
    queryKey: associateWorkKeys.visits(),
    queryFn: ({ signal }) => apiRequest('/associate/visits', { signal, schema: visitListResponseSchema }),
  });
}

/** `GET /api/associate/earnings`: totals by status and ledger entries (rupees as two-decimal text). */
export function useEarningsQuery() {
  return useQuery({
    queryKey: associateWorkKeys.earnings(),
    queryFn: ({ signal }) => apiRequest('/associate/earnings', { signal, schema: earningsResponseSchema }),
  });
}

/** `GET /api/associate/network`: direct members (with mobile) and their members. */
export function useNetworkQuery() {
  return useQuery({
    queryKey: associateWorkKeys.network(),
    queryFn: ({ signal }) => apiRequest('/associate/network', { signal, schema: networkResponseSchema }),
  });
}

/** `GET /api/associate/preferences`: cities, categories, the maximum of open leads and how many are open now. */
export function usePreferencesQuery() {
  return useQuery({
    queryKey: associateWorkKeys.preferences(),
    queryFn: ({ signal }) => apiRequest('/associate/preferences', { signal, schema: preferencesResponseSchema }),
  });
}

/** Every city the catalogue knows (`GET /api/places`), canonical names in the answer's order, without repeats. */
export function cityNamesOf(answer: ListPlacesResponse | undefined): string[] {
  const names = (answer?.data ?? []).flatMap((state) => state.cities.map((city) => city.city));
  return [...new Set(names)];
}

/** The cities an associate may choose (`GET /api/places`, every state), as {@link cityNamesOf}; cached for the visit. */
export function useCityNamesQuery() {
  return useQuery({
    queryKey: associateWorkKeys.cities(),
    queryFn: ({ signal }) => apiRequest('/places', { signal, schema: listPlacesResponseSchema }),
    select: cityNamesOf,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /api/associate/leads/{leadId}/accept` (no body). @throws ApiError 409 when the offer lapsed or is not for this associate. */
export const acceptOffer = (leadId: number) =>
  apiRequest(`/associate/leads/${leadId}/accept`, { method: 'POST', schema: changeResponseSchema });

/** `POST /api/associate/leads/{leadId}/decline` `{ reason }` (1 to 300 characters). @throws ApiError 400 field reason, 409. */
export const declineOffer = (leadId: number, reason: string) =>
  apiRequest(`/associate/leads/${leadId}/decline`, { method: 'POST', body: { reason }, schema: changeResponseSchema });

/** Body of {@link updateLead}: negotiation (optional note) or lost (reason required). */
export type UpdateLeadInput = { status: 'negotiation'; note?: string } | { status: 'lost'; reason: string; note?: string };

/** `PATCH /api/associate/leads/{leadId}` `{ status, note?, reason? }`. @throws ApiError 400 naming the field, 409 INVALID_STATE. */
export const updateLead = (leadId: number, body: UpdateLeadInput) =>
  apiRequest(`/associate/leads/${leadId}`, { method: 'PATCH', body, schema: changeResponseSchema });

/** Body of {@link scheduleVisit}: the listing, the ISO time with its offset, where to meet. */
export type ScheduleVisitInput = { site_id: number; scheduled_at: string; meeting_point: string };

/** `POST /api/associate/leads/{leadId}/visits`. @throws ApiError 400 (scheduled_at in the past, unknown site_id), 409. */
export const scheduleVisit = (leadId: number, body: ScheduleVisitInput) =>
  apiRequest(`/associate/leads/${leadId}/visits`, { method: 'POST', body, schema: changeResponseSchema });

/** Body of {@link recordVisitResult}. */
export type VisitResultInput = { status: 'completed' | 'no_show' | 'cancelled'; outcome_note: string };

/** `PATCH /api/associate/visits/{visitId}` `{ status, outcome_note }`. @throws ApiError 400, 403, 409. */
export const recordVisitResult = (visitId: number, body: VisitResultInput) =>
  apiRequest(`/associate/visits/${visitId}`, { method: 'PATCH', body, schema: changeResponseSchema });

/** Body of {@link recordDeal}: `agreement_value` in rupees as two-decimal text, `booked_on` as `YYYY-MM-DD`. */
export type RecordDealInput = { site_id: number; unit: string; agreement_value: string; booked_on: string };

/** `POST /api/associate/leads/{leadId}/deal`. @throws ApiError 400 naming the field, 409 INVALID_STATE. */
export const recordDeal = (leadId: number, body: RecordDealInput) =>
  apiRequest(`/associate/leads/${leadId}/deal`, { method: 'POST', body, schema: changeResponseSchema });

/** `PUT /api/associate/preferences` `{ cities, categories, max_open_leads }`. @throws ApiError 400 naming the field. */
export const savePreferences = (body: PreferencesBody) =>
  apiRequest('/associate/preferences', { method: 'PUT', body, schema: preferencesResponseSchema });

/** Refreshes everything this feature shows (after any change a lead's status, visits and earnings may move together). */
export function refreshAssociateWork(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: associateWorkKeys.all });
}
