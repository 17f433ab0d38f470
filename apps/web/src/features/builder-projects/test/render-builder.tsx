import type { Project } from '@realty/contracts/builders/project';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import { saveLogin } from '../../../lib/session.ts';

// The machine running the tests may be busy: give async queries more than the default second.
configure({ asyncUtilTimeout: 3000 });

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="landed">{`at ${pathname}${search}`}</p>;
}

/**
 * Renders `element` at `path` (matched by `pattern`, default the path itself) in a memory router
 * with a fresh query client (no retries), the texts of `language` (default English) and the
 * toaster; every other path shows "at {path}", so tests see where a screen navigated. Test code
 * only (docs/product/builders.md, "Builder dashboard").
 */
export function renderBuilder(
  element: ReactNode,
  path = '/builderdashboard',
  pattern?: string,
  extra: { path: string; element: ReactNode }[] = [],
  language: Language = 'en',
) {
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern ?? path, element }, ...extra, { path: '*', element: <WhereAmI /> }], {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18nFor(language)}>
        <RouterProvider router={router} />
        <Toaster visibleToasts={50} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Signs a builder in as the sign-in page would store it. Test code only. */
export function signInBuilder(): void {
  saveLogin(
    { builder_id: 3, builder_company: 'Shalimar Corp', builder_name: 'Anil Mehta', builder_mobile: '9876500010', role: 'builder' },
    'builder',
  );
}

/** A JSON `Response` with `status` (default 200). Test code only. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Every call of a `vi.spyOn(globalThis, 'fetch')` mock as URL, method and parsed JSON body. Test code only. */
export function fetchCalls(mock: { mock: { calls: unknown[][] } }): { url: string; method: string; body: unknown }[] {
  return mock.mock.calls.map((call) => {
    const [input, init] = call as [string, RequestInit | undefined];
    return { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  });
}

/** The answer of `GET /api/places` in tests: Uttar Pradesh (Lucknow, Noida) and Delhi. Test code only. */
export const SAMPLE_PLACES = {
  success: true,
  data: [
    {
      state: 'Uttar Pradesh',
      aliases: ['UP'],
      featured: true,
      cities: [
        { city: 'Lucknow', aliases: [], localities: ['Gomti Nagar', 'Hazratganj'], featured: true, lat: 26.85, lon: 80.95 },
        { city: 'Noida', aliases: [], localities: ['Sector 150'], featured: true, lat: 28.53, lon: 77.39 },
      ],
    },
    {
      state: 'Delhi',
      aliases: [],
      featured: false,
      cities: [{ city: 'New Delhi', aliases: [], localities: [], featured: false, lat: null, lon: null }],
    },
  ],
} as const;

/** A project as the API answers it, with `overrides`. Test code only. */
export function sampleProject(projectId: number, overrides: Partial<Project> = {}): Project {
  return {
    project_id: projectId,
    status: 'draft',
    revision: 1,
    data: {
      site_title: 'Shalimar Gardens',
      site_city: 'Lucknow',
      site_state: 'Uttar Pradesh',
      site_landmark: 'Gomti Nagar',
      site_famous_place: '',
      site_category: 'Apartment',
      site_min_price: '4500000.00',
      site_max_price: '8500000.00',
      site_price: '4500000.00',
      site_area: '1,150 sq ft',
      site_description: 'Homes by the river.',
      site_lat: 26.85,
      site_lon: 80.99,
      site_youtube_link: '',
      amenities: ['Club house', 'Swimming pool'],
      bhk: [2, 3],
      carpet_area_sqft_min: 950,
      carpet_area_sqft_max: 1450,
      built_up_area_sqft: null,
      super_built_up_area_sqft: null,
      plot_area: null,
      plot_area_unit: null,
      possession: 'under_construction',
      possession_date: '2027-06',
      furnishing: 'semi',
      facing: null,
      transaction: 'new',
      ownership: 'freehold',
      approved_by: ['LDA'],
      loan_banks: [],
    },
    rera_number: 'UPRERAPRJ12345',
    rera_exempt: false,
    rera_exemption: null,
    brokerage_percent_offered: '2.50',
    site_id: null,
    cover_images: [],
    inner_images: [],
    site_pdfs: [],
    last_comment: '',
    submitted_at: null,
    reviewed_at: null,
    trail: [],
    stats: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}
