import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { MembershipCheckout } from './membership-checkout.tsx';
import { aMembership, anOrder } from './test-orders.ts';

afterEach(() => vi.restoreAllMocks());

type Handler = (body: Record<string, unknown>) => Response;

/** The API of the checkout: the membership, then the order and UTR routes as `onOrder` and `onUtr` answer. */
function stubApi(membership: unknown, onOrder: Handler, onUtr: Handler = () => jsonResponse({}, 500)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (url === '/api/associate/membership') return jsonResponse(membership);
    if (url === '/api/associate/membership/orders' && init?.method === 'POST') return onOrder(body);
    if (url === '/api/associate/membership/orders/41/utr' && init?.method === 'POST') return onUtr(body);
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

const created = (order = anOrder()) => jsonResponse({ success: true, data: order }, 201);

// docs/product/payments.md, "Screens": the checkout of Pro by UPI
describe('MembershipCheckout', { timeout: 30_000 }, () => {
  it('asks the state first, then shows CGST and SGST, the QR code, the UPI id and "Pay with a UPI app"', async () => {
    const fetchMock = stubApi(aMembership(), (body) =>
      body.state === '09' ? created() : jsonResponse({ success: false, code: 'VALIDATION_FAILED', field: 'state', message: 'x' }, 400),
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Your state or union territory');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose your state or union territory: the GST on your purchase depends on it.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'Uttar Pradesh');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const price = await screen.findByTestId('price-breakdown');
    expect(price).toHaveTextContent('Taxable value₹1,000.00');
    expect(price).toHaveTextContent('CGST 9%₹90.00');
    expect(price).toHaveTextContent('SGST 9%₹90.00');
    expect(price).toHaveTextContent('Total₹1,180.00');
    expect(price).not.toHaveTextContent('IGST');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/associate/membership/orders', method: 'POST', body: { state: '09' } },
    ]);
    const qr = screen.getByRole('img', { name: 'QR code to pay ₹1,180.00 to Kashi Realty by UPI' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(screen.getByTestId('upi-id')).toHaveTextContent('kashirealty@upi');
    expect(screen.getByRole('button', { name: 'Copy the UPI id' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toMatch(/^upi:\/\/pay\?/);
  });

  it('with the state on the profile, asks for the order at once; IGST 18% outside Uttar Pradesh', async () => {
    stubApi(aMembership({ state: { code: '10', name: 'Bihar' } }), () =>
      created(anOrder({ tax: { cgst: '0.00', sgst: '0.00', igst: '180.00' }, place_of_supply: { code: '10', name: 'Bihar' } })),
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const price = await screen.findByTestId('price-breakdown');
    expect(price).toHaveTextContent('IGST 18%₹180.00');
    expect(price).not.toHaveTextContent('CGST');
    expect(screen.queryByLabelText('Your state or union territory')).toBeNull();
  });

  it('says UTR mistakes under the field in words (the contract, then the API), accepts spaces, then shows the pending state', async () => {
    const utrs: unknown[] = [];
    stubApi(
      aMembership({ state: { code: '09', name: 'Uttar Pradesh' } }),
      () => created(),
      (body) => {
        utrs.push(body.utr);
        if (body.utr === '111111111111')
          return jsonResponse(
            {
              success: false,
              code: 'CONFLICT',
              field: 'utr',
              message: 'This UTR has already been given for another payment. Check the reference in your UPI app.',
            },
            409,
          );
        return jsonResponse({
          success: true,
          message: 'Thank you! We will check your payment and make you Pro within a working day.',
          data: anOrder({ status: 'to_verify', utr: String(body.utr), checkout: null }),
        });
      },
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    const field = await screen.findByLabelText('UTR / transaction reference');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(screen.getByText('Enter the UTR (UPI transaction reference) of your payment.')).toBeInTheDocument();
    await user.type(field, '4123 4567');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(screen.getByText('A UPI UTR has 12 digits. Check the reference in your UPI app and enter it again.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(utrs).toEqual([]);
    await user.clear(field);
    await user.type(field, '1111 1111 1111');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    expect(await screen.findByText(/This UTR has already been given for another payment/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '4123 4567 8901');
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const pending = await screen.findByRole('heading', { name: 'We are checking your payment…' });
    expect(pending).toHaveFocus();
    expect(screen.getByText('UTR: 412345678901')).toBeInTheDocument();
    expect(utrs).toEqual(['111111111111', '412345678901']);
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/associatedashboard');
  });

  it('opens on the pending state for an order waiting for staff, and on "You are Pro until …" for a Pro associate', async () => {
    const fetchMock = stubApi(
      aMembership({ state: { code: '09', name: 'Uttar Pradesh' }, open_order: anOrder({ status: 'to_verify', utr: '412345678901' }) }),
      () => created(),
    );
    const { unmount } = renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    expect(await screen.findByRole('heading', { name: 'We are checking your payment…' })).toBeInTheDocument();
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
    unmount();
    fetchMock.mockRestore();
    stubApi(aMembership({ plan: 'pro', pro_until: '2027-11-29', renewable: false }), () => created());
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    expect(await screen.findByRole('heading', { name: 'You are Pro until 29 Nov 2027' })).toBeInTheDocument();
  });

  it("shows a customer the API's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse(
        { success: false, code: 'FORBIDDEN', message: 'Only associates can buy Pro. Sign in with your associate account.' },
        403,
      ),
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only associates can buy Pro. Sign in with your associate account.');
  });

  it('speaks Hindi on Hindi pages: the states in Hindi, the UTR mistake in Hindi', async () => {
    stubApi(aMembership(), () => created());
    renderPage(<MembershipCheckout />, '/associatemembership/checkout', 'hi');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('आपका राज्य या केंद्र शासित प्रदेश');
    expect(within(select).getByRole('option', { name: 'उत्तर प्रदेश' })).toBeInTheDocument();
    await user.selectOptions(select, 'उत्तर प्रदेश');
    await user.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    const field = await screen.findByLabelText('UTR / ट्रांज़ैक्शन रेफ़रेंस');
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'मैंने भुगतान कर दिया है' }));
    expect(screen.getByText('UPI का UTR 12 अंकों का होता है। अपने UPI ऐप में रेफ़रेंस देखकर फिर से लिखें।')).toBeInTheDocument();
  });
});
