import type { LeadEvent } from '@realty/contracts/pipeline/fields';
import { canMoveLead, timelineActorNameIn, timelineNoteIn } from '@realty/contracts/pipeline/fields';
import type { Lead } from '@realty/contracts/pipeline/leads';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Bone, Skeleton } from '../../../components/ui/skeleton.tsx';
import { PATHS } from '../../../config/paths.ts';
import { placeLabel } from '../../../lib/i18n/vocabulary/vocabulary.ts';
import { associateWorkKeys, useLeadQuery } from '../api/associate-work-api.ts';
import { LEAD_STATUS_STYLES, PENDING_VISIT_STATUSES } from '../utils/lead-board.ts';
import { telHref, whatsAppHref } from '../utils/lead-facts.ts';
import { BookingForm } from './booking-form.tsx';
import { LeadPanel } from './form-bits.tsx';
import { LeadStatusForm } from './lead-status-form.tsx';
import { OfferCountdown } from './offer-countdown.tsx';
import { OfferButtons, useOfferAnswer } from './offers-section.tsx';
import { ScheduleVisitForm } from './schedule-visit-form.tsx';
import { ErrorState, Pill } from './state-blocks.tsx';
import { useWorkWords } from './use-work-words.ts';
import { VisitResultForm } from './visit-result-form.tsx';

/** The lead's status as a coloured badge. */
export function LeadStatusPill({ status }: { status: Lead['status'] }) {
  const { label } = useWorkWords();
  return <Pill className={LEAD_STATUS_STYLES[status]}>{label('leadStatus', status)}</Pill>;
}

