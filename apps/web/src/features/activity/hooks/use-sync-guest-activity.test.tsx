import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastVisited, recordLastVisited } from '../../../lib/last-visited.ts';
import { STORAGE_KEYS, saveLogin } from '../../../lib/session.ts';
import { rememberGuestAction } from '../utils/guest-action.ts';
import { useRecordView } from './use-record-view.ts';
import { useSyncGuestActivity } from './use-sync-guest-activity.ts';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the activity API like the server does: favourites are saved once (then 409). */
function mockActivityApi() {
  const favourites = new Set<number>();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as { site_id: number }) : undefined;
    if (init?.method === 'POST' && path === '/api/user/favorites' && body) {
      if (favourites.has(body.site_id))
        return json({ success: false, code: 'ALREADY_FAVOURITE', message: 'Already in favorites', fav_id: 1 }, 409);
      favourites.add(body.site_id);
      return json(
        { success: true, message: 'Added to favorites successfully!', data: { fav_id: 1, site_id: body.site_id, user_id: 7 } },
        201,
      );
    }
    if (init?.method === 'POST' && path === '/api/user/viewed_site') return json({ success: true, message: 'Recorded' }, 201);
    if (init?.method === 'POST' && path === '/api/user/user_enquiry')
      return json(
        {
          success: true,
          message: 'Enquiry sent successfully.',
          data: { enquiry_id: 1, status: 'new', created_at: '2026-01-01T00:00:00.000Z' },
        },
        201,
      );
    return json({ success: true, data: [] });
  });
}

const posts = (fetchMock: ReturnType<typeof mockActivityApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([input, init]) => `${String(input)} ${String(init?.body ?? '')}`);

/** A listing page in miniature: the root layout's after-sign-in hook and the page's view recording. */
function ListingPage({ siteId }: { siteId: number }) {
  useSyncGuestActivity();
  useRecordView(siteId);
  return <p>Listing {siteId}</p>;
}

function withClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
}

beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('a signed-in customer opening a listing', () => {
  it('records one view and adds no favourite when the page was drawn on the server and is taken over', async () => {
    // stored by an earlier visit: this page load is not a sign-in
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 7, user_name: 'Asha' }));
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
    const fetchMock = mockActivityApi();
    const html = renderToString(withClient(<ListingPage siteId={3} />));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, withClient(<ListingPage siteId={3} />)));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    // give any late request the chance to show up
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fetchMock)).toEqual(['/api/user/viewed_site {"user_id":7,"site_id":3}']);
    expect(readLastVisited()).toEqual([]);
    act(() => root.unmount());
    container.remove();
  });

  it('sends nothing of a local list left from before: only a real sign-in carries it over', async () => {
    recordLastVisited(4);
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 7, user_name: 'Asha' }));
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
    const fetchMock = mockActivityApi();
    render(withClient(<ListingPage siteId={3} />));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fetchMock)).toEqual(['/api/user/viewed_site {"user_id":7,"site_id":3}']);
  });
});

