import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { MembershipOrders } from './membership-orders.tsx';

afterEach(() => vi.restoreAllMocks());

/** A paid UPI order of ₹1,180.00 by Sunita Yadav, with its invoice; `changes` on top. */
function anAdminOrder(changes: Record<string, unknown> = {}) {
  return {
    order_id: 41,
    status: 'paid',
    amount: '1180.00',
    currency: 'INR',
    taxable_value: '1000.00',
    tax: { cgst: '90.00', sgst: '90.00', igst: '0.00' },
    total: '1180.00',
    place_of_supply: { code: '09', name: 'Uttar Pradesh' },
    provider: 'upi',
    checkout: null,
    razorpay: null,
    utr: '412345678901',
    created_at: '2026-11-28T10:00:00Z',
    paid_at: '2026-11-28T12:00:00Z',
    pro_from: '2026-11-28T12:00:00Z',
    pro_until: '2027-11-28T12:00:00Z',
    decision_note: null,
    invoice_id: 12,
    invoice_number: 'KR/26-27/000012',
    refund: null,
    associate: { ass_id: 7, name: 'Sunita Yadav', member_id: 'KR000003', mobile: '9415000003', plan: 'pro' },
    utr_at: '2026-11-28T10:05:00Z',
    ...changes,
  };
}

const refunded = anAdminOrder({
  status: 'refunded',
  refund: {
    reason: 'Paid twice by mistake.',
    refunded_at: '2026-12-02T06:00:00Z',
    status: 'processed',
    credit_note_id: 3,
    credit_note_number: 'CN/26-27/000003',
  },
});

type RefundAnswer = (body: Record<string, unknown>) => Response;

/** The back office API: the orders list (refunded once the refund succeeded) and the refund route answering as `onRefund` does. */
function stubApi(
  onRefund: RefundAnswer = () =>
    jsonResponse({ success: true, message: 'Refunded: the credit note is issued and the associate is told.', data: refunded }),
) {
  let done = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/membership/orders') && (init?.method ?? 'GET') === 'GET') {
      const status = new URL(url, 'http://localhost').searchParams.get('status');
      const rows = [done ? refunded : anAdminOrder(), anAdminOrder({ order_id: 40, status: 'rejected', invoice_id: null, paid_at: null })];
      return jsonResponse({ success: true, data: status ? rows.filter((r) => r.status === status) : rows });
    }
    if (url === '/api/admin/membership/orders/41/refund' && init?.method === 'POST') {
      const answer = onRefund(JSON.parse(String(init.body)) as Record<string, unknown>);
      if (answer.ok) done = true;
      return answer;
    }
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

const posts = (fetchMock: Parameters<typeof fetchCalls>[0]) => fetchCalls(fetchMock).filter((c) => c.method === 'POST');

/** The row of order #`id` in the wide table. */
const rowOf = async (id: number) => {
  const rows = await screen.findAllByTestId('order-row');
  const row = rows.find((r) => within(r).queryByText(`#${id}`));
  if (!row) throw new Error(`no row of order #${id}`);
  return row;
};

