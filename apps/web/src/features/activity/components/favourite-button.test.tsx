import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { FavouriteButton } from './favourite-button.tsx';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const site = {
  site_id: 3,
  site_title: 'Sigra Heights',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_status: 'Available',
  site_area: '',
  site_price: '1.00',
  site_category: 'Apartment',
  cover_image: null,
};

/**
 * The favourites API of one customer: POST adds (409 when saved already), DELETE removes, GET
 * lists. Each POST waits until the test releases it, so taps can land while it is in flight.
 */
function mockFavouritesApi() {
  const saved = new Map<number, number>();
  const pending: Array<() => void> = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (init?.method === 'POST') {
      const { site_id } = JSON.parse(String(init.body)) as { site_id: number };
      await new Promise<void>((resolve) => pending.push(resolve));
      if (saved.has(site_id))
        return json({ success: false, code: 'ALREADY_FAVOURITE', message: 'Already in favorites', fav_id: saved.get(site_id) }, 409);
      saved.set(site_id, 20 + site_id);
      return json({ success: true, message: 'Added to favorites successfully!', data: { fav_id: 20 + site_id, site_id, user_id: 7 } }, 201);
    }
    if (init?.method === 'DELETE') {
      saved.clear();
      return json({ success: true, message: 'Removed from favorites successfully!' });
    }
    if (path === '/api/user/favorites/7')
      return json({
        success: true,
        data: [...saved].map(([site_id, fav_id]) => ({ fav_id, site_id, user_id: 7, created_at: '2026-01-01T00:00:00.000Z', site })),
      });
    return json({ success: false, message: 'unexpected' }, 404);
  });
  const releaseAll = () =>
    act(async () => {
      for (const release of pending.splice(0)) release();
    });
  return { fetchMock, releaseAll };
}

function renderHearts(count: number) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {Array.from({ length: count }, (_, i) => (
            // the same listing can carry two hearts on one page (Similar and Recently Viewed)
            // biome-ignore lint/suspicious/noArrayIndexKey: the hearts are identical on purpose
            <FavouriteButton key={i} siteId={3} siteTitle="Sigra Heights" />
          ))}
        </>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const posts = (fetchMock: ReturnType<typeof mockFavouritesApi>['fetchMock']) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').length;

beforeEach(() => {
  toast.dismiss();
  saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('tapping a heart twice quickly', () => {
  it('sends one request and shows one message, even across two hearts of the same listing', async () => {
    const { fetchMock, releaseAll } = mockFavouritesApi();
    renderHearts(2);
    const [first, second] = await screen.findAllByRole('button', { name: 'Add Sigra Heights to favourites' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(first as HTMLElement);
    await user.click(second as HTMLElement);
    await releaseAll();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Remove Sigra Heights from favourites' })).toHaveLength(2));
    expect(posts(fetchMock)).toBe(1);
    expect(screen.getAllByText('Added to favorites successfully!')).toHaveLength(1);
    expect(screen.queryByText('Already in favorites')).toBeNull();
  });

  it('sends one request and shows one message on a single heart', async () => {
    const { fetchMock, releaseAll } = mockFavouritesApi();
    renderHearts(1);
    const heart = await screen.findByRole('button', { name: 'Add Sigra Heights to favourites' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const user = userEvent.setup();
    await user.click(heart);
    await user.click(heart);
    await releaseAll();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(posts(fetchMock)).toBe(1);
    expect(screen.getAllByText('Added to favorites successfully!')).toHaveLength(1);
  });

  it('replaces the message of a listing rather than stacking a second one', async () => {
    const { releaseAll } = mockFavouritesApi();
    renderHearts(1);
    const heart = await screen.findByRole('button', { name: 'Add Sigra Heights to favourites' });
    const user = userEvent.setup();
    await user.click(heart);
    await releaseAll();
    expect(await screen.findByText('Added to favorites successfully!')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(await screen.findByText('Removed from favorites successfully!')).toBeInTheDocument();
    expect(screen.queryByText('Added to favorites successfully!')).toBeNull();
  });
});
