import type { PersonKind } from '@realty/contracts/admin/people';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePeople, usePerson, useSetPersonStatus } from '../api/admin-records.ts';
import { formatWhen } from '../utils/format.ts';
import { Pager } from './pager.tsx';
import { StatusPill } from './status-pill.tsx';
import { useUrlFilters } from './use-url-filters.ts';

/**
 * One person's details, shown only when asked for ("Show details"): the record is then read from
 * `GET /api/admin/people/{kind}/{id}`, which writes the opening to the staff access log
 * (docs/product/privacy.md, "Staff access log"). Aadhaar and PAN only masked.
 */
function PersonDetails({ kind, id, name, joined }: { kind: PersonKind; id: number; name: string; joined: string }) {
  const [isOpen, setOpen] = useState(false);
  const person = usePerson(kind, id, isOpen);
  const regionId = `person-${kind}-${id}`;
  return (
    <div className="mt-2 text-slate-700">
      <p>
        <span className="text-slate-500">Joined</span> {formatWhen(joined)}
      </p>
      <button
        type="button"
        className="mt-2 text-sm font-semibold text-brand-700 underline"
        aria-expanded={isOpen}
        aria-controls={regionId}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? 'Hide details' : 'Show details'}
        <span className="sr-only"> of {name}</span>
      </button>
      <div id={regionId}>
        {!isOpen ? null : person.isPending ? (
          <p role="status">Loading...</p>
        ) : person.isError ? (
          <p role="alert" className="text-red-700">
            {person.error.message}
          </p>
        ) : (
          <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1">
            <dt className="text-slate-500">Mobile</dt>
            <dd>{person.data.data.mobile}</dd>
            <dt className="text-slate-500">E-mail</dt>
            <dd className="break-all">{person.data.data.email}</dd>
            {kind === 'associate' && (
              <>
                <dt className="text-slate-500">Member id</dt>
                <dd>{person.data.data.member_id}</dd>
                <dt className="text-slate-500">Sponsor id</dt>
                <dd>{person.data.data.sponsor_id || '—'}</dd>
                <dt className="text-slate-500">Aadhaar</dt>
                <dd>{person.data.data.aadhaar_masked || '—'}</dd>
                <dt className="text-slate-500">PAN</dt>
                <dd>{person.data.data.pan_masked || '—'}</dd>
              </>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}

/**
 * Customers and associates (admin only): searchable by name, e-mail, mobile or member id; each
 * person's contact details and masked Aadhaar and PAN only on "Show details" (written to the staff
 * access log); disable (ends every session of the account) or enable again.
 */
export function PeopleList() {
  const { values, page, update } = useUrlFilters(['kind', 'q'] as const);
  const kind: PersonKind = values.kind === 'associate' ? 'associate' : 'customer';
  const [text, setText] = useState(values.q);
  const people = usePeople({ kind, q: values.q || undefined, page });
  const setStatus = useSetPersonStatus();
  return (
    <section aria-labelledby="people-heading">
      <h1 id="people-heading" className="mb-4 text-2xl font-bold text-slate-900">
        People
      </h1>
      <search aria-label="Search accounts">
        <form
          className="mb-4 grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            update({ q: text.trim() });
          }}
        >
          <div>
            <label htmlFor="people-kind" className="label">
              Accounts
            </label>
            <select id="people-kind" className="input" value={kind} onChange={(e) => update({ kind: e.target.value })}>
              <option value="customer">Customers</option>
              <option value="associate">Associates</option>
            </select>
          </div>
          <div>
            <label htmlFor="people-q" className="label">
              Name, e-mail, mobile{kind === 'associate' ? ' or member id' : ''}
            </label>
            <input id="people-q" type="search" className="input" value={text} onChange={(e) => setText(e.target.value)} />
          </div>
          <button type="submit" className="btn-outline">
            Search
          </button>
        </form>
      </search>
      {people.isPending ? (
        <p role="status">Loading...</p>
      ) : people.isError ? (
        <p role="alert" className="text-red-700">
          {people.error.message}
        </p>
      ) : people.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          No accounts found.
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {people.data.data.map((p) => (
              <li key={p.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold text-slate-900">{p.name}</h2>
                  <StatusPill status={p.status} />
                </div>
                <PersonDetails kind={kind} id={p.id} name={p.name} joined={p.created_at} />
                <button
                  type="button"
                  className={
                    p.status === 'disabled'
                      ? 'btn-outline mt-3 px-3 py-1.5 text-sm'
                      : 'mt-3 rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50'
                  }
                  disabled={setStatus.isPending}
                  onClick={() => {
                    const next = p.status === 'disabled' ? 'active' : 'disabled';
                    if (next === 'disabled' && !window.confirm(`Disable ${p.name}? They are signed out everywhere and cannot sign in.`))
                      return;
                    setStatus.mutate(
                      { kind, id: p.id, status: next },
                      { onSuccess: (a) => toast.success(a.message), onError: (e) => toast.error(e.message) },
                    );
                  }}
                >
                  {p.status === 'disabled' ? 'Enable account' : 'Disable account'}
                  <span className="sr-only"> of {p.name}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={people.data.page}
            pageSize={people.data.pageSize}
            total={people.data.total}
            onPage={(n) => update({ page: String(n) })}
          />
        </>
      )}
    </section>
  );
}
