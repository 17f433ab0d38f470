import type { ReactNode } from 'react';
import { EarningsSection } from './earnings-section.tsx';
import { LeadsSection } from './leads-board.tsx';
import { NetworkSection } from './network-section.tsx';
import { OffersSection } from './offers-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { useWorkWords } from './use-work-words.ts';
import { VisitsSection } from './visits-section.tsx';

/** The sections of the dashboard, in page order, with the catalogue key of their jump link's name. */
const SECTIONS = [
  { id: 'offers', label: 'nav.offers' },
  { id: 'my-leads', label: 'nav.myLeads' },
  { id: 'visits', label: 'nav.visits' },
  { id: 'earnings', label: 'nav.earnings' },
  { id: 'network', label: 'nav.network' },
  { id: 'preferences', label: 'nav.preferences' },
] as const;

/**
 * The associate's work on the dashboard (docs/product/pipeline.md, "Screens", associate
 * dashboard): offers with Accept, Decline and a countdown; my leads as a board by status;
 * upcoming visits; earnings; my network; preferences. A row of jump links (sideways-scrolling on
 * a phone) leads to each section. `afterEarnings` is drawn right under the earnings (the route puts
 * the payouts and TDS there, from their own feature). Render it only for a signed-in associate.
 */
export function AssociateWork({ afterEarnings }: { afterEarnings?: ReactNode } = {}) {
  const { t } = useWorkWords();
  return (
    <div className="container-page pb-12">
      <nav aria-label={t('nav.label')} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 whitespace-nowrap pb-1">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:bg-brand-50"
              >
                {t(section.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 space-y-6">
        <OffersSection />
        <LeadsSection />
        <VisitsSection />
        <EarningsSection />
        {afterEarnings}
        <NetworkSection />
        <PreferencesSection />
      </div>
    </div>
  );
}
