import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUSH_REFUSED_KEY } from '../../lib/push.ts';
import { PushAlertsSwitch } from './push-alerts-switch.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  window.localStorage.clear();
});

/** A browser with Web Push that has not been asked yet and whose prompt answers `answer`; the API answers every request. */
function stubBrowser(answer: NotificationPermission) {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/7' }), unsubscribe: vi.fn() };
  const registration = { pushManager: { getSubscription: vi.fn(async () => null), subscribe: vi.fn(async () => subscription) } };
  const notification = {
    permission: 'default' as NotificationPermission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: vi.fn(async () => registration), ready: Promise.resolve(registration) },
  });
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify({ success: true, publicKey: 'AQID' }), { headers: { 'content-type': 'application/json' } }),
    );
  return { notification, fetchMock };
}

// docs/product/accounts.md, "Web Push": asked only after a gesture that says what it is for.
describe('PushAlertsSwitch', () => {
  it('says what offer alerts are for, asks only when turned on, and saves the subscription for the associate', async () => {
    const browser = stubBrowser('granted');
    render(<PushAlertsSwitch account="associate" />);
    expect(await screen.findByRole('heading', { name: 'Offer alerts' })).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Turn on offer alerts' }));
    expect(await screen.findByText('On for this device.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    const saved = browser.fetchMock.mock.calls.find(([url]) => String(url) === '/api/associate/push_subscription');
    expect(saved?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ token: '{"endpoint":"https://push.example/7"}' });
    expect(screen.queryByRole('button', { name: 'Turn on offer alerts' })).toBeNull();
  });

  it('explains a refusal for visit updates and remembers it', async () => {
    stubBrowser('denied');
    render(<PushAlertsSwitch account="customer" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on visit updates' }));
    expect(await screen.findByText(/allow notifications for this site in your browser's settings/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(window.localStorage.getItem(PUSH_REFUSED_KEY)).not.toBeNull();
  });
});
