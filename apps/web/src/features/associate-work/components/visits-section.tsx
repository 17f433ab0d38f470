import type { Visit } from '@realty/contracts/pipeline/visits';
import { CalendarClock, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { TextWithLink } from '../../../components/ui/text-with-link.tsx';
import { PATHS } from '../../../config/paths.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { useVisitsQuery } from '../api/associate-work-api.ts';
import { PENDING_VISIT_STATUSES } from '../utils/lead-board.ts';
import { telHref } from '../utils/lead-facts.ts';
import { DashboardSection, EmptyState, ErrorState, Pill, RowsSkeleton } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';

/** Badge colour of each visit status. */
const VISIT_STATUS_STYLES: Readonly<Record<string, string>> = {
  scheduled: 'bg-sky-100 text-sky-900',
  confirmed: 'bg-green-100 text-green-900',
  reschedule_requested: 'bg-amber-100 text-amber-900',
  completed: 'bg-violet-100 text-violet-900',
  no_show: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** A visit's status as a coloured badge. */
export function VisitStatusPill({ status }: { status: Visit['status'] }) {
  const { label } = useWorkWords();
  return <Pill className={VISIT_STATUS_STYLES[status] ?? 'bg-slate-100 text-slate-700'}>{label('visitStatus', status)}</Pill>;
}

/** Visits still waiting for their result, soonest first, then the others, latest first. */
export function splitVisits(visits: readonly Visit[]): { upcoming: Visit[]; past: Visit[] } {
  const upcoming = visits
    .filter((v) => PENDING_VISIT_STATUSES.includes(v.status))
    .sort((a, b) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at));
  const past = visits
    .filter((v) => !PENDING_VISIT_STATUSES.includes(v.status))
    .sort((a, b) => Date.parse(b.scheduled_at) - Date.parse(a.scheduled_at));
  return { upcoming, past };
}

function VisitItem({ visit }: { visit: Visit }) {
  const { t, dateTime, language } = useWorkWords();
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between sm:p-4">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          <time dateTime={visit.scheduled_at}>{dateTime(visit.scheduled_at)}</time>
        </p>
        <p className="text-sm text-slate-700">
          <Link to={PATHS.detail(visit.site_id)} className="font-medium text-brand-700 hover:underline">
            {visit.site_title}
          </Link>
          {visit.site_city ? `, ${placeLabel(visit.site_city, language)}` : ''}
        </p>
        {visit.meeting_point ? (
          <p className="flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {t('visits.meetAt', { place: visit.meeting_point })}
          </p>
        ) : null}
        {visit.customer ? (
          <p className="text-sm text-slate-600">
            {visit.customer.name} ·{' '}
            <a href={telHref(visit.customer.mobile)} className="text-brand-700 hover:underline">
              {visit.customer.mobile}
            </a>
          </p>
        ) : null}
        {visit.status === 'reschedule_requested' && visit.proposed_at ? (
          <p className="text-sm font-medium text-amber-900">{t('visits.customerProposed', { time: dateTime(visit.proposed_at) })}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-row items-center gap-3 sm:flex-col sm:items-end">
        <VisitStatusPill status={visit.status} />
        <Link to={PATHS.associateLead(visit.lead_id)} className="whitespace-nowrap text-sm font-medium text-brand-700 underline">
          {t('visits.openLead', { id: visit.lead_id })}
        </Link>
      </div>
    </li>
  );
}

/**
 * The "Upcoming visits" section (docs/product/pipeline.md, "Site visits": `GET /api/associate/visits`,
 * upcoming first): visits waiting for their result, soonest first, each linking to its lead,
 * where the result is recorded; past visits fold away below.
 */
export function VisitsSection() {
  const visits = useVisitsQuery();
  const { t } = useWorkWords();
  const { upcoming, past } = splitVisits(visits.data?.data ?? []);
  return (
    <DashboardSection id="visits" title={t('visits.title')} icon={<CalendarClock aria-hidden="true" className="size-5 text-brand-700" />}>
      {visits.isPending ? (
        <RowsSkeleton label={t('visits.loading')} />
      ) : visits.isError ? (
        <ErrorState error={visits.error} title={t('visits.loadError')} onRetry={() => void visits.refetch()} />
      ) : (
        <>
          {upcoming.length === 0 ? (
            <EmptyState title={t('visits.emptyTitle')}>
              <TextWithLink
                text={t('visits.emptyBody')}
                link={(words) => (
                  <a href="#my-leads" className="font-medium text-brand-700 underline">
                    {words}
                  </a>
                )}
              />
            </EmptyState>
          ) : (
            <ul className="space-y-3">
              {upcoming.map((visit) => (
                <VisitItem key={visit.visit_id} visit={visit} />
              ))}
            </ul>
          )}
          {past.length > 0 ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('visits.past', { count: past.length })}</summary>
              <ul className="mt-3 space-y-3">
                {past.map((visit) => (
                  <VisitItem key={visit.visit_id} visit={visit} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
