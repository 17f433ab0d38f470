import type { StaffMember } from '@realty/contracts/admin/staff';
import { CounterFloorsForm } from '../../../features/admin/components/counter-floors-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/admin/counters`: the home page counters and their marketing floors
 * (docs/product/back-office.md "Home page counters"); every staff member sees them, only an admin
 * changes them.
 */
export default function AdminCountersPage({ staff }: { staff: StaffMember }) {
  usePageTitle('Home page counters');
  return <CounterFloorsForm canEdit={staff.staff_role === 'admin'} />;
}
