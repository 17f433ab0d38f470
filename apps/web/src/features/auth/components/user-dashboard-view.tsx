import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { LogOut, Mail, Phone, UserRound } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { clearStoredLogin, logout, useSession } from '../../../lib/session.ts';
import { useCustomerProfile } from '../api/customer-api.ts';
import { useAuthTexts } from '../texts.ts';

/**
 * The customer dashboard (docs/product/accounts.md, "Header and dashboards"): 'Welcome, {name}!', the profile
 * from `GET /api/user/profile` (name, mobile, e-mail) and a Logout button that signs out and
 * goes to /signinuser. Without a stored customer (or with an unreadable one) it redirects to
 * /signinuser; an expired server session is cleared and redirects too. The
 * `account` (the e-mail line) follows the profile, outside the `#dashboard-activity` section, which
 * is where the pipeline, favourites, recently viewed and enquiries go. Texts in
 * the page's language (docs/product/seo.md, "Hindi").
 */
export function UserDashboardView({ account, activity }: { account?: ReactNode; activity?: ReactNode }) {
  const t = useAuthTexts();
  const navigate = useNavigate();
  const { user, isKnown } = useSession();
  const isCustomer = Boolean(user && user.user_id !== undefined && user.user_id !== null && user.role !== 'associate');
  const profile = useCustomerProfile(isCustomer);
  const [isLeaving, setIsLeaving] = useState(false);

  const isExpired = hasErrorCode(profile.error, ERROR_CODES.UNAUTHORIZED, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER);
  useEffect(() => {
    if (isExpired) clearStoredLogin();
    else if (profile.error) console.error('Profile fetch failed', profile.error);
  }, [isExpired, profile.error]);

  if (!isKnown) return null;
  if (!isCustomer && !isLeaving) return <Navigate to={PATHS.signInUser} replace />;

  const name = profile.data?.user_name || user?.displayName || t('userDashboard.defaultName');
  const signOut = async () => {
    setIsLeaving(true);
    await logout();
    navigate(PATHS.signInUser, { replace: true });
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{t('userDashboard.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('common.welcome', { name })}</h1>
        </div>
        <button type="button" onClick={signOut} disabled={isLeaving} className="btn-outline">
          <LogOut aria-hidden="true" className="size-4" /> {t('common.logout')}
        </button>
      </div>

      <section aria-labelledby="dashboard-profile-title" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id="dashboard-profile-title" className="text-lg font-semibold text-slate-900">
          {t('userDashboard.profile')}
        </h2>
        {profile.isPending ? (
          <p role="status" aria-live="polite" className="mt-3 text-slate-600">
            {t('common.loading')}
          </p>
        ) : profile.data ? (
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            <div className="flex items-start gap-3">
              <UserRound aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">{t('userDashboard.name')}</dt>
                <dd className="break-words font-medium text-slate-900">{profile.data.user_name}</dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">{t('common.mobile')}</dt>
                <dd className="font-medium text-slate-900">+91 {profile.data.user_mobile}</dd>
              </div>
            </div>
            <div className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">{t('common.email')}</dt>
                <dd className="break-words font-medium text-slate-900">{profile.data.user_email}</dd>
              </div>
            </div>
          </dl>
        ) : (
          <p className="mt-3 text-slate-600">{t('userDashboard.loadFailed')}</p>
        )}
      </section>

      {account && <div className="mt-8">{account}</div>}

      <section id="dashboard-activity" aria-label={t('userDashboard.activity')} className="mt-8 space-y-8">
        {activity}
      </section>
    </div>
  );
}
