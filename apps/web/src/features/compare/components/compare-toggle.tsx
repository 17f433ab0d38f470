import { Check } from 'lucide-react';
import { COMPARE_LIMIT_MESSAGE, toggleCompare, useCompareIds } from '../../../lib/compare-list.ts';
import { useMessageText } from '../../../lib/i18n/messages/messages.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompareTexts } from '../texts.ts';

/** Props of {@link CompareToggle}. */
export type CompareToggleProps = {
  /** The listing's `site_id`. */
  siteId: number;
  /** The listing's title, for the button's accessible name ("Compare {title}"). */
  siteTitle: string;
  /** Extra classes of the wrapper, e.g. to place it on a card. */
  className?: string;
};

/** Toast id of the "up to 3" message: a repeat replaces the one shown instead of stacking. */
export const COMPARE_LIMIT_TOAST_ID = 'compare-limit';

/**
 * The "Compare" checkbox-style button of a listing card (docs/product/catalogue.md):
 * picks or unpicks the listing for the
 * compare list (`aria-pressed`), for guests too, kept in this browser (lib/compare-list.ts). A
 * fourth pick is refused with "You can compare up to 3 properties" as a toast (the page's toast
 * area, top right, above every card, so no card can clip it). Drawn unpicked on the server and
 * during hydration. Its
 * words follow the page's language (docs/product/seo.md, "Hindi").
 */
export function CompareToggle({ siteId, siteTitle, className = '' }: CompareToggleProps) {
  const t = useCompareTexts();
  const messageText = useMessageText();
  const ids = useCompareIds();
  const isPicked = ids.includes(siteId);

  function onClick() {
    if (toggleCompare(siteId) === 'full') toast.error(messageText(COMPARE_LIMIT_MESSAGE), { id: COMPARE_LIMIT_TOAST_ID });
    else toast.dismiss(COMPARE_LIMIT_TOAST_ID);
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
    </div>
  );
}
