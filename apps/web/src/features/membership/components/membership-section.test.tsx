import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { MembershipSection } from './membership-section.tsx';
import { aMembership, anOrder } from './test-orders.ts';

afterEach(() => vi.restoreAllMocks());

/** The API: the membership, the invoices and the credit notes (none unless given). */
function stubApi(
  membership: unknown,
  invoices: unknown = { success: true, data: [] },
  invoicesStatus = 200,
  creditNotes: unknown = { success: true, data: [] },
  creditNotesStatus = 200,
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (String(input) === '/api/associate/membership') return jsonResponse(membership);
    if (String(input) === '/api/associate/invoices') return jsonResponse(invoices, invoicesStatus);
    if (String(input) === '/api/associate/credit-notes') return jsonResponse(creditNotes, creditNotesStatus);
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

/** A credit note of a refund of ₹1,180.00 against invoice KR/26-27/000012. */
const creditNote = {
  credit_note_id: 3,
  credit_note_number: 'CN/26-27/000003',
  issued_at: '2026-12-02T06:00:00Z',
  invoice_id: 12,
  invoice_number: 'KR/26-27/000012',
  order_id: 41,
  buyer_name: 'Amit Verma',
  place_of_supply: 'Uttar Pradesh',
  reason: 'Paid twice by mistake.',
  taxable_value: '1000.00',
  cgst: '90.00',
  sgst: '90.00',
  igst: '0.00',
  total: '1180.00',
  pdf_url: '/api/associate/credit-notes/3.pdf',
};

// docs/product/payments.md, "Screens": the associate dashboard's Membership section
describe('MembershipSection', { timeout: 20_000 }, () => {
  it('a Free associate sees "Free", "Upgrade to Pro" to the checkout and no invoices yet', async () => {
    stubApi(aMembership());
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByTestId('membership-plan')).toHaveTextContent('Your plan: Free');
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/associatemembership/checkout');
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });

  it('a Pro associate near the end sees "Pro until 29 Nov 2027", "Renew" and the invoices with their PDFs', async () => {
    stubApi(aMembership({ plan: 'pro', pro_until: '2027-11-29', renewable: true }), {
      success: true,
      data: [
        {
          invoice_id: 12,
          invoice_number: 'KR/26-27/000012',
          issued_at: '2026-11-29T06:00:00Z',
          order_id: 41,
          buyer_name: 'Amit Verma',
          place_of_supply: 'Uttar Pradesh',
          taxable_value: '100000.00',
          cgst: '9000.00',
          sgst: '9000.00',
          igst: '0.00',
          total: '118000.00',
          pdf_url: '/api/associate/invoices/12.pdf',
        },
      ],
    });
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByTestId('membership-plan')).toHaveTextContent('Your plan: Pro until 29 Nov 2027');
    expect(screen.getByRole('link', { name: 'Renew' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your tax invoices' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('KR/26-27/000012');
    expect(row).toHaveTextContent('29 Nov 2026');
    expect(row).toHaveTextContent('₹1,18,000.00');
    expect(within(table).getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', '/api/associate/invoices/12.pdf');
  });

  it('a Pro associate far from the end is offered nothing', async () => {
    stubApi(aMembership({ plan: 'pro', pro_until: '2027-11-29', renewable: false }));
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByTestId('membership-plan')).toHaveTextContent('Pro until 29 Nov 2027');
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('says "Payment being checked" with the UTR, or "Waiting for your payment" with a link to continue', async () => {
    const fetchMock = stubApi(aMembership({ open_order: anOrder({ status: 'to_verify', utr: '412345678901', checkout: null }) }));
    const { unmount } = renderPage(<MembershipSection />, '/associatedashboard');
    const checking = await screen.findByTestId('membership-order');
    expect(checking).toHaveTextContent('Payment being checked');
    expect(checking).toHaveTextContent('UTR 412345678901');
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    unmount();
    fetchMock.mockRestore();
    stubApi(aMembership({ open_order: anOrder() }));
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByTestId('membership-order')).toHaveTextContent('Waiting for your payment');
    expect(screen.getByRole('link', { name: 'Continue to payment' })).toHaveAttribute('href', '/associatemembership/checkout');
  });

  it('says in words when the membership, the invoices or the credit notes cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'x' }, 500));
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByText('Your membership could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Your invoices could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Your credit notes could not be loaded. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
  });

  it('lists the credit notes beside the invoices: number, date, amount, the invoice, the reason and the PDF', async () => {
    stubApi(aMembership(), undefined, 200, { success: true, data: [creditNote] });
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByRole('heading', { name: 'Credit notes' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your credit notes' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByTestId('credit-note-number')).toHaveTextContent('Credit note CN/26-27/000003');
    expect(item).toHaveTextContent('2 Dec 2026');
    expect(item).toHaveTextContent('Refunded: ₹1,180.00');
    expect(item).toHaveTextContent('Against invoice KR/26-27/000012');
    expect(item).toHaveTextContent('Reason: Paid twice by mistake.');
    expect(within(item).getByRole('link', { name: /Download PDF.*of credit note CN\/26-27\/000003/ })).toHaveAttribute(
      'href',
      '/api/associate/credit-notes/3.pdf',
    );
  });

  it('shows no credit-notes heading when there are none', async () => {
    stubApi(aMembership({ plan: 'pro', pro_until: '2027-11-29', renewable: false }));
    renderPage(<MembershipSection />, '/associatedashboard');
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading your credit notes...')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Credit notes' })).toBeNull();
    expect(screen.queryByTestId('credit-notes')).toBeNull();
  });

  it('speaks Hindi on Hindi pages', async () => {
    stubApi(aMembership({ plan: 'pro', pro_until: '2027-11-29', renewable: true }));
    renderPage(<MembershipSection />, '/associatedashboard', 'hi');
    expect(await screen.findByTestId('membership-plan')).toHaveTextContent('आपका प्लान: प्रो, 29 नवंबर 2027 तक');
    expect(screen.getByRole('link', { name: 'रिन्यू करें' })).toHaveAttribute('href', '/hi/associatemembership/checkout');
  });

  it('names the credit notes in Hindi on Hindi pages', async () => {
    stubApi(aMembership(), undefined, 200, { success: true, data: [creditNote] });
    renderPage(<MembershipSection />, '/associatedashboard', 'hi');
    expect(await screen.findByRole('heading', { name: 'क्रेडिट नोट' })).toBeInTheDocument();
    expect(screen.getByText('इनवॉइस KR/26-27/000012 के बदले')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /PDF डाउनलोड करें.*क्रेडिट नोट CN\/26-27\/000003 का/ })).toBeInTheDocument();
  });
});
