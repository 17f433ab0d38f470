import { myEmailResponseSchema } from '@realty/contracts/accounts/email-confirmation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key of the signed-in account's e-mail address and its confirmation. */
export const MY_EMAIL_KEY = ['me', 'email'] as const;

/**
 * `GET /api/me/email` (docs/product/accounts.md, "E-mail confirmation"): the signed-in customer's,
 * associate's or builder's address and `email_confirmed`. @throws ApiError 401 without a session,
 * 403 for staff.
 */
export function fetchMyEmail(signal?: AbortSignal) {
  return apiRequest('/me/email', { signal, schema: myEmailResponseSchema });
}

/**
 * `POST /api/me/email/confirmation`: e-mails the signed-in account a confirmation link (or says
 * the address is confirmed already). @throws ApiError 429 (code RATE_LIMITED: one a minute, five a
 * day; `retryAfterSeconds`), 502 when the e-mail could not be sent, 401/403.
 */
export function sendEmailConfirmation() {
  return apiRequest('/me/email/confirmation', { method: 'POST', body: {}, schema: myEmailResponseSchema });
}

/**
 * `PUT /api/me/email` `{ email }`: corrects the signed-in account's address; a confirmation link
 * is sent to the new one (the answer's message says whether it went). @throws ApiError 400 naming
 * `email` (missing or malformed), 409 (code EMAIL_TAKEN, field `email`) when another account has
 * it, 429 (code RATE_LIMITED), 401/403.
 */
export function changeMyEmail(email: string) {
  return apiRequest('/me/email', { method: 'PUT', body: { email }, schema: myEmailResponseSchema });
}

/**
 * `POST /api/me/email/confirm` `{ token }` (no sign-in needed): confirms the address the link was
 * sent to. @throws ApiError 400 naming `token` with code TOKEN_INVALID, TOKEN_EXPIRED or
 * TOKEN_USED (VALIDATION_FAILED when the token is missing).
 */
export function confirmEmailToken(token: string) {
  return apiRequest('/me/email/confirm', { method: 'POST', body: { token }, schema: myEmailResponseSchema });
}

/** The signed-in account's e-mail state ({@link fetchMyEmail}), asked for only while `enabled` (a signed-in customer, associate or builder). */
export function useMyEmailQuery(enabled: boolean) {
  return useQuery({ queryKey: MY_EMAIL_KEY, queryFn: ({ signal }) => fetchMyEmail(signal), enabled, staleTime: 30_000 });
}

/** {@link sendEmailConfirmation} as a mutation that refreshes {@link useMyEmailQuery} with the answer. */
export function useSendEmailConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendEmailConfirmation,
    onSuccess: (answer) =>
      queryClient.setQueryData(MY_EMAIL_KEY, { success: true, email: answer.email, email_confirmed: answer.email_confirmed }),
  });
}

/**
 * {@link changeMyEmail} as a mutation that refreshes {@link useMyEmailQuery} with the answer and
 * has the account's profile and session read again (the dashboards' profile card shows the address).
 */
export function useChangeMyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyEmail,
    onSuccess: async (answer) => {
      queryClient.setQueryData(MY_EMAIL_KEY, { success: true, email: answer.email, email_confirmed: answer.email_confirmed });
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.some((part) => typeof part === 'string' && /profile|session/.test(part)),
      });
    },
  });
}
