import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { hasErrorCode, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { dashboardPathOf, useSession } from '../../../lib/session.ts';
import { confirmEmailToken, MY_EMAIL_KEY } from '../api/account-email-api.ts';
import { type AccountEmailTextKey, useAccountEmailTexts } from '../texts.ts';

type TextKey = AccountEmailTextKey;

/** What the page shows: the request under way, the confirmed address, or why it failed (a text key) and whether trying again can help. */
type Shown = { state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'failed'; reason: TextKey; canRetry: boolean };

/** The page's words for a failed confirmation, chosen by the answer's code (never its text). */
function failureOf(error: unknown): { reason: TextKey; canRetry: boolean } {
  if (hasErrorCode(error, ERROR_CODES.TOKEN_EXPIRED)) return { reason: 'page.expired', canRetry: false };
  if (hasErrorCode(error, ERROR_CODES.TOKEN_USED)) return { reason: 'page.used', canRetry: false };
  if (hasErrorCode(error, ERROR_CODES.TOKEN_INVALID)) return { reason: 'page.invalid', canRetry: false };
  if (hasErrorCode(error, ERROR_CODES.VALIDATION_FAILED)) return { reason: 'page.missing', canRetry: false };
  if (hasErrorCode(error, NETWORK_ERROR)) return { reason: 'page.network', canRetry: true };
  return { reason: 'page.error', canRetry: true };
}

/**
 * The `/confirm-email?token=…` page (docs/product/accounts.md, "E-mail confirmation"): posts the
 * link's token once to `POST /api/me/email/confirm` on arrival (no sign-in needed) and says what
 * happened: "Confirming your e-mail address..." while it waits, "Your e-mail address is confirmed"
 * with the address, or why not (the link is incomplete, not valid, expired or used; the server
 * could not be reached, with "Try again"). Then a way on: the dashboard when signed in, else the
 * home page. English at `/confirm-email`, Hindi at `/hi/confirm-email`.
 */
export function ConfirmEmailView() {
  const t = useAccountEmailTexts();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [shown, setShown] = useState<Shown>(() =>
    token ? { state: 'confirming' } : { state: 'failed', reason: 'page.missing', canRetry: false },
  );
  const queryClient = useQueryClient();
  const { user, loginType } = useSession();
  // a link works once: the token is posted once per page, even when React runs effects twice
  const posted = useRef<string | null>(null);

  const confirm = useCallback(async () => {
    setShown({ state: 'confirming' });
    try {
      const answer = await confirmEmailToken(token);
      queryClient.setQueryData(MY_EMAIL_KEY, { success: true, email: answer.email, email_confirmed: true });
      setShown({ state: 'confirmed', email: answer.email });
    } catch (error) {
      setShown({ state: 'failed', ...failureOf(error) });
    }
  }, [token, queryClient]);

  useEffect(() => {
    if (!token || posted.current === token) return;
    posted.current = token;
    void confirm();
  }, [token, confirm]);

  const onward = user ? dashboardPathOf(String(user.role ?? ''), loginType) : PATHS.home;
  const onwardText = user ? t('page.toDashboard') : t('page.toHome');

  return (
    <div className="container-page flex max-w-xl flex-col items-center py-12 text-center sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
      <div className="mt-8 w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-live="polite">
        {shown.state === 'confirming' ? (
          <p role="status" className="flex items-center justify-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-700" />
            {t('page.confirming')}
          </p>
        ) : shown.state === 'confirmed' ? (
          <div role="status" className="flex flex-col items-center gap-3">
            <CircleCheck aria-hidden="true" className="size-12 text-brand-700" />
            <h2 className="text-xl font-semibold text-slate-900">{t('page.confirmedTitle')}</h2>
            <p className="break-words text-slate-700">{t('page.confirmedText', { email: shown.email })}</p>
          </div>
        ) : (
          <div role="alert" className="flex flex-col items-center gap-3">
            <CircleAlert aria-hidden="true" className="size-12 text-red-600" />
            <h2 className="text-xl font-semibold text-slate-900">{t('page.failedTitle')}</h2>
            <p className="text-slate-700">{t(shown.reason)}</p>
            {shown.canRetry ? (
              <button type="button" className="btn-primary mt-2" onClick={() => void confirm()}>
                {t('page.tryAgain')}
              </button>
            ) : null}
          </div>
        )}
      </div>
      {shown.state === 'confirming' ? null : (
        <Link to={onward} className="btn-outline mt-6">
          {onwardText}
        </Link>
      )}
    </div>
  );
}
