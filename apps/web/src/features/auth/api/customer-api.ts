import { existsResponseSchema } from '@realty/contracts/accounts/fields';
import { type UserLocationsRequest, userLocationsResponseSchema } from '@realty/contracts/accounts/user-locations';
import { userProfileResponseSchema } from '@realty/contracts/accounts/user-profile';
import { type UserResetPasswordRequest, userResetPasswordResponseSchema } from '@realty/contracts/accounts/user-reset-password';
import { type UserSendOtpRequest, userSendOtpResponseSchema } from '@realty/contracts/accounts/user-send-otp';
import { type UserSignInRequest, userSignInResponseSchema } from '@realty/contracts/accounts/user-sign-in';
import { type UserSignUpRequest, userSignUpResponseSchema } from '@realty/contracts/accounts/user-sign-up';
import {
  type UserVerifyOtpRequest,
  userVerifyOtpSigninResponseSchema,
  userVerifyOtpSignupResponseSchema,
} from '@realty/contracts/accounts/user-verify-otp';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/auth/user/check-email` (docs/product/accounts.md): resolves true when a customer already has `email`. */
export async function checkCustomerEmail(email: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest('/auth/user/check-email', { method: 'POST', body: { email }, signal, schema: existsResponseSchema });
  return answer.exists;
}

/** `POST /api/auth/user/check-mobile` (docs/product/accounts.md): resolves true when a customer already has the 10-digit `mobile`. */
export async function checkCustomerMobile(mobile: string, signal?: AbortSignal): Promise<boolean> {
  const answer = await apiRequest('/auth/user/check-mobile', { method: 'POST', body: { mobile }, signal, schema: existsResponseSchema });
  return answer.exists;
}

/**
 * `POST /api/auth/user/send-otp` for sign-up, the sign-in second step or a password reset.
 * @throws ApiError 409 'Mobile already registered' (signup), 429 with `retryAfterSeconds`.
 */
export function sendCustomerOtp(body: UserSendOtpRequest) {
  return apiRequest('/auth/user/send-otp', { method: 'POST', body, schema: userSendOtpResponseSchema });
}

/**
 * `POST /api/auth/user/verify-otp` purpose signin: activates the pending sign-in session and
 * returns the customer. @throws ApiError 400 'Invalid OTP' / expired / too many tries, 401 without a pending session.
 */
export function verifyCustomerSignInOtp(body: Omit<UserVerifyOtpRequest, 'purpose'>) {
  return apiRequest('/auth/user/verify-otp', {
    method: 'POST',
    body: { ...body, purpose: 'signin' },
    schema: userVerifyOtpSigninResponseSchema,
  });
}

/** `POST /api/auth/user/verify-otp` purpose signup: marks the mobile verified for 15 minutes. */
export function verifyCustomerSignUpOtp(body: Omit<UserVerifyOtpRequest, 'purpose'>) {
  return apiRequest('/auth/user/verify-otp', {
    method: 'POST',
    body: { ...body, purpose: 'signup' },
    schema: userVerifyOtpSignupResponseSchema,
  });
}

/**
 * `POST /api/user/sign-up` with the OTP (docs/product/accounts.md "Customer sign-up" step 3): creates the
 * account and an active session cookie. @throws ApiError 400 naming the field, 409 duplicate.
 */
export function signUpCustomer(body: UserSignUpRequest) {
  return apiRequest('/user/sign-up', { method: 'POST', body, schema: userSignUpResponseSchema });
}

/**
 * `POST /api/user/sign-in`: checks mobile and password, sends an OTP and opens a pending
 * session to finish on /verify. @throws ApiError 401 'Invalid mobile number or password'.
 */
export function signInCustomer(body: UserSignInRequest) {
  return apiRequest('/user/sign-in', { method: 'POST', body, schema: userSignInResponseSchema });
}

/** `POST /api/user/user_locations`: saves the signed-in customer's device location (degrees) and push subscription. @throws ApiError 403 for another customer's id. */
export function saveCustomerLocation(body: UserLocationsRequest) {
  return apiRequest('/user/user_locations', { method: 'POST', body, schema: userLocationsResponseSchema });
}

/** `GET /api/user/profile`: the signed-in customer's profile. @throws ApiError 401 without an active customer session. */
export async function fetchCustomerProfile(signal?: AbortSignal) {
  const answer = await apiRequest('/user/profile', { signal, schema: userProfileResponseSchema });
  return answer.user;
}

/**
 * `POST /api/auth/user/reset-password`: checks a reset OTP and sets the new password; every
 * session of the customer ends. @throws ApiError 400 'Invalid OTP' / password rules.
 */
export function resetCustomerPassword(body: UserResetPasswordRequest) {
  return apiRequest('/auth/user/reset-password', { method: 'POST', body, schema: userResetPasswordResponseSchema });
}

/** Query key of the signed-in customer's profile. */
export const CUSTOMER_PROFILE_KEY = ['auth', 'user-profile'] as const;

/** TanStack Query hook over {@link fetchCustomerProfile} (the customer dashboard, docs/product/accounts.md). */
export function useCustomerProfile(isEnabled: boolean) {
  return useQuery({
    queryKey: CUSTOMER_PROFILE_KEY,
    queryFn: ({ signal }) => fetchCustomerProfile(signal),
    enabled: isEnabled,
    staleTime: 0,
  });
}
