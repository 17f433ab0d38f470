import { AdminBreaches } from '../../../features/privacy/components/admin-privacy-screens.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/breaches` (admins): record a breach and notify the affected accounts (docs/breach-playbook.md). */
export default function AdminBreachesPage() {
  usePageTitle('Breaches');
  return <AdminBreaches />;
}
