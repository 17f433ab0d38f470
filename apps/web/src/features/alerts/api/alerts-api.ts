import { alertSettingsResponseSchema, unsubscribeResponseSchema } from '@realty/contracts/activity/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key of the signed-in customer's alert settings. */
export const ALERT_SETTINGS_KEY = ['user', 'alert-settings'] as const;

/**
 * `GET /api/alerts/unsubscribe?token=…` (no sign-in; docs/product/alerts.md, "Unsubscribing"):
 * what the link stops (`target`, the saved search's `name`), whether it is `stopped` already.
 * @throws ApiError 400 naming `token` with code TOKEN_INVALID or TOKEN_EXPIRED (VALIDATION_FAILED when missing).
 */
export function describeUnsubscribe(token: string, signal?: AbortSignal) {
  return apiRequest('/alerts/unsubscribe', { query: { token }, signal, schema: unsubscribeResponseSchema });
}

/**
 * `POST /api/alerts/unsubscribe` `{ token }` (no sign-in): stops the alerts the link is for (a
 * saved search is paused; the favourites' price drops are turned off). Saying it twice is fine.
 * @throws ApiError 400 as {@link describeUnsubscribe}.
 */
export function confirmUnsubscribe(token: string) {
  return apiRequest('/alerts/unsubscribe', { method: 'POST', body: { token }, schema: unsubscribeResponseSchema });
}

/** `GET /api/user/alert-settings`: `{ favourite_price_alerts }` of the signed-in customer. @throws ApiError 401/403. */
export function fetchAlertSettings(signal?: AbortSignal) {
  return apiRequest('/user/alert-settings', { signal, schema: alertSettingsResponseSchema });
}

/** `PATCH /api/user/alert-settings` `{ favourite_price_alerts }`: turns the favourites' price drops on or off. @throws ApiError 400/401/403. */
export function updateAlertSettings(favouritePriceAlerts: boolean) {
  return apiRequest('/user/alert-settings', {
    method: 'PATCH',
    body: { favourite_price_alerts: favouritePriceAlerts },
    schema: alertSettingsResponseSchema,
  });
}

/** The customer's alert settings ({@link fetchAlertSettings}). */
export function useAlertSettings() {
  return useQuery({ queryKey: ALERT_SETTINGS_KEY, queryFn: ({ signal }) => fetchAlertSettings(signal), staleTime: 30_000 });
}

/** {@link updateAlertSettings} as a mutation that keeps {@link useAlertSettings} in step with the answer. */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAlertSettings,
    onSuccess: (answer) => queryClient.setQueryData(ALERT_SETTINGS_KEY, { success: true, data: answer.data }),
  });
}
