import { builderProfileResponseSchema } from '@realty/contracts/accounts/builder-profile';
import { type BuilderSendOtpRequest, builderSendOtpResponseSchema } from '@realty/contracts/accounts/builder-send-otp';
import { type BuilderSignInRequest, builderSignInResponseSchema } from '@realty/contracts/accounts/builder-sign-in';
import { type BuilderSignUpRequest, builderSignUpResponseSchema } from '@realty/contracts/accounts/builder-sign-up';
import { type BuilderVerifyOtpRequest, builderVerifyOtpSigninResponseSchema } from '@realty/contracts/accounts/builder-verify-otp';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/auth/builder/send-otp` (docs/product/builders.md, "Account"): the sign-up code, or a
 * new sign-in code while the builder's sign-in waits for its OTP.
 * @throws ApiError 409 'Mobile already registered' (signup, code MOBILE_TAKEN), 401 without the
 *   pending sign-in (signin), 429 with `retryAfterSeconds`.
 */
export function sendBuilderOtp(body: BuilderSendOtpRequest) {
  return apiRequest('/auth/builder/send-otp', { method: 'POST', body, schema: builderSendOtpResponseSchema });
}

/**
 * `POST /api/builder/sign-up` with the OTP: creates the builder and an active session cookie;
 * answers role 'builder' and the builder. @throws ApiError 400 naming the field (e.g.
 * builder_gstin 'Enter a valid GSTIN', otp 'Invalid OTP'), 409 EMAIL_TAKEN / MOBILE_TAKEN.
 */
export function signUpBuilder(body: BuilderSignUpRequest) {
  return apiRequest('/builder/sign-up', { method: 'POST', body, schema: builderSignUpResponseSchema });
}

/**
 * `POST /api/builder/sign-in`: checks mobile and password, sends an OTP and opens a pending
 * session (cookie) for {@link verifyBuilderSignInOtp}. @throws ApiError 401 'Invalid mobile number
 * or password', 429 while locked.
 */
export function signInBuilder(body: BuilderSignInRequest) {
  return apiRequest('/builder/sign-in', { method: 'POST', body, schema: builderSignInResponseSchema });
}

/**
 * `POST /api/auth/builder/verify-otp` purpose signin: activates the pending sign-in session and
 * returns the builder. @throws ApiError 400 'Invalid OTP' / expired / too many tries (field otp),
 * 401 UNAUTHORIZED when the pending sign-in is gone.
 */
export function verifyBuilderSignInOtp(body: Omit<BuilderVerifyOtpRequest, 'purpose'>) {
  return apiRequest('/auth/builder/verify-otp', {
    method: 'POST',
    body: { ...body, purpose: 'signin' },
    schema: builderVerifyOtpSigninResponseSchema,
  });
}

/** `GET /api/builder/profile`: the signed-in builder's account. @throws ApiError 401 / 403 without a builder session. */
export async function fetchBuilderProfile(signal?: AbortSignal) {
  const answer = await apiRequest('/builder/profile', { signal, schema: builderProfileResponseSchema });
  return answer.user;
}
