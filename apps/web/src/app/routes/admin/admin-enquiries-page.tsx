import { EnquiriesInbox } from '../../../features/admin/components/enquiries-inbox.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/enquiries`: the customer enquiries inbox. */
export default function AdminEnquiriesPage() {
  usePageTitle('Enquiries');
  return <EnquiriesInbox />;
}
