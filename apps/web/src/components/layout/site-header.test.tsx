import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { saveLogin } from '../../lib/session.ts';
import { beginTakeover, endTakeover } from '../../lib/takeover.ts';
import { languageSwitchHref } from './language-switch.tsx';
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
  endTakeover();
  vi.unstubAllGlobals();
});

/** The header at `path` as the server draws it and as the browser's first render must draw it. */
function headerTree(path: string) {
  return <RouterProvider router={createMemoryRouter([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] })} />;
}

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

  it('draws a neutral placeholder, never Register Now, while a signed-in page drawn on the server is taken over', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha Verma' }, 'user');
    beginTakeover();
    const html = renderToString(headerTree('/detailpage/3'));
    expect(html).not.toContain('Register Now');
    expect(html).toContain('data-account-placeholder');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let hasShownRegisterNow = false;
    const observer = new MutationObserver(() => {
      if (container.textContent?.includes('Register Now')) hasShownRegisterNow = true;
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, headerTree('/detailpage/3'), { onRecoverableError: recoverable }));
    expect(within(container).getByRole('button', { name: 'Account menu for Asha Verma' })).toBeInTheDocument();
    expect(container.querySelector('[data-account-placeholder]')).toBeNull();
    expect(hasShownRegisterNow).toBe(false);
    expect(recoverable).not.toHaveBeenCalled();
    observer.disconnect();
    act(() => root.unmount());
    container.remove();
  });

  it('shows Register Now once a page drawn on the server is taken over for a signed-out visitor', async () => {
    beginTakeover();
    const html = renderToString(headerTree('/'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, headerTree('/'), { onRecoverableError: recoverable }));
    expect(within(container).getAllByRole('link', { name: 'Register Now' })[0]).toHaveAttribute('href', '/registerpage');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('links an English page to the same page in Hindi, on desktop and in the phone menu', () => {
    renderHeader('/properties?city=Varanasi#listing');
    const switches = screen.getAllByRole('link', { name: 'हिन्दी में देखें', hidden: true });
    expect(switches).toHaveLength(2);
    for (const link of switches) {
      expect(link).toHaveAttribute('href', '/hi/properties?city=Varanasi#listing');
      expect(link).toHaveAttribute('lang', 'hi');
      expect(link).toHaveAttribute('hreflang', 'hi');
      expect(link).toHaveTextContent('हिन्दी');
    }
  });

  it('links a Hindi page back to its English address, in Hindi words', () => {
    const router = createMemoryRouter([{ path: '*', element: <SiteHeader /> }], {
      initialEntries: ['/hi/properties?city=Varanasi'],
      basename: '/hi',
    });
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const switches = screen.getAllByRole('link', { name: 'View in English', hidden: true });
    expect(switches).toHaveLength(2);
    for (const link of switches) {
      expect(link).toHaveAttribute('href', '/properties?city=Varanasi');
      expect(link).toHaveAttribute('lang', 'en');
      expect(link).toHaveTextContent('English');
    }
    const main = screen.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    expect(within(main).getByRole('link', { name: 'प्रॉपर्टी' })).toHaveAttribute('href', '/hi/properties');
    expect(screen.getAllByRole('link', { name: 'अभी रजिस्टर करें' })[0]).toHaveAttribute('href', '/hi/registerpage');
  });

  it('builds the other language address from path, query and hash', () => {
    expect(languageSwitchHref({ pathname: '/', search: '', hash: '' }, 'hi')).toBe('/hi');
    expect(languageSwitchHref({ pathname: '/', search: '?a=1', hash: '' }, 'hi')).toBe('/hi?a=1');
    expect(languageSwitchHref({ pathname: '/detailpage/4', search: '', hash: '#photos' }, 'en')).toBe('/detailpage/4#photos');
  });
});