/** The lead's timeline, oldest first: when, who (a name, else the kind of actor), from → to, and the note. */
export function LeadTimeline({ events }: { events: readonly LeadEvent[] }) {
  const { t, label, dateTime, language } = useWorkWords();
  const ordered = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (ordered.length === 0) return <p className="text-sm text-slate-600">{t('lead.noChanges')}</p>;
  return (
    <ol className="relative space-y-4 border-l-2 border-slate-200 pl-5">
      {ordered.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: timeline entries have no id; their order never changes
        <li key={index} className="relative">
          <span
            aria-hidden="true"
            className="absolute -left-[1.72rem] top-1 size-3 rounded-full border-2 border-white bg-brand-600 ring-1 ring-brand-600"
          />
          <p className="text-sm text-slate-500">
            <time dateTime={event.at}>{dateTime(event.at)}</time> ·{' '}
            {timelineActorNameIn(event, language) || label('actor', event.actor_type)}
            {timelineActorNameIn(event, language) ? ` (${label('actor', event.actor_type).toLowerCase()})` : ''}
          </p>
          <p className="font-medium text-slate-900">
            {event.from_status
              ? `${label('leadStatus', event.from_status)} → ${label('leadStatus', event.to_status)}`
              : t('lead.createdAs', { status: label('leadStatus', event.to_status).toLowerCase() })}
          </p>
          {timelineNoteIn(event, language) ? <p className="break-words text-sm text-slate-700">{timelineNoteIn(event, language)}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** The customer's name with call and WhatsApp links once accepted; before that, why they are hidden. */
function CustomerContact({ lead }: { lead: Lead }) {
  const { t } = useWorkWords();
  if (!lead.customer) {
    return <p className="text-sm text-slate-600">{t('lead.contactHidden')}</p>;
  }
  const { name, mobile } = lead.customer;
  return (
    <div>
      <p className="text-lg font-semibold text-slate-900">{name}</p>
      <p className="text-slate-700">+91 {mobile}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={telHref(mobile)} className="btn-primary px-4 py-2">
          <Phone aria-hidden="true" className="size-4" /> {t('lead.call', { name })}
        </a>
        <a href={whatsAppHref(mobile)} target="_blank" rel="noopener noreferrer" className="btn-outline px-4 py-2">
          <MessageCircle aria-hidden="true" className="size-4" /> {t('lead.whatsApp')}
          <span className="sr-only"> {t('common.newTab')}</span>
        </a>
      </div>
    </div>
  );
}

/** The lead's visits, newest first; those still waiting carry the "Record the result" form. */
function LeadVisits({ lead }: { lead: Lead }) {
  const { t, label, dateTime } = useWorkWords();
  const visits = [...lead.visits].sort((a, b) => Date.parse(b.scheduled_at) - Date.parse(a.scheduled_at));
  const mayRecord = lead.customer !== null;
  if (visits.length === 0) {
    return <p className="text-sm text-slate-600">{mayRecord ? t('lead.noVisitsSchedule') : t('lead.noVisits')}</p>;
  }
  return (
    <ul className="space-y-3">
      {visits.map((visit) => {
        const isPending = PENDING_VISIT_STATUSES.includes(visit.status);
        return (
          <li key={visit.visit_id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <time dateTime={visit.scheduled_at}>{dateTime(visit.scheduled_at)}</time>
                </p>
                <p className="text-sm text-slate-700">
                  {visit.site_title}
                  {visit.meeting_point ? ` · ${t('lead.meetAt', { place: visit.meeting_point })}` : ''}
                </p>
                {visit.status === 'reschedule_requested' && visit.proposed_at ? (
                  <p className="text-sm font-medium text-amber-900">{t('lead.customerProposed', { time: dateTime(visit.proposed_at) })}</p>
                ) : null}
              </div>
              <Pill className="bg-white text-slate-800 ring-1 ring-slate-300">{label('visitStatus', visit.status)}</Pill>
            </div>
            {isPending && mayRecord ? (
              <VisitResultForm visitId={visit.visit_id} siteTitle={visit.site_title} scheduledAt={visit.scheduled_at} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A lead still offered to this associate: the countdown to its deadline, Accept and Decline. */
function OfferAnswerPanel({ lead }: { lead: Lead }) {
  const queryClient = useQueryClient();
  const expiresAt = lead.offer_expires_at ?? lead.updated_at;
  const answer = useOfferAnswer(
    { lead_id: lead.lead_id, city: lead.city, category: lead.category, expires_at: expiresAt },
    () => void queryClient.invalidateQueries({ queryKey: associateWorkKeys.lead(lead.lead_id) }),
  );
  const { t } = useWorkWords();
  return (
    <LeadPanel id="lead-offer" title={t('lead.answerTitle')} tone="action">
      <p className="text-sm text-slate-700">{t('lead.answerIntro')}</p>
      <div className="mt-3">
        <OfferCountdown expiresAt={expiresAt} onExpire={answer.onExpire} />
      </div>
      <OfferButtons answer={answer} />
    </LeadPanel>
  );
}

/** Placeholder of the lead's page while it loads. */
function LeadPageSkeleton() {
  const { t } = useWorkWords();
  return (
    <Skeleton label={t('lead.loading')}>
      <Bone className="h-8 w-64 max-w-full" />
      <Bone className="mt-3 h-4 w-80 max-w-full" />
      <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-4">
          <Bone className="h-40 w-full rounded-2xl" />
          <Bone className="h-56 w-full rounded-2xl" />
        </div>
        <Bone className="h-72 w-full rounded-2xl" />
      </div>
    </Skeleton>
  );
}

/** The lead itself once loaded: facts, contact, listings, visits and timeline beside the actions its status allows. */
export function LeadDetail({ lead }: { lead: Lead }) {
  const { t, label, budget, bhk, language } = useWorkWords();
  const isOffered = lead.status === 'offered' && lead.offer_expires_at !== null;
  const mayScheduleVisit = lead.customer !== null && canMoveLead(lead.status, 'visit_scheduled');
  const mayBook = lead.customer !== null && canMoveLead(lead.status, 'booked');
  const isOpen = !['booked', 'lost', 'offered', 'unassigned'].includes(lead.status);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('lead.heading', { id: lead.lead_id, category: label('category', lead.category), city: placeLabel(lead.city, language) })}
        </h1>
        <LeadStatusPill status={lead.status} />
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('facts.budget')}</dt>
          <dd className="font-semibold text-slate-900">{budget(lead.budget_min, lead.budget_max)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('facts.bhk')}</dt>
          <dd className="font-semibold text-slate-900">{bhk(lead.bhk)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-500">{t('facts.from')}</dt>
          <dd className="font-semibold text-slate-900">
            {lead.source === 'enquiry' || lead.source === 'requirement' ? t(`source.${lead.source}`) : t('source.staff')}
          </dd>
        </div>
      </dl>
      {lead.note ? <p className="mt-2 max-w-3xl break-words text-slate-700">“{lead.note}”</p> : null}
      {lead.status === 'lost' && lead.lost_reason ? (
        <p className="mt-2 text-sm text-slate-700">{t('lead.lostBecause', { reason: lead.lost_reason })}</p>
      ) : null}

      {/* On a phone: the contact and visits, then what to do, then the listings and timeline; on a desktop the actions sit on the right. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_1fr] lg:items-start">
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          {isOffered ? <OfferAnswerPanel lead={lead} /> : null}
          <LeadPanel id="lead-customer" title={t('lead.customer')}>
            <CustomerContact lead={lead} />
          </LeadPanel>
          <LeadPanel id="lead-visits" title={t('lead.visits')}>
            <LeadVisits lead={lead} />
          </LeadPanel>
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {mayScheduleVisit ? (
            <LeadPanel id="lead-schedule" title={t('lead.schedule')} tone="action">
              <ScheduleVisitForm lead={lead} />
            </LeadPanel>
          ) : null}
          {isOpen ? (
            <LeadPanel id="lead-booking" title={t('lead.booking')} tone="action">
              {mayBook ? <BookingForm lead={lead} /> : <p className="text-sm text-slate-600">{t('lead.bookingAfterVisit')}</p>}
            </LeadPanel>
          ) : null}
          {isOpen ? (
            <LeadPanel id="lead-status" title={t('lead.updateStatus')}>
              <LeadStatusForm lead={lead} />
            </LeadPanel>
          ) : null}
          {lead.status === 'booked' ? (
            <LeadPanel id="lead-booked" title={t('lead.booked')}>
              <p className="text-sm text-slate-700">{t('lead.bookedBody')}</p>
              <Link to={`${PATHS.associateDashboard}#earnings`} className="mt-2 inline-block text-sm font-medium text-brand-700 underline">
                {t('lead.seeEarnings')}
              </Link>
            </LeadPanel>
          ) : null}
        </div>
        <div className="space-y-6 lg:col-start-1 lg:row-start-2">
          <LeadPanel id="lead-listings" title={t('lead.listings')}>
            {lead.sites.length === 0 ? (
              <p className="text-sm text-slate-600">{t('lead.noListing')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {lead.sites.map((site) => (
                  <li key={site.site_id} className="flex flex-wrap items-baseline justify-between gap-x-4 py-2">
                    <Link to={PATHS.detail(site.site_id)} className="font-medium text-brand-700 hover:underline">
                      {site.site_title}
                    </Link>
                    <span className="text-sm text-slate-600">
                      {label('category', site.site_category)}, {placeLabel(site.site_city, language)} ·{' '}
                      {budget(site.site_price, site.site_price)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </LeadPanel>
          <LeadPanel id="lead-timeline" title={t('lead.timeline')}>
            <LeadTimeline events={lead.timeline} />
          </LeadPanel>
        </div>
      </div>
    </>
  );
}

/**
 * The page of one lead for its associate (docs/product/pipeline.md, "Screens": each lead's page
 * with the contact after accepting, listings, timeline, "Schedule a visit", "Record the result"
 * and "Record a booking"), from `GET /api/associate/leads/{leadId}`. A lead still offered shows
 * Accept and Decline with its countdown. A lead that does not exist or is not this associate's
 * shows the API's message and the way back.
 */
export function LeadWorkPage({ leadId }: { leadId: number }) {
  const lead = useLeadQuery(leadId);
  const { t } = useWorkWords();
  const isValidId = Number.isSafeInteger(leadId) && leadId > 0;
  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to={`${PATHS.associateDashboard}#my-leads`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('lead.back')}
      </Link>
      <div className="mt-4">
        {!isValidId ? (
          <p role="alert" className="text-slate-700">
            {t('lead.notFound')}
          </p>
        ) : lead.isPending ? (
          <LeadPageSkeleton />
        ) : lead.isError ? (
          <ErrorState error={lead.error} title={t('lead.loadError')} onRetry={() => void lead.refetch()} />
        ) : (
          <LeadDetail lead={lead.data.data} />
        )}
      </div>
    </div>
  );
}
