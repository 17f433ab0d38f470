import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { MailCheck, MailWarning } from 'lucide-react';
import { toast } from 'sonner';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyEmailQuery, useSendEmailConfirmation } from '../api/account-email-api.ts';
import { useAccountEmailTexts } from '../texts.ts';

/** The account kinds that have an e-mail address to confirm. */
const EMAIL_ROLES = new Set(['customer', 'associate', 'builder']);

/** Props of {@link EmailConfirmationLine}. */
export type EmailConfirmationLineProps = {
  /** Extra classes of the panel. */
  className?: string;
};

/**
 * The dashboards' e-mail line (docs/product/accounts.md, "E-mail confirmation"), for a signed-in
 * customer, associate or builder: "E-mail: not confirmed — Confirm your e-mail" with a button that
 * sends the confirmation link (a toast says it went to the address, or why not: wait a minute,
 * five a day, could not be sent), or "E-mail: confirmed" with the address. Draws nothing for
 * anyone else, or while the state is loading. Texts in the page's language (docs/product/seo.md, "Hindi").
 */
export function EmailConfirmationLine({ className = '' }: EmailConfirmationLineProps) {
  const t = useAccountEmailTexts();
  const { user } = useSession();
  const enabled = EMAIL_ROLES.has(String(user?.role ?? ''));
  const state = useMyEmailQuery(enabled);
  const send = useSendEmailConfirmation();

  if (!enabled || state.isPending) return null;
  if (state.isError) {
    return (
      <p role="alert" className={`text-sm text-slate-600 ${className}`}>
        {t('line.loadError')}
      </p>
    );
  }
  const { email, email_confirmed: confirmed } = state.data;

  function ask() {
    send.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.email_confirmed) toast.success(t('toast.alreadyConfirmed'));
        else toast.success(t('toast.sent', { email: answer.email }));
      },
      onError: (error) => {
        if (hasErrorCode(error, ERROR_CODES.RATE_LIMITED)) {
          toast.error((error.retryAfterSeconds ?? 0) > 60 ? t('toast.tooMany') : t('toast.tooSoon'));
        } else {
          toast.error(t('toast.failed'));
        }
      },
    });
  }

  const Icon = confirmed ? MailCheck : MailWarning;
  return (
    <section
      aria-label={t('line.label')}
      data-testid="email-confirmation"
      className={`flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${confirmed ? 'text-brand-700' : 'text-amber-600'}`} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {t('line.label')}:{' '}
            <span className={confirmed ? 'text-brand-700' : 'text-amber-700'}>
              {confirmed ? t('line.confirmed') : t('line.notConfirmed')}
            </span>
          </p>
          <p className="break-all text-sm text-slate-600">{email}</p>
          {confirmed ? null : <p className="mt-1 text-sm text-slate-600">{t('line.why')}</p>}
        </div>
      </div>
      {confirmed ? null : (
        <button type="button" className="btn-primary shrink-0" onClick={ask} disabled={send.isPending}>
          {send.isPending ? t('line.sending') : t('line.confirmYourEmail')}
        </button>
      )}
    </section>
  );
}
