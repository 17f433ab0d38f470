import {
  adminOrdersResponseSchema,
  membershipOrderResponseSchema,
  membershipSettingsResponseSchema,
} from '@realty/contracts/membership/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const ordersKey = ['admin', 'membership', 'orders'] as const;
const settingsKey = ['admin', 'membership', 'settings'] as const;

/**
 * `GET /api/admin/membership/orders?status=to_verify` (docs/product/payments.md, "Screens"): the
 * UPI payments waiting for staff, oldest UTR first, each with its associate.
 */
export function usePaymentsToVerify() {
  return useQuery({
    queryKey: ordersKey,
    queryFn: ({ signal }) =>
      apiRequest('/admin/membership/orders', { query: { status: 'to_verify' }, signal, schema: adminOrdersResponseSchema }),
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
