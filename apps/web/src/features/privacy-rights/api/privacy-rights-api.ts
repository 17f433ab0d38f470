import { dataExportStartedSchema, latestDataExportSchema } from '@realty/contracts/privacy-rights/data-export';
import { deletionStateSchema, privacyOtpSentSchema } from '@realty/contracts/privacy-rights/deletion';
import { myProfileSchema, type UpdateProfileRequest } from '@realty/contracts/privacy-rights/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query keys of the person's rights (docs/product/privacy-rights.md). */
export const PRIVACY_KEYS = {
  export: ['me', 'data-export'] as const,
  profile: ['me', 'profile'] as const,
  deletion: ['me', 'deletion'] as const,
};

/** Where the ZIP of export `exportId` is downloaded (`GET /api/me/data-export/{exportId}`, with the session cookie). */
export const dataExportUrl = (exportId: string): string => `/api/me/data-export/${encodeURIComponent(exportId)}`;

/**
 * The newest data export of the signed-in account (`GET /api/me/data-export`), read again every
 * 2 seconds while it is being prepared. @throws ApiError 401/403.
 */
export function useLatestDataExport(enabled: boolean) {
  return useQuery({
    queryKey: PRIVACY_KEYS.export,
    queryFn: ({ signal }) => apiRequest('/me/data-export', { signal, schema: latestDataExportSchema }),
    enabled,
    refetchInterval: (query) => (query.state.data?.export?.status === 'pending' ? 2000 : false),
  });
}

/** `POST /api/me/data-export` as a mutation: asks for a new export (202 `{ exportId, status }`), then reads the latest again. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/me/data-export', { method: 'POST', body: {}, schema: dataExportStartedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRIVACY_KEYS.export }),
  });
}

/** The signed-in account's own details and which it can correct (`GET /api/me/profile`). */
export function useMyProfile(enabled: boolean) {
  return useQuery({
    queryKey: PRIVACY_KEYS.profile,
    queryFn: ({ signal }) => apiRequest('/me/profile', { signal, schema: myProfileSchema }),
    enabled,
  });
}

/**
 * `PATCH /api/me/profile` as a mutation; the answer replaces the profile and the session and
 * profile queries are read again. @throws ApiError 400 naming the field, 409 MOBILE_TAKEN.
 */
export function useUpdateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => apiRequest('/me/profile', { method: 'PATCH', body, schema: myProfileSchema }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(PRIVACY_KEYS.profile, answer);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && /profile|session|email/.test(part)),
      });
    },
  });
}

/** `POST /api/me/profile/mobile-otp` `{ mobile }`: an OTP to the new mobile. @throws ApiError 400, 409 MOBILE_TAKEN, 429. */
export function useSendMobileChangeOtp() {
  return useMutation({
    mutationFn: (mobile: string) =>
      apiRequest('/me/profile/mobile-otp', { method: 'POST', body: { mobile }, schema: privacyOtpSentSchema }),
  });
}

/** Whether the signed-in account is being deleted (`GET /api/me/deletion`). */
export function useDeletionState(enabled: boolean) {
  return useQuery({
    queryKey: PRIVACY_KEYS.deletion,
    queryFn: ({ signal }) => apiRequest('/me/deletion', { signal, schema: deletionStateSchema }),
    enabled,
  });
}

/** `POST /api/me/deletion/otp`: the OTP that confirms the deletion. @throws ApiError 409 UNPAID_EARNINGS or INVALID_STATE, 429. */
export function useSendDeletionOtp() {
  return useMutation({
    mutationFn: () => apiRequest('/me/deletion/otp', { method: 'POST', body: {}, schema: privacyOtpSentSchema }),
  });
}

/** `POST /api/me/deletion` `{ otp }`: closes the account. @throws ApiError 400 naming `otp`, 409. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: (otp: string) => apiRequest('/me/deletion', { method: 'POST', body: { otp }, schema: deletionStateSchema }),
  });
}

/** `DELETE /api/me/deletion`: cancels the deletion; the state is read again. @throws ApiError 409 when none is pending. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/me/deletion', { method: 'DELETE', schema: deletionStateSchema }),
    onSuccess: (answer) => queryClient.setQueryData(PRIVACY_KEYS.deletion, answer),
  });
}

/**
 * Whether the signed-in account is in its deletion grace period (docs/product/privacy-rights.md,
 * "Erasure"): dashboards then show only the offer to cancel. False while unknown.
 */
export function useIsAccountClosing(enabled: boolean): boolean {
  return useDeletionState(enabled).data?.pending === true;
}
