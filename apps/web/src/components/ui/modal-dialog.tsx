import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMessageText } from '../../lib/i18n/messages/messages.ts';
import { useUiTexts } from './texts.ts';

/** Props of {@link ModalDialog}. */
export type ModalDialogProps = {
  /** The dialog's heading and accessible name. */
  title: string;
  /** Called on Escape, a click on the backdrop, or a close button inside. */
  onClose: () => void;
  children: ReactNode;
  /** Width class of the panel (default `max-w-md`). */
  widthClass?: string;
};

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href]';

/**
 * A modal dialog (docs/product/pipeline.md, "Back office"; docs/product/builders.md, "Builder dashboard"): drawn over the page
 * in a portal, named by its title, focus moved inside on opening (to the element marked
 * `data-autofocus`, else the first control), kept inside with Tab and Shift+Tab, and given back to
 * the control that opened it on closing; Escape and the backdrop close it.
 */
export function ModalDialog({ title, onClose, children, widthClass = 'max-w-md' }: ModalDialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop closes the dialog on a click; Escape does the same for the keyboard
    <div
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl ${widthClass}`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Props of {@link ConfirmDialog}. */
export type ConfirmDialogProps = {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  /** Text of the button that goes ahead, e.g. 'Cancel the deal'. */
  confirmLabel: string;
  /** Text of the button that backs out (default 'Go back' in the page's language); it has the focus when the dialog opens. */
  cancelLabel?: string;
  /** Red button for an action that cannot be undone. */
  isDanger?: boolean;
  /** While true the buttons are disabled (the request is on its way). */
  isPending?: boolean;
  /** A failure to show inside the dialog (the server's message). */
  error?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a change that is hard or impossible to undo (cancelling a deal, changing a plan):
 * the title, what will happen, a backing-out button (focused first) and the going-ahead button.
 * Its own words and the server's `error` follow the page's language (docs/product/seo.md, "Hindi").
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  isDanger = false,
  isPending = false,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useUiTexts();
  const messageText = useMessageText();
  return (
    <ModalDialog title={title} onClose={onCancel}>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {messageText(error)}
        </p>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline px-4 py-2 text-sm" data-autofocus onClick={onCancel} disabled={isPending}>
          {cancelLabel ?? t('dialog.goBack')}
        </button>
        <button
          type="button"
          className={
            isDanger
              ? 'inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60'
              : 'btn-primary px-4 py-2 text-sm'
          }
          onClick={onConfirm}
          disabled={isPending}
        >
          {isPending ? t('dialog.saving') : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
