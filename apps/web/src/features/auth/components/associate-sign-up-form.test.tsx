import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../lib/session.ts';
import { fetchCall, jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { AssociateSignUpForm } from './associate-sign-up-form.tsx';

type Geo = { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void };
const setGeolocation = (geo: Geo | undefined) => Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });
const granted: Geo = { getCurrentPosition: (ok) => ok({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition) };
const deniedError = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError;

afterEach(() => {
  vi.restoreAllMocks();
  setGeolocation(undefined);
});

function mockApi(overrides: Record<string, (body: Record<string, unknown>) => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const override = overrides[path];
    if (override) return override(body);
    if (path.startsWith('/api/auth/associate/check-')) return jsonResponse({ success: true, exists: false });
    if (path === '/api/associate/sponsor/KR000001')
      return jsonResponse({ success: true, data: { member_id: 'KR000001', name: 'Rajesh Kumar Srivastava' } });
    if (path.startsWith('/api/associate/sponsor/')) return jsonResponse({ success: false, message: 'Invalid Sponsor ID' }, 404);
    if (path === '/api/auth/associate/send-otp') return jsonResponse({ success: true, msg: 'OTP sent', message: 'OTP sent' });
    if (path === '/api/auth/associate/verify-otp')
      return body.otp === '123456'
        ? jsonResponse({ success: true, msg: 'Mobile verified', message: 'Mobile verified' })
        : jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 400);
    if (path === '/api/associate/sign-up')
      return jsonResponse(
        {
          success: true,
          message: 'Registration successful!',
          token: 'tok',
          associate: {
            ass_id: 9,
            ass_name: 'Sunita Verma',
            ass_email: 'sunita@example.in',
            ass_mobile: '9876500001',
            member_id: 'KR000009',
            member_db_id: '9',
            ass_sponsor_id: 'KR000001',
            ass_sponsor_name: 'Rajesh Kumar Srivastava',
            role: 'Associate',
          },
        },
        201,
      );
    return jsonResponse({ success: false, message: 'unexpected' }, 404);
  });
}

