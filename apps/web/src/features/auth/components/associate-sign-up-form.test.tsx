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
    if (path === '/api/places')
      return jsonResponse({
        success: true,
        data: [
          {
            state: 'Uttar Pradesh',
            aliases: ['UP'],
            featured: true,
            cities: [
              { city: 'Varanasi', aliases: ['Banaras'], localities: [], featured: true, lat: 25.3176, lon: 82.9739 },
              { city: 'Prayagraj', aliases: [], localities: [], featured: true, lat: 25.4358, lon: 81.8463 },
              { city: 'Nowhere', aliases: [], localities: [], featured: false, lat: null, lon: null },
            ],
          },
        ],
      });
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

/** Waits until `message` is shown next to the field labelled `label` (one of its `aria-describedby` texts) and in a toast. */
async function expectNextTo(label: string, message: string) {
  await waitFor(() => {
    const input = screen.getByLabelText(label);
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain(message);
    expect(screen.getAllByText(message).length).toBeGreaterThan(1);
  });
}

describe('associate sign-up', { timeout: 40_000 }, () => {
  it('reads Checking Location... then Enable Location or Choose Your City when the location is refused, with a retry', async () => {
    let refuse: (() => void) | undefined;
    setGeolocation({ getCurrentPosition: (_ok, fail) => (refuse = () => fail(deniedError)) });
    mockApi();
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    expect(screen.getByRole('button', { name: 'Checking Location...' })).toBeDisabled();
    refuse?.();
    expect(await screen.findByRole('button', { name: 'Enable Location or Choose Your City' })).toBeDisabled();
    expect(screen.getByText('Please enable your location to continue.')).toBeInTheDocument();
    // why the location is asked, and a city instead of it
    expect(screen.getByText('We ask for your location to offer you leads near you.')).toBeInTheDocument();
    const city = await screen.findByLabelText('Your city');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Prayagraj' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: 'Nowhere' })).toBeNull();
    await userEvent.setup().selectOptions(city, 'Prayagraj');
    expect(await screen.findByText('City chosen: Prayagraj.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    await userEvent.setup().selectOptions(city, '');
    expect(screen.getByRole('button', { name: 'Enable Location or Choose Your City' })).toBeDisabled();
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

  it('names the first failing rule in the spec order next to its field and in a toast on submit', async () => {
    setGeolocation(granted);
    mockApi();
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate');
    const submit = await screen.findByRole('button', { name: 'Create Account' });
    await user.click(submit);
    await expectNextTo('Full Name', 'Full Name required.');
    await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
    await user.click(submit);
    await expectNextTo('Email', 'Valid Email required.');
    await user.type(screen.getByLabelText('Email'), 'sunita@example.in');
    await user.click(submit);
    await expectNextTo('Mobile number', 'Valid Mobile required.');
    await user.type(screen.getByLabelText('Mobile number'), '9876500001');
    await user.click(submit);
    await expectNextTo('Password', 'Password must be 8+ chars.');
    await user.type(screen.getByLabelText('Password'), 'varanasi');
    await user.click(submit);
    await expectNextTo('Sponsor ID', 'Sponsor ID required.');
    await user.type(screen.getByLabelText('Sponsor ID'), 'kr999999');
    expect(await screen.findByText('Invalid Sponsor ID', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(submit);
    await expectNextTo('Sponsor ID', 'Enter valid Sponsor ID');
    await user.clear(screen.getByLabelText('Sponsor ID'));
    await user.type(screen.getByLabelText('Sponsor ID'), 'KR000001');
    expect(await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(submit);
    await expectNextTo('Mobile number', 'Verify mobile first.');
  });

  it("creates the account with the OTP in one step, like the customers' form, and resets the OTP when the mobile changes", async () => {
    setGeolocation(granted);
    const fetchMock = mockApi();
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate?sponsor=KR000001');
    await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
    await user.type(screen.getByLabelText('Email'), ' Sunita@Example.in ');
    await user.type(screen.getByLabelText('Password'), 'varanasi');
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 00001');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876500001');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 30s' })).toBeDisabled();
    // no separate Verify OTP step
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).toBeNull();
    expect(screen.getByText('Enter the 6-digit OTP, then press Create Account.')).toBeInTheDocument();

    // A different mobile needs a new OTP.
    await user.type(screen.getByLabelText('Mobile number'), '{Backspace}2');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    expect(screen.queryByLabelText('OTP')).toBeNull();
    await user.type(screen.getByLabelText('Mobile number'), '{Backspace}1');
    expect(screen.queryByRole('button', { name: 'Send OTP' })).toBeNull();

    await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findAllByText('Verify mobile first.')).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('OTP'), '123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findAllByText('Enter 6-digit OTP')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('Digit 4 of 6'));
    await user.keyboard('456');
    const boxes = screen.getAllByRole('textbox', { name: /Digit \d of 6$/ }) as HTMLInputElement[];
    expect(boxes.map((box) => box.value).join('')).toBe('123456');

    fireEvent.paste(screen.getByLabelText('PAN character 1 of 10'), { clipboardData: { getData: () => 'abcde1234f' } });
    fireEvent.paste(screen.getByLabelText('Aadhaar digit 1 of 12'), { clipboardData: { getData: () => '2345 6789 0124' } });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('dialog', { name: 'Welcome, Sunita Verma!' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/auth/associate/verify-otp')).toBe(true);
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
    await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectNextTo('Email', 'User already exists with provided Email/Mobile/Aadhaar/PAN');
    expect(readSession().user).toBeNull();
  });
});
