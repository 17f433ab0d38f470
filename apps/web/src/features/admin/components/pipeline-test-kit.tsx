import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AdminAssociate, AdminDeal, AdminLead } from '../api/admin-pipeline.ts';

/**
 * Test code only: the back office pipeline screens' tests (docs/product/pipeline.md) render a
 * screen at an address with a fresh query cache and answer its requests from a table of routes,
 * keeping every request for the assertions.
 */

/** One request a screen sent: method, path with query, and the parsed JSON body. */
export type SentRequest = { method: string; url: URL; body: unknown };

/** Answers a request: a body sent with 200, or `{ status, body }`. */
export type Answer = object | string | number | boolean | null;

/** Routes keyed 'METHOD /api/path' (no query); a function gets the request. */
export type Routes = Record<string, Answer | ((request: SentRequest) => Answer)>;

const isStatusAnswer = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && 'body' in a && typeof (a as { status: unknown }).status === 'number';

/**
 * Replaces `fetch` with the `routes` table; an unknown route answers 404. Returns the list of
 * requests sent, in order (it fills as the screen works).
 */
export function mockApi(routes: Routes): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const request: SentRequest = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    sent.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(request) : route;
    const { status, body } = isStatusAnswer(answer)
      ? answer
      : answer === undefined
        ? { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } }
        : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/** Renders `element` at `path` (with its query) in a memory router and a query cache without retries; returns the router. */
export function renderAt(element: ReactElement, path = '/admin/pipeline') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** A lead as `GET /api/admin/leads` lists it: Varanasi, Apartment, ₹40 L – ₹60 L, offered to Asha Verma (KR000002). */
export function sampleLead(overrides: Partial<AdminLead> = {}): AdminLead {
  return {
    lead_id: 12,
    city: 'Varanasi',
    category: 'Apartment',
    budget_min: '4000000.00',
    budget_max: '6000000.00',
    bhk: 2,
    note: 'Near BHU',
    source: 'enquiry',
    status: 'offered',
    lost_reason: '',
    ass_id: 2,
    offer_expires_at: '2026-05-01T12:00:00.000Z',
    created_at: '2026-05-01T10:00:00.000Z',
    updated_at: '2026-05-01T10:00:00.000Z',
    sites: [
      {
        site_id: 5,
        site_title: 'Assi Ghat Homes',
        site_city: 'Varanasi',
        site_category: 'Apartment',
        site_price: '4500000.00',
        added_at: '2026-05-01T10:00:00.000Z',
      },
    ],
    associate: null,
    customer: { name: 'Ravi Kumar', mobile: '9415000001' },
    timeline: [
      {
        at: '2026-05-01T10:00:00.000Z',
        actor_type: 'user',
        actor_name: 'Ravi Kumar',
        from_status: null,
        to_status: 'offered',
        note: 'Enquiry',
        note_hi: null,
      },
    ],
    visits: [],
    associate_name: 'Asha Verma',
    member_id: 'KR000002',
    ...overrides,
  };
}

/** An associate as `GET /api/admin/pipeline/associates` lists them: Varanasi, every category, 1 of 10 open leads, Free. */
export function sampleAssociate(overrides: Partial<AdminAssociate> = {}): AdminAssociate {
  return {
    ass_id: 7,
    name: 'Mohan Lal',
    member_id: 'KR000007',
    plan: 'free',
    cities: ['Varanasi'],
    categories: [],
    max_open_leads: 10,
    open_leads: 1,
    ...overrides,
  };
}

/** A pending deal: ₹85,00,000.00 at 2 %, company brokerage ₹1,70,000.00, with an associate share and a sponsor override. */
export function sampleDeal(overrides: Partial<AdminDeal> = {}): AdminDeal {
  return {
    deal_id: 31,
    lead_id: 12,
    site_id: 5,
    site_title: 'Assi Ghat Homes',
    ass_id: 2,
    associate_name: 'Asha Verma',
    member_id: 'KR000002',
    customer_name: 'Ravi Kumar',
    unit: 'B-1204',
    agreement_value: '8500000.00',
    booked_on: '2026-05-03',
    brokerage_percent: '2.00',
    company_brokerage: '170000.00',
    status: 'pending',
    entries: [
      {
        entry_id: 101,
        deal_id: 31,
        ass_id: 2,
        member_id: 'KR000002',
        kind: 'associate_share',
        percent: '50.00',
        amount: '85000.00',
        status: 'pending',
        reverses_entry_id: null,
        site_title: 'Assi Ghat Homes',
        created_at: '2026-05-03T10:00:00.000Z',
      },
      {
        entry_id: 102,
        deal_id: 31,
        ass_id: 1,
        member_id: 'KR000001',
        kind: 'sponsor_level_1',
        percent: '5.00',
        amount: '8500.00',
        status: 'pending',
        reverses_entry_id: null,
        site_title: 'Assi Ghat Homes',
        created_at: '2026-05-03T10:00:00.000Z',
      },
    ],
    created_at: '2026-05-03T10:00:00.000Z',
    updated_at: '2026-05-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A report of 10 leads: by status, by city (Varanasi 6, Lucknow 4) and the funnel 10 → 4 → 1. */
export const SAMPLE_REPORT = {
  success: true,
  data: {
    by_status: [
      { status: 'offered', count: 3 },
      { status: 'accepted', count: 2 },
      { status: 'visited', count: 3 },
      { status: 'booked', count: 1 },
      { status: 'unassigned', count: 1 },
    ],
    by_city: [
      { city: 'Lucknow', count: 4 },
      { city: 'Varanasi', count: 6 },
    ],
    funnel: { leads: 10, visited: 4, booked: 1, visit_rate_percent: '40.00', booking_rate_percent: '25.00' },
  },
} as const;

/** One page of leads as `GET /api/admin/leads` answers. */
export const leadPage = (leads: AdminLead[], total = leads.length) => ({ success: true, data: leads, total, page: 1, pageSize: 20 });
