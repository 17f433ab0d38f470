import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * # Toasts without sonner in a page's first code
 *
 * The short messages of the public pages' controls (a heart, Enquire Now, compare) go through
 * this module: sonner's code (about 9 KB gzip) is fetched when the first toast is raised, not
 * with the listing pages (issue #35, docs/decisions/0033-javascript-budget.md). The toast area
 * itself is drawn by app/root-layout.tsx, also loaded on its own, and shows the toasts raised
 * before it arrived. Same calls as sonner's `toast.success(message, { id })`, without a result.
 */

/** A toast's text as sonner takes it. */
type Message = Parameters<typeof sonnerToast.success>[0];

/** Raises a toast of `kind` once sonner's code has arrived (at once when it already has). */
function raise(kind: 'success' | 'error' | 'info' | 'warning', message: Message, options?: ExternalToast): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** sonner's `toast`, fetched with the first toast: success, error, info, warning and dismiss. */
export const toast = {
  success: (message: Message, options?: ExternalToast) => raise('success', message, options),
  error: (message: Message, options?: ExternalToast) => raise('error', message, options),
  info: (message: Message, options?: ExternalToast) => raise('info', message, options),
  warning: (message: Message, options?: ExternalToast) => raise('warning', message, options),
  dismiss: (id?: string | number) => void import('sonner').then(({ toast }) => toast.dismiss(id)),
};