describe('associate sign-up', { timeout: 20_000 }, () => {
  it('reads Checking Location... then Enable Location to Continue when the location is refused, with a retry', async () => {
    let refuse: (() => void) | undefined;
    setGeolocation({ getCurrentPosition: (_ok, fail) => (refuse = () => fail(deniedError)) });
    mockApi();
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    expect(screen.getByRole('button', { name: 'Checking Location...' })).toBeDisabled();
    refuse?.();
    expect(await screen.findByRole('button', { name: 'Enable Location to Continue' })).toBeDisabled();
    expect(screen.getByText('Please enable your location to continue.')).toBeInTheDocument();
    setGeolocation(granted);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(screen.getByText('Location obtained.')).toBeInTheDocument();
  });

  it('reads Resolve duplicates while a check says exists, and names the taken field', async () => {
    setGeolocation(granted);
    mockApi({ '/api/auth/associate/check-email': () => jsonResponse({ success: true, exists: true }) });
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    await userEvent.setup().type(screen.getByLabelText('Email'), '  Taken@Example.IN');
    expect(await screen.findByText('Email already registered', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resolve duplicates' })).toBeDisabled();
  });

  it('says why "123412341234" is no Aadhaar number instead of "Available", and checks only real-looking ones', async () => {
    setGeolocation(granted);
    const fetchMock = mockApi();
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    fireEvent.paste(screen.getByLabelText('Aadhaar digit 1 of 12'), { clipboardData: { getData: () => '1234 1234 1234' } });
    expect(await screen.findByText('An Aadhaar number never starts with 0 or 1')).toBeInTheDocument();
    fireEvent.paste(screen.getByLabelText('Aadhaar digit 1 of 12'), { clipboardData: { getData: () => '2345 6789 0123' } });
    expect(await screen.findByText('Enter a valid Aadhaar number: the last digit does not match the check digit')).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 500));
    expect(screen.queryByText('Available')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/associate/check-aadhaar')).toBe(false);
    fireEvent.paste(screen.getByLabelText('Aadhaar digit 1 of 12'), { clipboardData: { getData: () => '2345 6789 0124' } });
    expect(await screen.findByText('Available', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('toasts the first failing rule in the spec order on submit', async () => {
    setGeolocation(granted);
    mockApi();
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    await user.click(submit);
    expect(await screen.findByText('Full Name required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
    await user.click(submit);
    expect(await screen.findByText('Valid Email required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sunita@example.in');
    await user.click(submit);
    expect(await screen.findByText('Valid Mobile required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(submit);
    expect(await screen.findByText('Password must be 8+ chars.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'varanasi');
    await user.click(submit);
    expect(await screen.findByText('Sponsor ID required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sponsor ID'), 'kr999999');
    expect(await screen.findByText('Invalid Sponsor ID', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Enter valid Sponsor ID')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Sponsor ID'));
    await user.type(screen.getByLabelText('Sponsor ID'), 'KR000001');
    expect(await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Verify mobile first.')).toBeInTheDocument();
  });

  it('verifies the mobile by OTP, resets it when the mobile changes, and registers with upper-cased PAN', async () => {
    setGeolocation(granted);
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate?sponsor=KR000001');
    expect(screen.getByLabelText('Sponsor ID')).toHaveValue('KR000001');
    await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
    await user.type(screen.getByLabelText('Email'), ' Sunita@Example.in ');
    await user.type(screen.getByLabelText('Password'), 'varanasi');
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent')).toBeInTheDocument();
    // the shared six OTP boxes; the legend 'OTP' names the first one, so the code field is found by its name
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter OTP first')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Enter 6-digit OTP')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.keyboard('456');
    const boxes = screen.getAllByRole('textbox', { name: /Digit \d of 6$/ }) as HTMLInputElement[];
    expect(boxes.map((box) => box.value).join('')).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect((await screen.findAllByText('Mobile verified')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();

    // A different mobile is not verified any more.
    await user.type(screen.getByLabelText('Mobile number'), '{Backspace}2');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile number'), '{Backspace}1');
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();

    fireEvent.paste(screen.getByLabelText('PAN character 1 of 10'), { clipboardData: { getData: () => 'abcde1234f' } });
    fireEvent.paste(screen.getByLabelText('Aadhaar digit 1 of 12'), { clipboardData: { getData: () => '2345 6789 0124' } });
    await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome, Sunita Verma!' })).toBeInTheDocument();
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
    const signUp = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/associate/sign-up');
    expect(fetchCall(fetchMock, signUp).body).toEqual({
      ass_name: 'Sunita Verma',
      ass_email: 'sunita@example.in',
      ass_mobile: '9876500001',
      ass_password: 'varanasi',
      ass_sponsor_id: 'KR000001',
      ass_lat: 25.3176,
      ass_lon: 82.9739,
      ass_aadhaar: '234567890124',
      ass_pan: 'ABCDE1234F',
      language: 'en',
    });
    expect(readSession()).toMatchObject({ loginType: 'associate', user: { ass_id: 9, member_id: 'KR000009', role: 'associate' } });
    await waitFor(() => expect(screen.getByText('at /associatedashboard')).toBeInTheDocument(), { timeout: 4500 });
  });

  it('shows the duplicate message of a 409 DUPLICATE answer', async () => {
    setGeolocation(granted);
    mockApi({
      '/api/associate/sign-up': () =>
        jsonResponse(
          {
            success: false,
            error: 'DUPLICATE',
            code: 'EMAIL_TAKEN',
            message: 'User already exists with provided Email/Mobile/Aadhaar/PAN',
            field: 'ass_email',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate?sponsor=KR000001');
    await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
    await user.type(screen.getByLabelText('Email'), 'sunita@example.in');
    await user.type(screen.getByLabelText('Password'), 'varanasi');
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    await screen.findAllByText('Mobile verified');
    await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('User already exists with provided Email/Mobile/Aadhaar/PAN')).toBeInTheDocument();
    expect(readSession().user).toBeNull();
  });
});
