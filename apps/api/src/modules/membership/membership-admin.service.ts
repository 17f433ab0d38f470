import type { adminOrdersResponseSchema } from '@realty/contracts/membership/orders';
import type { ProMember } from '@realty/contracts/membership/refunds';
import type { z } from 'zod';
import { creditNotesOfOrders, invoicesOfOrders, listOrdersWithMembers, listProMembers, type OrderRow } from './membership.repository.ts';
import { type MembershipDeps, orderView } from './membership.service.ts';

/** Most orders one staff list shows. */
const STAFF_LIST_MAX = 200;
/** Most Pro members one staff list shows. */
const PRO_MEMBERS_MAX = 500;

/**
 * `GET /api/admin/membership/orders?status=…`: orders of that status (all when absent), each with
 * its associate, invoice and (refunded) credit note; `to_verify` oldest UTR first (the queue staff
 * work through), others newest first. At most 200; three queries whatever the length.
 * @see docs/product/payments.md ("UPI / bank transfer", "Back office")
 */
export async function listOrdersForStaff(
  deps: MembershipDeps,
  status: OrderRow['status'] | undefined,
): Promise<z.infer<typeof adminOrdersResponseSchema>> {
  const rows = await listOrdersWithMembers(deps.db, status, STAFF_LIST_MAX);
  const orderIds = rows.map(({ order }) => order.orderId);
  const [invoices, creditNotes] = await Promise.all([invoicesOfOrders(deps.db, orderIds), creditNotesOfOrders(deps.db, orderIds)]);
  const data = [];
  for (const { order, member } of rows) {
    const creditNote = creditNotes.get(order.orderId);
    data.push({
      ...(await orderView(deps.env, order, invoices.get(order.orderId) ?? null, undefined, { checkout: false, creditNote })),
      associate: { ass_id: member.assId, name: member.name, member_id: member.memberId, mobile: member.mobile, plan: member.plan },
      utr_at: order.utrAt?.toISOString() ?? null,
    });
  }
  return { success: true, data };
}

/**
 * `GET /api/admin/memberships`: the associates who are Pro, the soonest end first (granted
 * without an end last), each with whether staff granted it without payment and their last
 * invoice. At most 500.
 * @see docs/product/payments.md ("Back office")
 */
export async function listProMembersForStaff(deps: Pick<MembershipDeps, 'db'>): Promise<{ success: true; data: ProMember[] }> {
  const rows = await listProMembers(deps.db, PRO_MEMBERS_MAX);
  return {
    success: true,
    data: rows.map((row) => ({
      ass_id: row.assId,
      name: row.name,
      member_id: row.memberId,
      mobile: row.mobile,
      pro_until: row.proUntil?.toISOString() ?? null,
      granted_without_payment: row.proGranted,
      last_invoice_number: row.lastInvoiceNumber,
    })),
  };
}
