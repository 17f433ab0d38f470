import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../../features/auth/test/render-auth.tsx';
import { stubLayoutApis } from '../../../test/layout-stubs.ts';
import ForgetPasswordPage from '../forget-password.tsx';
import RegisterPage from '../register-page.tsx';
import RegisterUserPage from '../register-user.tsx';
import SignInBuilderPage from '../sign-in-builder.tsx';
import VerifyPage from '../verify.tsx';

// The account pages' headings and titles follow the page's language (docs/product/seo.md, "Hindi").

beforeAll(() => stubLayoutApis());
afterAll(() => vi.unstubAllGlobals());
afterEach(() => vi.restoreAllMocks());

describe('the account pages in Hindi', { timeout: 20_000 }, () => {
  it.each([
    [RegisterPage, '/registerpage', 'आप कौन हैं?', 'लॉग इन / रजिस्टर'],
    [RegisterUserPage, '/registeruser', 'अपना अकाउंट बनाएँ', 'अपना अकाउंट बनाएँ'],
    [SignInBuilderPage, '/signinbuilder', 'बिल्डर साइन इन', 'बिल्डर साइन इन'],
    [VerifyPage, '/verify', 'अपना मोबाइल नंबर सत्यापित करें', 'अपना मोबाइल नंबर सत्यापित करें'],
    [ForgetPasswordPage, '/forgetpassword', 'अपना पासवर्ड रीसेट करें', 'अपना पासवर्ड रीसेट करें'],
  ])('%o at /hi%s reads %s', async (Page, path, heading, title) => {
    const view = renderAuth(<Page />, path, 'hi');
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पीछे जाएँ' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Kashi Realty`));
    view.unmount();
  });

  it('keeps the English pages as the spec writes them', async () => {
    renderAuth(<RegisterUserPage />, '/registeruser', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Sign up as a property seeker to save favourites and enquire.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Create your account | Kashi Realty'));
  });
});
