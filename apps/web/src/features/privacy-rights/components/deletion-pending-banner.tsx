import { formatDate } from '@realty/contracts/common/dates';
import { AlertTriangle } from 'lucide-react';
import { toast } from 'sonner';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useSession } from '../../../lib/session.ts';
import { useCancelDeletion, useDeletionState } from '../api/privacy-rights-api.ts';
import { usePrivacyRightsTexts } from '../texts.ts';

/** The account kinds that can delete their account. */
const RIGHTS_ROLES = new Set(['customer', 'associate', 'builder']);

/**
 * The offer to cancel a deletion (docs/product/privacy-rights.md, "Erasure"): shown at the top of
 * the dashboard when a person signs in during the 7-day grace period, with the day their data will
 * be erased and "Cancel deletion and keep my account" (`DELETE /api/me/deletion`). Draws nothing
 * when the account is not being deleted. Texts in the page's language.
 */
export function DeletionPendingBanner() {
  const t = usePrivacyRightsTexts();
  const language = useLanguage();
  const { user } = useSession();
  const state = useDeletionState(RIGHTS_ROLES.has(String(user?.role ?? '')));
  const cancel = useCancelDeletion();
  if (!state.data?.pending) return null;
  return (
    <section
      role="alert"
      aria-labelledby="deletion-pending-title"
      data-testid="deletion-pending"
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <h2 id="deletion-pending-title" className="font-semibold text-slate-900">
            {t('pending.title')}
          </h2>
          <p className="text-sm text-slate-700">{t('pending.text', { date: formatDate(state.data.erase_after, language) })}</p>
          {state.data.waiting_reason ? <p className="mt-1 text-sm text-slate-700">{t('delete.unpaid')}</p> : null}
        </div>
      </div>
      <button
        type="button"
        className="btn-primary shrink-0"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.success(t('pending.cancelled')),
            onError: () => toast.error(t('pending.error')),
          })
        }
      >
        {cancel.isPending ? t('pending.cancelling') : t('pending.cancel')}
      </button>
    </section>
  );
}
