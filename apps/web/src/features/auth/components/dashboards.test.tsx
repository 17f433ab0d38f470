import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, STORAGE_KEYS, saveLogin } from '../../../lib/session.ts';
import { jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { AssociateDashboardView } from './associate-dashboard-view.tsx';
import { UserDashboardView } from './user-dashboard-view.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer dashboard', { timeout: 20_000 }, () => {
  it('redirects to /signinuser without a stored user', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAuth(<UserDashboardView />, '/userdashboard');
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redirects to /signinuser when the stored user cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.user, '{"user_id": 4,');
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
    renderAuth(<UserDashboardView />, '/userdashboard');
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
  });

  it('greets the customer, shows the profile and logs out to /signinuser', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input) === '/api/user/profile')
        return jsonResponse({
          success: true,
          user: {
            user_id: 7,
            user_name: 'Amit Gupta',
            user_email: 'amit@example.in',
            user_mobile: '9876543210',
            user_alt_mobile: '',
            user_address: '',
          },
        });
      return jsonResponse({ success: true, message: 'Logged out' });
    });
    saveLogin({ user_id: 7, user_name: 'Amit', user_mobile: '9876543210' }, 'user');
    renderAuth(<UserDashboardView />, '/userdashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Amit Gupta!' })).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByText('amit@example.in')).toBeInTheDocument();
    expect(document.getElementById('dashboard-activity')).not.toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(readSession().user).toBeNull();
  });

  it('forgets a stored user whose server session has ended and redirects', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: false, message: 'Please sign in again.' }, 401));
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderAuth(<UserDashboardView />, '/userdashboard');
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
    expect(readSession().user).toBeNull();
  });
});

describe('associate dashboard', { timeout: 20_000 }, () => {
  it('sends a signed-out visitor with nothing stored to /signinassociate', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAuth(<AssociateDashboardView />, '/associatedashboard');
    expect(await screen.findByText('at /signinassociate')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('redirects to /signinassociate when the stored login type is associate but nobody is stored', async () => {
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'associate');
    renderAuth(<AssociateDashboardView />, '/associatedashboard');
    expect(await screen.findByText('at /signinassociate')).toBeInTheDocument();
  });

  it("redirects to /signinuser when a customer's login type is stored, even with an unreadable stored user", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(STORAGE_KEYS.user, 'not json');
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
    renderAuth(<AssociateDashboardView />, '/associatedashboard');
    expect(await screen.findByText('at /signinuser')).toBeInTheDocument();
  });

  it('welcomes the associate by the fetched name with the member id to share and masked identity numbers', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        success: true,
        data: {
          ass_id: 2,
          reg_mem_name: 'Sunita Verma',
          ass_name: 'Sunita Verma',
          ass_email: 'sunita@example.in',
          ass_mobile: '9876500001',
          member_id: 'KR000002',
          ass_sponsor_id: 'KR000001',
          ass_sponsor_name: 'Rajesh Kumar Srivastava',
          aadhaar_masked: 'XXXX-XXXX-0123',
          pan_masked: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      }),
    );
    saveLogin({ ass_id: 2, reg_mem_name: 'S', member_id: 'KR000002', ass_mobile: '9876500001' }, 'associate');
    renderAuth(<AssociateDashboardView />, '/associatedashboard');
    expect(await screen.findByRole('heading', { name: 'Welcome, Sunita Verma!' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/associate/find-associate/9876500001', expect.anything());
    expect(screen.getByTestId('member-id')).toHaveTextContent('KR000002');
    expect(screen.getByText('XXXX-XXXX-0123')).toBeInTheDocument();
    expect(screen.getByText('Rajesh Kumar Srivastava (KR000001)')).toBeInTheDocument();
    // user-event installs its own clipboard, so ours goes in after it.
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy member ID' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('KR000002'));
    expect(await screen.findByText('Member ID copied')).toBeInTheDocument();
  });
});
