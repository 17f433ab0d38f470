import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { FavouritePriceAlertsSwitch } from './favourite-price-alerts-switch.tsx';
import { UnsubscribeView } from './unsubscribe-view.tsx';

const TOKEN = 'v1.s.12.7.k5x.oTCEjxkngjZsF-DlsxipXYXL-LKXETsMS6E0Jmre4_c';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const info = (overrides: Record<string, unknown> = {}) => ({
  success: true,
  data: { target: 'saved_search', name: '2 BHK in Sigra', stopped: false, language: 'en', ...overrides },
});
const tokenError = (code: string) =>
  jsonResponse({ success: false, code, field: 'token', message: 'This unsubscribe link is not valid.' }, 400);

// docs/product/alerts.md, "Unsubscribing"
describe('/alerts/unsubscribe', { timeout: 20_000 }, () => {
  it('opens without changing anything, names the saved search, and stops its alerts only when confirmed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (_url, init) =>
        init?.method === 'POST'
          ? jsonResponse({ ...info({ stopped: true }), message: 'Alerts stopped for this saved search.' })
          : jsonResponse(info()),
      );
    renderPage(<UnsubscribeView />, `/alerts/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Stop all alerts for your saved search “2 BHK in Sigra”?' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/alerts/unsubscribe?token=${encodeURIComponent(TOKEN)}`);

    await userEvent.click(screen.getByRole('button', { name: 'Stop these alerts' }));
    expect(await screen.findByRole('heading', { name: 'Alerts stopped' })).toBeInTheDocument();
    expect(screen.getByText(/You will get no more alerts for “2 BHK in Sigra”/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toBe('/api/alerts/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('says when alerts are already stopped, and speaks of the favourites’ price drops for their link', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(info({ target: 'favourites', name: null, stopped: true })));
    renderPage(<UnsubscribeView />, `/alerts/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByText(/Price-drop alerts for your favourites are already stopped/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these alerts' })).not.toBeInTheDocument();
  });

  it.each([
    ['TOKEN_INVALID', 'This unsubscribe link is not valid. You can stop alerts from your dashboard instead.'],
    ['TOKEN_EXPIRED', 'This unsubscribe link has expired. You can stop alerts from your dashboard instead.'],
  ])('says in words why a %s link does not work', async (code, text) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => tokenError(code));
    renderPage(<UnsubscribeView />, `/alerts/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says a link without a token is incomplete without asking the server', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderPage(<UnsubscribeView />, '/alerts/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Please open the whole link from the alert.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Hindi at /hi/alerts/unsubscribe', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse(info()));
    renderPage(<UnsubscribeView />, `/alerts/unsubscribe?token=${TOKEN}`, 'hi');
    expect(await screen.findByRole('heading', { name: 'आपकी सहेजी गई खोज “2 BHK in Sigra” के सभी अलर्ट बंद करें?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ये अलर्ट बंद करें' })).toBeInTheDocument();
  });
});

// docs/product/alerts.md, "Price drops of favourites"
describe('the favourites’ price-drop switch', { timeout: 20_000 }, () => {
  it('shows the setting and turns it off and on with the keyboard', async () => {
    let on = true;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      if (init?.method === 'PATCH') on = JSON.parse(String(init.body)).favourite_price_alerts;
      return jsonResponse({ success: true, data: { favourite_price_alerts: on } });
    });
    renderPage(<FavouritePriceAlertsSwitch />, '/userdashboard');
    const toggle = await screen.findByRole('switch', { name: 'Price-drop alerts for favourites' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('region', { name: 'Price drops of favourites' })).toBeInTheDocument();
    toggle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(await screen.findByText('Price-drop alerts for your favourites are off.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(String(patch?.[0])).toBe('/api/user/alert-settings');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ favourite_price_alerts: false });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  });

  it('says when the change could not be saved and keeps the switch as it was', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'PATCH'
        ? jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong.' }, 500)
        : jsonResponse({ success: true, data: { favourite_price_alerts: true } }),
    );
    renderPage(<FavouritePriceAlertsSwitch />, '/userdashboard', 'hi');
    const toggle = await screen.findByRole('switch', { name: 'पसंदीदा प्रॉपर्टी की क़ीमत घटने के अलर्ट' });
    await userEvent.click(toggle);
    expect(await screen.findByText('आपकी सेटिंग सहेजी नहीं जा सकी। कृपया फिर कोशिश करें।')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
