import { formatDate } from '@realty/contracts/common/dates';
import { formatRupeesExact } from '@realty/contracts/listings/price-format';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { useMonthCreditNotes, useMonthInvoices } from '../api/admin-membership.ts';
import { currentIndiaMonth, isMonth, monthLabel, placeOfSupplyText } from './membership-format.ts';
import { useUrlFilters } from './use-url-filters.ts';

/**
 * The sum of rupee amounts as the API writes them ("1180.00", at most two decimals), added up
 * exactly as integer paise (no float is ever made), as rupees text with two decimals.
 */
export function sumRupees(amounts: string[]): string {
  let paise = 0n;
  for (const amount of amounts) {
    const [whole = '0', fraction = ''] = amount.trim().split('.');
    paise += BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2) || '0');
  }
  const text = paise.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
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

/** What a month's list of tax documents needs of its query: pending, failed (with a message) or its rows. */
type MonthQuery<Row> = { isPending: boolean; isError: boolean; error: { message: string } | null; data: { data: Row[] } | undefined };

/**
 * The frame both of the month's lists share: loading and error states, the heading with count and
 * total, the empty state, and the rows as a table on wide screens and as cards on phones
 * (`kind` names the documents: "Tax invoices", "Credit notes").
 */
function MonthDocuments<Row extends { total: string }>(props: {
  query: MonthQuery<Row>;
  month: string;
  kind: string;
  headingId: string;
  columns: { label: string; right?: boolean; hidden?: boolean }[];
  rowKey: (row: Row) => number;
  renderRow: (row: Row) => ReactNode;
  renderCard: (row: Row) => ReactNode;
}) {
  const { query, month, kind, headingId, columns, rowKey, renderRow, renderCard } = props;
  if (query.isPending) return <p role="status">Loading {kind.toLowerCase()}...</p>;
  if (query.isError || !query.data)
    return (
      <p role="alert" className="text-red-700">
        {query.error?.message}
      </p>
    );
  const rows = query.data.data;
  return (
    <section aria-labelledby={headingId}>
      <ListHeading id={headingId} title={kind} count={rows.length} total={sumRupees(rows.map((r) => r.total))} />
      {rows.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-sm text-slate-600">
          No {kind.toLowerCase()} in {monthLabel(month)}.
        </p>
      ) : (
        <>
          <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                {kind} of {monthLabel(month)}, in number order
              </caption>
              <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col" className={column.right ? 'px-3 py-3 text-right' : 'px-3 py-3'}>
                      {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-2 md:hidden" aria-label={`${kind} of ${monthLabel(month)}`}>
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>{renderCard(row)}</Fragment>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The tax invoices of `month`: number, date, buyer, place of supply, taxable value, GST, total and PDF. */
function MonthInvoices({ month }: { month: string }) {
  return (
    <MonthDocuments
      query={useMonthInvoices(month)}
      month={month}
      kind="Tax invoices"
      headingId="month-invoices-heading"
      columns={[
        { label: 'Number' },
        { label: 'Date' },
        { label: 'Buyer' },
        { label: 'Taxable value', right: true },
        { label: 'GST' },
        { label: 'Total', right: true },
        { label: 'File', hidden: true },
      ]}
      rowKey={(invoice) => invoice.invoice_id}
      renderRow={(invoice) => (
        <tr data-testid="month-invoice-row">
          <td className="whitespace-nowrap px-3 py-3 font-mono text-xs font-semibold text-slate-900">{invoice.invoice_number}</td>
          <td className="whitespace-nowrap px-3 py-3">{formatDate(invoice.issued_at)}</td>
          <td className="px-3 py-3">
            <span className="block text-slate-900">{invoice.buyer_name}</span>
            <span className="block text-xs text-slate-500">{placeOfSupplyText(invoice.place_of_supply)}</span>
          </td>
          <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">{formatRupeesExact(invoice.taxable_value)}</td>
          <td className="whitespace-nowrap px-3 py-3 text-xs tabular-nums text-slate-700">{taxText(invoice)}</td>
          <td className="whitespace-nowrap px-3 py-3 text-right font-semibold tabular-nums">{formatRupeesExact(invoice.total)}</td>
          <td className="px-3 py-3">
            <PdfLink href={invoice.pdf_url} name={`invoice ${invoice.invoice_number}`} />
          </td>
        </tr>
      )}
      renderCard={(invoice) => (
        <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="month-invoice-card">
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
      )}
    />
  );
}

/** The credit notes of `month`: number, date, the invoice it is against, buyer, reason, total and PDF. */
function MonthCreditNotes({ month }: { month: string }) {
  return (
    <MonthDocuments
      query={useMonthCreditNotes(month)}
      month={month}
      kind="Credit notes"
      headingId="month-credit-notes-heading"
      columns={[
        { label: 'Number' },
        { label: 'Date' },
        { label: 'Against invoice' },
        { label: 'Buyer and reason' },
        { label: 'Total', right: true },
        { label: 'File', hidden: true },
      ]}
      rowKey={(note) => note.credit_note_id}
      renderRow={(note) => (
        <tr data-testid="month-credit-note-row">
          <td className="whitespace-nowrap px-3 py-3 font-mono text-xs font-semibold text-slate-900">{note.credit_note_number}</td>
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
      )}
      renderCard={(note) => (
        <li className="rounded-xl border border-slate-200 bg-white p-3 text-sm" data-testid="month-credit-note-card">
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
      )}
    />
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
