import { ContactsInbox } from '../../../features/admin/components/contacts-inbox.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/contacts`: the contact requests inbox. */
export default function AdminContactsPage() {
  usePageTitle('Contact requests');
  return <ContactsInbox />;
}
