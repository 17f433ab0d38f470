import { useAuditLog } from '../api/admin-records.ts';
import { formatWhen } from '../utils/format.ts';
import { Pager } from './pager.tsx';
import { useUrlFilters } from './use-url-filters.ts';

/** Entities the audit log can be narrowed to. */
const ENTITIES = ['site', 'blog', 'team', 'contact', 'enquiry', 'customer', 'associate', 'staff'];

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The audit log (admin only): who changed what and when, with the record before and after. */
export function AuditLog() {
  const { values, page, update } = useUrlFilters(['entity'] as const);
  const log = useAuditLog({ entity: values.entity || undefined, page });
  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Audit log
      </h1>
      <div className="mb-4 max-w-xs">
        <label htmlFor="audit-entity" className="label">
          What changed
        </label>
        <select id="audit-entity" className="input" value={values.entity} onChange={(e) => update({ entity: e.target.value })}>
          <option value="">Everything</option>
          {ENTITIES.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
      </div>
      {log.isPending ? (
        <p role="status">Loading...</p>
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      ) : log.data.data.length === 0 ? (
        <p role="status" className="rounded-lg bg-white p-6 text-slate-600">
          Nothing recorded yet.
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-2">
            {log.data.data.map((entry) => (
              <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p>
                  <strong>{entry.staff_name || 'Unknown'}</strong> · {entry.action} {entry.entity}
                  {entry.entity_id ? ` #${entry.entity_id}` : ''} · <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
                </p>
                {(entry.before !== null || entry.after !== null) && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-brand-700">Before and after</summary>
                    <div className="mt-2 grid gap-2 md:grid-cols-2">
                      <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{show(entry.before)}</pre>
                      <pre className="max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs">{show(entry.after)}</pre>
                    </div>
                  </details>
                )}
              </li>
            ))}
          </ol>
          <Pager page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPage={(p) => update({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
