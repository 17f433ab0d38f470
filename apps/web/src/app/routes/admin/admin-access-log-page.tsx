import { AdminAccessLog } from '../../../features/privacy/components/admin-privacy-screens.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/access-log` (admins): who of the staff opened which record (docs/product/privacy.md). */
export default function AdminAccessLogPage() {
  usePageTitle('Staff access log');
  return <AdminAccessLog />;
}
