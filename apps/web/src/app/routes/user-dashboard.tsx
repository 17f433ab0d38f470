import { CustomerActivity } from '../../features/activity/components/customer-activity.tsx';
import { UserDashboardView } from '../../features/auth/components/user-dashboard-view.tsx';
import { CustomerPipeline } from '../../features/customer-leads/components/customer-pipeline.tsx';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /userdashboard: the customer dashboard (docs/product/accounts.md "Customer dashboard") with the
 * brokerage pipeline first (docs/product/pipeline.md, "Screens": "Your personal associate", "My
 * site visits", "My property searches" and the requirement form), then the customer's
 * favourites, recently viewed properties and enquiries.
 */
export default function UserDashboardPage() {
  usePageTitle('My dashboard');
  const { user } = useSession();
  const userId = typeof user?.user_id === 'number' ? user.user_id : undefined;
  return (
    <UserDashboardView
      activity={
        userId !== undefined ? (
          <>
            <CustomerPipeline userId={userId} />
            <CustomerActivity userId={userId} />
          </>
        ) : null
      }
    />
  );
}
