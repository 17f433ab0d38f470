import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { InvoicesAndCreditNotes, sumRupees } from './invoices-and-credit-notes.tsx';
import { currentIndiaMonth, monthLabel } from './membership-format.ts';

afterEach(() => vi.restoreAllMocks());

const invoice = {
  invoice_id: 12,
  invoice_number: 'KR/26-27/000012',
  issued_at: '2026-11-28T12:00:00Z',
  order_id: 41,
  buyer_name: 'Sunita Yadav',
  place_of_supply: '09',
  taxable_value: '1000.00',
  cgst: '90.00',
  sgst: '90.00',
  igst: '0.00',
  total: '1180.00',
  pdf_url: '/api/admin/invoices/12.pdf',
};

const creditNote = {
  credit_note_id: 3,
  credit_note_number: 'CN/26-27/000003',
  issued_at: '2026-11-30T06:00:00Z',
  invoice_id: 12,
  invoice_number: 'KR/26-27/000012',
  order_id: 41,
  buyer_name: 'Sunita Yadav',
  place_of_supply: '09',
  reason: 'Paid twice by mistake.',
  taxable_value: '1000.00',
  cgst: '90.00',
  sgst: '90.00',
  igst: '0.00',
  total: '1180.00',
  pdf_url: '/api/admin/credit-notes/3.pdf',
};

/** The lists of March 2025 (an invoice in Bihar too), none for other months. */
function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const november = url.searchParams.get('month') === '2025-03';
    if (url.pathname === '/api/admin/invoices')
      return jsonResponse({
        success: true,
        data: november
          ? [
              invoice,
              {
                ...invoice,
                invoice_id: 13,
                invoice_number: 'KR/26-27/000013',
                buyer_name: 'Ravi Kumar',
                cgst: '0.00',
                sgst: '0.00',
                igst: '180.00',
                pdf_url: '/api/admin/invoices/13.pdf',
              },
            ]
          : [],
      });
    if (url.pathname === '/api/admin/credit-notes') return jsonResponse({ success: true, data: november ? [creditNote] : [] });
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/payments.md, "Tax invoices", "Refunds and credit notes": the month's documents and the CSV for the GST return
describe('InvoicesAndCreditNotes', { timeout: 20_000 }, () => {
  it('opens on this month in India, with the CSV link of that month', async () => {
    const fetchMock = stubApi();
    renderPage(<InvoicesAndCreditNotes />, '/admin/payments');
    const month = currentIndiaMonth();
    expect(screen.getByLabelText('Month')).toHaveValue(month);
    expect(screen.getByRole('link', { name: /Download CSV for the GST return/ })).toHaveAttribute(
      'href',
      `/api/admin/invoices.csv?month=${month}`,
    );
    expect(await screen.findByText(`No tax invoices in ${monthLabel(month)}.`)).toBeInTheDocument();
    expect(await screen.findByText(`No credit notes in ${monthLabel(month)}.`)).toBeInTheDocument();
    expect(
      fetchCalls(fetchMock)
        .map((c) => c.url)
        .sort(),
    ).toEqual([`/api/admin/credit-notes?month=${month}`, `/api/admin/invoices?month=${month}`]);
  });

  it('lists the invoices and credit notes of the month chosen, with their PDFs, and the CSV of that month', async () => {
    stubApi();
    const { router } = renderPage(<InvoicesAndCreditNotes />, '/admin/payments');
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2025-03' } });
    expect(router.state.location.search).toBe('?month=2025-03');
    const invoices = await screen.findByRole('table', { name: 'Tax invoices of March 2025, in number order' });
    const rows = within(invoices).getAllByTestId('month-invoice-row');
    expect(rows).toHaveLength(2);
    const [upInvoice, biharInvoice] = rows as [HTMLElement, HTMLElement];
    for (const text of [
      'KR/26-27/000012',
      '28 Nov 2026',
      'Sunita Yadav',
      'Uttar Pradesh (09)',
      '₹1,000.00',
      'CGST ₹90.00 + SGST ₹90.00',
      '₹1,180.00',
    ])
      expect(upInvoice).toHaveTextContent(text);
    expect(biharInvoice).toHaveTextContent('IGST ₹180.00');
    expect(within(upInvoice).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', '/api/admin/invoices/12.pdf');
    expect(screen.getByRole('heading', { name: /Tax invoices/ })).toHaveTextContent('2 · total ₹2,360.00');
    const notes = screen.getByRole('table', { name: 'Credit notes of March 2025, in number order' });
    const note = within(notes).getByTestId('month-credit-note-row');
    for (const text of ['CN/26-27/000003', '30 Nov 2026', 'KR/26-27/000012', 'Paid twice by mistake.', '₹1,180.00'])
      expect(note).toHaveTextContent(text);
    expect(within(note).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', '/api/admin/credit-notes/3.pdf');
    expect(screen.getByRole('link', { name: /Download CSV for the GST return/ })).toHaveAttribute(
      'href',
      '/api/admin/invoices.csv?month=2025-03',
    );
    // the phone's cards say the same
    expect(screen.getAllByTestId('month-invoice-card')).toHaveLength(2);
    expect(screen.getByTestId('month-credit-note-card')).toHaveTextContent('Paid twice by mistake.');
  });
});

describe('sumRupees', () => {
  it('adds rupee amounts exactly in paise, with no float', () => {
    expect(sumRupees(['1180.00', '0.10', '0.20'])).toBe('1180.30');
    expect(sumRupees(['9007199254740.99', '0.01'])).toBe('9007199254741.00');
    expect(sumRupees(['0.5', '12'])).toBe('12.50');
    expect(sumRupees([])).toBe('0.00');
  });
});
