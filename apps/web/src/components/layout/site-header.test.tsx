import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../lib/session.ts';
import { SiteHeader } from './site-header.tsx';

function renderHeader(path = '/faqs') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteHeader /> },
      { path: '*', element: <SiteHeader /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('offers Register Now to a signed-out visitor and highlights the current entry', () => {
    renderHeader('/faqs');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Blogs' })).not.toHaveAttribute('aria-current');
    expect(screen.getAllByRole('link', { name: 'Register Now' })[0]).toHaveAttribute('href', '/registerpage');
  });

  it('shows the signed-in name with Dashboard and Logout, and logs out to the home page', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    saveLogin({ user_id: 7, user_name: 'Asha Verma' }, 'user');
    const router = renderHeader('/properties');
    const user = userEvent.setup();

    const chip = screen.getByRole('button', { name: 'Account menu for Asha Verma' });
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute('href', '/userdashboard');

    await user.click(screen.getAllByRole('button', { name: 'Logout' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(await screen.findAllByRole('link', { name: 'Register Now' })).not.toHaveLength(0);
  });

  it('opens and closes the mobile menu, closing it when a link is chosen', async () => {
    const router = renderHeader('/');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    await user.click(within(mobile).getByRole('link', { name: 'For Builders' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builders'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