// docs/product/payments.md, "Refunds and credit notes", "Back office": the orders and their refunds
describe('MembershipOrders', { timeout: 30_000 }, () => {
  it('lists the orders with associate, amount, state in words, invoice and credit note; Refund only on a paid one', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        success: true,
        data: [
          anAdminOrder(),
          { ...refunded, order_id: 39 },
          anAdminOrder({ order_id: 38, status: 'to_verify', invoice_id: null, paid_at: null }),
        ],
      }),
    );
    renderPage(<MembershipOrders />, '/admin/payments');
    const paid = await rowOf(41);
    for (const text of ['Sunita Yadav', 'KR000003', '₹1,180.00', 'Paid']) expect(paid).toHaveTextContent(text);
    expect(within(paid).getByRole('link', { name: /KR\/26-27\/000012.*tax invoice/ })).toHaveAttribute(
      'href',
      '/api/admin/invoices/12.pdf',
    );
    expect(within(paid).getByRole('button', { name: /^Refund ?the payment of Sunita Yadav$/ })).toBeInTheDocument();
    const done = await rowOf(39);
    expect(within(done).getByTestId('order-status')).toHaveTextContent('Refunded');
    expect(done).toHaveTextContent('Refunded 2 Dec 2026: Paid twice by mistake.');
    expect(within(done).getByRole('link', { name: /CN\/26-27\/000003/ })).toHaveAttribute('href', '/api/admin/credit-notes/3.pdf');
    expect(within(done).queryByRole('button', { name: /Refund/ })).toBeNull();
    const waiting = await rowOf(38);
    expect(within(waiting).getByTestId('order-status')).toHaveTextContent('To verify');
    expect(within(waiting).queryByRole('button', { name: /Refund/ })).toBeNull();
    // the phone's cards say the same
    expect(screen.getAllByTestId('order-card')).toHaveLength(3);
  });

  it('filters by state, kept in the address', async () => {
    const fetchMock = stubApi();
    const { router } = renderPage(<MembershipOrders />, '/admin/payments');
    await screen.findAllByTestId('order-row');
    const user = userEvent.setup();
    const select = screen.getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All orders', 'Waiting for payment', 'To verify', 'Paid', 'Rejected', 'Refunded']);
    await user.selectOptions(select, 'Refunded');
    expect(await screen.findByText('No orders refunded.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?orders=refunded');
    expect(fetchCalls(fetchMock).map((c) => c.url)).toContain('/api/admin/membership/orders?status=refunded');
  });

  it('Refund asks first: the reason is required, the warning is plain, then it sends the reason and end_pro and shows the message', async () => {
    const fetchMock = stubApi();
    renderPage(<MembershipOrders />, '/admin/payments');
    const user = userEvent.setup();
    const button = within(await rowOf(41)).getByRole('button', { name: /^Refund ?the payment of Sunita Yadav$/ });
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Refund the payment of Sunita Yadav?' });
    expect(within(dialog).getByTestId('refund-warning')).toHaveTextContent(
      'The whole ₹1,180.00 goes back to Sunita Yadav, and a credit note is issued against the tax invoice.',
    );
    expect(within(dialog).getByTestId('refund-warning')).toHaveTextContent('send it back yourself by UPI or bank transfer');
    const reason = within(dialog).getByLabelText('Reason (printed on the credit note)');
    expect(reason).toHaveFocus();
    const endPro = within(dialog).getByRole('checkbox', { name: 'End Pro now' });
    expect(endPro).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' }));
    expect(within(dialog).getByText('Write why the payment is refunded: it is printed on the credit note.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toEqual([]);
    expect(within(dialog).getByText('0/300 characters')).toBeInTheDocument();
    await user.type(reason, 'Paid twice by mistake.');
    expect(within(dialog).getByText('22/300 characters')).toBeInTheDocument();
    expect(reason).toHaveAttribute('maxlength', '300');
    await user.click(endPro);
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' }));
    expect(await screen.findByText('Refunded: the credit note is issued and the associate is told.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts(fetchMock)).toEqual([
      { url: '/api/admin/membership/orders/41/refund', method: 'POST', body: { reason: 'Paid twice by mistake.', end_pro: false } },
    ]);
    // the list is read again: the order is refunded, with its credit note
    await waitFor(async () => expect(within(await rowOf(41)).getByTestId('order-status')).toHaveTextContent('Refunded'));
    expect(within(await rowOf(41)).getByRole('link', { name: /CN\/26-27\/000003/ })).toBeInTheDocument();
  });

  it('says a Razorpay refund goes back through Razorpay, and sends end_pro true when left ticked', async () => {
    const fetchMock = stubApi();
    vi.mocked(globalThis.fetch).mockImplementation(async (_input, init) => {
      if (init?.method === 'POST')
        return jsonResponse({ success: true, message: 'Refunded: the credit note is issued and the associate is told.', data: refunded });
      return jsonResponse({ success: true, data: [anAdminOrder({ provider: 'razorpay', utr: null })] });
    });
    renderPage(<MembershipOrders />, '/admin/payments');
    const user = userEvent.setup();
    await user.click(within(await rowOf(41)).getByRole('button', { name: /Refund/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('refund-warning')).toHaveTextContent(
      'Razorpay returns the money to the card or account they paid from.',
    );
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked to cancel within a day.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' }));
    await screen.findByText('Refunded: the credit note is issued and the associate is told.');
    expect(posts(fetchMock)).toEqual([
      { url: '/api/admin/membership/orders/41/refund', method: 'POST', body: { reason: 'Asked to cancel within a day.', end_pro: true } },
    ]);
  });

  it.each([
    [409, 'CONFLICT', 'Only a paid order can be refunded.'],
    [409, 'CONFLICT', 'A refund of this order is being made. Reload the page in a minute.'],
    [502, 'BAD_GATEWAY', 'Razorpay did not accept the refund, so nothing was changed. Try again in a minute.'],
  ])('shows a %i answer in words inside the dialog, which stays open', async (status, code, message) => {
    stubApi(() => jsonResponse({ success: false, code, message }, status));
    renderPage(<MembershipOrders />, '/admin/payments');
    const user = userEvent.setup();
    await user.click(within(await rowOf(41)).getByRole('button', { name: /Refund/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Paid twice by mistake.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the API's refusal of the reason under the field", async () => {
    stubApi(() =>
      jsonResponse(
        { success: false, code: 'VALIDATION_FAILED', field: 'reason', message: 'The reason can be at most 300 characters.' },
        400,
      ),
    );
    renderPage(<MembershipOrders />, '/admin/payments');
    const user = userEvent.setup();
    await user.click(within(await rowOf(41)).getByRole('button', { name: /Refund/ }));
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/Reason/);
    await user.type(reason, 'Paid twice.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' }));
    expect(await within(dialog).findByText('The reason can be at most 300 characters.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason.getAttribute('aria-describedby')).toContain('refund-reason-error');
  });

  it('keeps the keyboard inside the dialog; Escape closes it and gives the focus back to Refund', async () => {
    const fetchMock = stubApi();
    renderPage(<MembershipOrders />, '/admin/payments');
    const user = userEvent.setup();
    const button = within(await rowOf(41)).getByRole('button', { name: /Refund/ });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(reason).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: 'End Pro now' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Refund ₹1,180.00' })).toHaveFocus();
    await user.tab();
    expect(reason).toHaveFocus();
    fireEvent.keyDown(reason, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(posts(fetchMock)).toEqual([]);
  });
});
