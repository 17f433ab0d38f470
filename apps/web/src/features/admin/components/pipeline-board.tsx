import { adminLeadsQuerySchema } from '@realty/contracts/pipeline/admin-pipeline';
import { canMoveLead, LEAD_STATUSES, type LeadStatus } from '@realty/contracts/pipeline/fields';
import { ChevronDown, ChevronRight, UserRoundPlus } from 'lucide-react';
import { Fragment, useState } from 'react';
import { sortQueryValues } from '../../../lib/query-values.ts';
import { type AdminLead, useAdminLeads, usePipelineReport } from '../api/admin-pipeline.ts';
import { formatWhen } from '../utils/format.ts';
import { LeadDetails } from './lead-details.tsx';
import { Pager } from './pager.tsx';
import { budgetText, leadPillClass, leadStatusLabel } from './pipeline-format.ts';
import { ReassignDialog } from './reassign-dialog.tsx';
import { useUrlFilters } from './use-url-filters.ts';

/** Whether staff may offer a lead in `status` to another associate (any open status; never booked or lost). */
export function canReassign(status: LeadStatus): boolean {
  return canMoveLead(status, 'offered');
}

function LeadStatusPill({ lead }: { lead: AdminLead }) {
  return <span className={leadPillClass(lead.status)}>{leadStatusLabel(lead.status)}</span>;
}

function AssociateCell({ lead }: { lead: AdminLead }) {
  if (!lead.associate_name) return <span className="text-slate-500">Nobody yet</span>;
  return (
    <>
      <span className="block text-slate-900">{lead.associate_name}</span>
      <span className="block text-xs text-slate-500">{lead.member_id}</span>
    </>
  );
}

type ToggleProps = { lead: AdminLead; detailsId: string; isOpen: boolean; onToggle: () => void };

/** The first cell of a table row: the lead's number, opening its details and timeline under the row. */
function DetailsToggle({ lead, detailsId, isOpen, onToggle }: ToggleProps) {
  const Chevron = isOpen ? ChevronDown : ChevronRight;
  return (
    <button
      type="button"
      className="-ml-1 inline-flex items-center gap-1 rounded-lg px-1 py-1 font-semibold text-slate-900 hover:bg-brand-50 hover:text-brand-700"
      aria-expanded={isOpen}
      aria-controls={isOpen ? detailsId : undefined}
      onClick={onToggle}
    >
      <Chevron aria-hidden="true" className="size-4 text-brand-700" />
      <span className="sr-only">Timeline of lead</span> #{lead.lead_id}
    </button>
  );
}

function ReassignButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="btn-outline whitespace-nowrap px-2.5 py-1.5 text-sm" onClick={onClick}>
      <UserRoundPlus aria-hidden="true" className="size-4" />
      Reassign
    </button>
  );
}

/** The buttons of a phone card: the timeline opening under the card, and Reassign when the lead may be offered again. */
function CardActions({ lead, detailsId, isOpen, onToggle, onReassign }: ToggleProps & { onReassign: () => void }) {
  const Chevron = isOpen ? ChevronDown : ChevronRight;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailsId : undefined}
        onClick={onToggle}
      >
        <Chevron aria-hidden="true" className="size-4" />
        Timeline <span className="sr-only">of lead #{lead.lead_id}</span>
      </button>
      {canReassign(lead.status) && <ReassignButton onClick={onReassign} />}
    </div>
  );
}

/**
 * The back office pipeline (docs/product/pipeline.md, "Back office"): every lead, filtered by
 * status and city (kept in the address with the page), the unassigned queue one click away, each
 * lead's customer, city, category, budget, status, associate and last change; a lead's listings,
 * visits and timeline open under it, and Reassign offers it to an associate chosen from those who
 * take leads in its city.
 */
