import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAuth } from '../../features/auth/test/render-auth.tsx';
import { logout, saveLogin } from '../../lib/session.ts';
import { stubLayoutApis } from '../../test/layout-stubs.ts';
import RegisterPage from './register-page.tsx';

describe('/registerpage role chooser', { timeout: 20_000 }, () => {
  beforeAll(() => stubLayoutApis());
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it('asks Who are you? with Property Seeker chosen first and leads each role to its page', async () => {
    const user = userEvent.setup();
    const view = renderAuth(<RegisterPage />, '/registerpage');
    expect(screen.getByRole('heading', { name: 'Who are you?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Property Seeker/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registeruser');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in as a customer' })).toHaveAttribute('href', '/signinuser');
    expect(screen.getByRole('link', { name: 'Sign in as an associate' })).toHaveAttribute('href', '/signinassociate');
    await user.click(screen.getByRole('radio', { name: /Associate/ }));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registerassociate');
    await user.click(screen.getByRole('radio', { name: /Builders/ }));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/registerbuilder');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('at /registerbuilder')).toBeInTheDocument();
    view.unmount();
  });

  it('Next with Associate chosen goes to /registerassociate', async () => {
    const user = userEvent.setup();
    renderAuth(<RegisterPage />, '/registerpage');
    await user.click(screen.getByRole('radio', { name: /Associate/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('at /registerassociate')).toBeInTheDocument();
  });

  it('Builders leads a signed-in builder to /builderdashboard (docs/product/builders.md)', async () => {
    saveLogin({ builder_id: 3, builder_name: 'Rohit Agarwal' }, 'builder');
    const user = userEvent.setup();
    renderAuth(<RegisterPage />, '/registerpage');
    await user.click(screen.getByRole('radio', { name: /Builders/ }));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/builderdashboard');
    await logout();
  });
});
