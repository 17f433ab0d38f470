import { ListingsImport } from '../../../features/admin/components/listings-import.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/import`: CSV import of listings with a checked preview. */
export default function AdminImportPage() {
  usePageTitle('Import listings');
  return <ListingsImport />;
}