export function PipelineBoard() {
  const { values, page, update } = useUrlFilters(['status', 'city'] as const);
  const [cityText, setCityText] = useState(values.city);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const [reassigning, setReassigning] = useState<AdminLead>();
  // only what the API accepts: an unknown status in the address is left out
  const filter = sortQueryValues(adminLeadsQuerySchema, { status: values.status, city: values.city }).accepted;
  const leads = useAdminLeads({ status: filter.status, city: filter.city, page });
  const report = usePipelineReport();
  const unassignedCount = report.data?.data.by_status.find((s) => s.status === 'unassigned')?.count;
  const isQueue = filter.status === 'unassigned';
  const isFiltered = Boolean(filter.status || filter.city);

  const toggle = (leadId: number) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (next.has(leadId)) next.delete(leadId);
      else next.add(leadId);
      return next;
    });

  const queueButton = (isActive: boolean) =>
    `rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'}`;

  return (
    <section aria-labelledby="pipeline-heading">
      <h1 id="pipeline-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Pipeline
      </h1>
      <p className="mb-4 text-sm text-slate-600">Leads from enquiries and requirements, and the associate who has each one.</p>

      <fieldset className="mb-4 inline-flex flex-wrap gap-1 rounded-xl border border-slate-200 bg-white p-1">
        <legend className="sr-only">Show</legend>
        <button type="button" aria-pressed={!isQueue} className={queueButton(!isQueue)} onClick={() => update({ status: '' })}>
          All leads
        </button>
        <button type="button" aria-pressed={isQueue} className={queueButton(isQueue)} onClick={() => update({ status: 'unassigned' })}>
          Unassigned queue
          {unassignedCount !== undefined && ' '}
          {unassignedCount !== undefined && (
            <span
              className={`ml-2 rounded-full px-2 py-0.5 text-xs ${isQueue ? 'bg-white/20' : unassignedCount > 0 ? 'bg-red-100 text-red-800' : 'bg-slate-100'}`}
            >
              {unassignedCount}
            </span>
          )}
        </button>
      </fieldset>

      <search aria-label="Filter leads">
        <form
          className="mb-4 grid gap-3 sm:grid-cols-[14rem_1fr_auto_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            update({ city: cityText.trim() });
          }}
        >
          <div>
            <label htmlFor="leads-status" className="label">
              Status
            </label>
            <select id="leads-status" className="input" value={filter.status ?? ''} onChange={(e) => update({ status: e.target.value })}>
              <option value="">Any status</option>
              {LEAD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {leadStatusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="leads-city" className="label">
              City
            </label>
            <input
              id="leads-city"
              type="search"
              className="input"
              list="leads-city-options"
              autoComplete="off"
              value={cityText}
              onChange={(e) => setCityText(e.target.value)}
            />
            <datalist id="leads-city-options">
              {report.data?.data.by_city.map((c) => (
                <option key={c.city} value={c.city} />
              ))}
            </datalist>
          </div>
          <button type="submit" className="btn-outline">
            Apply
          </button>
          {isFiltered && (
            <button
              type="button"
              className="rounded-lg px-3 py-2.5 text-sm font-medium text-brand-700 underline"
              onClick={() => {
                setCityText('');
                update({ status: '', city: '' });
              }}
            >
              Clear filters
            </button>
          )}
        </form>
      </search>

      {leads.isPending ? (
        <p role="status">Loading...</p>
      ) : leads.isError ? (
        <p role="alert" className="text-red-700">
          {leads.error.message}
        </p>
      ) : leads.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          {isQueue && !filter.city ? 'The unassigned queue is empty: every lead has an associate.' : 'No leads match these filters.'}
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Leads, most recently changed first</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  {['Lead', 'Customer', 'City', 'Category', 'Budget', 'Status', 'Associate', 'Updated'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-3">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {leads.data.data.map((lead) => {
                  const isOpen = openIds.has(lead.lead_id);
                  return (
                    <Fragment key={lead.lead_id}>
                      <tr className={isOpen ? 'bg-brand-50/40' : 'hover:bg-slate-50'}>
                        <td className="whitespace-nowrap px-3 py-3">
                          <DetailsToggle
                            lead={lead}
                            detailsId={`lead-row-details-${lead.lead_id}`}
                            isOpen={isOpen}
                            onToggle={() => toggle(lead.lead_id)}
                          />
                        </td>
                        <td className="min-w-[7rem] px-3 py-3">
                          <span className="block text-slate-900">{lead.customer?.name ?? '—'}</span>
                          {lead.customer && <span className="block text-xs text-slate-500">{lead.customer.mobile}</span>}
                        </td>
                        <td className="px-3 py-3">{lead.city}</td>
                        <td className="px-3 py-3">{lead.category}</td>
                        <td className="whitespace-nowrap px-3 py-3">{budgetText(lead.budget_min, lead.budget_max)}</td>
                        <td className="px-3 py-3">
                          <LeadStatusPill lead={lead} />
                        </td>
                        <td className="px-3 py-3">
                          <AssociateCell lead={lead} />
                        </td>
                        <td className="whitespace-nowrap px-3 py-3 text-slate-600">{formatWhen(lead.updated_at)}</td>
                        <td className="whitespace-nowrap px-3 py-3 text-right">
                          {canReassign(lead.status) && <ReassignButton onClick={() => setReassigning(lead)} />}
                        </td>
                      </tr>
                      {isOpen && (
                        <tr id={`lead-row-details-${lead.lead_id}`} className="bg-slate-50/60">
                          <td colSpan={9} className="px-4 py-4">
                            <LeadDetails lead={lead} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {leads.data.data.map((lead) => {
              const isOpen = openIds.has(lead.lead_id);
              return (
                <li
                  key={lead.lead_id}
                  className="rounded-xl border border-slate-200 bg-white p-4"
                  aria-labelledby={`lead-card-${lead.lead_id}`}
                >
                  <div className="flex items-start justify-between gap-2">
                    <h2 id={`lead-card-${lead.lead_id}`} className="font-semibold text-slate-900">
                      #{lead.lead_id} {lead.customer?.name ?? ''}
                    </h2>
                    <LeadStatusPill lead={lead} />
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {lead.city} · {lead.category} · {budgetText(lead.budget_min, lead.budget_max)}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    Associate:{' '}
                    {lead.associate_name ? (
                      <>
                        {lead.associate_name} <span className="text-slate-500">({lead.member_id})</span>
                      </>
                    ) : (
                      <span className="text-slate-500">nobody yet</span>
                    )}
                  </p>
                  <p className="mt-1 text-xs text-slate-500">Updated {formatWhen(lead.updated_at)}</p>
                  <div className="mt-2">
                    <CardActions
                      lead={lead}
                      detailsId={`lead-card-details-${lead.lead_id}`}
                      isOpen={isOpen}
                      onToggle={() => toggle(lead.lead_id)}
                      onReassign={() => setReassigning(lead)}
                    />
                  </div>
                  {isOpen && (
                    <div id={`lead-card-details-${lead.lead_id}`} className="mt-3 border-t border-slate-100 pt-3">
                      <LeadDetails lead={lead} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <Pager
            page={leads.data.page}
            pageSize={leads.data.pageSize}
            total={leads.data.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
      {reassigning && <ReassignDialog lead={reassigning} onClose={() => setReassigning(undefined)} />}
    </section>
  );
}
