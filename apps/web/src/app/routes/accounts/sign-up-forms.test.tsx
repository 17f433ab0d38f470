import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssociateSignUpForm } from '../../../features/auth/components/associate-sign-up-form.tsx';
import { CustomerSignUpForm } from '../../../features/auth/components/customer-sign-up-form.tsx';
import { BuilderSignUpForm } from '../../../features/builder-account/components/builder-sign-up-form.tsx';
import { fetchCalls, jsonResponse, renderPage } from '../../../test/render-page.tsx';

// The three sign-up forms are made of the same shared steps (docs/decisions/0027-shared-account-form-steps.md):
// one table of expectations, run against each of them, so they cannot drift apart again
// (docs/product/accounts.md, "Mobile numbers", "Passwords", "Mobile OTPs"; docs/product/builders.md, "Account").

type User = ReturnType<typeof userEvent.setup>;

/** What differs between the account kinds' forms; everything else is expected of all three alike. */
type SignUpKind = {
  kind: string;
  form: ReactElement;
  path: string;
  /** Fills the kind's own fields (and the e-mail), leaving the mobile and the password to the test. */
  fillOwnFields: (user: User) => Promise<void>;
  /** The button that checks the fields first: 'Send OTP' for customers and builders, 'Create Account' for associates. */
  checkButton: string;
  /** The shared password rule in the kind's words (the associates' message is the spec's own). */
  passwordTooShort: string;
  sendPath: string;
  signUpPath: string;
  /** The one button that takes the six digits and creates the account. */
  createButton: string;
  mobileField: string;
};

const BUILDER = { builder_id: 7, builder_company: 'Kashi Heights', builder_name: 'Sunita Mishra', builder_email: 's@example.in' };
const ASSOCIATE = {
  ass_id: 9,
  ass_name: 'Sunita Verma',
  ass_email: 'sunita@example.in',
  ass_mobile: '9876543210',
  member_id: 'KR000009',
  member_db_id: '9',
  ass_sponsor_id: 'KR000001',
  ass_sponsor_name: 'Rajesh Kumar Srivastava',
  role: 'Associate',
};

const KINDS: SignUpKind[] = [
  {
    kind: 'customer',
    form: <CustomerSignUpForm />,
    path: '/registeruser',
    fillOwnFields: async (user) => {
      await user.type(screen.getByLabelText('Full name'), 'Amit Gupta');
      await user.type(screen.getByLabelText('Email'), 'amit@example.in');
    },
    checkButton: 'Send OTP',
    passwordTooShort: 'Password must be at least 8 characters',
    sendPath: '/api/auth/user/send-otp',
    signUpPath: '/api/user/sign-up',
    createButton: 'Verify OTP & Create Account',
    mobileField: 'user_mobile',
  },
  {
    kind: 'associate',
    form: <AssociateSignUpForm />,
    path: '/registerassociate?sponsor=KR000001',
    fillOwnFields: async (user) => {
      await user.type(screen.getByLabelText('Full Name'), 'Sunita Verma');
      await user.type(screen.getByLabelText('Email'), 'sunita@example.in');
      await screen.findByText('Sponsor: Rajesh Kumar Srivastava', {}, { timeout: 3000 });
    },
    checkButton: 'Create Account',
    passwordTooShort: 'Password must be 8+ chars.',
    sendPath: '/api/auth/associate/send-otp',
    signUpPath: '/api/associate/sign-up',
    createButton: 'Create Account',
    mobileField: 'ass_mobile',
  },
  {
    kind: 'builder',
    form: <BuilderSignUpForm />,
    path: '/registerbuilder',
    fillOwnFields: async (user) => {
      await user.type(screen.getByLabelText('Company name'), 'Kashi Heights');
      await user.type(screen.getByLabelText('Contact person'), 'Sunita Mishra');
      await user.type(screen.getByLabelText('Email'), 's@example.in');
      await user.type(screen.getByLabelText('Office address'), 'Lanka, Varanasi');
    },
    checkButton: 'Send OTP',
    passwordTooShort: 'Password must be at least 8 characters',
    sendPath: '/api/auth/builder/send-otp',
    signUpPath: '/api/builder/sign-up',
    createButton: 'Verify OTP & Create Account',
    mobileField: 'builder_mobile',
  },
];

