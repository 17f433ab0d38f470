import type { Lead } from '@realty/contracts/pipeline/leads';
import type { Visit } from '@realty/contracts/pipeline/visits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';
import { basenameOf, i18nFor, type Language } from '../../../lib/i18n/i18n.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

function Landed() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`at ${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client and the toaster;
 * any other path shows 'at {path}{query}' so tests can see where a link or redirect went.
 * With `language` the page is drawn in that language, Hindi under the router basename `/hi` as on
 * the site (`path` stays the spec's address). Test code only.
 */
export function renderPipeline(element: ReactNode, path = '/page', language?: Language) {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: path.split(/[?#]/)[0] ?? path, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [language === 'hi' ? `/hi${path}` : path], basename: language ? basenameOf(language) : undefined },
  );
  const page = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster visibleToasts={20} />
    </QueryClientProvider>
  );
  const result = render(language ? <I18nextProvider i18n={i18nFor(language)}>{page}</I18nextProvider> : page);
  return { ...result, router, queryClient };
}

/** A JSON `Response` with `status` (default 200). */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An answer of the mocked API: a body (status 200) or `[status, body]`. */
type Answer = unknown | [number, unknown];

/**
 * Mocks `fetch` with answers by "METHOD /api/path" (e.g. 'GET /api/user/leads'); unknown
 * requests answer 404. Returns the mock and `sent(key)`, the parsed JSON bodies sent to `key`.
 */
export function mockApi(answers: Record<string, Answer | (() => Answer)>) {
  const mock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const found = answers[key];
    const answer = typeof found === 'function' ? (found as () => Answer)() : found;
    if (answer === undefined) return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
    return Array.isArray(answer) && typeof answer[0] === 'number' ? jsonResponse(answer[1], answer[0]) : jsonResponse(answer);
  });
  const sent = (key: string) =>
    mock.mock.calls
      .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key)
      .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
  return { mock, sent };
}

/** A `GET /api/places` answer: Uttar Pradesh with Varanasi, Prayagraj (alias Allahabad) and Lucknow. */
export const PLACES = {
  success: true,
  data: [
    {
      state: 'Uttar Pradesh',
      aliases: ['UP'],
      featured: true,
      cities: [
        { city: 'Varanasi', aliases: ['Banaras', 'Kashi'], localities: [], featured: true, lat: null, lon: null },
        { city: 'Prayagraj', aliases: ['Allahabad'], localities: [], featured: true, lat: null, lon: null },
        { city: 'Lucknow', aliases: [], localities: [], featured: true, lat: null, lon: null },
      ],
    },
  ],
};

/** A lead as `GET /api/user/leads` answers it: an Apartment search in Varanasi, ₹40 L – ₹60 L, just offered. */
export function sampleLead(id: number, extra: Partial<Lead> = {}): Lead {
  return {
    lead_id: id,
    city: 'Varanasi',
    category: 'Apartment',
    budget_min: '4000000.00',
    budget_max: '6000000.00',
    bhk: 2,
    note: '',
    source: 'requirement',
    status: 'offered',
    lost_reason: '',
    ass_id: null,
    offer_expires_at: '2030-01-01T08:00:00.000Z',
    created_at: '2030-01-01T06:00:00.000Z',
    updated_at: '2030-01-01T06:00:00.000Z',
    sites: [],
    associate: null,
    customer: null,
    timeline: [
      {
        at: '2030-01-01T06:00:00.000Z',
        actor_type: 'user',
        actor_name: 'Asha',
        from_status: null,
        to_status: 'offered',
        note: '',
        note_hi: null,
      },
    ],
    visits: [],
    ...extra,
  };
}

/** A visit as `GET /api/user/visits` answers it: Ganga View, Varanasi, scheduled for 10 Jan 2030 10:30 India time. */
export function sampleVisit(id: number, extra: Partial<Visit> = {}): Visit {
  return {
    visit_id: id,
    lead_id: 1,
    site_id: 3,
    site_title: 'Ganga View',
    site_city: 'Varanasi',
    scheduled_at: '2030-01-10T05:00:00.000Z',
    meeting_point: 'Sigra crossing',
    status: 'scheduled',
    proposed_at: null,
    outcome_note: '',
    associate: { name: 'Ravi Kumar', mobile: '9876543210' },
    customer: null,
    ics_url: null,
    created_at: '2030-01-01T06:00:00.000Z',
    updated_at: '2030-01-01T06:00:00.000Z',
    ...extra,
  };
}
