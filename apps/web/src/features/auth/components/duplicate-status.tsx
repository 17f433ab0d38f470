import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useAuthTexts } from '../texts.ts';
import type { DuplicateState } from '../utils/validation.ts';

/** Props of {@link DuplicateStatus}. */
export type DuplicateStatusProps = {
  id: string;
  state: DuplicateState;
  /** Shown when the check says the value is taken, e.g. 'Email already registered' (in English; shown in the page's language). */
  existsMessage: string;
};

/**
 * The duplicate-check state shown next to a field (docs/product/accounts.md): nothing when idle,
 * 'Checking...', 'Available' or the field's 'already registered' message, in a live region, in
 * the page's language (docs/product/seo.md, "Hindi").
 */
export function DuplicateStatus({ id, state, existsMessage }: DuplicateStatusProps) {
  const t = useAuthTexts();
  const msg = useMessageText();
  return (
    <p id={id} aria-live="polite" className="mt-1 min-h-5 text-sm">
      {state === 'checking' ? (
        <span className="inline-flex items-center gap-1 text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t('duplicate.checking')}
        </span>
      ) : state === 'available' ? (
        <span className="inline-flex items-center gap-1 text-green-700">
          <CheckCircle2 aria-hidden="true" className="size-4" /> {t('duplicate.available')}
        </span>
      ) : state === 'exists' ? (
        <span className="inline-flex items-center gap-1 text-red-700">
          <XCircle aria-hidden="true" className="size-4" /> {msg(existsMessage)}
        </span>
      ) : null}
    </p>
  );
}
