import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { EmailConfirmationLine } from './email-confirmation-line.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

/** The API: `GET /api/me/email` answers `state`; `POST /api/me/email/confirmation` answers `onSend()`. */
function stubApi(state: { email: string; email_confirmed: boolean }, onSend: () => Response = () => jsonResponse({})) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === '/api/me/email' && (init?.method ?? 'GET') === 'GET') return jsonResponse({ success: true, ...state });
    if (String(input) === '/api/me/email/confirmation' && init?.method === 'POST') return onSend();
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/accounts.md, "E-mail confirmation": the dashboards' e-mail line
describe('EmailConfirmationLine', { timeout: 20_000 }, () => {
  it('says "E-mail: not confirmed", and its button sends the link and says where it went', async () => {
    const fetchMock = stubApi({ email: 'amit@example.in', email_confirmed: false }, () =>
      jsonResponse({ success: true, message: 'sent', email: 'amit@example.in', email_confirmed: false }),
    );
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<EmailConfirmationLine />, '/userdashboard');
    const line = await screen.findByTestId('email-confirmation');
    expect(line).toHaveTextContent('E-mail: not confirmed');
    expect(line).toHaveTextContent('amit@example.in');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm your e-mail' }));
    expect(await screen.findByText('We have sent a confirmation link to amit@example.in. It works for 24 hours.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/me/email/confirmation', expect.objectContaining({ method: 'POST' }));
  });

  it('says to wait a minute, or to use the newest link, when the API answers 429', async () => {
    let retryAfter = '42';
    stubApi({ email: 'vikram@example.in', email_confirmed: false }, () =>
      jsonResponse({ success: false, code: 'RATE_LIMITED', message: 'server text' }, 429, { 'retry-after': retryAfter }),
    );
    saveLogin({ ass_id: 3, reg_mem_name: 'Vikram', member_id: 'KR000003' }, 'associate');
    renderPage(<EmailConfirmationLine />, '/associatedashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirm your e-mail' }));
    expect(await screen.findByText(/We sent you a link less than a minute ago/)).toBeInTheDocument();
    retryAfter = '3600';
    await user.click(screen.getByRole('button', { name: 'Confirm your e-mail' }));
    expect(await screen.findByText(/You have asked for 5 links in the last 24 hours/)).toBeInTheDocument();
  });

  it('says when the e-mail could not be sent', async () => {
    stubApi({ email: 'rohit@example.in', email_confirmed: false }, () =>
      jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'server text' }, 502),
    );
    saveLogin({ builder_id: 5, builder_name: 'Rohit' }, 'builder');
    renderPage(<EmailConfirmationLine />, '/builderdashboard');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm your e-mail' }));
    expect(await screen.findByText('The confirmation e-mail could not be sent. Please try again in a few minutes.')).toBeInTheDocument();
  });

  it('says "E-mail: confirmed" with no confirm button once confirmed, only "Change e-mail"', async () => {
    stubApi({ email: 'amit@example.in', email_confirmed: true });
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<EmailConfirmationLine />, '/userdashboard');
    expect(await screen.findByTestId('email-confirmation')).toHaveTextContent('E-mail: confirmed');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Change e-mail']);
  });

  it('changes the address: a typed mistake is named under the field, then the new address shows, unconfirmed, and a toast says where the link went', async () => {
    const puts: unknown[] = [];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (String(input) === '/api/me/email' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { email: string };
        puts.push(body);
        if (body.email === 'taken@example.in') {
          return jsonResponse({ success: false, code: 'EMAIL_TAKEN', field: 'email', message: 'Email already registered' }, 409);
        }
        return jsonResponse({ success: true, message: 'changed', email: body.email, email_confirmed: false, outcome: 'changed' });
      }
      if (String(input) === '/api/me/email') return jsonResponse({ success: true, email: 'amit@exmaple.in', email_confirmed: true });
      return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
    });
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<EmailConfirmationLine />, '/userdashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const field = screen.getByLabelText('New e-mail address');
    expect(field).toHaveFocus();
    await user.type(field, 'amit@');
    await user.click(screen.getByRole('button', { name: 'Save and send link' }));
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(puts).toEqual([]);
    await user.clear(field);
    await user.type(field, ' Taken@Example.in ');
    await user.click(screen.getByRole('button', { name: 'Save and send link' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Amit@Example.in');
    await user.click(screen.getByRole('button', { name: 'Save and send link' }));
    expect(
      await screen.findByText('Your e-mail address is now amit@example.in. We have sent a confirmation link to it.'),
    ).toBeInTheDocument();
    expect(puts).toEqual([{ email: 'taken@example.in' }, { email: 'amit@example.in' }]);
    const line = screen.getByTestId('email-confirmation');
    expect(line).toHaveTextContent('E-mail: not confirmed');
    expect(line).toHaveTextContent('amit@example.in');
    expect(screen.queryByLabelText('New e-mail address')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/api/me/email', expect.objectContaining({ method: 'PUT' }));
  });

  it('names the field error in Hindi on Hindi pages', async () => {
    stubApi({ email: 'sita@example.in', email_confirmed: true });
    saveLogin({ user_id: 8, user_name: 'Sita' }, 'user');
    renderPage(<EmailConfirmationLine />, '/userdashboard', 'hi');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ई-मेल बदलें' }));
    await user.click(screen.getByRole('button', { name: 'सहेजें और लिंक भेजें' }));
    expect(screen.getByText('ईमेल ज़रूरी है।')).toBeInTheDocument();
  });

  it('speaks Hindi on Hindi pages', async () => {
    stubApi({ email: 'sita@example.in', email_confirmed: false });
    saveLogin({ user_id: 8, user_name: 'Sita' }, 'user');
    renderPage(<EmailConfirmationLine />, '/userdashboard', 'hi');
    expect(await screen.findByTestId('email-confirmation')).toHaveTextContent('ई-मेल: पक्का नहीं');
    expect(screen.getByRole('button', { name: 'अपना ई-मेल पक्का करें' })).toBeInTheDocument();
  });

  it('draws nothing and asks nothing for staff or a visitor who is not signed in', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { unmount } = renderPage(<EmailConfirmationLine />, '/userdashboard');
    saveLogin({ staff_id: 1, name: 'Arun' }, 'staff');
    unmount();
    renderPage(<EmailConfirmationLine />, '/userdashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('email-confirmation')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
