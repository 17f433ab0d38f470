import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRazorpayCheckout, RAZORPAY_CHECKOUT_URL } from './razorpay-checkout.ts';

// keeps modules of its own: the loader remembers its script in module state, and the tests set window.Razorpay

afterEach(() => {
  vi.unstubAllGlobals();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const scripts = () => document.head.querySelectorAll<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);

// docs/decisions/0036-payment-providers.md: Razorpay's checkout script, loaded once, only when asked for
describe('loadRazorpayCheckout', () => {
  it('adds the script once for any number of callers; a failure removes it, and the next call tries again', async () => {
    const first = loadRazorpayCheckout();
    const second = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.async).toBe(true);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be fetched');
    await expect(second).rejects.toThrow('could not be fetched');
    expect(scripts()).toHaveLength(0);

    const third = loadRazorpayCheckout();
    expect(scripts()).toHaveLength(1);
    class Razorpay {
      open() {}
    }
    vi.stubGlobal('Razorpay', Razorpay);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(third).resolves.toBe(Razorpay);
  });

  it('answers at once, without a script, when Razorpay is there already', async () => {
    class Razorpay {
      open() {}
    }
    vi.stubGlobal('Razorpay', Razorpay);
    await expect(loadRazorpayCheckout()).resolves.toBe(Razorpay);
    expect(scripts()).toHaveLength(0);
  });
});
