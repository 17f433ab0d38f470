import { SitesTable } from '../../../features/admin/components/sites-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/sites`: the searchable, paged listings table. */
export default function AdminSitesPage() {
  usePageTitle('Listings');
  return <SitesTable />;
}
