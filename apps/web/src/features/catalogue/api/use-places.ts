import { type ListPlacesResponse, listPlacesResponseSchema } from '@realty/contracts/places/places';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The featured states and their cities from `GET /api/places?featured=true` (docs/product/catalogue.md,
 * "Places"): the home page's "Only Uttar Pradesh" lookup, as canonical names (Prayagraj, not
 * Allahabad). The answer is cached for the session; until it arrives callers show their fallback.
 * @throws ApiError on a non-2xx answer (the caller keeps its fallback).
 */
export function useFeaturedPlaces() {
  return useQuery({
    queryKey: ['places', 'featured'] as const,
    queryFn: ({ signal }): Promise<ListPlacesResponse> =>
      apiRequest('/places', { query: { featured: 'true' }, signal, schema: listPlacesResponseSchema }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * State → cities of a places answer, in the answer's order; `fallback` when there is no answer yet
 * or it names no state. See docs/product/catalogue.md, "Places".
 */
export function citiesByState(
  answer: ListPlacesResponse | undefined,
  fallback: Readonly<Record<string, readonly string[]>>,
): Readonly<Record<string, readonly string[]>> {
  if (!answer || answer.data.length === 0) return fallback;
  return Object.fromEntries(answer.data.map((state) => [state.state, state.cities.map((city) => city.city)]));
}
