import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { useMonthCreditNotes, useMonthInvoices } from '../api/admin-membership.ts';
import { currentIndiaMonth, isMonth, monthLabel, placeOfSupplyText } from './membership-format.ts';
import { useUrlFilters } from './use-url-filters.ts';

/** The sum of rupee amounts ("1180.00"), added up in paise so that no float error creeps in, as rupees text. */
function sumRupees(amounts: string[]): string {
  const paise = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  return (paise / 100).toFixed(2);
}

/** The GST of a document in one line: "CGST ₹90.00 + SGST ₹90.00", or "IGST ₹180.00". */
function taxText(doc: { cgst: string; sgst: string; igst: string }): string {
  return Number(doc.igst) > 0
    ? `IGST ${formatRupeesExact(doc.igst)}`
    : `CGST ${formatRupeesExact(doc.cgst)} + SGST ${formatRupeesExact(doc.sgst)}`;
}

/** A "PDF" link naming the document for screen readers. */
function PdfLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      <FileDown aria-hidden="true" className="size-4" />
      PDF<span className="sr-only"> of {name}</span>
    </a>
  );
}

/** A list's heading with how many there are and their total. */
function ListHeading({ id, title, count, total }: { id: string; title: string; count: number; total: string }) {
  return (
    <h3 id={id} className="mb-2 flex flex-wrap items-baseline gap-x-2 font-semibold text-slate-900">
      {title}
      {count > 0 ? (
        <span className="text-sm font-normal text-slate-600">
          {count} · total {formatRupeesExact(total)}
        </span>
      ) : null}
    </h3>
  );
}

