import type { Lead } from '@realty/contracts/pipeline/leads';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { LEAD_STATUS_STYLES } from '../utils/lead-progress.ts';
import { BHK_OPTIONS } from '../utils/requirement.ts';
import { LeadSteps, TimelineEntries } from './lead-timeline.tsx';
import { useLeadWords } from './use-lead-words.ts';

/** The BHK of a lead in words: "2 BHK", "1 RK", "5+ BHK"; null when any will do. */
export function bhkText(bhk: number | null): string | null {
  if (bhk === null) return null;
  return BHK_OPTIONS.find((o) => o.value === String(Math.min(bhk, 5)))?.label ?? `${bhk} BHK`;
}

/**
 * One search of the customer (docs/product/pipeline.md, "Leads"): category and city, its status,
 * the budget ("₹40 L – ₹60 L"), BHK, when it was posted, the note, the listings it holds (linked),
 * the four steps lit from its status, why it closed (when lost), and its timeline. Texts, prices
 * and dates in the page's language (docs/product/seo.md, "Hindi").
 */
export function LeadCard({ lead }: { lead: Lead }) {
  const words = useLeadWords();
  const { t } = words;
  const headingId = `lead-${lead.lead_id}-title`;
  const budget = words.priceRange(lead.budget_min, lead.budget_max) ?? t('lead.anyBudget');
  const bhk = bhkText(lead.bhk);
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-xl p-4 ring-1 ring-slate-200 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="text-base font-semibold text-slate-900">
              {words.searchName(lead)}
            </h3>
            <p className="mt-0.5 text-sm text-slate-600">
              <span className="font-semibold text-brand-800">{budget}</span>
              {bhk ? ` · ${bhk}` : ''} · {t('lead.posted', { date: words.date(lead.created_at) })}
            </p>
          </div>
          <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEAD_STATUS_STYLES[lead.status]}`}>
            {words.leadStatus(lead.status)}
          </span>
        </div>

        {lead.note ? <p className="mt-2 break-words text-sm text-slate-700">“{lead.note}”</p> : null}

        <div className="mt-4">
          <LeadSteps status={lead.status} timeline={lead.timeline} />
        </div>

        {lead.status === 'lost' && lead.lost_reason ? (
          <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{t('lead.closed', { reason: lead.lost_reason })}</p>
        ) : null}

        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <div className="min-w-0">
            <h4 className="text-sm font-semibold text-slate-900">{t('lead.listings')}</h4>
            {lead.sites.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('lead.shortlist')}</p>
            ) : (
              <ul className="mt-1 divide-y divide-slate-100 text-sm">
                {lead.sites.map((site) => (
                  <li key={site.site_id} className="flex items-baseline justify-between gap-3 py-1.5">
                    <Link to={PATHS.detail(site.site_id)} className="min-w-0 truncate font-medium text-brand-800 hover:underline">
                      {site.site_title}
                    </Link>
                    <span className="shrink-0 text-slate-600">{words.price(site.site_price)}</span>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="min-w-0">
            <h4 className="text-sm font-semibold text-slate-900">{t('lead.timeline')}</h4>
            <div className="mt-2">
              <TimelineEntries timeline={lead.timeline} />
            </div>
          </div>
        </div>
      </article>
    </li>
  );
}
