import { type AdminGrievance, recordBreachBodySchema } from '@realty/contracts/privacy/admin-privacy';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api-client.ts';
import { useAccessLog, useAdminGrievances, useBreaches, useRecordBreach, useResolveGrievance } from '../api/admin-privacy-api.ts';

/** A date and time as staff read it in India: "3 Mar 2027, 14:05". */
export function staffWhen(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(date);
}

/** Previous / next for a paged list (page `page` of `total` rows, `pageSize` a page). */
function PageButtons({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3 text-sm">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Loading, failure and empty states of a back office list, in words; `children` when there are rows. */
function ListState({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  isEmpty: boolean;
  empty: string;
  children: React.ReactNode;
}) {
  if (query.isPending) return <p role="status">Loading...</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {query.error?.message ?? 'Could not load.'}
      </p>
    );
  if (isEmpty)
    return (
      <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
        {empty}
      </p>
    );
  return <>{children}</>;
}

/** The days left of a grievance in words and colour: overdue in red, a fortnight or less in amber. */
function DaysLeft({ grievance }: { grievance: AdminGrievance }) {
  if (grievance.status === 'resolved') return <span className="text-green-800">Resolved {staffWhen(grievance.resolved_at ?? '')}</span>;
  const days = grievance.days_left;
  const tone = days < 0 ? 'bg-red-100 text-red-800' : days <= 14 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-800';
  const words =
    days < 0 ? `${-days} day${days === -1 ? '' : 's'} overdue` : days === 0 ? 'Due today' : `${days} day${days === 1 ? '' : 's'} left`;
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{words}</span>;
}

/** The reply form that marks one grievance resolved. */
function ResolveForm({ grievance }: { grievance: AdminGrievance }) {
  const resolve = useResolveGrievance();
  const id = useId();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await resolve.mutateAsync({ id: grievance.grievance_id, reply });
      toast.success('Grievance marked resolved.');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not save.');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-2">
      <label htmlFor={id} className="label">
        Reply sent to the person
      </label>
      <textarea
        id={id}
        className="input min-h-20"
        value={reply}
        onChange={(e) => setReply(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
      />
      {problem ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn-primary self-start" disabled={resolve.isPending}>
        {resolve.isPending ? 'Saving...' : 'Mark resolved'}
      </button>
    </form>
  );
}

/**
 * Grievances in the back office (docs/product/privacy.md, "Grievances"): open ones the soonest due
 * first with the days left of the 90-day limit (overdue in red), resolved ones with their reply,
 * and a reply form that marks one resolved.
 */
export function AdminGrievances() {
  const [status, setStatus] = useState<'open' | 'resolved' | 'all'>('open');
  const [page, setPage] = useState(1);
  const list = useAdminGrievances(status, page);
  return (
    <section aria-labelledby="grievances-heading">
      <h1 id="grievances-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Grievances
      </h1>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        Every grievance about personal data must be answered within 90 days of receipt (DPDP Rules 2025). Write the reply you sent the
        person, then mark it resolved.
      </p>
      <div className="mb-4 max-w-xs">
        <label htmlFor="grievance-status" className="label">
          Show
        </label>
        <select
          id="grievance-status"
          className="input"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as typeof status);
            setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="all">All</option>
        </select>
      </div>
      <ListState query={list} isEmpty={list.data?.data.length === 0} empty="No grievances here.">
        <ol className="flex flex-col gap-3">
          {list.data?.data.map((g) => (
            <li key={g.grievance_id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <strong>#{g.grievance_id}</strong> · {g.name}
                  {g.account_kind ? ` (${g.account_kind} #${g.account_id})` : ' (no account)'}
                  {g.mobile ? ` · +91 ${g.mobile}` : ''}
                  {g.email ? ` · ${g.email}` : ''}
                </p>
                <DaysLeft grievance={g} />
              </div>
              <p className="mt-1 text-slate-500">
                Received {staffWhen(g.created_at)} · due {staffWhen(g.due_at)}
              </p>
              <p className="mt-2 whitespace-pre-wrap text-slate-800">{g.text}</p>
              {g.status === 'resolved' ? (
                <p className="mt-2 whitespace-pre-wrap rounded bg-green-50 p-2 text-slate-800">Reply: {g.reply}</p>
              ) : (
                <ResolveForm grievance={g} />
              )}
            </li>
          ))}
        </ol>
        {list.data ? <PageButtons page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
      </ListState>
    </section>
  );
}

/**
 * The staff access log (admins; docs/product/privacy.md, "Staff access log"): who opened which
 * customer's or associate's record and when, newest first, narrowed to a kind or one record.
 */
export function AdminAccessLog() {
  const [kind, setKind] = useState<'' | 'customer' | 'associate'>('');
  const [recordId, setRecordId] = useState('');
  const [page, setPage] = useState(1);
  const log = useAccessLog({ kind: kind || undefined, record_id: /^[1-9]\d*$/.test(recordId) ? recordId : undefined }, page);
  return (
    <section aria-labelledby="access-log-heading">
      <h1 id="access-log-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Staff access log
      </h1>
      <div className="mb-4 flex flex-wrap gap-4">
        <div className="w-48">
          <label htmlFor="access-kind" className="label">
            Record
          </label>
          <select
            id="access-kind"
            className="input"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as typeof kind);
              setPage(1);
            }}
          >
            <option value="">Customers and associates</option>
            <option value="customer">Customers</option>
            <option value="associate">Associates</option>
          </select>
        </div>
        <div className="w-40">
          <label htmlFor="access-record" className="label">
            Account id
          </label>
          <input
            id="access-record"
            className="input"
            inputMode="numeric"
            value={recordId}
            onChange={(e) => {
              setRecordId(e.target.value.trim());
              setPage(1);
            }}
          />
        </div>
      </div>
      <ListState query={log} isEmpty={log.data?.data.length === 0} empty="Nobody has opened a record yet.">
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Staff member
                </th>
                <th scope="col" className="p-3">
                  Opened
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data?.data.map((entry) => (
                <tr key={entry.access_id} className="border-t border-slate-100">
                  <td className="p-3">
                    <time dateTime={entry.at}>{staffWhen(entry.at)}</time>
                  </td>
                  <td className="p-3">
                    {entry.staff_name || 'Unknown'} (#{entry.staff_id})
                  </td>
                  <td className="p-3">
                    {entry.record_kind} #{entry.record_id}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {log.data ? <PageButtons page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPage={setPage} /> : null}
      </ListState>
    </section>
  );
}

/** Affected accounts as typed in the form: one a line, or separated by commas. */
export function affectedAccountsOf(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The "Record a breach" form: what happened, when it was discovered, the affected accounts; asks before queuing notices. */
function RecordBreachForm() {
  const record = useRecordBreach();
  const ids = { description: useId(), discovered: useId(), accounts: useId() };
  const [description, setDescription] = useState('');
  const [discovered, setDiscovered] = useState('');
  const [accounts, setAccounts] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'description' | 'discovered_at' | 'accounts', string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      description,
      discovered_at: discovered ? new Date(discovered).toISOString() : '',
      accounts: affectedAccountsOf(accounts),
    };
    const parsed = recordBreachBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof problems;
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    if (!window.confirm(`Record this breach and send an SMS notice to the ${body.accounts.length} listed account(s)?`)) return;
    try {
      const answer = await record.mutateAsync(parsed.data);
      toast.success(answer.message);
      setDescription('');
      setDiscovered('');
      setAccounts('');
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        const field = error.field.split('.')[0] as keyof typeof problems;
        setProblems({ [field]: error.message });
      } else toast.error(error instanceof Error ? error.message : 'Could not record the breach.');
    }
  }

  const describe = (field: keyof typeof problems, id: string) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const errorOf = (field: keyof typeof problems, id: string) =>
    problems[field] ? (
      <p id={`${id}-error`} className="text-sm text-red-700">
        {problems[field]}
      </p>
    ) : null;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">Record a breach</h2>
      <div>
        <label htmlFor={ids.description} className="label">
          What happened
        </label>
        <textarea
          id={ids.description}
          className="input min-h-24"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          {...describe('description', ids.description)}
        />
        {errorOf('description', ids.description)}
      </div>
      <div className="max-w-xs">
        <label htmlFor={ids.discovered} className="label">
          When it was discovered
        </label>
        <input
          id={ids.discovered}
          type="datetime-local"
          className="input"
          value={discovered}
          onChange={(e) => setDiscovered(e.target.value)}
          {...describe('discovered_at', ids.discovered)}
        />
        {errorOf('discovered_at', ids.discovered)}
      </div>
      <div>
        <label htmlFor={ids.accounts} className="label">
          Affected accounts
        </label>
        <p id={`${ids.accounts}-hint`} className="text-xs text-slate-500">
          One a line: a mobile (every account with it), or customer:12, associate:3, builder:5.
        </p>
        <textarea
          id={ids.accounts}
          className="input min-h-24 font-mono"
          value={accounts}
          onChange={(e) => setAccounts(e.target.value)}
          {...describe('accounts', ids.accounts)}
        />
        {errorOf('accounts', ids.accounts)}
      </div>
      <button type="submit" className="btn-primary self-start" disabled={record.isPending}>
        {record.isPending ? 'Recording...' : 'Record and notify'}
      </button>
    </form>
  );
}

/**
 * Breaches (admins; docs/breach-playbook.md; DPDP Rules 2025, Rule 7): the "Record a breach" form
 * and the recorded breaches with how many accounts each affected and how many notices were queued.
 */
export function AdminBreaches() {
  const [page, setPage] = useState(1);
  const list = useBreaches(page);
  return (
    <section aria-labelledby="breaches-heading" className="flex flex-col gap-6">
      <div>
        <h1 id="breaches-heading" className="mb-2 text-2xl font-bold text-slate-900">
          Breaches
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">
          Follow the breach playbook (docs/breach-playbook.md): the Data Protection Board is told at once and in full within 72 hours; each
          affected person is told here by SMS.
        </p>
      </div>
      <RecordBreachForm />
      <div>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Recorded breaches</h2>
        <ListState query={list} isEmpty={list.data?.data.length === 0} empty="No breach has been recorded.">
          <ol className="flex flex-col gap-3">
            {list.data?.data.map((b) => (
              <li key={b.breach_id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                <p>
                  <strong>#{b.breach_id}</strong> · discovered {staffWhen(b.discovered_at)} · recorded {staffWhen(b.recorded_at)} by{' '}
                  {b.recorded_by || 'Unknown'}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{b.description}</p>
                <p className="mt-2 text-slate-600">
                  {b.affected} affected account{b.affected === 1 ? '' : 's'} · {b.notices_queued} notice{b.notices_queued === 1 ? '' : 's'}{' '}
                  queued
                </p>
              </li>
            ))}
          </ol>
          {list.data ? <PageButtons page={list.data.page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} /> : null}
        </ListState>
      </div>
    </section>
  );
}
