import {
  type BankAccountPut,
  bankAccountOtpResponseSchema,
  bankAccountResponseSchema,
  bankAccountSavedResponseSchema,
  ifscLookupResponseSchema,
} from '@realty/contracts/payouts/bank-account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key of the signed-in associate's bank account. */
export const MY_BANK_ACCOUNT_KEY = ['associate', 'bank-account'] as const;

/**
 * `GET /api/associate/bank-account` (docs/product/payouts-bank-details.md): the account masked
 * ("XXXXXX1234"), or `data: null` when none was given. @throws ApiError 401 without a session, 403
 * (in words) for other kinds of account.
 */
export function fetchMyBankAccount(signal?: AbortSignal) {
  return apiRequest('/associate/bank-account', { signal, schema: bankAccountResponseSchema });
}

/**
 * `POST /api/associate/bank-account/otp`: a fresh OTP to the associate's own mobile; the answer
 * names the mobile's last 4 digits and the wait before another (30 s). @throws ApiError 429 with
 * `retryAfterSeconds` (limits), 502 when the SMS could not be sent.
 */
export function sendBankAccountOtp() {
  return apiRequest('/associate/bank-account/otp', { method: 'POST', schema: bankAccountOtpResponseSchema });
}

/**
 * `PUT /api/associate/bank-account` `{ holder_name, account_number, ifsc, otp }`: saves the account
 * and answers it masked. @throws ApiError 400 naming the field at fault (`otp` for a wrong, used or
 * expired code).
 */
export function saveMyBankAccount(body: BankAccountPut) {
  return apiRequest('/associate/bank-account', { method: 'PUT', body, schema: bankAccountSavedResponseSchema });
}

/**
 * `GET /api/ifsc/{ifsc}`: the bank's name from the IFSC list (null when the list does not know the
 * bank) and whether the branch is listed. The list stays on the server, out of the page's scripts.
 */
export function fetchIfsc(ifsc: string, signal?: AbortSignal) {
  return apiRequest(`/ifsc/${encodeURIComponent(ifsc)}`, { signal, schema: ifscLookupResponseSchema });
}

/** The account ({@link fetchMyBankAccount}), asked for only while `enabled`. */
export function useMyBankAccount(enabled = true) {
  return useQuery({ queryKey: MY_BANK_ACCOUNT_KEY, queryFn: ({ signal }) => fetchMyBankAccount(signal), enabled, staleTime: 30_000 });
}

/** The bank of `ifsc` ({@link fetchIfsc}), asked for only when `ifsc` is well formed (null otherwise); kept for the visit. */
export function useIfscBank(ifsc: string | null) {
  return useQuery({
    queryKey: ['ifsc', ifsc],
    queryFn: ({ signal }) => fetchIfsc(ifsc ?? '', signal),
    enabled: ifsc !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** {@link saveMyBankAccount} as a mutation; the masked account shown is replaced by the answer. */
export function useSaveMyBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyBankAccount,
    onSuccess: (answer) => {
      queryClient.setQueryData(MY_BANK_ACCOUNT_KEY, { success: true as const, data: answer.data });
    },
  });
}
