import { CustomerActivity } from '../../features/activity/components/customer-activity.tsx';
import { UserDashboardView } from '../../features/auth/components/user-dashboard-view.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /userdashboard: the customer dashboard (docs/product/accounts.md "Customer dashboard") with the
 * customer's favourites, recently viewed properties and enquiries.
 */
export default function UserDashboardPage() {
  usePageTitle('My dashboard');
  const { user } = useSession();
  const userId = typeof user?.user_id === 'number' ? user.user_id : undefined;
  return <UserDashboardView activity={userId !== undefined ? <CustomerActivity userId={userId} /> : null} />;
}
