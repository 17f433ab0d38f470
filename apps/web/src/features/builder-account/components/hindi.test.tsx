import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../../../lib/session.ts';
import { fetchCalls, jsonResponse, renderAccount } from '../test/render-account.tsx';
import { BuilderSignIn } from './builder-sign-in.tsx';
import { BuilderSignUpForm } from './builder-sign-up-form.tsx';

// The builder's account screens under /hi (docs/product/builders.md, "Account"; docs/product/seo.md, "Hindi").

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

describe('builder account in Hindi', { timeout: 30_000 }, () => {
  it('checks the GSTIN while typing, in Hindi', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: false, message: 'unexpected' }, 404));
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder', 'hi');
    const gstin = screen.getByLabelText('GSTIN (ज़रूरी नहीं)');
    expect(gstin).toHaveAccessibleDescription('ज़रूरी नहीं। 15 अक्षर, जैसे 27AAPFU0939F1ZV।');
    await user.type(gstin, '27aapfu0939');
    expect(gstin).toHaveAccessibleDescription('GSTIN में 15 अक्षर होते हैं (अभी तक 11)');
    await user.type(gstin, 'f1zw');
    expect(gstin).toHaveAccessibleDescription('सही GSTIN दर्ज करें: आख़िरी अक्षर चेक डिजिट से मेल नहीं खाता');
    await user.type(gstin, '{Backspace}v');
    expect(gstin).toHaveAccessibleDescription('GSTIN का चेक डिजिट सही है');
  });

  it('signs a builder up in Hindi, with language hi in the OTP and the account', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/auth/builder/send-otp')
        return jsonResponse({ success: true, message: 'OTP sent to your mobile', resend_after: 30 });
      if (path === '/api/builder/sign-up')
        return jsonResponse({ success: true, message: 'Account created successfully', token: 'tok', role: 'builder', user: BUILDER }, 201);
      return jsonResponse({ success: false, message: 'unexpected' }, 404);
    });
    const user = userEvent.setup();
    renderAccount(<BuilderSignUpForm />, '/registerbuilder', 'hi');

    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('कंपनी का नाम ज़रूरी है।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('कंपनी का नाम'), 'Kashi Heights Pvt Ltd');
    await user.type(screen.getByLabelText('संपर्क व्यक्ति'), 'Sunita Mishra');
    await user.type(screen.getByLabelText('ईमेल'), 'sunita@example.in');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Manikarnika#Ghat7');
    await user.type(screen.getByLabelText('ऑफ़िस का पता'), 'Lanka, Varanasi');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('आपके मोबाइल पर OTP भेज दिया गया है')).toBeInTheDocument();

    await user.click(screen.getByLabelText('6 में से अंक 1'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'OTP सत्यापित करें और अकाउंट बनाएँ' }));
    expect(await screen.findByText('at /builderdashboard')).toBeInTheDocument();
    const [send, signUp] = fetchCalls(fetchMock);
    expect(send?.body).toEqual({ mobile: '9876543210', purpose: 'signup', language: 'hi' });
    expect(signUp?.body).toMatchObject({ builder_company: 'Kashi Heights Pvt Ltd', otp: '123456', language: 'hi' });
  });

  it('signs a builder in with Hindi texts and the server’s messages in Hindi', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Invalid mobile number or password' }, 401))
      .mockResolvedValueOnce(
        jsonResponse({
          success: true,
          message: 'Password accepted. Enter the OTP sent to your mobile to finish signing in.',
          otp_required: true,
          token: 't',
          resend_after: 30,
          user: BUILDER,
        }),
      );
    const user = userEvent.setup();
    renderAccount(<BuilderSignIn />, '/signinbuilder', 'hi');
    expect(screen.getByRole('link', { name: 'अपनी कंपनी रजिस्टर करें' })).toHaveAttribute('href', '/hi/registerbuilder');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.type(screen.getByLabelText('पासवर्ड'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect((await screen.findAllByText('मोबाइल नंबर या पासवर्ड गलत है')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByRole('form', { name: 'मोबाइल सत्यापन' })).toHaveTextContent('हमने +91 9876543210 पर 6 अंकों का OTP भेजा है।');
    expect(screen.getByRole('button', { name: 'दूसरा नंबर इस्तेमाल करें' })).toBeInTheDocument();
  });
});
