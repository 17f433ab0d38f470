import type { adminOrdersResponseSchema } from '@realty/contracts/membership/orders';
import type { z } from 'zod';
import { findInvoiceOfOrder, listOrdersWithMembers, type OrderRow } from './membership.repository.ts';
import { type MembershipDeps, orderView } from './membership.service.ts';

/** Most orders one staff list shows. */
const STAFF_LIST_MAX = 200;

/**
 * `GET /api/admin/membership/orders?status=…`: orders of that status (all when absent), each with
 * its associate and invoice; `to_verify` oldest UTR first (the queue staff work through), others
 * newest first. At most 200.
 * @see docs/product/payments.md ("UPI / bank transfer")
 */
export async function listOrdersForStaff(
  deps: MembershipDeps,
  status: OrderRow['status'] | undefined,
): Promise<z.infer<typeof adminOrdersResponseSchema>> {
  const rows = await listOrdersWithMembers(deps.db, status, STAFF_LIST_MAX);
  const data = [];
  for (const { order, member } of rows) {
    const invoice = order.status === 'paid' ? await findInvoiceOfOrder(deps.db, order.orderId) : undefined;
    data.push({
      ...(await orderView(deps.env, order, invoice?.invoiceId ?? null, undefined, { checkout: false })),
      associate: { ass_id: member.assId, name: member.name, member_id: member.memberId, mobile: member.mobile, plan: member.plan },
      utr_at: order.utrAt?.toISOString() ?? null,
    });
  }
  return { success: true, data };
}
