import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { AssociatePayout } from '@realty/contracts/payouts/payouts';
import { Download, Landmark, ReceiptIndianRupee, RotateCw } from 'lucide-react';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { payoutAdviceUrl, useMyPayouts, useMyTds } from '../api/payouts-api.ts';
import { usePayoutTexts } from '../texts.ts';
import { percentText, tdsSentences } from '../utils/tds-step.ts';

/** Colours of a payout's status. */
const STATUS_STYLES: Record<AssociatePayout['status'], string> = {
  pending: 'bg-sky-100 text-sky-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-800',
};

/** A failed load: what could not be loaded and a "Try again" button. */
function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const t = usePayoutTexts();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p>{title}</p>
      <button type="button" onClick={onRetry} className="btn-outline mt-3 border-red-700 px-3 py-1.5 text-sm text-red-800 hover:bg-red-100">
        <RotateCw aria-hidden="true" className="size-4" /> {t('state.tryAgain')}
      </button>
    </div>
  );
}

/**
 * The year's TDS (`GET /api/associate/tds`): "TDS deducted this financial year" with the amount,
 * what was credited against the threshold, and the next step: how much more can be credited
 * before TDS starts, or the rate deducted from each payout once crossed; without a PAN on file, a
 * note that the higher rate (s. 206AA) applies until the PAN is added.
 */
