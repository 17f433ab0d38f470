import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { DeletionPendingBanner } from './deletion-pending-banner.tsx';
import { PrivacyRightsPanel } from './privacy-rights-panel.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const PROFILE = {
  success: true,
  kind: 'associate',
  fields: ['name', 'email', 'mobile', 'address', 'state_code'],
  profile: { name: 'Vikram Singh', email: 'v@example.in', mobile: '9415012345', address: '', state_code: '09', email_confirmed: true },
};
const NOT_PENDING = { success: true, message: '', pending: false, requested_at: null, erase_after: null, waiting_reason: null };

/** The API as `routes` answer it (`METHOD path` → answer), 404 for anything else; returns the fetch spy. */
function stubApi(routes: Record<string, () => Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

// docs/product/privacy-rights.md: the dashboards' "Your data and your account" panel
describe('PrivacyRightsPanel', { timeout: 20_000 }, () => {
  it("shows an associate's details, and says in words why a deletion is refused while earnings are unpaid", async () => {
    stubApi({
      'GET /api/me/deletion': () => jsonResponse(NOT_PENDING),
      'GET /api/me/data-export': () => jsonResponse({ success: true, export: null }),
      'GET /api/me/profile': () => jsonResponse(PROFILE),
      'POST /api/me/deletion/otp': () => jsonResponse({ success: false, code: 'UNPAID_EARNINGS', message: 'server text' }, 409),
    });
    saveLogin({ ass_id: 3, reg_mem_name: 'Vikram', member_id: 'KR000003' }, 'associate');
    renderPage(<PrivacyRightsPanel />, '/associatedashboard');
    const panel = await screen.findByTestId('privacy-rights');
    expect(await within(panel).findByText('Vikram Singh')).toBeInTheDocument();
    expect(within(panel).getByText('State (GST code, e.g. 09)')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send me an OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/you have brokerage earnings that are not paid/);
  });

  it('asks for the data, then offers the ZIP to download until the day it expires', async () => {
    let latest: unknown = null;
    const fetchMock = stubApi({
      'GET /api/me/deletion': () => jsonResponse(NOT_PENDING),
      'GET /api/me/data-export': () => jsonResponse({ success: true, export: latest }),
      'GET /api/me/profile': () => jsonResponse({ ...PROFILE, kind: 'user', fields: ['name', 'email', 'mobile', 'alt_mobile', 'address'] }),
      'POST /api/me/data-export': () => {
        latest = {
          exportId: 'a1b2c3d4-0000-4000-8000-000000000001',
          status: 'ready',
          requested_at: '2026-11-29T10:00:00Z',
          expires_at: '2026-12-06T10:00:00Z',
        };
        return jsonResponse({ success: true, exportId: 'a1b2c3d4-0000-4000-8000-000000000001', status: 'pending', message: 'x' }, 202);
      },
    });
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<PrivacyRightsPanel />, '/userdashboard');
    const panel = await screen.findByTestId('privacy-rights');
    await userEvent.setup().click(await within(panel).findByRole('button', { name: 'Download my data' }));
    expect(await within(panel).findByText('Your data is ready. You can download it until 6 Dec 2026.')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download ZIP file' })).toHaveAttribute(
      'href',
      '/api/me/data-export/a1b2c3d4-0000-4000-8000-000000000001',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/me/data-export', expect.objectContaining({ method: 'POST' }));
  });
});

describe('DeletionPendingBanner', { timeout: 20_000 }, () => {
  it('offers to cancel a pending deletion, in Hindi on Hindi pages', async () => {
    const fetchMock = stubApi({
      'GET /api/me/deletion': () =>
        jsonResponse({ ...NOT_PENDING, pending: true, requested_at: '2026-11-29T10:00:00Z', erase_after: '2026-12-06T10:00:00Z' }),
      'DELETE /api/me/deletion': () => jsonResponse(NOT_PENDING),
    });
    saveLogin({ user_id: 7, user_name: 'Amit' }, 'user');
    renderPage(<DeletionPendingBanner />, '/userdashboard', 'hi');
    const banner = await screen.findByTestId('deletion-pending');
    expect(banner).toHaveTextContent('आपका खाता हटाया जा रहा है');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'हटाना रद्द करें और मेरा खाता रखें' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/me/deletion', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('हटाना रद्द हो गया: आपका खाता फिर से खुला है।')).toBeInTheDocument();
  });
});
