import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { STORAGE_KEYS, useSession } from '../../../lib/session.ts';
import { savedQueryOf } from '../utils/saved-query.ts';
import { SaveSearchButton } from './save-search-button.tsx';
import { SavedSearchesList } from './saved-searches-list.tsx';
import '../texts.ts';

// Saved searches on the listing page and the dashboard (docs/product/alerts.md "Saving a search").

type Sent = { method: string; path: string; body: unknown };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const SAVED = {
  saved_search_id: 4,
  name: '2 BHK homes in Varanasi under ₹60 L',
  query: { city: 'Varanasi', bhk: '2', maxPrice: '6000000' },
  channels: ['sms', 'email'],
  frequency: 'instant',
  paused: false,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  last_alerted_at: null,
  matching: 12,
  new_since_alert: 3,
};

function mockApi(answer: (request: Sent) => Response | undefined): Sent[] {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const request = { method: init?.method ?? 'GET', path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    return answer(request) ?? json({ success: true, data: [] });
  });
  return sent;
}

function renderAt(element: ReactElement, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/properties', element },
      { path: '/userdashboard', element },
      { path: '/signinuser', element: <p>Sign in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const signIn = () => {
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ user_id: 7, user_name: 'Asha' }));
  window.localStorage.setItem(STORAGE_KEYS.loginType, 'user');
};
const query = { city: 'Varanasi', bhk: '2', maxPrice: '6000000' };

/** The button as the listing page wires it: the visitor from the stored session. */
function SessionButton() {
  const { user, isKnown } = useSession();
  return <SaveSearchButton query={query} visitor={!isKnown ? 'unknown' : user ? 'customer' : 'guest'} description="2 BHK homes" />;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
  toast.dismiss();
});

describe('the saved query', () => {
  it('is the listing page’s own API query, as text, without paging', () => {
    expect(savedQueryOf({ city: 'Varanasi', bhk: '2', maxPrice: 6000000, sort: 'priceLowHigh', page: 3, pageSize: 9 })).toEqual({
      city: 'Varanasi',
      bhk: '2',
      maxPrice: '6000000',
      sort: 'priceLowHigh',
    });
  });
});

describe('Save this search', { timeout: 20_000 }, () => {
  it('saves the page’s query under the page’s description, with the channels and frequency chosen', async () => {
    signIn();
    const sent = mockApi((r) =>
      r.method === 'POST'
        ? json({ success: true, message: 'Search saved. We will tell you when new properties match it.', data: SAVED }, 201)
        : undefined,
    );
    const user = userEvent.setup();
    renderAt(<SaveSearchButton query={query} visitor="customer" description="2 BHK homes in Varanasi under ₹60 L" />, '/properties');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('2 BHK homes in Varanasi under ₹60 L');
    await user.click(within(dialog).getByLabelText('E-mail'));
    await user.click(within(dialog).getByLabelText('Once a day, at 9 am'));
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Search saved. We will tell you when new properties match it.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/user/saved-searches',
        body: {
          name: '2 BHK homes in Varanasi under ₹60 L',
          query: { city: 'Varanasi', bhk: '2', maxPrice: '6000000' },
          channels: ['sms', 'email'],
          frequency: 'daily',
        },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses no channel in words, under the choice, before sending', async () => {
    signIn();
    const sent = mockApi(() => undefined);
    const user = userEvent.setup();
    renderAt(<SaveSearchButton query={query} visitor="customer" description="Homes" />, '/properties');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByLabelText('SMS'));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Choose at least one way to be told: SMS, push or e-mail.')).toBeInTheDocument();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends a guest to sign in with the way back marked, and saves on coming back signed in', async () => {
    const sent = mockApi((r) =>
      r.method === 'POST'
        ? json({ success: true, message: 'Search saved. We will tell you when new properties match it.', data: SAVED }, 201)
        : undefined,
    );
    const user = userEvent.setup();
    const router = renderAt(<SessionButton />, '/properties?city=Varanasi&bhk=2');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signinuser'));
    const back = new URLSearchParams(router.state.location.search).get('returnTo');
    expect(back).toBe('/properties?city=Varanasi&bhk=2&saveSearch=1');

    signIn();
    window.dispatchEvent(new Event('user-updated'));
    await router.navigate(back ?? '');
    await waitFor(() => expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByText('Search saved. We will tell you when new properties match it.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Varanasi&bhk=2');
  });
});

describe('saved searches on the dashboard', { timeout: 20_000 }, () => {
  it('lists each with its counts and pauses, edits and deletes after confirming', async () => {
    signIn();
    let current = { ...SAVED };
    const sent = mockApi((r) => {
      if (r.method === 'GET') return json({ success: true, data: [current] });
      if (r.method === 'PATCH') {
        current = { ...current, ...(r.body as object) };
        return json({ success: true, message: 'Saved search updated.', data: current });
      }
      if (r.method === 'DELETE') return json({ success: true, message: 'Saved search deleted.' });
      return undefined;
    });
    const user = userEvent.setup();
    renderAt(<SavedSearchesList />, '/userdashboard');
    const card = (await screen.findByRole('heading', { name: SAVED.name })).closest('li') as HTMLElement;
    expect(within(card).getByText('12 properties match now')).toBeInTheDocument();
    expect(within(card).getByText('3 new since the last alert')).toBeInTheDocument();
    expect(within(card).getByText('By SMS, E-mail · instant')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/properties?city=Varanasi&bhk=2&maxPrice=6000000');

    await user.click(within(card).getByRole('button', { name: 'Pause alerts' }));
    await waitFor(() => expect(sent.some((r) => r.method === 'PATCH' && JSON.stringify(r.body) === '{"paused":true}')).toBe(true));
    expect(await screen.findByText('Alerts paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit saved search' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Flats near BHU');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Flats near BHU' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(sent.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/user/saved-searches/4']));
  });

  it('says when there are none, and offers to try again when they cannot be read', async () => {
    signIn();
    mockApi(() => json({ success: true, data: [] }));
    renderAt(<SavedSearchesList />, '/userdashboard');
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
  });

  it('has every text in Hindi', () => {
    const hi = i18nFor('hi');
    for (const key of ['list.title', 'save.button', 'list.pause', 'list.confirmTitle'])
      expect(hi.t(key, { ns: 'savedSearches' })).toMatch(/[\u0900-\u097F]/);
  });
});
