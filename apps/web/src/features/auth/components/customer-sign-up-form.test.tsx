import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../lib/session.ts';
import { fetchCall, jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { CustomerSignUpForm } from './customer-sign-up-form.tsx';

type Geo = { getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void };

function mockGeolocation(geo: Geo | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });
}

const denied: Geo = {
  getCurrentPosition: (_ok, fail) =>
    fail({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError),
};

afterEach(() => {
  vi.restoreAllMocks();
  mockGeolocation(undefined);
});

/** Answers the API calls of the sign-up screen by path. */
function mockApi(overrides: Record<string, () => Response> = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = String(input);
    const override = overrides[path];
    if (override) return override();
    if (path.startsWith('/api/auth/user/check-')) return jsonResponse({ success: true, exists: false });
    if (path === '/api/auth/user/send-otp') return jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
    if (path === '/api/user/sign-up')
      return jsonResponse(
        {
          success: true,
          message: 'Account created successfully',
          token: 'tok',
          user: { user_id: 42, user_name: 'Amit Gupta', user_email: 'amit@example.in', user_mobile: '9876543210' },
        },
        201,
      );
    if (path === '/api/user/user_locations') return jsonResponse({ success: true });
    return jsonResponse({ success: false, message: 'unexpected' }, 404);
  });
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, alt = '') {
  await user.type(screen.getByLabelText('Full name'), 'Amit Gupta');
  await user.type(screen.getByLabelText('Email'), 'amit@example.in');
  await user.type(screen.getByLabelText('Mobile number'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'ganga-ghat');
  if (alt) await user.type(screen.getByLabelText('Alternate mobile (optional)'), alt);
}

describe('customer sign-up', { timeout: 20_000 }, () => {
  it('keeps what was typed (not the password) and the sent OTP across Back and Forward, until the account exists', async () => {
    mockGeolocation(denied);
    mockApi();
    const user = userEvent.setup();
    const first = renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user, '+91 98765 43211');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('region', { name: 'Mobile verification' })).toBeInTheDocument();
    first.unmount(); // Back: the page goes away

    renderAuth(<CustomerSignUpForm />, '/registeruser'); // Forward: the page comes back
    expect(screen.getByLabelText('Full name')).toHaveValue('Amit Gupta');
    expect(screen.getByLabelText('Email')).toHaveValue('amit@example.in');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Alternate mobile (optional)')).toHaveValue('9876543211');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    const kept = window.sessionStorage.getItem('signup_draft:registeruser') ?? '';
    expect(kept).toContain('Amit Gupta');
    expect(kept).not.toContain('ganga-ghat');
    expect(screen.getByRole('region', { name: 'Mobile verification' })).toBeInTheDocument();
  });

  it("shows the spec's messages for an empty form and does not send anything", async () => {
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await user.type(screen.getByLabelText('Alternate mobile (optional)'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Mobile must be 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Alternate mobile must be 10 digits')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Email already registered and Mobile already registered after the debounced checks', async () => {
    const fetchMock = mockApi({
      '/api/auth/user/check-email': () => jsonResponse({ success: true, exists: true }),
      '/api/auth/user/check-mobile': () => jsonResponse({ success: true, exists: true }),
    });
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.type(screen.getByLabelText('Email'), 'amit@example.in');
    expect(await screen.findByText('Email already registered', {}, { timeout: 2000 })).toBeInTheDocument();
    // The mobile is checked only once it has 10 digits.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/user/check-mobile')).toBe(false);
    await user.type(screen.getByLabelText('Mobile number'), '43210');
    expect(await screen.findByText('Mobile already registered', {}, { timeout: 2000 })).toBeInTheDocument();
    const mobileCheck = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/auth/user/check-mobile');
    expect(fetchCall(fetchMock, mobileCheck).body).toEqual({ mobile: '9876543210' });
  });

  it('asks for the location, sends the OTP, then creates the account with it and welcomes the customer', async () => {
    mockGeolocation(denied);
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByText('Please enable location to find nearby properties.')).toBeInTheDocument();
    expect(await screen.findByText('OTP sent to your mobile')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    const send = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/auth/user/send-otp');
    expect(fetchCall(fetchMock, send).body).toEqual({ mobile: '9876543210', purpose: 'signup', language: 'en' });

    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect((await screen.findAllByText('Enter 6-digit OTP')).length).toBeGreaterThan(0);

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('314159');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));

    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Amit Gupta!' });
    expect(within(dialog).getByRole('button', { name: 'Go to dashboard' })).toBeInTheDocument();
    const signUp = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/sign-up');
    const body = fetchCall(fetchMock, signUp).body as Record<string, unknown>;
    expect(body).toEqual({
      user_name: 'Amit Gupta',
      user_email: 'amit@example.in',
      user_mobile: '9876543210',
      user_password: 'ganga-ghat',
      otp: '314159',
      language: 'en',
    });
    expect(fetchCall(fetchMock, signUp).url).not.toContain('tok');
    expect(readSession()).toMatchObject({ loginType: 'user', user: { user_id: 42, displayName: 'Amit Gupta', role: 'customer' } });
    // Without a location nothing is posted to /user/user_locations.
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/user_locations')).toBe(false);

    expect(await screen.findByText('at /userdashboard', {}, { timeout: 4500 })).toBeInTheDocument();
  }, 20_000);

  it('sends the location with the account and saves it to /user/user_locations', async () => {
    mockGeolocation({ getCurrentPosition: (ok) => ok({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition) });
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user, '9415012345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent to your mobile');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('271828');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    await screen.findByRole('dialog');
    const signUp = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/sign-up');
    expect(fetchCall(fetchMock, signUp).body).toMatchObject({
      user_alt_mobile: '9415012345',
      user_loc_lat: 25.3176,
      user_loc_lon: 82.9739,
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/user_locations')).toBe(true));
    const saved = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/user_locations');
    expect(fetchCall(fetchMock, saved).body).toEqual({ user_id: 42, user_loc_lat: 25.3176, user_loc_lon: 82.9739 });
  });

  it('sends the OTP without waiting for the location, and saves the location when it arrives after the account', async () => {
    let answerLocation: (position: GeolocationPosition) => void = () => {};
    mockGeolocation({ getCurrentPosition: (ok) => (answerLocation = ok) });
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    // the device has not answered, yet the code is on its way
    expect(await screen.findByText('OTP sent to your mobile')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/user/send-otp')).toBe(true);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('271828');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    await screen.findByRole('dialog');
    const signUp = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/sign-up');
    expect(fetchCall(fetchMock, signUp).body).not.toHaveProperty('user_loc_lat');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/user_locations')).toBe(false);

    answerLocation({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user/user_locations')).toBe(true));
    const saved = fetchMock.mock.calls.findIndex(([url]) => String(url) === '/api/user/user_locations');
    expect(fetchCall(fetchMock, saved).body).toEqual({ user_id: 42, user_loc_lat: 25.3176, user_loc_lon: 82.9739 });
  });

  it("prefers the server's message: a wrong code shows Invalid OTP and no account is stored", async () => {
    mockGeolocation(undefined);
    mockApi({ '/api/user/sign-up': () => jsonResponse({ success: false, message: 'Invalid OTP', field: 'otp' }, 400) });
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Geolocation not supported')).toBeInTheDocument();
    await screen.findByText('OTP sent to your mobile');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect((await screen.findAllByText('Invalid OTP')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession().user).toBeNull();
  });

  it("knows a mobile taken meanwhile by the answer's code and shows the server's words in place of the check line", async () => {
    mockApi({
      '/api/user/sign-up': () =>
        jsonResponse(
          { success: false, code: 'MOBILE_TAKEN', message: 'This mobile number is registered already.', field: 'user_mobile' },
          409,
        ),
    });
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user);
    await waitFor(() => expect(screen.getAllByText('Available')).toHaveLength(2), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('OTP sent to your mobile');
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP & Create Account' }));
    expect(await screen.findAllByText('This mobile number is registered already.')).not.toHaveLength(0);
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    // the mobile's own 'Available' line gives way to the error; the e-mail's stays
    expect(screen.getAllByText('Available')).toHaveLength(1);
  });

  it('shows Failed to send OTP-style server messages, e.g. a taken mobile', async () => {
    mockApi({
      '/api/auth/user/send-otp': () =>
        jsonResponse({ success: false, code: 'MOBILE_TAKEN', message: 'Mobile already registered', field: 'mobile' }, 409),
    });
    const user = userEvent.setup();
    renderAuth(<CustomerSignUpForm />, '/registeruser');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findAllByText('Mobile already registered')).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Digit 1 of 6')).toBeNull();
  });
});
