import { AssociateDashboardView } from '../../features/auth/components/associate-dashboard-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /associatedashboard: the associate welcome page (docs/product/accounts.md "Associate dashboard"). */
export default function AssociateDashboardPage() {
  usePageTitle('Associate dashboard');
  return <AssociateDashboardView />;
}