export function TdsSummary() {
  const t = usePayoutTexts();
  const tds = useMyTds();
  if (tds.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('tds.loading')}
      </p>
    );
  if (tds.isError) return <LoadError title={t('tds.loadError')} onRetry={() => void tds.refetch()} />;
  const year = tds.data.data;
  const sentences = tdsSentences(year);
  const credited = formatRupeesExact(year.credited);
  const threshold = formatRupeesExact(year.threshold);
  return (
    <div className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="tds-summary">
      <dl>
        <dt className="text-sm font-medium text-slate-700">{t('tds.deducted', { fy: year.financial_year })}</dt>
        <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-testid="tds-deducted">
          {formatRupeesExact(year.tds_deducted)}
        </dd>
        <dd className="text-xs text-slate-600">
          {t(year.threshold_crossed ? 'tds.creditedOver' : 'tds.credited', { credited, threshold })}
        </dd>
      </dl>
      <ul className="mt-3 space-y-1 text-sm">
        {sentences.map((sentence) => (
          <li
            key={sentence.key}
            data-testid={sentence.key === 'tds.noPan' ? 'tds-no-pan' : 'tds-step'}
            className={sentence.key === 'tds.noPan' ? 'rounded-lg bg-amber-50 p-2 text-amber-900' : 'font-medium text-slate-900'}
          >
            {t(sentence.key, sentence.values)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">{t('tds.why', { section: year.section })}</p>
    </div>
  );
}

/** A payout's status label, and (unless `withNote` is false) what a failed transfer means. */
function StatusText({ payout, withNote = true }: { payout: AssociatePayout; withNote?: boolean }) {
  const t = usePayoutTexts();
  return (
    <>
      <span
        className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[payout.status]}`}
        data-testid="payout-status"
      >
        {t(`payouts.status.${payout.status}`)}
      </span>
      {withNote && payout.status === 'failed' ? <span className="mt-1 block text-xs text-red-800">{t('payouts.failedNote')}</span> : null}
    </>
  );
}

/** "Download advice (PDF)" of a payout, naming it for screen readers. */
function AdviceLink({ payout }: { payout: AssociatePayout }) {
  const t = usePayoutTexts();
  const language = useLanguage();
  return (
    <a
      href={payoutAdviceUrl(payout.payout_id)}
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
      aria-label={`${t('payouts.download')} ${t('payouts.downloadOf', { date: formatDate(payout.credited_on, language) })}`}
    >
      <Download aria-hidden="true" className="size-4 shrink-0" />
      {t('payouts.download')}
    </a>
  );
}

/**
 * The associate's payouts (`GET /api/associate/payouts`), newest first: date of credit, gross, TDS
 * (with rate and section), net, status, the bank's reference and "Download advice (PDF)"; a table
 * on wide screens, cards on phones. Empty: "No payouts yet. Confirmed earnings are paid in the
 * next payout run."
 */
export function PayoutList() {
  const t = usePayoutTexts();
  const language = useLanguage();
  const payouts = useMyPayouts();
  if (payouts.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('payouts.loading')}
      </p>
    );
  if (payouts.isError) return <LoadError title={t('payouts.loadError')} onRetry={() => void payouts.refetch()} />;
  const rows = payouts.data.data;
  if (rows.length === 0)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-5 text-sm text-slate-700" data-testid="payouts-empty">
        <p>
          <span className="font-medium text-slate-900">{t('payouts.emptyTitle')}</span> {t('payouts.emptyBody')}
        </p>
      </div>
    );
  const rate = (payout: AssociatePayout) => t('payouts.rate', { rate: percentText(payout.tds.rate_percent), section: payout.tds.section });
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('payouts.caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('payouts.date')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('payouts.gross')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('payouts.tds')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('payouts.net')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('payouts.status')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('payouts.reference')}
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">{t('payouts.file')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((payout) => (
              <tr key={payout.payout_id} data-testid="payout-row">
                <td className="whitespace-nowrap py-3 pr-3 align-top">{formatDate(payout.credited_on, language)}</td>
                <td className="whitespace-nowrap py-3 pr-3 text-right align-top tabular-nums">{formatRupeesExact(payout.gross)}</td>
                <td className="whitespace-nowrap py-3 pr-3 text-right align-top">
                  <span className="block tabular-nums">{formatRupeesExact(payout.tds.amount)}</span>
                  <span className="block text-xs text-slate-500">{rate(payout)}</span>
                </td>
                <td className="whitespace-nowrap py-3 pr-3 text-right align-top font-semibold tabular-nums text-slate-900">
                  {formatRupeesExact(payout.net)}
                </td>
                <td className="max-w-48 py-3 pr-3 align-top">
                  <StatusText payout={payout} />
                </td>
                <td className="py-3 pr-3 align-top font-mono text-xs text-slate-700">{payout.reference ?? t('state.noReference')}</td>
                <td className="py-3 align-top">
                  <AdviceLink payout={payout} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden" aria-label={t('payouts.caption')}>
        {rows.map((payout) => (
          <li key={payout.payout_id} className="rounded-xl border border-slate-200 p-3 text-sm" data-testid="payout-card">
            <div className="flex items-start justify-between gap-2">
              <p className="whitespace-nowrap text-slate-700">{formatDate(payout.credited_on, language)}</p>
              <StatusText payout={payout} withNote={false} />
            </div>
            {payout.status === 'failed' ? <p className="mt-1 text-xs text-red-800">{t('payouts.failedNote')}</p> : null}
            <dl className="mt-2 grid grid-cols-3 gap-2">
              <div>
                <dt className="text-xs text-slate-500">{t('payouts.gross')}</dt>
                <dd className="tabular-nums">{formatRupeesExact(payout.gross)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('payouts.tds')}</dt>
                <dd className="tabular-nums">{formatRupeesExact(payout.tds.amount)}</dd>
                <dd className="text-xs text-slate-500">{rate(payout)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500">{t('payouts.net')}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{formatRupeesExact(payout.net)}</dd>
              </div>
            </dl>
            {payout.reference ? (
              <p className="mt-2 text-xs text-slate-600">
                {t('payouts.reference')}: <span className="font-mono">{payout.reference}</span>
              </p>
            ) : null}
            <div className="mt-2">
              <AdviceLink payout={payout} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The dashboard's "Payouts and TDS" section, under the earnings (docs/product/payouts.md, "What
 * associates and staff see"): the year's TDS with the next threshold step ({@link TdsSummary})
 * and the payouts with their advice PDFs ({@link PayoutList}). Render it only for a signed-in
 * associate.
 */
export function PayoutsSection() {
  const t = usePayoutTexts();
  return (
    <section
      id="payouts"
      aria-labelledby="payouts-title"
      data-testid="payouts"
      className="scroll-mt-24 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="payouts-title" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Landmark aria-hidden="true" className="size-5 text-green-700" />
        {t('section.title')}
      </h2>
      <div className="mt-4">
        <h3 className="sr-only">{t('tds.title')}</h3>
        <TdsSummary />
      </div>
      <h3 className="mt-6 flex items-center gap-2 text-base font-semibold text-slate-900">
        <ReceiptIndianRupee aria-hidden="true" className="size-4 text-slate-500" />
        {t('payouts.title')}
      </h3>
      <div className="mt-2">
        <PayoutList />
      </div>
    </section>
  );
}
