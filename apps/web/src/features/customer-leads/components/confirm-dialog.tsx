import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useCustomerLeadsTexts } from '../texts.ts';

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  title: string;
  text: string;
  /** Label of the button that goes ahead, e.g. 'Yes, cancel visit'. */
  confirmLabel: string;
  /** Label of the button that backs out, e.g. 'Keep visit'. */
  keepLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  isBusy?: boolean;
  /** Label of the go-ahead button while the change is on its way (default 'Please wait...' in the page's language). */
  busyLabel?: string;
};

/**
 * A modal question before something that cannot be undone (docs/product/pipeline.md, "Site
 * visits": cancelling a visit). An `alertdialog` over a dimmed page; focus starts on the button
 * that backs out, Tab stays inside, Escape or a click outside backs out, and focus returns to
 * where it was when the dialog closes.
 */
export function ConfirmDialog({ title, text, confirmLabel, keepLabel, onConfirm, onClose, isBusy = false, busyLabel }: ConfirmDialogProps) {
  const t = useCustomerLeadsTexts();
  const titleId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    keepRef.current?.focus();
    return () => before?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === keepRef.current ? confirmRef : keepRef).current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop only catches clicks outside; keys are handled by the dialog
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 p-4 sm:items-center"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !isBusy) onClose();
      }}
    >
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={onKeyDown}
        className="w-full max-w-sm rounded-2xl bg-white p-5 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-sm text-slate-600">
          {text}
        </p>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button ref={keepRef} type="button" onClick={onClose} disabled={isBusy} className="btn-outline px-4 py-2 text-sm">
            {keepLabel}
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            disabled={isBusy}
            aria-busy={isBusy}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {isBusy ? (busyLabel ?? t('common.wait')) : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
