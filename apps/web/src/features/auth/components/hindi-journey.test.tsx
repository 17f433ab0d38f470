import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession, STORAGE_KEYS } from '../../../lib/session.ts';
import { fetchCall, jsonResponse, renderAuth } from '../test/render-auth.tsx';
import { AssociateSignUpForm } from './associate-sign-up-form.tsx';
import { CustomerSignIn } from './customer-sign-in.tsx';
import { CustomerSignUpForm } from './customer-sign-up-form.tsx';
import { RoleChooser } from './role-chooser.tsx';
import { VerifySignIn } from './verify-sign-in.tsx';

// The account screens under /hi (docs/product/seo.md, "Hindi"): Hindi texts, the spec's messages
// in Hindi, links that stay under /hi, and the page's language sent with the sign-up.

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  Object.defineProperty(window.navigator, 'geolocation', { value: undefined, configurable: true });
});

const path = (input: unknown) => String(input);

describe('the account screens in Hindi', { timeout: 30_000 }, () => {
  it('signs a customer up in Hindi: Hindi labels and messages, language hi in the OTP and the account, back under /hi', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (path(input).startsWith('/api/auth/user/check-')) return jsonResponse({ success: true, exists: false });
      if (path(input) === '/api/auth/user/send-otp')
        return jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
      if (path(input) === '/api/user/sign-up')
        return jsonResponse(
          {
            success: true,
            message: 'Account created successfully',
            token: 'tok',
            user: { user_id: 42, user_name: 'Amit Gupta', user_email: 'amit@example.in', user_mobile: '9876543210', language: 'hi' },
          },
          201,
        );
      return jsonResponse({ success: false, message: 'unexpected' }, 404);
    });
    const user = userEvent.setup();
    const { router } = renderAuth(<CustomerSignUpForm />, '/registeruser', 'hi');

    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    // the contract's own validation texts reach the screen in Hindi
    expect(await screen.findByText('नाम ज़रूरी है।')).toBeInTheDocument();
    expect(screen.getByText('मोबाइल नंबर 10 अंकों का होना चाहिए')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/hi/signinuser');

    await user.type(screen.getByLabelText('पूरा नाम'), 'Amit Gupta');
    await user.type(screen.getByLabelText('ईमेल'), 'amit@example.in');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'ganga-ghat');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));

    expect(await screen.findByText('आपके मोबाइल पर OTP भेज दिया गया है')).toBeInTheDocument();
    expect(screen.getByText(/पर 6 अंकों का OTP भेजा है।/)).toBeInTheDocument();
    expect(screen.getByText('30 सेकंड बाद OTP दोबारा भेज सकेंगे')).toBeInTheDocument();
    const send = fetchMock.mock.calls.findIndex(([url]) => path(url) === '/api/auth/user/send-otp');
    expect(fetchCall(fetchMock, send).body).toEqual({ mobile: '9876543210', purpose: 'signup', language: 'hi' });

    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें और अकाउंट बनाएँ' }));
    expect((await screen.findAllByText('6 अंकों का OTP दर्ज करें')).length).toBeGreaterThan(0);
    await user.click(screen.getByLabelText('6 में से अंक 1'));
    await user.keyboard('314159');
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें और अकाउंट बनाएँ' }));

    const dialog = await screen.findByRole('dialog', { name: 'स्वागत है, Amit Gupta!' });
    expect(within(dialog).getByRole('button', { name: 'डैशबोर्ड पर जाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('आपका अकाउंट बन गया है').length).toBeGreaterThan(0);
    const signUp = fetchMock.mock.calls.findIndex(([url]) => path(url) === '/api/user/sign-up');
    expect(fetchCall(fetchMock, signUp).body).toMatchObject({ user_mobile: '9876543210', otp: '314159', language: 'hi' });
    expect(readSession()).toMatchObject({ loginType: 'user', user: { user_id: 42 } });

    await user.click(within(dialog).getByRole('button', { name: 'डैशबोर्ड पर जाएँ' }));
    expect(await screen.findByText('at /userdashboard')).toBeInTheDocument();
    expect(router.createHref(router.state.location)).toBe('/hi/userdashboard');
  });

  it('signs a customer in with Hindi messages, the server’s included, and goes to /hi/verify', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Invalid mobile number or password' }, 401))
      .mockResolvedValueOnce(
        jsonResponse({ success: false, code: 'RATE_LIMITED', message: 'Too many wrong passwords. Please try again in 2 minutes.' }, 429),
      )
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
          otp_required: true,
          token: 't',
          user: { user_id: 5, user_mobile: '9876543210' },
        }),
      );
    const user = userEvent.setup();
    const { router } = renderAuth(<CustomerSignIn />, '/signinuser', 'hi');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए' })).toHaveAttribute('href', '/hi/forgetpassword');
    expect(screen.getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toHaveAttribute('href', '/hi/registeruser');

    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('कृपया मोबाइल नंबर और पासवर्ड दर्ज करें')).toBeInTheDocument();

    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('मोबाइल नंबर या पासवर्ड गलत है')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('बहुत बार गलत पासवर्ड डाला गया। कृपया 2 मिनट बाद फिर कोशिश करें।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('at /verify')).toBeInTheDocument();
    expect(router.createHref(router.state.location)).toBe('/hi/verify');
    expect(screen.getByText('पासवर्ड सही है। साइन इन पूरा करने के लिए आपके मोबाइल पर भेजा गया OTP दर्ज करें।')).toBeInTheDocument();
  });

  it('verifies the sign-in OTP in Hindi and opens /hi/userdashboard', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.pendingMobile, '9876543210');
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'OTP_INVALID', message: 'Invalid OTP', field: 'otp' }, 400))
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          message: 'Signed in successfully!',
          token: 't',
          user: { user_id: 5, user_name: 'Amit', user_email: 'a@b.in', user_mobile: '9876543210' },
        }),
      );
    const user = userEvent.setup();
    const { router } = renderAuth(<VerifySignIn />, '/verify', 'hi');
    expect(screen.getByText(/पर भेजा गया 6 अंकों का OTP दर्ज करें।/)).toHaveTextContent('+91 9876543210 पर भेजा गया 6 अंकों का OTP दर्ज करें।');
    expect(screen.getByRole('group', { name: 'वन-टाइम पासवर्ड (OTP)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'फिर से साइन इन करें' })).toHaveAttribute('href', '/hi/signinuser');

    await user.click(screen.getByLabelText('6 में से अंक 1'));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें' }));
    expect((await screen.findAllByText('OTP गलत है')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें' }));
    expect(await screen.findByText('at /userdashboard')).toBeInTheDocument();
    expect(router.createHref(router.state.location)).toBe('/hi/userdashboard');
    expect(screen.getByText('साइन इन हो गया!')).toBeInTheDocument();
  });

  it('sends the associate sign-up OTP with language hi and says so in Hindi', async () => {
    Object.defineProperty(window.navigator, 'geolocation', { value: { getCurrentPosition: () => undefined }, configurable: true });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (path(input).startsWith('/api/auth/associate/check-')) return jsonResponse({ success: true, exists: false });
      if (path(input) === '/api/auth/associate/send-otp') return jsonResponse({ success: true, msg: 'OTP sent', message: 'OTP sent' });
      return jsonResponse({ success: false, message: 'unexpected' }, 404);
    });
    const user = userEvent.setup();
    renderAuth(<AssociateSignUpForm />, '/registerassociate', 'hi');
    expect(screen.getByRole('button', { name: 'लोकेशन देखी जा रही है...' })).toBeDisabled();
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('OTP भेज दिया गया')).toBeInTheDocument();
    const send = fetchMock.mock.calls.findIndex(([url]) => path(url) === '/api/auth/associate/send-otp');
    expect(fetchCall(fetchMock, send).body).toEqual({ mobile: '9876500001', language: 'hi' });
  });

  it('offers the three roles in Hindi, each leading to its page under /hi', async () => {
    const user = userEvent.setup();
    renderAuth(<RoleChooser />, '/registerpage', 'hi');
    expect(screen.getByRole('radio', { name: /प्रॉपर्टी खोजने वाले/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /एसोसिएट/ }));
    expect(screen.getByRole('link', { name: 'नया अकाउंट बनाएँ' })).toHaveAttribute('href', '/hi/registerassociate');
    expect(screen.getByRole('link', { name: 'बिल्डर के रूप में साइन इन करें' })).toHaveAttribute('href', '/hi/signinbuilder');
  });
});
