import { formatIndianDigits } from '@realty/contracts/listings/price-format';
import { LEAD_STATUSES } from '@realty/contracts/pipeline/fields';
import { usePipelineReport } from '../api/admin-pipeline.ts';
import { leadStatusLabel } from './pipeline-format.ts';

/** One bar of a {@link BarChart}: its label, the count, and an optional note under the label. */
export type BarRow = { key: string; label: string; count: number; note?: string };

/** Props of {@link BarChart}. */
export type BarChartProps = {
  /** Heading id of the section the chart belongs to (names the table). */
  labelledBy: string;
  /** Header of the label column, e.g. 'Status'. */
  labelHeader: string;
  rows: readonly BarRow[];
  /** Tailwind background class of the bars. */
  barClass?: string;
};

/**
 * A horizontal bar chart that is a table underneath (docs/product/pipeline.md, "Back office":
 * "as a chart"): each row names its label and shows its count as text, so screen readers and
 * copy-paste get the numbers; the bar, its length proportional to the largest count, is drawn
 * beside them for the eye and hidden from assistive technology.
 */
export function BarChart({ labelledBy, labelHeader, rows, barClass = 'bg-brand-600' }: BarChartProps) {
  const largest = Math.max(1, ...rows.map((r) => r.count));
  return (
    <table className="w-full table-fixed text-sm" aria-labelledby={labelledBy}>
      <colgroup>
        <col className="w-1/2" />
        <col className="w-[16%]" />
        <col />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">Leads</th>
          <th scope="col">
            <span>Bar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="py-1 pr-2 text-left font-medium text-slate-700">
              <span className="block truncate" title={row.label}>
                {row.label}
              </span>
              {row.note && <span className="block truncate text-xs font-normal text-slate-500">{row.note}</span>}
            </th>
            <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums text-slate-900">{formatIndianDigits(row.count)}</td>
            <td className="py-1" aria-hidden="true">
              <div className="h-3 w-full rounded-full bg-slate-100">
                <div
                  className={`h-3 rounded-full ${barClass}`}
                  style={{ width: `${row.count === 0 ? 0 : Math.max(2, (row.count / largest) * 100)}%` }}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * The pipeline report (docs/product/pipeline.md, "Back office"): leads by status (every status, in
 * the order of the pipeline), leads by city (most first) and the conversion funnel lead → visit →
 * booking with its rates (percentages of all leads), each as a bar chart with the numbers as text.
 */
export function PipelineReport() {
  const report = usePipelineReport();
  if (report.isPending)
    return (
      <p role="status" className="mt-8">
        Loading the report...
      </p>
    );
  if (report.isError)
    return (
      <p role="alert" className="mt-8 text-red-700">
        The report could not be loaded: {report.error.message}
      </p>
    );
  const { by_status, by_city, funnel } = report.data.data;
  const countOf = new Map(by_status.map((s) => [s.status, s.count]));
  const statusRows = LEAD_STATUSES.map((s) => ({ key: s, label: leadStatusLabel(s), count: countOf.get(s) ?? 0 }));
  const cityRows = [...by_city].sort((a, b) => b.count - a.count).map((c) => ({ key: c.city, label: c.city, count: c.count }));
  const funnelRows: BarRow[] = [
    { key: 'leads', label: 'Leads', count: funnel.leads },
    { key: 'visited', label: 'Visited', count: funnel.visited, note: `${funnel.visit_rate_percent}% of leads` },
    { key: 'booked', label: 'Booked', count: funnel.booked, note: `${funnel.booking_rate_percent}% of leads` },
  ];

  return (
    <section aria-labelledby="report-heading" className="mt-10">
      <h2 id="report-heading" className="mb-3 text-xl font-bold text-slate-900">
        Report
      </h2>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className={card}>
          <h3 id="report-status" className="mb-2 font-semibold text-slate-900">
            Leads by status
          </h3>
          <BarChart labelledBy="report-status" labelHeader="Status" rows={statusRows} />
        </div>
        <div className={card}>
          <h3 id="report-city" className="mb-2 font-semibold text-slate-900">
            Leads by city
          </h3>
          {cityRows.length === 0 ? (
            <p className="text-sm text-slate-500">No leads yet.</p>
          ) : (
            <BarChart labelledBy="report-city" labelHeader="City" rows={cityRows} barClass="bg-sky-600" />
          )}
        </div>
        <div className={card}>
          <h3 id="report-funnel" className="mb-2 font-semibold text-slate-900">
            Conversion: lead → visit → booking
          </h3>
          <BarChart labelledBy="report-funnel" labelHeader="Stage" rows={funnelRows} barClass="bg-accent-500" />
        </div>
      </div>
    </section>
  );
}
