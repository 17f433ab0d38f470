import {
  type ConsentPurpose,
  consentChangeResponseSchema,
  consentsResponseSchema,
  privacyNoticeResponseSchema,
} from '@realty/contracts/privacy/consents';
import { grievanceReceivedResponseSchema, type PublicGrievanceInput } from '@realty/contracts/privacy/grievances';
import { type NomineeInput, nomineeChangeResponseSchema, nomineeResponseSchema } from '@realty/contracts/privacy/nominee';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of the privacy feature. */
export const PRIVACY_KEYS = {
  notice: ['privacy', 'notice'] as const,
  consents: ['me', 'consents'] as const,
  nominee: ['me', 'nominee'] as const,
};

/** `GET /api/privacy/notice` (public): the notice version and the grievance officer's name and e-mail. */
export function fetchPrivacyNotice(signal?: AbortSignal) {
  return apiRequest('/privacy/notice', { signal, schema: privacyNoticeResponseSchema });
}

/** The privacy notice's settings ({@link fetchPrivacyNotice}); drawn on the server with /privacy. */
export function usePrivacyNotice() {
  return useQuery({ queryKey: PRIVACY_KEYS.notice, queryFn: ({ signal }) => fetchPrivacyNotice(signal), staleTime: 5 * 60_000 });
}

/** `GET /api/me/consents`: every purpose with its state. @throws ApiError 401/403. */
export function fetchMyConsents(signal?: AbortSignal) {
  return apiRequest('/me/consents', { signal, schema: consentsResponseSchema });
}

/** The signed-in account's consents ({@link fetchMyConsents}). */
export function useMyConsents() {
  return useQuery({ queryKey: PRIVACY_KEYS.consents, queryFn: ({ signal }) => fetchMyConsents(signal), staleTime: 30_000 });
}

/** `PUT` (give) or `DELETE` (withdraw) `/api/me/consents/{purpose}`. @throws ApiError 401/403/404. */
export function setMyConsent(purpose: ConsentPurpose, given: boolean) {
  return apiRequest(`/me/consents/${purpose}`, { method: given ? 'PUT' : 'DELETE', schema: consentChangeResponseSchema });
}

/** {@link setMyConsent} as a mutation that puts the purpose's new state into {@link useMyConsents}. */
export function useSetMyConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ purpose, given }: { purpose: ConsentPurpose; given: boolean }) => setMyConsent(purpose, given),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEYS.consents }),
  });
}

/** `GET /api/me/nominee`: the nominee or null. @throws ApiError 401/403. */
export function fetchMyNominee(signal?: AbortSignal) {
  return apiRequest('/me/nominee', { signal, schema: nomineeResponseSchema });
}

/** The signed-in account's nominee ({@link fetchMyNominee}). */
export function useMyNominee() {
  return useQuery({ queryKey: PRIVACY_KEYS.nominee, queryFn: ({ signal }) => fetchMyNominee(signal), staleTime: 30_000 });
}

/** `PUT /api/me/nominee` `{ name, mobile, relation }`. @throws ApiError 400 naming the field. */
export function saveMyNominee(body: NomineeInput) {
  return apiRequest('/me/nominee', { method: 'PUT', body, schema: nomineeChangeResponseSchema });
}

/** `DELETE /api/me/nominee`. @throws ApiError 404 when none is named. */
export function removeMyNominee() {
  return apiRequest('/me/nominee', { method: 'DELETE', schema: nomineeChangeResponseSchema });
}

/** Saving and removing the nominee, keeping {@link useMyNominee} in step. */
export function useNomineeMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { data: unknown }) =>
    queryClient.setQueryData(PRIVACY_KEYS.nominee, { success: true, data: answer.data } as never);
  return {
    save: useMutation({ mutationFn: saveMyNominee, onSuccess }),
    remove: useMutation({ mutationFn: removeMyNominee, onSuccess }),
  };
}

/** `POST /api/grievances` (anyone): `{ name, mobile?, email?, text }`. @throws ApiError 400 naming the field, 429. */
export function sendGrievance(body: PublicGrievanceInput) {
  return apiRequest('/grievances', { method: 'POST', body, schema: grievanceReceivedResponseSchema });
}

/** `POST /api/me/grievances` (signed in): `{ text }`. @throws ApiError 400 naming `text`, 401/403. */
export function sendMyGrievance(text: string) {
  return apiRequest('/me/grievances', { method: 'POST', body: { text }, schema: grievanceReceivedResponseSchema });
}
