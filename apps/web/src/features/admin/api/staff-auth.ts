import { type StaffChangePasswordRequest, staffChangePasswordResponseSchema } from '@realty/contracts/admin/staff-change-password';
import { type StaffMeResponse, staffMeResponseSchema } from '@realty/contracts/admin/staff-me';
import { type StaffSignInRequest, type StaffSignInResponse, staffSignInResponseSchema } from '@realty/contracts/admin/staff-sign-in';
import {
  type StaffVerifyOtpRequest,
  type StaffVerifyOtpResponse,
  staffResendOtpResponseSchema,
  staffVerifyOtpResponseSchema,
} from '@realty/contracts/admin/staff-verify-otp';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { logout, saveLogin } from '../../../lib/session.ts';

/** Query key of the signed-in staff member. */
export const STAFF_ME_KEY = ['admin', 'me'] as const;

/** `GET /api/admin/auth/me`: the signed-in staff member; fails with ApiError 401 when signed out or the session ended. */
export function useStaffMe() {
  return useQuery<StaffMeResponse>({
    queryKey: STAFF_ME_KEY,
    queryFn: () => apiRequest('/admin/auth/me', { schema: staffMeResponseSchema }),
    retry: false,
    staleTime: 60_000,
  });
}

/** `POST /api/admin/auth/sign-in`: mobile and password; on success an OTP is on its way. */
export function useStaffSignIn() {
  return useMutation<StaffSignInResponse, Error, StaffSignInRequest>({
    mutationFn: (body) => apiRequest('/admin/auth/sign-in', { method: 'POST', body, schema: staffSignInResponseSchema }),
  });
}

/** `POST /api/admin/auth/resend-otp` for the pending sign-in of `mobile`. */
export function useStaffResendOtp() {
  return useMutation({
    mutationFn: (mobile: string) =>
      apiRequest('/admin/auth/resend-otp', { method: 'POST', body: { mobile }, schema: staffResendOtpResponseSchema }),
  });
}

/**
 * `POST /api/admin/auth/verify-otp`: activates the staff session, stores who is signed in (so the
 * public header shows the Dashboard link to /admin) and primes the `me` query.
 */
export function useStaffVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation<StaffVerifyOtpResponse, Error, StaffVerifyOtpRequest>({
    mutationFn: (body) => apiRequest('/admin/auth/verify-otp', { method: 'POST', body, schema: staffVerifyOtpResponseSchema }),
    onSuccess: (answer) => {
      saveLogin(
        { staff_id: answer.staff.staff_id, name: answer.staff.staff_name, role: 'staff', staff_role: answer.staff.staff_role },
        'staff',
      );
      queryClient.setQueryData(STAFF_ME_KEY, { success: true, staff: answer.staff });
    },
  });
}

/** `POST /api/admin/auth/change-password`; refreshes the `me` query so the one-time flag clears. */
export function useChangeStaffPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffChangePasswordRequest) =>
      apiRequest('/admin/auth/change-password', { method: 'POST', body, schema: staffChangePasswordResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STAFF_ME_KEY }),
  });
}

/** Signs the staff member out (server revokes the session) and forgets every cached back office answer. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSettled: () => queryClient.removeQueries({ queryKey: ['admin'] }),
  });
}
