import type { Lead } from '@realty/contracts/pipeline/leads';
import { KanbanSquare } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useLeadsQuery } from '../api/associate-work-api.ts';
import { BOARD_STATUSES, type BoardStatus, groupLeadsByStatus } from '../utils/lead-board.ts';
import { DashboardSection, EmptyState, ErrorState, RowsSkeleton } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

/** Top border colour of each column. */
const COLUMN_ACCENT: Readonly<Record<BoardStatus, string>> = {
  accepted: 'border-t-sky-500',
  visit_scheduled: 'border-t-indigo-500',
  visited: 'border-t-violet-500',
  negotiation: 'border-t-orange-500',
  booked: 'border-t-green-600',
  lost: 'border-t-slate-400',
};

/** One lead on the board: a link to its page with the category, city, budget and customer. */
function LeadCard({ lead }: { lead: Lead }) {
  const { t, label, budget, day, language } = useWorkWords();
  return (
    <li>
      <Link
        to={PATHS.associateLead(lead.lead_id)}
        className="block rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 transition hover:ring-brand-500 focus-visible:ring-2"
      >
        <span className="block text-xs text-slate-500">{t('facts.leadNumber', { id: lead.lead_id })}</span>
        <span className="block font-semibold text-slate-900">
          {label('category', lead.category)} · {placeLabel(lead.city, language)}
        </span>
        <span className="block text-sm text-slate-700">{budget(lead.budget_min, lead.budget_max)}</span>
        {lead.customer ? <span className="block truncate text-sm text-slate-700">{lead.customer.name}</span> : null}
        <span className="mt-1 block text-xs text-slate-500">{t('leads.updated', { date: day(lead.updated_at) })}</span>
      </Link>
    </li>
  );
}

/**
 * The board itself: one column per status of {@link BOARD_STATUSES} with its count and cards
 * (most recently changed first). Columns scroll sideways on a phone (one and a bit in view, snapping)
 * and sit side by side on a desktop.
 */
export function LeadsBoard({ leads }: { leads: readonly Lead[] }) {
  const { t, label } = useWorkWords();
  const columns = groupLeadsByStatus(leads);
  return (
    <div className="relative -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:snap-none">
      {BOARD_STATUSES.map((status) => {
        const items = columns[status];
        const headingId = `board-${status}`;
        const name = label('leadStatus', status);
        return (
          <section
            key={status}
            aria-labelledby={headingId}
            data-testid={`column-${status}`}
            className={`w-64 shrink-0 snap-start rounded-xl border-t-4 bg-slate-50 p-3 ring-1 ring-slate-200 lg:w-auto lg:min-w-0 lg:flex-1 ${COLUMN_ACCENT[status]}`}
          >
            <h3 id={headingId} className="flex items-center justify-between text-sm font-semibold text-slate-800">
              <span className="sr-only">{t('leads.column', { status: name, count: items.length })}</span>
              <span aria-hidden="true">{name}</span>
              <span aria-hidden="true" className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">
                {items.length}
              </span>
            </h3>
            {items.length === 0 ? (
              <p className="mt-3 text-xs text-slate-500">{t('leads.noneHere')}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {items.map((lead) => (
                  <LeadCard key={lead.lead_id} lead={lead} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

/**
 * The "My leads" section (docs/product/pipeline.md, "Screens": my leads as a board by status):
 * `GET /api/associate/leads` as a {@link LeadsBoard}; each card opens the lead's page.
 */
export function LeadsSection() {
  const leads = useLeadsQuery();
  const { t } = useWorkWords();
  return (
    <DashboardSection id="my-leads" title={t('leads.title')} icon={<KanbanSquare aria-hidden="true" className="size-5 text-brand-700" />}>
      {leads.isPending ? (
        <RowsSkeleton label={t('leads.loading')} />
      ) : leads.isError ? (
        <ErrorState error={leads.error} title={t('leads.loadError')} onRetry={() => void leads.refetch()} />
      ) : leads.data.data.length === 0 ? (
        <EmptyState title={t('leads.emptyTitle')}>
          {t('leads.emptyBody')}{' '}
          <a href="#offers" className="font-medium text-brand-700 underline">
            {t('leads.seeOffers')}
          </a>
        </EmptyState>
      ) : (
        <LeadsBoard leads={leads.data.data} />
      )}
    </DashboardSection>
  );
}
