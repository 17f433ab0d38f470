import {
  adminOrdersResponseSchema,
  invoiceListResponseSchema,
  membershipOrderResponseSchema,
  membershipSettingsResponseSchema,
  type ORDER_STATUSES,
} from '@realty/contracts/membership/orders';
import { creditNoteListResponseSchema, proMembersResponseSchema, type RefundRequest } from '@realty/contracts/membership/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ordersKey = ['admin', 'membership', 'orders'] as const;
const settingsKey = ['admin', 'membership', 'settings'] as const;
const membersKey = ['admin', 'membership', 'members'] as const;
const invoicesKey = ['admin', 'membership', 'invoices'] as const;
const creditNotesKey = ['admin', 'membership', 'credit-notes'] as const;

/** A state of a Pro order: open, to_verify, paid, rejected or refunded. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** One order as the back office lists it, with its associate. */
export type AdminOrder = NonNullable<ReturnType<typeof useMembershipOrders>['data']>['data'][number];

/**
 * `GET /api/admin/membership/orders?status=to_verify` (docs/product/payments.md, "Screens"): the
 * UPI payments waiting for staff, oldest UTR first, each with its associate.
 */
export function usePaymentsToVerify() {
  return useQuery({
    queryKey: [...ordersKey, 'to_verify'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/membership/orders', { query: { status: 'to_verify' }, signal, schema: adminOrdersResponseSchema }),
  });
}

/**
 * `GET /api/admin/membership/orders?status=…` (docs/product/payments.md): the orders of one state,
 * or of every state without `status`, newest first (at most 200), each with its associate, its
 * invoice and, once refunded, the refund and its credit note.
 */
export function useMembershipOrders(status: OrderStatus | undefined) {
  return useQuery({
    queryKey: [...ordersKey, status ?? 'all'],
    queryFn: ({ signal }) => apiRequest('/admin/membership/orders', { query: { status }, signal, schema: adminOrdersResponseSchema }),
  });
}

/**
 * `POST /api/admin/membership/orders/{orderId}/refund` `{ reason, end_pro }` (any staff member): the
 * whole total goes back (through Razorpay when paid there), a credit note is issued and Pro ends
 * unless `end_pro` is false. @throws ApiError 400 naming `reason`, 409 (not paid, or a refund on
 * its way), 502 (Razorpay refused: nothing changed). The orders, Pro members and credit notes are
 * read again either way.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: number } & RefundRequest) =>
      apiRequest(`/admin/membership/orders/${orderId}/refund`, { method: 'POST', body, schema: membershipOrderResponseSchema }),
    onSettled: () => Promise.all([ordersKey, membersKey, creditNotesKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** `GET /api/admin/memberships`: the associates who are Pro, the soonest end first, paid or granted without payment. */
export function useProMembers() {
  return useQuery({
    queryKey: membersKey,
    queryFn: ({ signal }) => apiRequest('/admin/memberships', { signal, schema: proMembersResponseSchema }),
  });
}

/** `GET /api/admin/invoices?month=YYYY-MM`: the tax invoices of a month (by the day in India), in number order. */
export function useMonthInvoices(month: string) {
  return useQuery({
    queryKey: [...invoicesKey, month],
    queryFn: ({ signal }) => apiRequest('/admin/invoices', { query: { month }, signal, schema: invoiceListResponseSchema }),
  });
}

/** `GET /api/admin/credit-notes?month=YYYY-MM`: the credit notes of a month (by the day in India), in number order. */
export function useMonthCreditNotes(month: string) {
  return useQuery({
    queryKey: [...creditNotesKey, month],
    queryFn: ({ signal }) => apiRequest('/admin/credit-notes', { query: { month }, signal, schema: creditNoteListResponseSchema }),
  });
}

/**
 * `POST /api/admin/membership/orders/{orderId}/confirm` or `…/reject` with `{ note }` (required to
 * reject: 400 naming `note`); 409 when the order was decided meanwhile. The list is read again.
 */
export function useDecidePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, decision, note }: { orderId: number; decision: 'confirm' | 'reject'; note?: string }) =>
      apiRequest(`/admin/membership/orders/${orderId}/${decision}`, {
        method: 'POST',
        body: note ? { note } : {},
        schema: membershipOrderResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** `GET /api/admin/membership/settings` (admins only): the Pro price, GST exclusive. */
export function useMembershipSettings(enabled = true) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest('/admin/membership/settings', { signal, schema: membershipSettingsResponseSchema }),
    enabled,
  });
}

/** `PUT /api/admin/membership/settings` `{ pro_price }` (admins only; 400 naming `pro_price`); open orders keep their price. */
export function useSaveMembershipSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proPrice: string) =>
      apiRequest('/admin/membership/settings', { method: 'PUT', body: { pro_price: proPrice }, schema: membershipSettingsResponseSchema }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, { success: true, data: answer.data }),
  });
}
