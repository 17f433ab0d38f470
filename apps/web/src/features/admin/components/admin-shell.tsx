import type { StaffMember } from '@realty/contracts/admin/staff';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import {
  BadgeCheck,
  ChartNoAxesColumn,
  ClipboardList,
  Eye,
  FileText,
  Gauge,
  Handshake,
  History,
  Home,
  Inbox,
  IndianRupee,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquare,
  MessageSquareWarning,
  Percent,
  ShieldAlert,
  Upload,
  Users,
  UsersRound,
  Wallet,
  X,
} from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LoadingBlock } from '../../../components/ui/loading-block.tsx';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useStaffMe, useStaffSignOut } from '../api/staff-auth.ts';

/** One entry of the back office navigation; `isAdminOnly` entries are hidden from editors. */
type NavEntry = { to: string; label: string; icon: typeof Home; isAdminOnly?: boolean; end?: boolean };

/** The back office sections in navigation order (docs/product/back-office.md). */
export const ADMIN_NAV: NavEntry[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/sites', label: 'Listings', icon: Home },
  { to: '/admin/projects', label: 'Projects', icon: BadgeCheck },
  { to: '/admin/import', label: 'Import', icon: Upload },
  { to: '/admin/contacts', label: 'Contact requests', icon: MessageSquare },
  { to: '/admin/enquiries', label: 'Enquiries', icon: Inbox },
  { to: '/admin/pipeline', label: 'Pipeline', icon: ChartNoAxesColumn },
  { to: '/admin/deals', label: 'Deals', icon: Handshake },
  { to: '/admin/brokerage', label: 'Brokerage', icon: Percent },
  { to: '/admin/payments', label: 'Payments to verify', icon: IndianRupee },
  { to: '/admin/payouts', label: 'Payouts', icon: Wallet, isAdminOnly: true },
  { to: '/admin/blogs', label: 'Blog', icon: FileText },
  { to: '/admin/teams', label: 'Team', icon: UsersRound },
  { to: '/admin/counters', label: 'Home page counters', icon: Gauge },
  { to: '/admin/people', label: 'People', icon: Users, isAdminOnly: true },
  { to: '/admin/audit', label: 'Audit log', icon: History, isAdminOnly: true },
  { to: '/admin/grievances', label: 'Grievances', icon: MessageSquareWarning },
  { to: '/admin/access-log', label: 'Staff access log', icon: Eye, isAdminOnly: true },
  { to: '/admin/breaches', label: 'Breaches', icon: ShieldAlert, isAdminOnly: true },
];

function NavLinks({ staff, onChoose }: { staff: StaffMember; onChoose?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV.filter((e) => !e.isAdminOnly || staff.staff_role === 'admin').map((entry) => (
        <li key={entry.to}>
          <NavLink
            to={entry.to}
            end={entry.end}
            onClick={onChoose}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'}`
            }
          >
            <entry.icon aria-hidden="true" className="size-4" />
            {entry.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * Layout of every signed-in back office page: a side navigation on desktop, a menu button on
 * phones, the staff member's name and Sign out. Sends a signed-out visitor (or an ended session)
 * to /admin/signin and a one-time password holder to /admin/password.
 */
export function AdminShell({ children }: { children: (staff: StaffMember) => ReactNode }) {
  const me = useStaffMe();
  const navigate = useNavigate();
  const location = useLocation();
  const signOut = useStaffSignOut();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const staff = me.data?.staff;
  const isSignedOut = hasErrorCode(me.error, ERROR_CODES.UNAUTHORIZED, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER);

  useEffect(() => {
    if (isSignedOut) navigate('/admin/signin', { replace: true, state: { from: location.pathname } });
  }, [isSignedOut, navigate, location.pathname]);
  useEffect(() => {
    if (staff?.must_change_password && location.pathname !== '/admin/password') navigate('/admin/password', { replace: true });
  }, [staff, location.pathname, navigate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path closes the menu
  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (!staff)
    return me.error && !isSignedOut ? (
      <p role="alert" className="p-8 text-red-700">
        {me.error.message}
      </p>
    ) : (
      <LoadingBlock />
    );

  const onSignOut = async () => {
    await signOut.mutateAsync();
    navigate('/admin/signin', { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {isMenuOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
            <span className="sr-only">{isMenuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
          <Link to="/admin" className="font-bold text-brand-800">
            Kashi Realty <span className="font-normal text-slate-500">back office</span>
          </Link>
        </div>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-slate-600 sm:inline">
            {staff.staff_name}{' '}
            <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold uppercase text-brand-700">{staff.staff_role}</span>
          </span>
          <Link to="/" className="hidden text-brand-700 underline md:inline">
            View site
          </Link>
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={onSignOut} disabled={signOut.isPending}>
            <LogOut aria-hidden="true" className="size-4" /> Sign out
          </button>
        </div>
      </header>
      <div className="flex">
        <nav
          id="admin-nav"
          aria-label="Back office"
          className={`${isMenuOpen ? 'block' : 'hidden'} fixed inset-x-0 top-[61px] z-20 border-b border-slate-200 bg-white p-3 shadow-lg lg:static lg:block lg:min-h-[calc(100vh-61px)] lg:w-60 lg:shrink-0 lg:border-b-0 lg:border-r lg:shadow-none`}
        >
          <NavLinks staff={staff} onChoose={() => setMenuOpen(false)} />
          <p className="mt-4 border-t border-slate-100 px-3 pt-3 text-xs text-slate-500">
            <ClipboardList aria-hidden="true" className="mr-1 inline size-3" />
            <Link to="/admin/password" className="underline">
              Change password
            </Link>
          </p>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6">
          {children(staff)}
        </main>
      </div>
    </div>
  );
}
