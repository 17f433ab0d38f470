import { AuditLog } from '../../../features/admin/components/audit-log.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/audit`: Audit log (docs/product/back-office.md). */
export default function AdminAuditLogPage() {
  usePageTitle('Audit log');
  return <AuditLog />;
}
