import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { PaymentsToVerify } from './payments-to-verify.tsx';

afterEach(() => vi.restoreAllMocks());

const payment = {
  order_id: 41,
  status: 'to_verify',
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
  paid_at: null,
  pro_from: null,
  pro_until: null,
  decision_note: null,
  invoice_id: null,
  invoice_number: null,
  refund: null,
  associate: { ass_id: 7, name: 'Sunita Yadav', member_id: 'KR000003', mobile: '9415000003', plan: 'free' },
  utr_at: '2026-11-28T10:05:00Z',
};

/** The back office API: the list (`rows` until a decision, then none), and confirm / reject. */
function stubApi(rows: unknown[]) {
  let decided = false;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/admin/membership/orders?status=to_verify')) return jsonResponse({ success: true, data: decided ? [] : rows });
    if (url === '/api/admin/membership/orders/41/confirm') {
      decided = true;
      return jsonResponse({ success: true, message: 'Payment confirmed: the associate is Pro.', data: { ...payment, status: 'paid' } });
    }
    if (url === '/api/admin/membership/orders/41/reject') {
      const body = JSON.parse(String(init?.body)) as { note?: string };
      if (!body.note)
        return jsonResponse(
          {
            success: false,
            code: 'VALIDATION_FAILED',
            field: 'note',
            message: 'Write why the payment is rejected: the associate reads it.',
          },
          400,
        );
      decided = true;
      return jsonResponse({
        success: true,
        message: 'Payment rejected: the associate is told why.',
        data: { ...payment, status: 'rejected' },
      });
    }
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/payments.md, "Screens": the back office's payments to verify
describe('PaymentsToVerify', { timeout: 30_000 }, () => {
  it('lists the payment; Confirm asks first, then confirms with a toast and the list empties', async () => {
    const fetchMock = stubApi([payment]);
    renderPage(<PaymentsToVerify />, '/admin/payments');
    const row = await screen.findByTestId('payment-to-verify');
    for (const text of ['Sunita Yadav', 'KR000003', '9415000003', '₹1,180.00', '412345678901']) expect(row).toHaveTextContent(text);
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Confirm/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the payment of Sunita Yadav?' });
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('Payment confirmed: the associate is Pro.')).toBeInTheDocument();
    expect(await screen.findByText('No payments to verify.')).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/membership/orders/41/confirm', method: 'POST', body: {} },
    ]);
  });

  it('Reject needs a note, then sends it', async () => {
    const fetchMock = stubApi([payment]);
    renderPage(<PaymentsToVerify />, '/admin/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Reject/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the payment of Sunita Yadav?' });
    const note = within(dialog).getByLabelText('Why is it rejected?');
    expect(note).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByText('Write why the payment is rejected: the associate reads it.')).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(note, 'No such UTR in the statement of 28 Nov.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment rejected: the associate is told why.')).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/admin/membership/orders/41/reject', method: 'POST', body: { note: 'No such UTR in the statement of 28 Nov.' } },
    ]);
  });

  it('says "No payments to verify." when there are none, and the error when the list fails', async () => {
    const fetchMock = stubApi([]);
    const { unmount } = renderPage(<PaymentsToVerify />, '/admin/payments');
    expect(await screen.findByText('No payments to verify.')).toBeInTheDocument();
    unmount();
    fetchMock.mockRestore();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'The database is busy.' }, 500),
    );
    renderPage(<PaymentsToVerify />, '/admin/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
  });
});
