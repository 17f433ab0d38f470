import { useEmiTexts } from '../texts.ts';
import { paymentShares, rupeesText } from '../utils/emi-form.ts';

/** Props of {@link EmiBreakupChart}. */
export type EmiBreakupChartProps = {
  /** The loan (principal) in whole rupees. */
  principalRupees: number;
  /** The total interest over the tenure in whole rupees (below 0 counts as 0). */
  interestRupees: number;
};

/** Radius that gives the ring a circumference of 100 units, so a share in percent is its dash length. */
const RADIUS = 15.9155;

/**
 * The principal-against-interest chart of the EMI calculator (docs/product/catalogue.md, "The
 * detail page"): a drawn SVG ring
 * (principal teal, interest amber) named for screen readers with both shares, and a text legend
 * with each amount in rupees and its share of the total payment; in the page's language.
 */
export function EmiBreakupChart({ principalRupees, interestRupees }: EmiBreakupChartProps) {
  const t = useEmiTexts();
  const interest = Math.max(0, interestRupees);
  const { principalPercent, interestPercent } = paymentShares(principalRupees, interest);
  const label = t('chartLabel', { principal: principalPercent, interest: interestPercent });
  return (
    <figure className="flex flex-wrap items-center gap-5">
      <svg viewBox="0 0 42 42" role="img" aria-label={label} className="size-28 shrink-0 -rotate-90 sm:size-32">
        <circle cx="21" cy="21" r={RADIUS} fill="none" stroke="#e2e8f0" strokeWidth="7" />
        {principalPercent > 0 ? (
          <circle
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke="#17706b"
            strokeWidth="7"
            strokeDasharray={`${principalPercent} ${100 - principalPercent}`}
            strokeDashoffset="0"
            data-part="principal"
          />
        ) : null}
        {interestPercent > 0 ? (
          <circle
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke="#e09f1f"
            strokeWidth="7"
            strokeDasharray={`${interestPercent} ${100 - interestPercent}`}
            strokeDashoffset={-principalPercent}
            data-part="interest"
          />
        ) : null}
      </svg>
      <figcaption className="min-w-0 flex-1">
        <ul className="space-y-2 text-sm">
          <li className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-sm bg-brand-600" />
            <span>
              <span className="font-medium text-slate-700">{t('principal')}</span>{' '}
              <span className="text-slate-900">{rupeesText(principalRupees)}</span>{' '}
              <span className="whitespace-nowrap text-slate-500">({principalPercent} %)</span>
            </span>
          </li>
          <li className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1 size-3 shrink-0 rounded-sm bg-accent-500" />
            <span>
              <span className="font-medium text-slate-700">{t('interest')}</span>{' '}
              <span className="text-slate-900">{rupeesText(interest)}</span>{' '}
              <span className="whitespace-nowrap text-slate-500">({interestPercent} %)</span>
            </span>
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
