import { PayoutRunBuilder } from '../../../features/admin/components/payout-run-builder.tsx';
import { PayoutRunPanel, PayoutRunsList } from '../../../features/admin/components/payout-runs.tsx';
import { TdsQuarterSection, TdsRulesSection } from '../../../features/admin/components/tds-admin.tsx';
import { useUrlFilters } from '../../../features/admin/components/use-url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The sections further down the page, as jump links under the heading (the page is long on a phone). */
const SECTIONS = [
  { href: '#new-run', label: 'New payout run' },
  { href: '#runs', label: 'Payout runs' },
  { href: '#tds', label: 'TDS returns' },
  { href: '#tds-rules', label: 'TDS rules' },
] as const;

/** Moves the view to the element with `id` once it is drawn (after a run is created or opened). */
function scrollToSoon(id: string) {
  window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), 50);
}

/**
 * `/admin/payouts` (admins only; docs/product/payouts.md, "Payout runs", "What associates and staff
 * see"): a new payout run with its preview, the runs with the one opened (kept in the address as
 * `?run=`), the quarter's TDS with the Form 26Q CSV, and the TDS rules.
 */
export default function AdminPayoutsPage() {
  usePageTitle('Payouts');
  const { values, update } = useUrlFilters(['run'] as const);
  const runId = /^\d+$/.test(values.run) ? Number(values.run) : undefined;
  const open = (id: number) => {
    update({ run: String(id) });
    scrollToSoon('run');
  };
  return (
    <>
      <h1 className="mb-1 text-2xl font-bold text-slate-900">Payouts</h1>
      <nav aria-label="On this page" className="mb-4">
        <ul className="flex flex-wrap gap-2 text-sm">
          {SECTIONS.map((section) => (
            <li key={section.href}>
              <a
                href={section.href}
                className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1 font-medium text-brand-700 hover:bg-brand-50"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-6 max-w-3xl text-sm text-slate-600">
        Confirmed earnings of associates are paid in runs: create a draft, another admin approves it, the bank file makes the transfers and
        each line is marked paid with the bank’s reference. TDS under section 194H is deducted as the rules below say.
      </p>
      <PayoutRunBuilder onCreated={open} />
      <PayoutRunsList openRunId={runId} onOpen={open} />
      {runId !== undefined ? <PayoutRunPanel runId={runId} onClose={() => update({ run: '' })} /> : null}
      <TdsQuarterSection />
      <TdsRulesSection />
    </>
  );
}
