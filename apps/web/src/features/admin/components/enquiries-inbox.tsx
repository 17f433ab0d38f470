import { ENQUIRY_STATUSES, type EnquiryStatus } from '@realty/contracts/activity/enquiries';
import type { AdminEnquiry } from '@realty/contracts/admin/list-enquiries';
import { adminListEnquiriesQuerySchema } from '@realty/contracts/admin/list-enquiries';
import { useState } from 'react';
import { toast } from 'sonner';
import { sortQueryValues } from '../../../lib/query-values.ts';
import { useAdminEnquiries, useUpdateEnquiry } from '../api/admin-inbox.ts';
import { formatWhen } from '../utils/format.ts';
import { Pager } from './pager.tsx';
import { StatusPill } from './status-pill.tsx';
import { useUrlFilters } from './use-url-filters.ts';

function EnquiryCard({ enquiry }: { enquiry: AdminEnquiry }) {
  const update = useUpdateEnquiry();
  const [status, setStatus] = useState<EnquiryStatus>(enquiry.status);
  const [note, setNote] = useState(enquiry.note);
  const id = enquiry.enquiry_id;
  const isChanged = status !== enquiry.status || note !== enquiry.note;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`enquiry-${id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`enquiry-${id}`} className="font-semibold text-slate-900">
            {enquiry.user.user_name} about{' '}
            <a href={`/detailpage/${enquiry.site.site_id}`} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {enquiry.site.site_title}
            </a>
          </h2>
          <p className="text-sm text-slate-600">
            {enquiry.site.site_city} · {formatWhen(enquiry.created_at)}
          </p>
        </div>
        <StatusPill status={enquiry.status} />
      </div>
      {enquiry.question ? (
        <blockquote className="mt-2 whitespace-pre-line rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
          <span className="font-semibold">Question: </span>
          {enquiry.question}
        </blockquote>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm">
        <a href={`tel:+91${enquiry.user.user_mobile}`} className="text-brand-700 underline">
          +91 {enquiry.user.user_mobile}
        </a>
        <a href={`mailto:${enquiry.user.user_email}`} className="break-all text-brand-700 underline">
          {enquiry.user.user_email}
        </a>
      </p>
      <form
        className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate(
            { enquiryId: id, body: { status, note } },
            { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(e.message) },
          );
        }}
      >
        <div>
          <label htmlFor={`status-${id}`} className="label">
            Status
          </label>
          <select id={`status-${id}`} className="input" value={status} onChange={(e) => setStatus(e.target.value as EnquiryStatus)}>
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`enquiry-note-${id}`} className="label">
            Note
          </label>
          <input id={`enquiry-note-${id}`} className="input" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
        </div>
        <button type="submit" className="btn-primary" disabled={!isChanged || update.isPending}>
          Save<span className="sr-only"> enquiry {id}</span>
        </button>
      </form>
    </li>
  );
}

/**
 * The enquiries inbox (docs/product/back-office.md, "Content and inboxes"): customer, property, date and status (new,
 * contacted, closed), newest first; a status change with a note shows on the customer's dashboard.
 */
export function EnquiriesInbox() {
  const { values, page, update } = useUrlFilters(['status', 'q'] as const);
  const [text, setText] = useState(values.q);
  // only what the API accepts: an unknown status in the address is left out
  const filter = sortQueryValues(adminListEnquiriesQuerySchema, values).accepted;
  const enquiries = useAdminEnquiries({ status: filter.status, q: filter.q, page });
  return (
    <section aria-labelledby="enquiries-heading">
      <h1 id="enquiries-heading" className="mb-1 text-2xl font-bold text-slate-900">
        Enquiries
      </h1>
      <p className="mb-4 text-sm text-slate-600" aria-live="polite">
        {enquiries.data ? `${enquiries.data.new_count} new` : ' '}
      </p>
      <search aria-label="Search enquiries">
        <form
          className="mb-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: text.trim() });
          }}
        >
          <div>
            <label htmlFor="enquiries-status" className="label">
              Status
            </label>
            <select id="enquiries-status" className="input" value={values.status} onChange={(e) => update({ status: e.target.value })}>
              <option value="">Any status</option>
              {ENQUIRY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="enquiries-q" className="label">
              Customer or property
            </label>
            <input id="enquiries-q" type="search" className="input" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </form>
      </search>
      {enquiries.isPending ? (
        <p role="status">Loading...</p>
      ) : enquiries.isError ? (
        <p role="alert" className="text-red-700">
          {enquiries.error.message}
        </p>
      ) : enquiries.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No enquiries here.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {enquiries.data.data.map((e) => (
              <EnquiryCard key={`${e.enquiry_id}-${e.updated_at}`} enquiry={e} />
            ))}
          </ul>
          <Pager
            page={enquiries.data.page}
            pageSize={enquiries.data.pageSize}
            total={enquiries.data.total}
            onPage={(p) => update({ page: String(p) })}
          />
        </>
      )}
    </section>
  );
}
