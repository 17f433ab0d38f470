import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { MembershipCheckout } from './membership-checkout.tsx';
import { RAZORPAY_CHECKOUT_URL, type RazorpayOptions } from './razorpay-checkout.ts';
import { aMembership, anOrder } from './test-orders.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

/** The order open for payment through Razorpay, and by UPI too unless `upi` is false. */
const razorpayOrder = (upi = true) =>
  anOrder({
    provider: 'razorpay',
    razorpay: {
      key_id: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_NlXhPg3c2Kq9Zt',
      amount_paise: 118000,
      currency: 'INR',
      name: 'Kashi Realty',
      description: 'Pro membership, 12 months',
    },
    ...(upi ? {} : { checkout: null }),
  });

/** What Razorpay's checkout answers after a payment. */
const success = {
  razorpay_payment_id: 'pay_NlXi0Jd8WbS3Q1',
  razorpay_order_id: 'order_NlXhPg3c2Kq9Zt',
  razorpay_signature: 'a'.repeat(64),
};

/** The checkout's API: the membership (state on the profile), the order, and `/verify` answering as `onVerify` does. */
function stubApi(order = razorpayOrder(), onVerify: () => Response = () => jsonResponse({}, 500)) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/associate/membership') return jsonResponse(aMembership({ state: { code: '09', name: 'Uttar Pradesh' } }));
    if (url === '/api/associate/membership/orders' && init?.method === 'POST') return jsonResponse({ success: true, data: order }, 201);
    if (url === '/api/associate/membership/orders/41/verify' && init?.method === 'POST') return onVerify();
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

/**
 * A stand-in for `window.Razorpay`: keeps the options it was made with and, on `open()`, does
 * what `onOpen` says (pay, or close the window).
 */
function fakeRazorpay(onOpen: (options: RazorpayOptions) => void) {
  const made: RazorpayOptions[] = [];
  class FakeRazorpay {
    readonly options: RazorpayOptions;
    constructor(options: RazorpayOptions) {
      this.options = options;
      made.push(options);
    }
    open() {
      onOpen(this.options);
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return made;
}

const verifyCalls = (fetchMock: Parameters<typeof fetchCalls>[0]) => fetchCalls(fetchMock).filter((c) => c.url.endsWith('/verify'));

// docs/product/payments.md, "Buying Pro"; docs/decisions/0036-payment-providers.md: paying online through Razorpay's checkout
describe('MembershipCheckout with Razorpay', { timeout: 30_000 }, () => {
  it('opens Razorpay with the order, sends its answer to /verify, then shows "You are Pro until …"', async () => {
    const made = fakeRazorpay((options) => options.handler(success));
    const fetchMock = stubApi(razorpayOrder(), () =>
      jsonResponse({
        success: true,
        message: 'Payment received: you are Pro.',
        data: anOrder({ status: 'paid', provider: 'razorpay', checkout: null, pro_from: '2026-11-29', pro_until: '2027-11-29' }),
      }),
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,180.00 online' }));
    const paid = await screen.findByRole('heading', { name: 'You are Pro until 29 Nov 2027' });
    expect(paid).toHaveFocus();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      key: 'rzp_test_1DP5mmOlF5G5ag',
      order_id: 'order_NlXhPg3c2Kq9Zt',
      amount: 118000,
      currency: 'INR',
      name: 'Kashi Realty',
      description: 'Pro membership, 12 months',
    });
    expect(made[0]?.modal?.ondismiss).toBeTypeOf('function');
    expect(verifyCalls(fetchMock)).toEqual([{ url: '/api/associate/membership/orders/41/verify', method: 'POST', body: success }]);
    // Razorpay's window was open already: no script was fetched
    expect(document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toBeNull();
  });

  it('keeps the UPI way on the page beside "Pay online"', async () => {
    fakeRazorpay(() => {});
    stubApi();
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    expect(await screen.findByRole('button', { name: 'Pay ₹1,180.00 online' })).toBeInTheDocument();
    expect(screen.getByText('Pro for 12 months, paid online or by UPI, with a GST tax invoice.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay ₹1,180.00 by UPI' })).toBeInTheDocument();
    expect(screen.getByLabelText('UTR / transaction reference')).toBeInTheDocument();
  });

  it('says so when the window is closed before paying, sends nothing, and lets the associate try again', async () => {
    const made = fakeRazorpay((options) => options.modal?.ondismiss?.());
    const fetchMock = stubApi();
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,180.00 online' }));
    expect(
      await screen.findByText('The payment window was closed before paying. Nothing was charged; you can try again.'),
    ).toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toEqual([]);
    const again = screen.getByRole('button', { name: 'Pay ₹1,180.00 online' });
    expect(again).toBeEnabled();
    await user.click(again);
    expect(made).toHaveLength(2);
  });

  it("says in words when Razorpay's script cannot be loaded, keeps the UPI way, and loads it again on the next try", async () => {
    const fetchMock = stubApi();
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    const pay = await screen.findByRole('button', { name: 'Pay ₹1,180.00 online' });
    await user.click(pay);
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);
    expect(script).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Opening the payment window...' })).toBeDisabled();
    script?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The online payment could not be opened. Check your internet connection and try again, or pay by UPI below.',
    );
    expect(screen.getByRole('heading', { name: 'Pay ₹1,180.00 by UPI' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I have paid' })).toBeInTheDocument();
    expect(verifyCalls(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,180.00 online' }));
    await waitFor(() => expect(document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)).toHaveLength(1));
    document.head.querySelector(`script[src="${RAZORPAY_CHECKOUT_URL}"]`)?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it("shows the API's message in words when the payment cannot be verified", async () => {
    fakeRazorpay((options) => options.handler(success));
    stubApi(razorpayOrder(false), () =>
      jsonResponse(
        {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'The payment could not be verified. If money was taken, it will be matched within a day, or refunded.',
        },
        400,
      ),
    );
    renderPage(<MembershipCheckout />, '/associatemembership/checkout');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,180.00 online' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment could not be verified. If money was taken, it will be matched within a day, or refunded.',
    );
    // an order through Razorpay only: no UPI form
    expect(screen.queryByLabelText('UTR / transaction reference')).toBeNull();
  });

  it('speaks Hindi on Hindi pages', async () => {
    fakeRazorpay((options) => options.modal?.ondismiss?.());
    stubApi();
    renderPage(<MembershipCheckout />, '/associatemembership/checkout', 'hi');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '₹1,180.00 का ऑनलाइन भुगतान करें' }));
    expect(await screen.findByText('भुगतान से पहले ही भुगतान विंडो बंद कर दी गई। कोई पैसा नहीं कटा; आप फिर कोशिश कर सकते हैं।')).toBeInTheDocument();
  });
});
