import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import '../texts.ts';

/** How long an enquiry popup stays, in milliseconds (docs/product/activity.md: popups vanish after 3 s). */
export const POPUP_MS = 3000;

/** A popup message and its tone; `text` is the English message (the contracts' or the server's), shown in the page's language. */
export type PopupMessage = { tone: 'success' | 'error'; text: string };

/**
 * The enquiry flow's popup (docs/product/activity.md, "Enquiries"): shown in a polite live region,
 * in the page's language (docs/product/seo.md, "Hindi"), and closed after {@link POPUP_MS}.
 */
export function EnquiryPopup({ message, onClose }: { message: PopupMessage | null; onClose: () => void }) {
  const msg = useMessageText();
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      {message ? (
        <div
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-5 py-4 text-base font-medium shadow-xl ring-1 ${
            message.tone === 'success' ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-rose-50 text-rose-900 ring-rose-200'
          }`}
        >
          {message.tone === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="size-6 text-emerald-600" />
          ) : (
            <XCircle aria-hidden="true" className="size-6 text-rose-600" />
          )}
          {msg(message.text)}
        </div>
      ) : null}
    </div>
  );
}