/** The tax invoices of `month`: number, date, buyer, place of supply, taxable value, GST, total and PDF. */
function MonthInvoices({ month }: { month: string }) {
  const invoices = useMonthInvoices(month);
  if (invoices.isPending) return <p role="status">Loading invoices...</p>;
  if (invoices.isError)
    return (
      <p role="alert" className="text-red-700">
        {invoices.error.message}
      </p>
    );
  const rows = invoices.data.data;
  return (
    <section aria-labelledby="month-invoices-heading">
      <ListHeading id="month-invoices-heading" title="Tax invoices" count={rows.length} total={sumRupees(rows.map((r) => r.total))} />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600">No tax invoices in {monthLabel(month)}.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Tax invoices of {monthLabel(month)}, in number order</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Number
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Buyer
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Taxable value
                  </th>
                  <th scope="col" className="px-3 py-3">
                    GST
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Total
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">File</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((invoice) => (
                  <tr key={invoice.invoice_id} data-testid="month-invoice-row">
                    <td className="whitespace-nowrap px-3 py-3 font-mono text-xs font-semibold text-slate-900">{invoice.invoice_number}</td>
                    <td className="whitespace-nowrap px-3 py-3">{formatDate(invoice.issued_at)}</td>
                    <td className="px-3 py-3">
                      <span className="block text-slate-900">{invoice.buyer_name}</span>
                      <span className="block text-xs text-slate-500">{placeOfSupplyText(invoice.place_of_supply)}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(invoice.taxable_value)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-xs tabular-nums text-slate-700">{taxText(invoice)}</td>
                    <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums">
                      {formatRupeesExact(invoice.total)}
                    </td>
                    <td className="px-3 py-3">
                      <PdfLink href={invoice.pdf_url} name={`invoice ${invoice.invoice_number}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={`Tax invoices of ${monthLabel(month)}`}>
            {rows.map((invoice) => (
              <li
                key={invoice.invoice_id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
                data-testid="month-invoice-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 break-all font-mono text-xs font-semibold leading-5 text-slate-900">{invoice.invoice_number}</p>
                  <p className="shrink-0 font-semibold tabular-nums text-slate-900">{formatRupeesExact(invoice.total)}</p>
                </div>
                <p className="text-slate-700">
                  {invoice.buyer_name} · {placeOfSupplyText(invoice.place_of_supply)}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDate(invoice.issued_at)} · {formatRupeesExact(invoice.taxable_value)} + {taxText(invoice)}
                </p>
                <div className="mt-1">
                  <PdfLink href={invoice.pdf_url} name={`invoice ${invoice.invoice_number}`} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The credit notes of `month`: number, date, the invoice it is against, buyer, reason, total and PDF. */
function MonthCreditNotes({ month }: { month: string }) {
  const creditNotes = useMonthCreditNotes(month);
  if (creditNotes.isPending) return <p role="status">Loading credit notes...</p>;
  if (creditNotes.isError)
    return (
      <p role="alert" className="text-red-700">
        {creditNotes.error.message}
      </p>
    );
  const rows = creditNotes.data.data;
  return (
    <section aria-labelledby="month-credit-notes-heading">
      <ListHeading id="month-credit-notes-heading" title="Credit notes" count={rows.length} total={sumRupees(rows.map((r) => r.total))} />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600">No credit notes in {monthLabel(month)}.</p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Credit notes of {monthLabel(month)}, in number order</caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Number
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Against invoice
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Buyer and reason
                  </th>
                  <th scope="col" className="px-3 py-3 text-right">
                    Total
                  </th>
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">File</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((note) => (
                  <tr key={note.credit_note_id} data-testid="month-credit-note-row">
                    <td className="whitespace-nowrap px-3 py-3 font-mono text-xs font-semibold text-slate-900">
                      {note.credit_note_number}
                    </td>
                    <td className="whitespace-nowrap px-3 py-3">{formatDate(note.issued_at)}</td>
                    <td className="whitespace-nowrap px-3 py-3 font-mono text-xs text-slate-700">{note.invoice_number}</td>
                    <td className="max-w-80 px-3 py-3">
                      <span className="block text-slate-900">{note.buyer_name}</span>
                      <span className="block break-words text-xs text-slate-600">{note.reason}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums">{formatRupeesExact(note.total)}</td>
                    <td className="px-3 py-3">
                      <PdfLink href={note.pdf_url} name={`credit note ${note.credit_note_number}`} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={`Credit notes of ${monthLabel(month)}`}>
            {rows.map((note) => (
              <li
                key={note.credit_note_id}
                className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
                data-testid="month-credit-note-card"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="min-w-0 break-all font-mono text-xs font-semibold leading-5 text-slate-900">{note.credit_note_number}</p>
                  <p className="shrink-0 font-semibold tabular-nums text-slate-900">{formatRupeesExact(note.total)}</p>
                </div>
                <p className="text-slate-700">{note.buyer_name}</p>
                <p className="text-xs text-slate-500">
                  {formatDate(note.issued_at)} · against <span className="font-mono">{note.invoice_number}</span>
                </p>
                <p className="break-words text-xs text-slate-600">{note.reason}</p>
                <div className="mt-1">
                  <PdfLink href={note.pdf_url} name={`credit note ${note.credit_note_number}`} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * "Invoices and credit notes" of the back office's payments page (docs/product/payments.md, "Tax
 * invoices", "Refunds and credit notes"): a month (this month in India unless chosen; kept in the
 * address as `?month=`), the month's tax invoices and credit notes with their PDFs, and "Download
 * CSV for the GST return" (`/api/admin/invoices.csv?month=…`: the invoices, and the credit notes
 * as negative rows).
 */
export function InvoicesAndCreditNotes() {
  const { values, update } = useUrlFilters(['month'] as const);
  const month = isMonth(values.month) ? values.month : currentIndiaMonth();
  // what is typed, until it is a whole month (browsers without a month picker show a text box)
  const [draft, setDraft] = useState<string>();
  return (
    <section aria-labelledby="ledger-heading" className="mt-10 scroll-mt-20" id="invoices">
      <h2 id="ledger-heading" className="mb-1 text-xl font-bold text-slate-900">
        Invoices and credit notes
      </h2>
      <p className="mb-4 text-sm text-slate-600">The tax invoices and credit notes of a month, by their day in India, in number order.</p>
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="w-full max-w-xs">
          <label htmlFor="ledger-month" className="label">
            Month
          </label>
          <input
            id="ledger-month"
            type="month"
            className="input"
            value={draft ?? month}
            max={currentIndiaMonth()}
            placeholder="YYYY-MM"
            aria-describedby="ledger-month-hint"
            onChange={(event) => {
              const value = event.target.value;
              if (isMonth(value)) {
                setDraft(undefined);
                update({ month: value });
              } else setDraft(value);
            }}
          />
          <p id="ledger-month-hint" className="sr-only">
            A month as year and month, e.g. 2026-11.
          </p>
        </div>
        <a
          href={`/api/admin/invoices.csv?month=${month}`}
          download={`invoices-${month}.csv`}
          className="btn-outline inline-flex items-center justify-center gap-2 px-4 py-2 text-sm"
        >
          <FileSpreadsheet aria-hidden="true" className="size-4" />
          Download CSV for the GST return
          <span className="sr-only"> of {monthLabel(month)}</span>
        </a>
      </div>
      <div className="flex flex-col gap-6">
        <MonthInvoices month={month} />
        <MonthCreditNotes month={month} />
      </div>
    </section>
  );
}
