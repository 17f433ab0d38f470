import { type LeadResponse, leadListResponseSchema, leadResponseSchema } from '@realty/contracts/pipeline/leads';
import { type VisitResponse, visitListResponseSchema, visitResponseSchema } from '@realty/contracts/pipeline/visits';
import { type ListPlacesResponse, listPlacesResponseSchema } from '@realty/contracts/places/places';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The customer's side of the brokerage pipeline on the wire (docs/product/pipeline.md, "Leads",
 * "Site visits"). Every answer is parsed with the contract's schema; budgets are rupees as
 * two-decimal text, times ISO 8601.
 */

/** Query keys of this feature, per signed-in customer, so every screen refreshes the same lists. */
export const customerLeadKeys = {
  leads: (userId: number) => ['customer-leads', userId] as const,
  visits: (userId: number) => ['customer-visits', userId] as const,
  places: ['places', 'all'] as const,
};

/**
 * The customer's leads, newest first, each with its listings, timeline, visits and, once
 * accepted, `associate: { name, mobile }` (`GET /api/user/leads`); idle while `userId` is undefined.
 * @throws ApiError on a non-2xx answer (401 when the session has ended).
 */
export function useCustomerLeadsQuery(userId: number | undefined) {
  return useQuery({
    queryKey: customerLeadKeys.leads(userId ?? 0),
    queryFn: ({ signal }) => apiRequest('/user/leads', { signal, schema: leadListResponseSchema }),
    enabled: userId !== undefined,
  });
}

/**
 * The customer's site visits, upcoming first (`GET /api/user/visits`); a confirmed one carries
 * `ics_url`, its calendar file. Idle while `userId` is undefined.
 * @throws ApiError on a non-2xx answer.
 */
export function useCustomerVisitsQuery(userId: number | undefined) {
  return useQuery({
    queryKey: customerLeadKeys.visits(userId ?? 0),
    queryFn: ({ signal }) => apiRequest('/user/visits', { signal, schema: visitListResponseSchema }),
    enabled: userId !== undefined,
  });
}

/**
 * Every place the catalogue knows (`GET /api/places`), for the requirement form's city
 * suggestions and its check that the city is one we list in (docs/product/catalogue.md,
 * "Places"). Cached for the session.
 */
export function usePlacesQuery() {
  return useQuery({
    queryKey: customerLeadKeys.places,
    queryFn: ({ signal }): Promise<ListPlacesResponse> => apiRequest('/places', { signal, schema: listPlacesResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The body of `POST /api/user/requirements` as this client sends it: budgets as whole rupees
 * (JSON numbers), `bhk` left out for "any", `note` as typed (the server trims it).
 */
export type RequirementRequest = {
  city: string;
  category: string;
  budget_min: number;
  budget_max: number;
  bhk?: number;
  note?: string;
};

/**
 * `POST /api/user/requirements` (docs/product/pipeline.md, "Leads"): 201 with a new lead, or 200
 * when it joined the customer's open lead in that city; either way `{ success, message, data: lead }`.
 * @throws ApiError — 400 naming the `field` at fault (e.g. budget_min 'Minimum budget must not be
 *   more than the maximum'), 401 when signed out.
 */
export const submitRequirement = (body: RequirementRequest): Promise<LeadResponse> =>
  apiRequest('/user/requirements', { method: 'POST', body, schema: leadResponseSchema });

/** A customer's answer to a visit: confirm it, ask for another time (`proposed_at`, ISO with offset) or cancel it. */
export type VisitAction = { action: 'confirm' } | { action: 'reschedule'; proposed_at: string } | { action: 'cancel' };

/**
 * `PATCH /api/user/visits/{visitId}` `{ action, proposed_at? }` (docs/product/pipeline.md, "Site visits").
 * @throws ApiError — 400 with field proposed_at for a missing or past time, 403 NOT_OWNER,
 *   404 for an unknown visit, 409 INVALID_STATE when the visit can no longer change.
 */
export const updateVisit = (visitId: number, body: VisitAction): Promise<VisitResponse> =>
  apiRequest(`/user/visits/${visitId}`, { method: 'PATCH', body, schema: visitResponseSchema });

/** Refetches the customer's leads and visits (after a requirement or a visit change). */
export function invalidatePipeline(queryClient: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: customerLeadKeys.leads(userId) }),
    queryClient.invalidateQueries({ queryKey: customerLeadKeys.visits(userId) }),
  ]);
}
