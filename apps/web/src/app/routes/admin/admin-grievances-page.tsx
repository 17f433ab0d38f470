import { AdminGrievances } from '../../../features/privacy/components/admin-privacy-screens.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/grievances`: grievances about personal data and their 90-day limit (docs/product/privacy.md). */
export default function AdminGrievancesPage() {
  usePageTitle('Grievances');
  return <AdminGrievances />;
}
