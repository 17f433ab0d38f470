import type { LeadEvent } from '@realty/contracts/pipeline/fields';
import type { AdminLead } from '../api/admin-pipeline.ts';
import { formatWhen } from '../utils/format.ts';
import { budgetText, leadStatusLabel } from './pipeline-format.ts';

const ACTORS: Readonly<Record<LeadEvent['actor_type'], string>> = {
  user: 'customer',
  associate: 'associate',
  staff: 'staff',
  system: 'system',
};

/** Who made a change of the timeline: 'Asha Verma (associate)', or 'System' for matching and deadlines. */
function actorText(event: LeadEvent): string {
  if (event.actor_type === 'system') return event.actor_name || 'System';
  return event.actor_name ? `${event.actor_name} (${ACTORS[event.actor_type]})` : ACTORS[event.actor_type];
}

/**
 * What the back office knows of one lead (docs/product/pipeline.md, "Leads"): the customer's
 * contact, the search (budget in rupees, BHK, note, source), its listings and visits, and its
 * timeline (when, who, from, to, note), oldest change first.
 */
export function LeadDetails({ lead }: { lead: AdminLead }) {
  const timeline = [...lead.timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="grid gap-4 text-sm lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-slate-700">
          <dt className="text-slate-500">Customer</dt>
          <dd>
            {lead.customer ? (
              <>
                {lead.customer.name} ·{' '}
                <a href={`tel:+91${lead.customer.mobile}`} className="text-brand-700 underline">
                  +91 {lead.customer.mobile}
                </a>
              </>
            ) : (
              '—'
            )}
          </dd>
          <dt className="text-slate-500">Budget</dt>
          <dd>{budgetText(lead.budget_min, lead.budget_max)}</dd>
          <dt className="text-slate-500">BHK</dt>
          <dd>{lead.bhk === null ? 'Any' : lead.bhk === 0 ? '1 RK' : lead.bhk}</dd>
          <dt className="text-slate-500">Source</dt>
          <dd>{lead.source}</dd>
          <dt className="text-slate-500">Created</dt>
          <dd>{formatWhen(lead.created_at)}</dd>
          {lead.offer_expires_at && (
            <>
              <dt className="text-slate-500">Offer lapses</dt>
              <dd>{formatWhen(lead.offer_expires_at)}</dd>
            </>
          )}
          {lead.note && (
            <>
              <dt className="text-slate-500">Note</dt>
              <dd className="whitespace-pre-line break-words">{lead.note}</dd>
            </>
          )}
          {lead.lost_reason && (
            <>
              <dt className="text-slate-500">Lost because</dt>
              <dd className="break-words">{lead.lost_reason}</dd>
            </>
          )}
        </dl>
        <div>
          <h3 className="font-semibold text-slate-900">Listings</h3>
          {lead.sites.length === 0 ? (
            <p className="text-slate-500">None yet (a requirement).</p>
          ) : (
            <ul className="mt-1 list-disc pl-5">
              {lead.sites.map((s) => (
                <li key={s.site_id}>
                  <a href={`/detailpage/${s.site_id}`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {s.site_title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>{' '}
                  <span className="text-slate-500">{s.site_city}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Visits</h3>
          {lead.visits.length === 0 ? (
            <p className="text-slate-500">No visits yet.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-1">
              {lead.visits.map((v) => (
                <li key={v.visit_id}>
                  {formatWhen(v.scheduled_at)} · {v.site_title} · <span className="font-medium">{v.status.replace(/_/g, ' ')}</span>
                  {v.proposed_at && <span className="text-slate-500"> (asked for {formatWhen(v.proposed_at)})</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Timeline</h3>
        {timeline.length === 0 ? (
          <p className="text-slate-500">No changes recorded.</p>
        ) : (
          <ol className="mt-2 flex flex-col gap-2 border-l-2 border-brand-200 pl-4">
            {timeline.map((event) => (
              <li key={`${event.at}|${event.from_status}|${event.to_status}|${event.note}`} className="relative">
                <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-brand-600" />
                <p className="text-slate-900">
                  {event.from_status ? `${leadStatusLabel(event.from_status)} → ` : ''}
                  <span className="font-semibold">{leadStatusLabel(event.to_status)}</span>
                </p>
                <p className="text-xs text-slate-500">
                  <time dateTime={event.at}>{formatWhen(event.at)}</time> · {actorText(event)}
                </p>
                {event.note && <p className="break-words text-slate-700">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
