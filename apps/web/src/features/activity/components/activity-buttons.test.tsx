import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { EnquireButton } from './enquire-button.tsx';
import { FavouriteButton } from './favourite-button.tsx';

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock('sonner', () => ({ toast: { error: (m: string) => toastError(m), success: (m: string) => toastSuccess(m), info: vi.fn() } }));

function renderAt(ui: ReactNode, at = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: ui },
      { path: '/detailpage/:id', element: ui },
      { path: '/registeruser', element: <h1>Sign up page</h1> },
    ],
    { initialEntries: [at] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  toastError.mockReset();
  toastSuccess.mockReset();
});

describe('FavouriteButton', () => {
  it('tells a guest to log in and sends them to /registeruser', async () => {
    const router = renderAt(<FavouriteButton siteId={3} siteTitle="Sigra Heights" guestMessage="Please login first!" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Sigra Heights to favourites' }));
    expect(toastError).toHaveBeenCalledWith('Please login first!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registeruser'));
  });

  it('sends a guest to sign up with the page to come back to, and keeps the favourite to save after signing up', async () => {
    const router = renderAt(<FavouriteButton siteId={8} siteTitle="Lanka Residency" />, '/detailpage/3?from=search');
    await userEvent.click(screen.getByRole('button', { name: 'Add Lanka Residency to favourites' }));
    expect(toastError).toHaveBeenCalledWith('Please login to add favorites!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registeruser'));
    expect(router.state.location.search).toBe(`?returnTo=${encodeURIComponent('/detailpage/3?from=search')}`);
    expect(JSON.parse(window.sessionStorage.getItem('pendingGuestAction') ?? '{}')).toMatchObject({ kind: 'favourite', siteId: 8 });
  });

  it('is hidden for associates', () => {
    saveLogin({ ass_id: 4, ass_name: 'Ravi' }, 'associate');
    renderAt(<FavouriteButton siteId={3} siteTitle="Sigra Heights" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('adds for a customer, shows the success message, and ignores a second click while in flight', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    let release: (r: Response) => void = () => {};
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') return new Promise<Response>((resolve) => (release = resolve));
      return json({ success: true, data: [] });
    });
    renderAt(<FavouriteButton siteId={3} siteTitle="Sigra Heights" />);
    const button = await screen.findByRole('button', { name: 'Add Sigra Heights to favourites' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await userEvent.click(button);
    await userEvent.click(button);
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ user_id: 7, site_id: 3 });
    await act(async () =>
      release(json({ success: true, message: 'Added to favorites successfully!', data: { fav_id: 1, site_id: 3, user_id: 7 } }, 201)),
    );
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Added to favorites successfully!'));
  });

  it('removes a saved favourite by its fav_id', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      if (init?.method === 'DELETE') return json({ success: true, message: 'Removed from favorites successfully!' });
      return json({
        success: true,
        data: [
          {
            fav_id: 11,
            site_id: 3,
            user_id: 7,
            created_at: '2026-01-01T00:00:00.000Z',
            site: {
              site_id: 3,
              site_title: 'S',
              site_city: 'V',
              site_state: 'UP',
              site_status: 'Available',
              site_area: '',
              site_price: '1.00',
              site_category: 'Apartment',
              cover_image: null,
            },
          },
        ],
      });
    });
    renderAt(<FavouriteButton siteId={3} siteTitle="Sigra Heights" />);
    const button = await screen.findByRole('button', { name: 'Remove Sigra Heights from favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Removed from favorites successfully!'));
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'DELETE' && String(url) === '/api/user/favorites/11/7')).toBe(true);
  });
});

describe('EnquireButton', () => {
  it('sends a guest to /registeruser at once, with the login message as a toast that outlives the page', async () => {
    const router = renderAt(<EnquireButton siteId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    // no waiting: the page has changed by the time the click has been handled
    expect(router.state.location.pathname).toBe('/registeruser');
    expect(toastError).toHaveBeenCalledWith('Please login to make an enquiry.');
  });

  it('sends a guest to sign up with the listing to come back to, and keeps the enquiry to send after signing up', async () => {
    const router = renderAt(<EnquireButton siteId={3} />, '/detailpage/3');
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    expect(JSON.parse(window.sessionStorage.getItem('pendingGuestAction') ?? '{}')).toMatchObject({ kind: 'enquiry', siteId: 3 });
    expect(router.state.location.pathname).toBe('/registeruser');
    expect(router.state.location.search).toBe('?returnTo=%2Fdetailpage%2F3');
  });

  it("'Ask For Details' lets a customer change the prefilled question, then sends it with the enquiry", async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        {
          success: true,
          message: 'Enquiry sent successfully.',
          data: { enquiry_id: 2, status: 'new', created_at: '2026-01-01T00:00:00.000Z' },
        },
        201,
      ),
    );
    renderAt(
      <EnquireButton
        siteId={3}
        label="Ask For Details"
        question="Please share more details about Sigra Heights."
        siteTitle="Sigra Heights"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask For Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask about Sigra Heights' });
    const box = screen.getByRole('textbox', { name: 'Your question' });
    expect(box).toHaveValue('Please share more details about Sigra Heights.');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(box, ' Is there parking?');
    await userEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Enquiry sent successfully.')).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/user/user_enquiry');
    expect(JSON.parse(String(init?.body))).toEqual({
      user_id: 7,
      site_id: 3,
      question: 'Please share more details about Sigra Heights. Is there parking?',
    });
  });

  it("keeps a guest's 'Ask For Details' question to send after signing up", async () => {
    const router = renderAt(<EnquireButton siteId={3} label="Ask For Details" question="Please share more details." />, '/detailpage/3');
    await userEvent.click(screen.getByRole('button', { name: 'Ask For Details' }));
    expect(router.state.location.pathname).toBe('/registeruser');
    expect(JSON.parse(window.sessionStorage.getItem('pendingGuestAction') ?? '{}')).toMatchObject({
      kind: 'enquiry',
      siteId: 3,
      question: 'Please share more details.',
    });
  });

  it('refuses an associate with the spec message', async () => {
    saveLogin({ ass_id: 4, ass_name: 'Ravi' }, 'associate');
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderAt(<EnquireButton siteId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    expect(screen.getByText('You are not allowed to make an enquiry.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a customer enquiry with an Idempotency-Key and shows the success popup for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(
        {
          success: true,
          message: 'Enquiry sent successfully.',
          data: { enquiry_id: 1, status: 'new', created_at: '2026-01-01T00:00:00.000Z' },
        },
        201,
      ),
    );
    renderAt(<EnquireButton siteId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    expect(await screen.findByText('Enquiry sent successfully.')).toBeInTheDocument();
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.['idempotency-key']).toMatch(/[0-9a-f-]{36}/);
    await act(async () => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Enquiry sent successfully.')).toBeNull();
  });

  it("shows 'Server error. Please try again.' when the server fails", async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: false, message: 'boom' }, 500));
    renderAt(<EnquireButton siteId={3} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enquire Now' }));
    expect(await screen.findByText('Server error. Please try again.')).toBeInTheDocument();
  });
});
