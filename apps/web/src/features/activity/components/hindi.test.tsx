import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { saveLogin } from '../../../lib/session.ts';
import { CustomerActivity } from './customer-activity.tsx';
import { EnquireButton } from './enquire-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';

// Favourites, enquiries and the dashboard lists on a Hindi page (docs/product/seo.md, "Hindi").

/** Draws `ui` at `/hi{at}` in Hindi, as the site does (router basename `/hi`), with the toaster. */
function renderInHindi(ui: ReactNode, at = '/detailpage/3') {
  toast.dismiss();
  const router = createMemoryRouter(
    [
      { path: '/detailpage/:id', element: ui },
      { path: '/userdashboard', element: ui },
      { path: '/registeruser', element: <h1>sign-up</h1> },
    ],
    { initialEntries: [`/hi${at}`], basename: '/hi' },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18nFor('hi')}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={20} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const site = (id: number, title: string, price: string) => ({
  site_id: id,
  site_title: title,
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_status: 'Ready',
  site_area: '1200',
  site_price: price,
  site_category: 'Apartment',
  cover_image: null,
});

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('activity in Hindi', { timeout: 30_000 }, () => {
  it('tells a guest in Hindi to log in and sends them to sign up under /hi', async () => {
    const router = renderInHindi(<FavouriteButton siteId={8} siteTitle="Lanka Residency" />);
    await userEvent.click(screen.getByRole('button', { name: 'Lanka Residency को पसंदीदा में जोड़ें' }));
    expect(await screen.findByText('पसंदीदा में जोड़ने के लिए कृपया लॉग इन करें!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/hi/registeruser'));
    // the page to come back to is the spec's address: the router adds /hi again on the way back
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/detailpage/3')}`);
  });

  it('sends a guest’s enquiry at once to sign up under /hi, with the login message in Hindi', async () => {
    const router = renderInHindi(<EnquireButton siteId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'अभी पूछताछ करें' }));
    expect(router.state.location.pathname).toBe('/hi/registeruser');
    expect(await screen.findByText('पूछताछ करने के लिए कृपया लॉग इन करें।')).toBeInTheDocument();
  });

  it('sends a customer’s enquiry and confirms it in Hindi', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json({ success: true, message: 'Enquiry sent successfully.', data: { enquiry_id: 1, status: 'new', created_at: '2026-01-05' } }, 201),
    );
    renderInHindi(<EnquireButton siteId={3} />);
    await userEvent.click(await screen.findByRole('button', { name: 'अभी पूछताछ करें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('आपकी पूछताछ भेज दी गई है।');
  });

  it('shows the dashboard lists in Hindi: headings, prices in लाख, Hindi dates and statuses', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = String(input);
      if (path === '/api/user/favorites/7')
        return json({
          success: true,
          data: [{ fav_id: 1, site_id: 3, user_id: 7, created_at: '2026-01-05T10:00:00Z', site: site(3, 'Sigra Heights', '6250000.00') }],
        });
      if (path === '/api/user/viewed_site/7') return json({ success: true, data: [] });
      if (path === '/api/user/user_enquiry/7')
        return json({
          success: true,
          data: [
            {
              enquiry_id: 9,
              user_id: 7,
              site_id: 4,
              status: 'new',
              note: '',
              question: 'क्या पार्किंग है?',
              created_at: '2026-12-01T10:00:00Z',
              updated_at: '2026-12-01T10:00:00Z',
              site: site(4, 'Assi Ghat Villas', '11500000.00'),
            },
          ],
        });
      return json({ success: false, message: 'Not found.' }, 404);
    });
    renderInHindi(<CustomerActivity userId={7} />, '/userdashboard');
    expect(screen.getByRole('heading', { name: 'मेरी पसंदीदा प्रॉपर्टी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेरी पूछताछ' })).toBeInTheDocument();
    expect(await screen.findByText('वाराणसी, उत्तर प्रदेश · ₹62.5 लाख')).toBeInTheDocument();
    expect(await screen.findByText('वाराणसी, उत्तर प्रदेश · ₹1.15 करोड़')).toBeInTheDocument();
    expect(screen.getByText('नई')).toBeInTheDocument();
    expect(screen.getByText('1 दिसंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('क्या पार्किंग है?')).toBeInTheDocument();
    expect(screen.getByText('आप जो प्रॉपर्टी खोलेंगे, वे यहाँ दिखेंगी।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sigra Heights को पसंदीदा से हटाएँ' })).toBeInTheDocument();
  });
});
