import { associateFindResponseSchema } from '@realty/contracts/accounts/associate-find';
import { type AssociateSendOtpRequest, associateSendOtpResponseSchema } from '@realty/contracts/accounts/associate-send-otp';
import type { AssociateSignInRequest } from '@realty/contracts/accounts/associate-sign-in';
import { associateSignInAnswerSchema } from '@realty/contracts/accounts/associate-sign-in-answer';
import { associateSignInResendOtpResponseSchema } from '@realty/contracts/accounts/associate-sign-in-resend-otp';
import { associateSignInVerifyOtpResponseSchema } from '@realty/contracts/accounts/associate-sign-in-verify-otp';
import { type AssociateSignUpRequest, associateSignUpResponseSchema } from '@realty/contracts/accounts/associate-sign-up';
import { associateSponsorResponseSchema } from '@realty/contracts/accounts/associate-sponsor';
import { associateVerifyOtpResponseSchema } from '@realty/contracts/accounts/associate-verify-otp';
import { type AccountLanguage, existsResponseSchema } from '@realty/contracts/accounts/fields';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Which associate field a duplicate check asks about, and the body key the API expects. */
export type AssociateCheckField = 'email' | 'mobile' | 'aadhaar' | 'pan';

/**
 * `POST /api/auth/associate/check-{field}` with `{ [field]: value }` (docs/product/accounts.md): resolves
 * true when an associate already has that e-mail, mobile, Aadhaar (12 digits) or PAN.
 */
export async function checkAssociateField(field: AssociateCheckField, value: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest(`/auth/associate/check-${field}`, {
    method: 'POST',
    body: { [field]: value },
    signal,
    schema: existsResponseSchema,
  });
  return answer.exists;
}

/** `GET /api/associate/sponsor/{memberId}`: the sponsor's member id and name. @throws ApiError 404 'Invalid Sponsor ID'. */
export async function fetchSponsor(memberId: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/associate/sponsor/${encodeURIComponent(memberId)}`, { signal, schema: associateSponsorResponseSchema });
  return answer.data;
}

/**
 * `POST /api/auth/associate/send-otp` `{ mobile, language }`: sends the sign-up OTP, its SMS in
 * `language` (the page's, 'en' or 'hi'; docs/product/accounts.md, "Language of an account and
 * Hindi listing text"). @throws ApiError 409 'Mobile already registered', 429 throttled.
 */
export function sendAssociateOtp(mobile: string, language?: AccountLanguage) {
  const body: AssociateSendOtpRequest = language ? { mobile, language } : { mobile };
  return apiRequest('/auth/associate/send-otp', { method: 'POST', body, schema: associateSendOtpResponseSchema });
}

/** `POST /api/auth/associate/verify-otp`: marks the mobile verified for 15 minutes. @throws ApiError 400 'Invalid OTP'. */
export function verifyAssociateOtp(mobile: string, otp: string) {
  return apiRequest('/auth/associate/verify-otp', { method: 'POST', body: { mobile, otp }, schema: associateVerifyOtpResponseSchema });
}

/**
 * `POST /api/associate/sign-up` (docs/product/accounts.md "Associate sign-up"): registers the member under
 * the sponsor and opens an active session. @throws ApiError 400 naming the field, 409 duplicate.
 */
export function signUpAssociate(body: AssociateSignUpRequest) {
  return apiRequest('/associate/sign-up', { method: 'POST', body, schema: associateSignUpResponseSchema });
}

/**
 * `POST /api/associate/sign-in` with `{ reg_mobile, reg_password }`: signed in (`token`, `user`), or,
 * while the account is locked after too many wrong passwords, `otp_required: true` (finish with
 * {@link verifyAssociateSignInOtp}). @throws ApiError 401 'Invalid mobile number or password', 429 locked.
 */
export function signInAssociate(body: AssociateSignInRequest) {
  return apiRequest('/associate/sign-in', { method: 'POST', body, schema: associateSignInAnswerSchema });
}

/** `POST /api/associate/sign-in/verify-otp`: the OTP step of a locked associate's sign-in. @throws ApiError 400 'Invalid OTP', 401 'Please sign in again.'. */
export function verifyAssociateSignInOtp(mobile: string, otp: string) {
  return apiRequest('/associate/sign-in/verify-otp', {
    method: 'POST',
    body: { mobile, otp },
    schema: associateSignInVerifyOtpResponseSchema,
  });
}

/** `POST /api/associate/sign-in/resend-otp`: another OTP for the pending associate sign-in. @throws ApiError 401, 429 within 30 seconds. */
export function resendAssociateSignInOtp(mobile: string) {
  return apiRequest('/associate/sign-in/resend-otp', { method: 'POST', body: { mobile }, schema: associateSignInResendOtpResponseSchema });
}

/** `GET /api/associate/find-associate/{mobile}`: the signed-in associate's own profile (masked Aadhaar/PAN). @throws ApiError 401, 403. */
export async function fetchAssociateProfile(mobile: string, signal?: AbortSignal) {
  const answer = await apiRequest(`/associate/find-associate/${encodeURIComponent(mobile)}`, {
    signal,
    schema: associateFindResponseSchema,
  });
  return answer.data;
}

/** TanStack Query hook over {@link fetchAssociateProfile} (the associate dashboard, docs/product/accounts.md). */
export function useAssociateProfile(mobile: string | undefined) {
  return useQuery({
    queryKey: ['auth', 'associate-profile', mobile] as const,
    queryFn: ({ signal }) => fetchAssociateProfile(mobile ?? '', signal),
    enabled: Boolean(mobile),
    staleTime: 0,
  });
}
