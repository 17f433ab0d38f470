import { PeopleList } from '../../../features/admin/components/people-list.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin/people`: People (docs/product/back-office.md). */
export default function AdminPeopleListPage() {
  usePageTitle('People');
  return <PeopleList />;
}
