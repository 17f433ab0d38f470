import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import type { MembershipOrder } from '@realty/contracts/membership/orders';
import { BadgeCheck, Clock, Download, FileText, ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useLanguage } from '../../../lib/i18n/texts.ts';
import { useMyCreditNotes, useMyInvoices, useMyMembership } from '../api/membership-api.ts';
import { useMembershipTexts } from '../texts.ts';

/** The order open on the membership, as a line: "Payment being checked" (UTR given) or "Waiting for your payment" with a link to the checkout. */
function OpenOrderLine({ order }: { order: MembershipOrder }) {
  const t = useMembershipTexts();
  const amount = formatRupeesExact(order.total);
  if (order.status === 'to_verify') {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" data-testid="membership-order">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('section.checking')}</p>
          <p>{t('section.checkingText', { amount, utr: order.utr ?? '' })}</p>
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-xl bg-brand-50 p-3 text-sm text-slate-800 sm:flex-row sm:items-center sm:justify-between"
      data-testid="membership-order"
    >
      <div className="flex items-start gap-3">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold">{t('section.waiting')}</p>
          <p>{t('section.waitingText', { amount })}</p>
        </div>
      </div>
      <Link to={PATHS.membershipCheckout} className="btn-primary shrink-0">
        {t('section.continue')}
      </Link>
    </div>
  );
}