describe('right after a guest signs in', () => {
  it('sends each locally viewed id as viewed and as a favourite once, then clears the list', async () => {
    const fetchMock = mockActivityApi();
    recordLastVisited(3);
    const { unmount } = render(withClient(<ListingPage siteId={5} />));
    expect(readLastVisited()).toEqual([5, 3]);
    expect(posts(fetchMock)).toEqual([]);

    act(() => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    });
    await waitFor(() => expect(posts(fetchMock).filter((p) => p.startsWith('/api/user/favorites'))).toHaveLength(2));
    expect(posts(fetchMock)).toEqual(
      expect.arrayContaining([
        '/api/user/viewed_site {"user_id":7,"site_id":3}',
        '/api/user/favorites {"user_id":7,"site_id":3}',
        '/api/user/favorites {"user_id":7,"site_id":5}',
      ]),
    );
    expect(readLastVisited()).toEqual([]);

    // the page is loaded again (reload, new tab): nothing more is sent but the view
    unmount();
    fetchMock.mockClear();
    render(withClient(<ListingPage siteId={5} />));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)).toEqual(['/api/user/viewed_site {"user_id":7,"site_id":5}']);
  });

  it('keeps an id it could not send and sends it, once, on that customer’s next page load', async () => {
    const fetchMock = mockActivityApi();
    const answer = fetchMock.getMockImplementation();
    let isDown = true;
    // the connection drops for listing 8 (or the page is left before it is sent)
    fetchMock.mockImplementation(async (input, init) => {
      if (isDown && String(init?.body ?? '').includes('"site_id":8')) throw new TypeError('Failed to fetch');
      return (answer as typeof fetch)(input, init);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    recordLastVisited(8);
    const first = render(withClient(<ListingPage siteId={9} />));
    expect(readLastVisited()).toEqual([9, 8]);
    act(() => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    });
    await waitFor(() => expect(posts(fetchMock)).toContain('/api/user/favorites {"user_id":7,"site_id":9}'));
    await waitFor(() => expect(readLastVisited()).toEqual([8]));
    expect(window.localStorage.getItem(STORAGE_KEYS.guestCarryOver)).toBe('7');

    // the next page load of the same customer ends the carry-over
    first.unmount();
    isDown = false;
    fetchMock.mockClear();
    const second = render(withClient(<ListingPage siteId={5} />));
    await waitFor(() => expect(posts(fetchMock)).toContain('/api/user/favorites {"user_id":7,"site_id":8}'));
    expect(posts(fetchMock)).toContain('/api/user/viewed_site {"user_id":7,"site_id":8}');
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.guestCarryOver)).toBeNull());
    expect(readLastVisited()).toEqual([]);
    expect(posts(fetchMock).filter((p) => p.includes('"site_id":9'))).toEqual([]);

    // and the one after sends nothing more
    second.unmount();
    fetchMock.mockClear();
    render(withClient(<ListingPage siteId={5} />));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fetchMock)).toEqual(['/api/user/viewed_site {"user_id":7,"site_id":5}']);
  });

  it('never finishes another customer’s carry-over', async () => {
    recordLastVisited(4);
    window.localStorage.setItem(STORAGE_KEYS.guestCarryOver, '8');
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 7, user_name: 'Asha' }));
    window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
    const fetchMock = mockActivityApi();
    render(withClient(<ListingPage siteId={3} />));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fetchMock)).toEqual(['/api/user/viewed_site {"user_id":7,"site_id":3}']);
  });

  it('saves the favourite the guest tapped and says so once', async () => {
    const fetchMock = mockActivityApi();
    render(
      <>
        {withClient(<ListingPage siteId={5} />)}
        <Toaster />
      </>,
    );
    rememberGuestAction('favourite', 9);
    act(() => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    });
    expect(await screen.findByText('Added to favorites successfully!')).toBeInTheDocument();
    expect(posts(fetchMock).filter((p) => p.includes('"site_id":9'))).toEqual(['/api/user/favorites {"user_id":7,"site_id":9}']);
  });

  it("knows a favourite saved already by its code, not its text, and shows the server's words", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
      init?.method === 'POST' && String(input) === '/api/user/favorites'
        ? json({ success: false, code: 'ALREADY_FAVOURITE', message: 'This one is on your list already', fav_id: 4 }, 409)
        : json({ success: true, data: [] }),
    );
    render(
      <>
        {withClient(<ListingPage siteId={5} />)}
        <Toaster />
      </>,
    );
    rememberGuestAction('favourite', 9);
    act(() => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    });
    expect(await screen.findByText('This one is on your list already')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
  });

  it('sends the enquiry the guest asked for, with its Idempotency-Key', async () => {
    const fetchMock = mockActivityApi();
    render(
      <>
        {withClient(<ListingPage siteId={5} />)}
        <Toaster />
      </>,
    );
    rememberGuestAction('enquiry', 5);
    act(() => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    });
    expect(await screen.findByText('Enquiry sent successfully.')).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([input]) => String(input) === '/api/user/user_enquiry')?.[1];
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: 7, site_id: 5 });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('does nothing a guest asked for when an associate signs in', async () => {
    const fetchMock = mockActivityApi();
    render(withClient(<ListingPage siteId={5} />));
    rememberGuestAction('favourite', 9);
    act(() => {
      saveLogin({ ass_id: 2, reg_mem_name: 'Ravi' }, 'associate');
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(posts(fetchMock)).toEqual([]);
    expect(window.sessionStorage.getItem('pendingGuestAction')).toBeNull();
  });
});
