import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COMPARE_LIMIT_MESSAGE, toggleCompare, useCompareIds } from '../../../lib/compare-list.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { useCompareTexts } from '../texts.ts';

/** Props of {@link CompareToggle}. */
export type CompareToggleProps = {
  /** The listing's `site_id`. */
  siteId: number;
  /** The listing's title, for the button's accessible name ("Compare {title}"). */
  siteTitle: string;
  /**
   * Which edge of the button the "up to 3" message lines up with: 'end' (default) for a button at
   * the right of a card, such as the card's actions slot; 'start' for one at the left.
   */
  messageAlign?: 'start' | 'end';
  /** Extra classes of the wrapper, e.g. to place it on a card. */
  className?: string;
};

/** How long the "up to 3" message stays, in milliseconds. */
const MESSAGE_MS = 4000;

/**
 * The "Compare" checkbox-style button of a listing card (docs/product/catalogue.md):
 * picks or unpicks the listing for the
 * compare list (`aria-pressed`), for guests too, kept in this browser (lib/compare-list.ts). A
 * fourth pick is refused with "You can compare up to 3 properties" beside the button (an alert
 * for screen readers) for four seconds. Drawn unpicked on the server and during hydration. Its
 * words follow the page's language (docs/product/seo.md, "Hindi").
 */
export function CompareToggle({ siteId, siteTitle, messageAlign = 'end', className = '' }: CompareToggleProps) {
  const t = useCompareTexts();
  const messageText = useMessageText();
  const ids = useCompareIds();
  const isPicked = ids.includes(siteId);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  function onClick() {
    setMessage(toggleCompare(siteId) === 'full' ? COMPARE_LIMIT_MESSAGE : null);
  }

  return (
    <div className={`relative inline-flex ${className}`}>
      <button
        type="button"
        aria-pressed={isPicked}
        onClick={onClick}
        title={isPicked ? t('toggle.remove') : t('toggle.add')}
        className={`relative z-10 inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold shadow-md transition ${
          isPicked ? 'bg-brand-700 text-white hover:bg-brand-800' : 'bg-white/95 text-slate-800 hover:bg-white'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-flex size-4 items-center justify-center rounded border ${
            isPicked ? 'border-white bg-white text-brand-700' : 'border-slate-400 bg-white'
          }`}
        >
          {isPicked ? <Check className="size-3.5" strokeWidth={3} /> : null}
        </span>
        {t('toggle.label')} <span className="sr-only">{siteTitle}</span>
      </button>
      <div role="alert" className={`absolute top-full z-20 mt-2 w-max max-w-56 ${messageAlign === 'end' ? 'right-0' : 'left-0'}`}>
        {message ? (
          <p className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-medium text-white shadow-lg">{messageText(message)}</p>
        ) : null}
      </div>
    </div>
  );
}
