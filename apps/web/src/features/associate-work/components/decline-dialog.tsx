import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useWorkWords } from './use-work-words.ts';

/** Longest decline reason the API accepts, in characters (docs/product/pipeline.md, "Matching"). */
export const DECLINE_REASON_MAX = 300;

/** Props of {@link DeclineDialog}. */
export type DeclineDialogProps = {
  /** What is declined, for the dialog's heading, in the page's language ("Apartment in Varanasi"). */
  subject: string;
  /** Sends the decline; a rejection (ApiError) is shown in the dialog, which stays open. */
  onDecline: (reason: string) => Promise<void>;
  /** Closes the dialog without declining (Cancel, Escape or a click outside). */
  onClose: () => void;
};

/**
 * The small modal that asks why an offer is declined (docs/product/pipeline.md, "Matching":
 * `POST /api/associate/leads/{leadId}/decline` `{ reason }`). The reason is required, 1 to 300
 * characters; "Decline lead" sends it. Focus starts in the reason box and stays inside the
 * dialog; Escape closes it; the caller returns focus to the button that opened it. It is drawn at
 * the end of the page body, above everything else.
 */
export function DeclineDialog({ subject, onDecline, onClose }: DeclineDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isSending, setSending] = useState(false);
  const { t, failure } = useWorkWords();

  useEffect(() => reasonRef.current?.focus(), []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setProblem(t('decline.reasonMissing'));
      reasonRef.current?.focus();
      return;
    }
    setSending(true);
    setProblem(undefined);
    try {
      await onDecline(text);
    } catch (error) {
      setProblem(failure(error));
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const focusable = [...boxRef.current.querySelectorAll<HTMLElement>('textarea, button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes on a click; Escape does the same from the keyboard
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={boxRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl sm:p-6"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('decline.title', { subject })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('decline.intro')}</p>
        <form onSubmit={submit} noValidate className="mt-4">
          <label htmlFor={reasonId} className="label">
            {t('decline.reason')}
          </label>
          <textarea
            ref={reasonRef}
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={DECLINE_REASON_MAX}
            rows={3}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            className="input"
            placeholder={t('decline.placeholder')}
          />
          {problem ? (
            <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
              {problem}
            </p>
          ) : null}
          <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className="btn-outline">
              {t('common.cancel')}
            </button>
            <button type="submit" disabled={isSending} className="btn-primary bg-red-700 hover:bg-red-800">
              {isSending ? t('decline.sending') : t('decline.submit')}
            </button>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
