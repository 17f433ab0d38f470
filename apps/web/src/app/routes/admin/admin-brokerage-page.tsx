import type { StaffMember } from '@realty/contracts/admin/staff';
import { AssociatePlans } from '../../../features/admin/components/associate-plans.tsx';
import { BrokerageRulesForm } from '../../../features/admin/components/brokerage-rules-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * `/admin/brokerage`: the brokerage rules, then the associates' Free and Pro plans
 * (docs/product/pipeline.md); every staff member sees them, only an admin changes them.
 */
export default function AdminBrokeragePage({ staff }: { staff: StaffMember }) {
  usePageTitle('Brokerage rules');
  const isAdmin = staff.staff_role === 'admin';
  return (
    <>
      <BrokerageRulesForm canEdit={isAdmin} />
      <AssociatePlans canEdit={isAdmin} />
    </>
  );
}
