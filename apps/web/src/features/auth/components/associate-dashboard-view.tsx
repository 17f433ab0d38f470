import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { Copy, IdCard, LogOut, Share2, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { localisedPath } from '../../../lib/i18n/i18n.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { clearStoredLogin, logout, useSession } from '../../../lib/session.ts';
import { useAssociateProfile } from '../api/associate-api.ts';
import { useAuthTexts } from '../texts.ts';

/** Login types of customer sessions (docs/product/accounts.md, "Header and dashboards"). */
const CUSTOMER_LOGIN_TYPES: ReadonlySet<string> = new Set(['user', 'customer', 'property seeker']);

/**
 * Where the associate dashboard sends a visitor who is not a signed-in associate
 * (docs/product/accounts.md, "Header and dashboards"): the sign-in page matching the stored login
 * type, so /signinuser only when a customer's login type is stored; /signinassociate otherwise,
 * including for a visitor who is signed out with nothing stored.
 */
export function signInPathFor(loginType: string | null): string {
  return CUSTOMER_LOGIN_TYPES.has(loginType?.trim().toLowerCase() ?? '') ? PATHS.signInUser : PATHS.signInAssociate;
}

/**
 * The associate dashboard (docs/product/accounts.md, "Header and dashboards"): a welcome with the name from
 * `GET /api/associate/find-associate/{mobile}`, the member id to share with people they sponsor
 * (with a copy button), the sponsor, masked Aadhaar and PAN, and Logout. Without a stored
 * associate (or an expired session) it redirects to the sign-in page of the stored login type.
 * Texts in the page's language; the invite link leads to the sign-up page in that language
 * (docs/product/seo.md, "Hindi").
 */
export function AssociateDashboardView() {
  const t = useAuthTexts();
  const language = useLanguage();
  const navigate = useNavigate();
  const { user, loginType, isKnown } = useSession();
  const mobile = user?.role === 'associate' && typeof user.ass_mobile === 'string' ? user.ass_mobile : undefined;
  const profile = useAssociateProfile(mobile);
  const [isLeaving, setIsLeaving] = useState(false);

  const isExpired = hasErrorCode(profile.error, ERROR_CODES.UNAUTHORIZED, ERROR_CODES.FORBIDDEN, ERROR_CODES.NOT_OWNER);
  useEffect(() => {
    if (isExpired) clearStoredLogin();
    else if (profile.error) console.error('Associate profile fetch failed', profile.error);
  }, [isExpired, profile.error]);

  if (!isKnown) return null;
  if (!mobile && !isLeaving) return <Navigate to={signInPathFor(loginType)} replace />;

  const data = profile.data;
  const name = data?.reg_mem_name || data?.ass_name || user?.displayName || t('associateDashboard.defaultName');
  const memberId = data?.member_id ?? (typeof user?.member_id === 'string' ? user.member_id : '');
  const inviteLink = memberId
    ? `${window.location.origin}${localisedPath(`${PATHS.registerAssociate}?sponsor=${encodeURIComponent(memberId)}`, language)}`
    : '';

  const copy = async (text: string, done: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(done);
    } catch {
      toast.error(t('associateDashboard.copyFailed'));
    }
  };

  const signOut = async () => {
    setIsLeaving(true);
    await logout();
    navigate(PATHS.signInAssociate, { replace: true });
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm font-medium uppercase tracking-wide text-brand-700">{t('associateDashboard.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('common.welcome', { name })}</h1>
        </div>
        <button type="button" onClick={signOut} disabled={isLeaving} className="btn-outline">
          <LogOut aria-hidden="true" className="size-4" /> {t('common.logout')}
        </button>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="member-id-title" className="rounded-2xl bg-brand-800 p-5 text-white shadow-sm sm:p-6">
          <h2 id="member-id-title" className="flex items-center gap-2 text-lg font-semibold">
            <IdCard aria-hidden="true" className="size-5 text-accent-400" /> {t('associateDashboard.memberIdTitle')}
          </h2>
          <p className="mt-1 text-sm text-brand-100">{t('associateDashboard.memberIdText')}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="font-mono text-3xl font-bold tracking-wider" data-testid="member-id">
              {memberId || '—'}
            </p>
            {memberId ? (
              <button
                type="button"
                onClick={() => copy(memberId, t('associateDashboard.memberIdCopied'))}
                className="btn-accent px-3 py-2 text-sm"
              >
                <Copy aria-hidden="true" className="size-4" /> {t('associateDashboard.copyMemberId')}
              </button>
            ) : null}
          </div>
          {inviteLink ? (
            <button
              type="button"
              onClick={() => copy(inviteLink, t('associateDashboard.inviteCopied'))}
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-400 underline hover:text-white"
            >
              <Share2 aria-hidden="true" className="size-4" /> {t('associateDashboard.copyInvite')}
            </button>
          ) : null}
        </section>

        <section aria-labelledby="associate-profile-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <h2 id="associate-profile-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <UsersRound aria-hidden="true" className="size-5 text-brand-700" /> {t('associateDashboard.details')}
          </h2>
          {profile.isPending ? (
            <p role="status" aria-live="polite" className="mt-3 text-slate-600">
              {t('common.loading')}
            </p>
          ) : data ? (
            <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">{t('common.mobile')}</dt>
                <dd className="font-medium text-slate-900">+91 {data.ass_mobile}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-sm text-slate-600">{t('common.email')}</dt>
                <dd className="break-words font-medium text-slate-900">{data.ass_email}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('associateDashboard.sponsor')}</dt>
                <dd className="font-medium text-slate-900">
                  {data.ass_sponsor_name ? `${data.ass_sponsor_name} (${data.ass_sponsor_id})` : data.ass_sponsor_id || '—'}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('associateDashboard.aadhaar')}</dt>
                <dd className={`font-medium text-slate-900 ${data.aadhaar_masked ? 'font-mono' : ''}`}>
                  {data.aadhaar_masked ?? t('associateDashboard.notGiven')}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t('associateDashboard.pan')}</dt>
                <dd className={`font-medium text-slate-900 ${data.pan_masked ? 'font-mono' : ''}`}>
                  {data.pan_masked ?? t('associateDashboard.notGiven')}
                </dd>
              </div>
            </dl>
          ) : (
            <p className="mt-3 text-slate-600">{t('associateDashboard.loadFailed')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
