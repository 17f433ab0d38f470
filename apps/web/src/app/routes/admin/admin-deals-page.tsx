import { DealsTable } from '../../../features/admin/components/deals-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/deals`: bookings to confirm, mark paid or cancel, each with its ledger (docs/product/pipeline.md). */
export default function AdminDealsPage() {
  usePageTitle('Deals');
  return <DealsTable />;
}