/** The associate's tax invoices: number, date, total and a "Download PDF" link each; a line saying there are none yet. */
function InvoiceList() {
  const t = useMembershipTexts();
  const language = useLanguage();
  const invoices = useMyInvoices();
  if (invoices.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('invoices.loading')}
      </p>
    );
  }
  if (invoices.isError) {
    return (
      <p role="alert" className="text-sm text-slate-600">
        {t('invoices.loadError')}
      </p>
    );
  }
  const rows = invoices.data.data;
  if (rows.length === 0) return <p className="text-sm text-slate-600">{t('invoices.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('invoices.caption')}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('invoices.number')}
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">
              {t('invoices.date')}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {t('invoices.total')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <span className="sr-only">{t('invoices.file')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((invoice) => (
            <tr key={invoice.invoice_id}>
              <td className="whitespace-nowrap py-2 pr-3 font-medium text-slate-900">
                <span data-testid="invoice-number">{invoice.invoice_number}</span>
                {/* on a phone the date goes under the number, so the row fits without scrolling */}
                <span className="block text-xs font-normal text-slate-600 sm:hidden">{formatDate(invoice.issued_at, language)}</span>
              </td>
              <td className="hidden whitespace-nowrap py-2 pr-3 text-slate-700 sm:table-cell">{formatDate(invoice.issued_at, language)}</td>
              <td className="whitespace-nowrap py-2 pr-3 text-right text-slate-900">{formatRupeesExact(invoice.total)}</td>
              <td className="py-2 text-right">
                <a
                  href={invoice.pdf_url}
                  className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-brand-700 underline-offset-2 hover:underline"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t('invoices.download')}
                  <span className="sr-only"> {t('invoices.downloadOf', { number: invoice.invoice_number })}</span>
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The associate's credit notes (refunds of Pro purchases; docs/product/payments.md, "Refunds and
 * credit notes"), under their own heading beside the invoices: each with its number, date, the
 * amount refunded, the invoice it is against, the reason and a "Download PDF" link. Nothing at all
 * when there are none (most associates); loading and failure are said in words, as the invoices do.
 */
export function CreditNoteList() {
  const t = useMembershipTexts();
  const language = useLanguage();
  const creditNotes = useMyCreditNotes();
  if (creditNotes.isPending) {
    return (
      <p role="status" className="border-t border-slate-100 pt-3 text-sm text-slate-600">
        {t('creditNotes.loading')}
      </p>
    );
  }
  if (!creditNotes.isError && creditNotes.data.data.length === 0) return null;
  const heading = (
    <h3 id="credit-notes-title" className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
      <ReceiptText aria-hidden="true" className="size-4 text-slate-500" />
      {t('creditNotes.title')}
    </h3>
  );
  if (creditNotes.isError) {
    return (
      <div className="border-t border-slate-100 pt-3">
        {heading}
        <p role="alert" className="text-sm text-slate-600">
          {t('creditNotes.loadError')}
        </p>
      </div>
    );
  }
  return (
    <div className="border-t border-slate-100 pt-3" data-testid="credit-notes">
      {heading}
      <p className="mb-2 text-sm text-slate-600">{t('creditNotes.intro')}</p>
      <ul aria-label={t('creditNotes.caption')} className="divide-y divide-slate-100 text-sm">
        {creditNotes.data.data.map((note) => (
          <li
            key={note.credit_note_id}
            className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
            data-testid="credit-note"
          >
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <span data-testid="credit-note-number">{t('creditNotes.number', { number: note.credit_note_number })}</span>
                <span className="font-normal text-slate-600"> · {formatDate(note.issued_at, language)}</span>
              </p>
              <p className="text-slate-600">{t('creditNotes.against', { number: note.invoice_number })}</p>
              <p className="break-words text-slate-700">{t('creditNotes.reason', { reason: note.reason })}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-x-4 gap-y-1 sm:flex-col sm:items-end">
              <p className="whitespace-nowrap text-slate-900">
                <span className="text-slate-600">{t('creditNotes.amount')}: </span>
                <span className="font-semibold tabular-nums">{formatRupeesExact(note.total)}</span>
              </p>
              <a
                href={note.pdf_url}
                className="inline-flex items-center gap-1 whitespace-nowrap font-semibold text-brand-700 underline-offset-2 hover:underline"
              >
                <Download aria-hidden="true" className="size-4" />
                {t('creditNotes.download')}
                <span className="sr-only"> {t('creditNotes.downloadOf', { number: note.credit_note_number })}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The associate dashboard's "Membership" section (docs/product/payments.md, "Screens"): the plan
 * ("Free", or "Pro until 29 Nov 2027" in the page's language), "Upgrade to Pro" (Free) or "Renew"
 * (Pro ending within 30 days) to the checkout, the order open ("Payment being checked" once the
 * UTR is given; "Waiting for your payment" with "Continue to payment"), the tax invoices with
 * their PDFs, or a line saying there are none yet, and the credit notes of refunds, when there are
 * any ({@link CreditNoteList}). Loading and failure are said in words.
 */
export function MembershipSection({ className = '' }: { className?: string }) {
  const t = useMembershipTexts();
  const language = useLanguage();
  const membership = useMyMembership();

  let body: React.ReactNode;
  if (membership.isPending) {
    body = (
      <p role="status" className="text-sm text-slate-600">
        {t('section.loading')}
      </p>
    );
  } else if (membership.isError) {
    body = (
      <p role="alert" className="text-sm text-slate-600">
        {t('section.loadError')}
      </p>
    );
  } else {
    const m = membership.data.data;
    const isPro = m.plan === 'pro';
    const order = m.open_order;
    const offer = order ? null : !isPro ? 'section.upgrade' : m.renewable ? 'section.renew' : null;
    body = (
      <>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <BadgeCheck aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${isPro ? 'text-brand-700' : 'text-slate-400'}`} />
            <div>
              <p className="font-semibold text-slate-900" data-testid="membership-plan">
                {t('section.plan')}:{' '}
                <span className={isPro ? 'text-brand-700' : ''}>
                  {isPro ? t('section.proUntil', { date: formatDate(m.pro_until, language) }) : t('section.free')}
                </span>
              </p>
              {offer ? <p className="text-sm text-slate-600">{isPro ? t('section.renewHint') : t('section.freeHint')}</p> : null}
            </div>
          </div>
          {offer ? (
            <Link to={PATHS.membershipCheckout} className="btn-primary shrink-0">
              {t(offer)}
            </Link>
          ) : null}
        </div>
        {order ? <OpenOrderLine order={order} /> : null}
      </>
    );
  }

  return (
    <section
      aria-labelledby="membership-title"
      data-testid="membership"
      className={`flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}
    >
      <h2 id="membership-title" className="text-lg font-bold text-slate-900">
        {t('section.title')}
      </h2>
      {body}
      <div className="border-t border-slate-100 pt-3">
        <h3 className="mb-2 flex items-center gap-2 font-semibold text-slate-900">
          <FileText aria-hidden="true" className="size-4 text-slate-500" />
          {t('invoices.title')}
        </h3>
        <InvoiceList />
      </div>
      <CreditNoteList />
    </section>
  );
}