/** Answers every call of the three forms by path. */
function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    if (path.includes('/check-')) return jsonResponse({ success: true, exists: false });
    if (path === '/api/associate/sponsor/KR000001')
      return jsonResponse({ success: true, data: { member_id: 'KR000001', name: 'Rajesh Kumar Srivastava' } });
    if (path.endsWith('/send-otp'))
      return jsonResponse({ success: true, msg: 'OTP sent', message: 'OTP sent to your mobile', resend_after: 30 });
    if (path === '/api/auth/associate/verify-otp')
      return body.otp === '123456'
        ? jsonResponse({ success: true, msg: 'Mobile verified', message: 'Mobile verified' })
        : jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 400);
    const created = { success: true, message: 'Account created successfully', token: 'tok' };
    if (path === '/api/user/sign-up')
      return jsonResponse(
        { ...created, user: { user_id: 42, user_name: 'Amit Gupta', user_email: 'amit@example.in', user_mobile: '9876543210' } },
        201,
      );
    if (path === '/api/builder/sign-up')
      return jsonResponse({ ...created, role: 'builder', user: { ...BUILDER, builder_mobile: '9876543210' } }, 201);
    if (path === '/api/associate/sign-up')
      return jsonResponse({ ...created, message: 'Registration successful!', associate: ASSOCIATE }, 201);
    if (path === '/api/user/user_locations') return jsonResponse({ success: true });
    return jsonResponse({ success: false, message: 'unexpected' }, 404);
  });
}

const setGeolocation = (geo: unknown) => Object.defineProperty(window.navigator, 'geolocation', { value: geo, configurable: true });

afterEach(() => {
  vi.restoreAllMocks();
  setGeolocation(undefined);
});

describe.each(KINDS)('the $kind sign-up form, made of the shared steps', (kind) => {
  const open = () => {
    setGeolocation({
      getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 25.3176, longitude: 82.9739 } } as GeolocationPosition),
    });
    const fetchMock = mockApi();
    renderPage(kind.form, kind.path);
    return fetchMock;
  };

  it('reads a mobile typed as "+91 98765 43210" as 9876543210 and sends the code to those digits, in the page’s language', {
    timeout: 40_000,
  }, async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await kind.fillOwnFields(user);
    await user.type(screen.getByLabelText('Password'), 'Manikarnika#Ghat7');
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
    const send = fetchCalls(fetchMock).find((call) => call.url === kind.sendPath);
    expect(send?.body).toMatchObject({ mobile: '9876543210', language: 'en' });
  });

  it('holds a password of 7 characters to the one password rule before anything is created', { timeout: 40_000 }, async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await kind.fillOwnFields(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Ghat#12');
    await user.click(screen.getByRole('button', { name: kind.checkButton }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(kind.passwordTooShort));
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(fetchCalls(fetchMock).some((call) => call.url === kind.signUpPath || call.url === kind.sendPath)).toBe(false);
  });

  it('takes the six digits and creates the account with one click: no separate Verify OTP', { timeout: 40_000 }, async () => {
    const fetchMock = open();
    const user = userEvent.setup();
    await kind.fillOwnFields(user);
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'Manikarnika#Ghat7');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByText('Resend OTP in 30s');
    expect(screen.queryByRole('button', { name: 'Verify OTP' })).toBeNull();

    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    const before = fetchCalls(fetchMock).length;
    await user.click(screen.getByRole('button', { name: kind.createButton }));
    await waitFor(() => expect(fetchCalls(fetchMock).some((call) => call.url === kind.signUpPath)).toBe(true));
    const calls = fetchCalls(fetchMock).slice(before);
    const signUp = calls.find((call) => call.url === kind.signUpPath);
    expect(signUp?.body).toMatchObject({ [kind.mobileField]: '9876543210', language: 'en' });
    // the code went with that one click: in the sign-up itself, or checked just before it
    const otpSent = (signUp?.body as Record<string, unknown> | undefined)?.otp === '123456';
    const otpChecked = calls.some((call) => call.url.endsWith('/verify-otp') && (call.body as Record<string, unknown>).otp === '123456');
    expect(otpSent || otpChecked).toBe(true);
  });
});
