import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { ConfirmEmailView } from './confirm-email-view.tsx';

const TOKEN = 'x3Jq8vWm0aR1bYc2dZe3fAg4hBi5jCk6lDm7nEo8pFq';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The API answering `POST /api/me/email/confirm` with `answer` (after `gate` resolves, when given). */
function stubConfirm(answer: () => Response | Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer());
}

const tokenError = (code: string, message: string) => jsonResponse({ success: false, code, field: 'token', message }, 400);

// docs/product/accounts.md, "E-mail confirmation"
describe('/confirm-email', { timeout: 20_000 }, () => {
  it('says it is confirming, posts the token once, then says the address is confirmed and leads home', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubConfirm(async () => {
      await gate;
      return jsonResponse({
        success: true,
        message: 'Thank you! Your e-mail address is confirmed.',
        email: 'asha@example.in',
        email_confirmed: true,
      });
    });
    renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Confirming your e-mail address...');
    release();
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(screen.getByText('Thank you! Alerts you choose can now be sent to asha@example.in.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/me/email/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('leads a signed-in customer to the dashboard', async () => {
    stubConfirm(() => jsonResponse({ success: true, email: 'amit@example.in', email_confirmed: true }));
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/userdashboard');
  });

  it('says in words why an expired, used or unknown link did not work, without offering to try the same link again', async () => {
    for (const [code, text] of [
      ['TOKEN_EXPIRED', 'This confirmation link has expired: links work for 24 hours. Please ask for a new one from your dashboard.'],
      ['TOKEN_USED', 'This confirmation link has already been used. Each link works once.'],
      ['TOKEN_INVALID', 'This confirmation link is not valid. Please ask for a new one from your dashboard.'],
    ] as const) {
      stubConfirm(() => tokenError(code, 'server text'));
      const { unmount } = renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { name: 'Your e-mail address could not be confirmed' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('asks nothing of the server for a link without its token', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderPage(<ConfirmEmailView />, '/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server could not be reached, and then confirms', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ success: true, email: 'asha@example.in', email_confirmed: true }));
    renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('speaks Hindi at /hi/confirm-email', async () => {
    stubConfirm(() => tokenError('TOKEN_EXPIRED', 'server text'));
    renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`, 'hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपना ई-मेल पक्का करें');
    expect(await screen.findByRole('alert')).toHaveTextContent('पुष्टि के इस लिंक की मियाद ख़त्म हो गई है');
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');

    vi.restoreAllMocks();
    stubConfirm(() => jsonResponse({ success: true, email: 'sita@example.in', email_confirmed: true }));
    renderPage(<ConfirmEmailView />, `/confirm-email?token=${TOKEN}`, 'hi');
    expect(await screen.findByRole('heading', { name: 'आपका ई-मेल पता पक्का हो गया है' })).toBeInTheDocument();
  });
});
