import type { StaffMember } from '@realty/contracts/admin/staff';
import { Link } from 'react-router';
import { useAdminSites } from '../../../features/admin/api/admin-sites.ts';
import { ADMIN_NAV } from '../../../features/admin/components/admin-shell.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** `/admin`: greeting, the number of listings by status and shortcuts to every section. */
export default function AdminDashboardPage({ staff }: { staff: StaffMember }) {
  usePageTitle('Back office');
  const all = useAdminSites({ pageSize: 1 });
  const available = useAdminSites({ pageSize: 1, status: 'Available' });
  const sold = useAdminSites({ pageSize: 1, status: 'Sold' });
  const stats = [
    { label: 'Listings', value: all.data?.total },
    { label: 'Available', value: available.data?.total },
    { label: 'Sold', value: sold.data?.total },
  ];
  return (
    <section aria-labelledby="dashboard-heading" className="flex flex-col gap-6">
      <h1 id="dashboard-heading" className="text-2xl font-bold text-slate-900">
        Welcome, {staff.staff_name}!
      </h1>
      <dl className="grid grid-cols-3 gap-3 sm:max-w-xl">
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-xs font-medium uppercase text-slate-500">{s.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-brand-800">{s.value ?? '…'}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_NAV.filter((e) => e.to !== '/admin' && (!e.isAdminOnly || staff.staff_role === 'admin')).map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-800 hover:border-brand-600 hover:bg-brand-50"
            >
              <entry.icon aria-hidden="true" className="size-5 text-brand-700" />
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
