import type { UnsubscribeInfo } from '@realty/contracts/activity/alerts';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { BellOff, CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { dashboardPathOf, useSession } from '../../../lib/session.ts';
import { confirmUnsubscribe, describeUnsubscribe } from '../api/alerts-api.ts';
import { type AlertTextKey, useAlertTexts } from '../texts.ts';

/** What the page shows: checking the link, asking to confirm, stopping, done, or why the link fails (a text key) and whether trying again can help. */
type Shown =
  | { state: 'loading' }
  | { state: 'asking'; info: UnsubscribeInfo }
  | { state: 'stopping'; info: UnsubscribeInfo }
  | { state: 'done'; info: UnsubscribeInfo; already: boolean }
  | { state: 'failed'; reason: AlertTextKey; canRetry: boolean };

/** The page's words for a refused link, chosen by the answer's code (never its text). */
function failureOf(error: unknown): { reason: AlertTextKey; canRetry: boolean } {
  if (hasErrorCode(error, ERROR_CODES.TOKEN_EXPIRED)) return { reason: 'page.expired', canRetry: false };
  if (hasErrorCode(error, ERROR_CODES.TOKEN_INVALID)) return { reason: 'page.invalid', canRetry: false };
  if (hasErrorCode(error, ERROR_CODES.VALIDATION_FAILED)) return { reason: 'page.missing', canRetry: false };
  if (hasErrorCode(error, NETWORK_ERROR)) return { reason: 'page.network', canRetry: true };
  return { reason: 'page.error', canRetry: true };
}

/** The confirmed (or already stopped) state's text. */
function doneText(t: ReturnType<typeof useAlertTexts>, info: UnsubscribeInfo, already: boolean): string {
  if (info.target === 'favourites') return t(already ? 'page.alreadyFavourites' : 'page.doneFavourites');
  if (info.name === null) return t('page.doneDeleted');
  return t(already ? 'page.alreadySavedSearch' : 'page.doneSavedSearch', { name: info.name });
}

/**
 * The `/alerts/unsubscribe?token=…` page (docs/product/alerts.md, "Unsubscribing"): where every
 * alert's unsubscribe link leads, no sign-in needed. Opening it changes nothing (mail scanners
 * open links): it reads the link (`GET /api/alerts/unsubscribe`) and asks "Stop all alerts for
 * your saved search “…”?" (or the favourites' price drops) with a "Stop these alerts" button that
 * posts the token (`POST /api/alerts/unsubscribe`) and then says they are stopped and how to turn
 * them on again. An incomplete, invalid or expired link says so; a network failure offers "Try
 * again". English at `/alerts/unsubscribe`, Hindi at `/hi/alerts/unsubscribe`.
 */
export function UnsubscribeView() {
  const t = useAlertTexts();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [shown, setShown] = useState<Shown>(() =>
    token ? { state: 'loading' } : { state: 'failed', reason: 'page.missing', canRetry: false },
  );
  const { user, loginType } = useSession();

  const load = useCallback(async () => {
    if (!token) return;
    setShown({ state: 'loading' });
    try {
      const { data } = await describeUnsubscribe(token);
      setShown(data.stopped ? { state: 'done', info: data, already: true } : { state: 'asking', info: data });
    } catch (error) {
      setShown({ state: 'failed', ...failureOf(error) });
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  async function stop(info: UnsubscribeInfo) {
    setShown({ state: 'stopping', info });
    try {
      const { data } = await confirmUnsubscribe(token);
      setShown({ state: 'done', info: { ...info, ...data, name: data.name ?? null }, already: false });
    } catch (error) {
      setShown({ state: 'failed', ...failureOf(error) });
    }
  }

  const onward = user ? dashboardPathOf(String(user.role ?? ''), loginType) : PATHS.home;
  const onwardText = user ? t('page.toDashboard') : t('page.toHome');

  return (
    <div className="container-page flex max-w-xl flex-col items-center py-12 text-center sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <div className="mt-8 w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-live="polite">
        {shown.state === 'loading' ? (
          <p role="status" className="flex items-center justify-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
            {t('page.loading')}
          </p>
        ) : shown.state === 'asking' || shown.state === 'stopping' ? (
          <div className="flex flex-col items-center gap-3">
            <BellOff aria-hidden="true" className="size-12 text-brand-700" />
            <h2 className="break-words text-xl font-semibold text-slate-900">
              {shown.info.target === 'favourites' ? t('page.askFavourites') : t('page.askSavedSearch', { name: shown.info.name ?? '' })}
            </h2>
            <p className="text-slate-700">{t('page.askWhat')}</p>
            <button
              type="button"
              className="btn-primary mt-2 w-full sm:w-auto"
              onClick={() => void stop(shown.info)}
              disabled={shown.state === 'stopping'}
            >
              {shown.state === 'stopping' ? t('page.confirming') : t('page.confirm')}
            </button>
          </div>
        ) : shown.state === 'done' ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
            <h2 className="text-xl font-semibold text-slate-900">{t('page.doneTitle')}</h2>
            <p className="break-words text-slate-700">{doneText(t, shown.info, shown.already)}</p>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-12 text-red-600" />
            <h2 className="text-xl font-semibold text-slate-900">{t('page.failedTitle')}</h2>
            <p className="text-slate-700">{t(shown.reason)}</p>
            {shown.canRetry ? (
              <button type="button" className="btn-primary mt-2" onClick={() => void load()}>
                {t('page.tryAgain')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      {shown.state === 'loading' || shown.state === 'stopping' ? null : (
        <Link to={onward} className="btn-outline mt-6">
          {onwardText}
        </Link>
      )}
    </div>
  );
}
