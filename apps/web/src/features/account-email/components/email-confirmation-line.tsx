import { changeEmailRequestSchema } from '@realty/contracts/accounts/email-change';
import { ERROR_CODES } from '@realty/contracts/common/error-codes';
import { MailCheck, MailWarning } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { EmailField } from '../../../components/account-forms/fields.tsx';
import { ApiError, hasErrorCode } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useChangeMyEmail, useMyEmailQuery, useSendEmailConfirmation } from '../api/account-email-api.ts';
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
 * five a day, could not be sent), or "E-mail: confirmed" with the address; and "Change e-mail",
 * which opens a field for a corrected address (`PUT /api/me/email`: the error under the field in
 * words, a toast saying the link went to the new address or why not). Draws nothing for anyone
 * else, or while the state is loading. Texts in the page's language (docs/product/seo.md, "Hindi").
 */
export function EmailConfirmationLine({ className = '' }: EmailConfirmationLineProps) {
  const t = useAccountEmailTexts();
  const { user } = useSession();
  const enabled = EMAIL_ROLES.has(String(user?.role ?? ''));
  const state = useMyEmailQuery(enabled);
  const send = useSendEmailConfirmation();
  const change = useChangeMyEmail();
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();

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

  function openChange() {
    setDraft('');
    setFieldError(undefined);
    setEditing(true);
  }

  function save(event: FormEvent) {
    event.preventDefault();
    const parsed = changeEmailRequestSchema.safeParse({ email: draft });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    change.mutate(parsed.data.email, {
      onSuccess: (answer) => {
        setEditing(false);
        const key =
          answer.outcome === 'unchanged'
            ? 'toast.unchanged'
            : answer.outcome === 'changed_link_later'
              ? 'toast.changedAskLater'
              : answer.outcome === 'changed_link_failed'
                ? 'toast.changedSendFailed'
                : 'toast.changed';
        toast.success(t(key, { email: answer.email }));
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'email') setFieldError(error.message);
        else if (hasErrorCode(error, ERROR_CODES.RATE_LIMITED)) toast.error(t('toast.tooSoon'));
        else toast.error(t('toast.changeFailed'));
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
          <p className="text-sm text-slate-600">
            <span className="break-all">{email}</span>
            {editing ? null : (
              <>
                {' · '}
                <button
                  type="button"
                  className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  onClick={openChange}
                >
                  {t('line.change')}
                </button>
              </>
            )}
          </p>
          {confirmed ? null : <p className="mt-1 text-sm text-slate-600">{t('line.why')}</p>}
        </div>
      </div>
      {editing || confirmed ? null : (
        <button type="button" className="btn-primary shrink-0" onClick={ask} disabled={send.isPending}>
          {send.isPending ? t('line.sending') : t('line.confirmYourEmail')}
        </button>
      )}
      {editing ? (
        <form noValidate onSubmit={save} className="w-full sm:max-w-md" aria-label={t('line.change')}>
          <EmailField
            id={fieldId}
            label={t('change.label')}
            value={draft}
            error={fieldError}
            notes={[`${fieldId}-hint`]}
            onChange={(event) => {
              setDraft(event.target.value);
              setFieldError(undefined);
            }}
            // (the field the visitor just asked for takes the focus)
            autoFocus
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
            {t('change.hint')}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={change.isPending}>
              {change.isPending ? t('change.saving') : t('change.save')}
            </button>
            <button type="button" className="btn-outline" onClick={() => setEditing(false)}>
              {t('change.cancel')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
