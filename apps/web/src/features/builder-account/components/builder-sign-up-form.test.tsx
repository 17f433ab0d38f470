import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, readSession } from '../../../lib/session.ts';
import { fetchCalls, jsonResponse, renderAccount } from '../test/render-account.tsx';
import { BuilderSignUpForm } from './builder-sign-up-form.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: true, message: 'Logged out' }));
  await logout();
  vi.restoreAllMocks();
});

const BUILDER = {
  builder_id: 7,
  builder_company: 'Kashi Heights Pvt Ltd',
  builder_name: 'Sunita Mishra',
  builder_email: 'sunita@example.in',
  builder_mobile: '9876543210',
};

/** Answers the sign-up screen's API calls by path. */
function mockApi(overrides: Record<string, () => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const override = overrides[path];
    if (override) return override();
    if (path === '/api/auth/builder/send-otp') return jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    if (path === '/api/builder/sign-up')
      return jsonResponse({ success: true, message: 'Account created successfully', token: 'tok', role: 'builder', user: BUILDER }, 201);
    return jsonResponse({ success: false, message: 'unexpected' }, 404);
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, optional: { gstin?: string; promoter?: string } = {}) {
  await user.type(screen.getByLabelText('Company name'), 'Kashi Heights Pvt Ltd');
  await user.type(screen.getByLabelText('Contact person'), 'Sunita Mishra');
  await user.type(screen.getByLabelText('Email'), 'Sunita@Example.in');
  await user.type(screen.getByLabelText('Mobile number'), '98765-43210');
  await user.type(screen.getByLabelText('Password'), 'Manikarnika#Ghat7');
  await user.type(screen.getByLabelText('Office address'), 'Lanka, Varanasi');
  if (optional.gstin) await user.type(screen.getByLabelText('GSTIN (optional)'), optional.gstin);
  if (optional.promoter) await user.type(screen.getByLabelText('RERA promoter number (optional)'), optional.promoter);
}

async function typeOtp(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: /Digit 1 of 6|Enter the 6-digit OTP/ }));
  await user.keyboard(code);
}

describe('builder sign-up (docs/product/builders.md, "Account")', { timeout: 20_000 }, () => {
  it('shows the contract’s messages for an empty form and sends nothing', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Company name is required.')).toBeInTheDocument();
    expect(screen.getByText('Contact person is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Mobile must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Office address is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the GSTIN while typing: length, check digit, verified', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    const gstin = screen.getByLabelText('GSTIN (optional)');
    expect(gstin).toHaveAccessibleDescription('Optional. 15 characters, e.g. 27AAPFU0939F1ZV.');
    await user.type(gstin, '27aapfu0939');
    expect(gstin).toHaveValue('27AAPFU0939');
    expect(gstin).toHaveAccessibleDescription('A GSTIN has 15 characters (11 so far)');
    await user.type(gstin, 'f1zw');
    expect(gstin).toHaveAccessibleDescription('Enter a valid GSTIN: the last character does not match the check digit');
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    await user.type(gstin, '{Backspace}v');
    expect(gstin).toHaveAccessibleDescription('GSTIN check digit verified');
    expect(gstin).not.toHaveAttribute('aria-invalid');
    await user.clear(gstin);
    await user.type(gstin, '2A');
    expect(gstin).toHaveAccessibleDescription('Enter a valid GSTIN');
  });

  it('refuses to send the OTP with a GSTIN whose check digit is wrong', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    await fillForm(user, { gstin: '29ABCDE1234F1Z5' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByLabelText('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the OTP, then creates the account with the exact body, stores the builder login and goes to /builderdashboard', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    await fillForm(user, { gstin: '27AAPFU0939F1ZV', promoter: 'uprera/prm-1' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText(/We sent a 6-digit OTP to/)).toBeInTheDocument();
    expect(fetchCalls(fetchMock)).toEqual([
      { url: '/api/auth/builder/send-otp', method: 'POST', body: { mobile: '9876543210', purpose: 'signup', language: 'en' } },
    ]);

    await typeOtp(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(await screen.findByText('at /builderdashboard')).toBeInTheDocument();
    expect(fetchCalls(fetchMock)[1]).toEqual({
      url: '/api/builder/sign-up',
      method: 'POST',
      body: {
        builder_company: 'Kashi Heights Pvt Ltd',
        builder_name: 'Sunita Mishra',
        builder_email: 'sunita@example.in',
        builder_mobile: '9876543210',
        builder_password: 'Manikarnika#Ghat7',
        builder_address: 'Lanka, Varanasi',
        builder_gstin: '27AAPFU0939F1ZV',
        builder_rera_promoter_no: 'UPRERA/PRM-1',
        otp: '123456',
        language: 'en',
      },
    });
    const session = readSession();
    expect(session.loginType).toBe('builder');
    expect(session.user).toMatchObject({ builder_id: 7, role: 'builder', displayName: 'Sunita Mishra' });
  });

  it('leaves blank optional fields out of the body', async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await typeOtp(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(await screen.findByText('at /builderdashboard')).toBeInTheDocument();
    const body = fetchCalls(fetchMock)[1]?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'builder_address',
        'builder_company',
        'builder_email',
        'builder_mobile',
        'builder_name',
        'builder_password',
        'language',
        'otp',
      ].sort(),
    );
  });

  it('shows the server’s answers at their fields: a taken mobile at send-otp, a wrong OTP at the code', async () => {
    const fetchMock = mockApi({
      '/api/auth/builder/send-otp': () =>
        jsonResponse({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'mobile' }, 409),
    });
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile already registered'));

    fetchMock.mockRestore();
    mockApi({
      '/api/builder/sign-up': () => jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 400),
    });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await typeOtp(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(screen.queryByText('at /builderdashboard')).not.toBeInTheDocument();
  });
});
