import {
  type CreateOrderRequest,
  invoiceListResponseSchema,
  membershipOrderResponseSchema,
  myMembershipResponseSchema,
} from '@realty/contracts/membership/orders';
import { creditNoteListResponseSchema } from '@realty/contracts/membership/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Query key of the signed-in associate's membership. */
export const MY_MEMBERSHIP_KEY = ['associate', 'membership'] as const;
/** Query key of the signed-in associate's invoices. */
export const MY_INVOICES_KEY = ['associate', 'invoices'] as const;
/** Query key of the signed-in associate's credit notes. */
export const MY_CREDIT_NOTES_KEY = ['associate', 'credit-notes'] as const;

/**
 * `GET /api/associate/membership` (docs/product/payments.md, "Screens"): the plan, until when Pro
 * runs, whether "Renew" is offered, the state on the profile, the price and the order open (if
 * any). @throws ApiError 401 without a session, 403 (in words) for customers and builders.
 */
export function fetchMyMembership(signal?: AbortSignal) {
  return apiRequest('/associate/membership', { signal, schema: myMembershipResponseSchema });
}

/**
 * `POST /api/associate/membership/orders` `{ state? }` (docs/product/payments.md): a new order
 * (201) or the one open already (200), with its GST and how to pay by UPI. @throws ApiError 400
 * naming `state` when the profile has none and none is given, 401/403.
 */
export function createMembershipOrder(body: CreateOrderRequest) {
  return apiRequest('/associate/membership/orders', { method: 'POST', body, schema: membershipOrderResponseSchema });
}

/**
 * `POST /api/associate/membership/orders/{orderId}/utr` `{ utr }` (docs/product/payments.md): the
 * order waits for staff to check the payment. @throws ApiError 400 naming `utr` (not 12 digits),
 * 409 naming `utr` (given for another payment), 409 when the order no longer waits for payment.
 */
export function submitUtr(orderId: number, utr: string) {
  return apiRequest(`/associate/membership/orders/${orderId}/utr`, {
    method: 'POST',
    body: { utr },
    schema: membershipOrderResponseSchema,
  });
}

/**
 * `GET /api/associate/invoices` (docs/product/payments.md, "Tax invoices"): the signed-in
 * associate's tax invoices, each with its PDF's address.
 */
export function fetchMyInvoices(signal?: AbortSignal) {
  return apiRequest('/associate/invoices', { signal, schema: invoiceListResponseSchema });
}

/**
 * `GET /api/associate/credit-notes` (docs/product/payments.md, "Refunds and credit notes"): the
 * signed-in associate's credit notes (refunds of Pro purchases), newest first, each with the
 * reason and its PDF's address.
 */
export function fetchMyCreditNotes(signal?: AbortSignal) {
  return apiRequest('/associate/credit-notes', { signal, schema: creditNoteListResponseSchema });
}

/** What Razorpay's checkout hands the page after a payment: sent on to the API as it came. */
export type RazorpayPaymentAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/**
 * `POST /api/associate/membership/orders/{orderId}/verify` with Razorpay checkout's answer
 * (docs/product/payments.md): a valid signature makes the associate Pro and the answer is the paid
 * order. @throws ApiError 400 (the signature does not match), 409 (the order no longer waits for
 * payment, or is not paid through Razorpay).
 */
export function verifyRazorpayPayment(orderId: number, answer: RazorpayPaymentAnswer) {
  return apiRequest(`/associate/membership/orders/${orderId}/verify`, {
    method: 'POST',
    body: {
      razorpay_payment_id: answer.razorpay_payment_id,
      razorpay_order_id: answer.razorpay_order_id,
      razorpay_signature: answer.razorpay_signature,
    },
    schema: membershipOrderResponseSchema,
  });
}

/** The membership ({@link fetchMyMembership}), asked for only while `enabled` (a signed-in associate, or any session on the checkout). */
export function useMyMembership(enabled = true) {
  return useQuery({ queryKey: MY_MEMBERSHIP_KEY, queryFn: ({ signal }) => fetchMyMembership(signal), enabled, staleTime: 10_000 });
}

/** The invoices ({@link fetchMyInvoices}), asked for only while `enabled`. */
export function useMyInvoices(enabled = true) {
  return useQuery({ queryKey: MY_INVOICES_KEY, queryFn: ({ signal }) => fetchMyInvoices(signal), enabled, staleTime: 30_000 });
}

/** The credit notes ({@link fetchMyCreditNotes}), asked for only while `enabled`. */
export function useMyCreditNotes(enabled = true) {
  return useQuery({ queryKey: MY_CREDIT_NOTES_KEY, queryFn: ({ signal }) => fetchMyCreditNotes(signal), enabled, staleTime: 30_000 });
}

/** {@link createMembershipOrder} as a mutation; the membership is read again afterwards (it now has an open order). */
export function useCreateMembershipOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMembershipOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_KEY }),
  });
}

/** {@link submitUtr} as a mutation; the membership is read again afterwards (the order now waits for staff). */
export function useSubmitUtr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, utr }: { orderId: number; utr: string }) => submitUtr(orderId, utr),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_KEY }),
  });
}

/** {@link verifyRazorpayPayment} as a mutation; the membership and the invoices are read again afterwards (Pro, with a new invoice). */
export function useVerifyRazorpayPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, answer }: { orderId: number; answer: RazorpayPaymentAnswer }) => verifyRazorpayPayment(orderId, answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_MEMBERSHIP_KEY }),
        queryClient.invalidateQueries({ queryKey: MY_INVOICES_KEY }),
      ]),
  });
}
