import type { StaffMember } from '@realty/contracts/admin/staff';
import { PaymentsToVerify, ProPriceForm } from '../../../features/admin/components/payments-to-verify.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/admin/payments`: the UPI payments to verify, then (admins only) the Pro price
 * (docs/product/payments.md, "Screens").
 */
export default function AdminPaymentsPage({ staff }: { staff: StaffMember }) {
  usePageTitle('Payments to verify');
  return (
    <>
      <PaymentsToVerify />
      {staff.staff_role === 'admin' && <ProPriceForm />}
    </>
  );
}
