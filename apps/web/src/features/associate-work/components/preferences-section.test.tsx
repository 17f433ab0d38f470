import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderWork } from '../test/render-work.tsx';
import { PreferencesSection } from './preferences-section.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const city = (name: string, aliases: string[] = []) => ({ city: name, aliases, localities: [], featured: true, lat: null, lon: null });
const PLACES = {
  success: true,
  data: [
    {
      state: 'Uttar Pradesh',
      aliases: ['UP'],
      featured: true,
      cities: [city('Varanasi'), city('Prayagraj', ['Allahabad']), city('Lucknow')],
    },
    { state: 'Uttarakhand', aliases: [], featured: false, cities: [city('Dehradun')] },
  ],
};

/** Answers the preferences and places, and the PUT with `put` (status, body). */
function mockApi(put: { status: number; body: unknown }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') return jsonResponse(put.body, put.status);
    if (String(input) === '/api/places') return jsonResponse(PLACES);
    return jsonResponse({ success: true, data: { cities: ['Varanasi'], categories: [], max_open_leads: 10, open_leads: 3 } });
  });
}

describe('Preferences', { timeout: 40_000 }, () => {
  it('lists every city of GET /api/places and saves cities, categories and the maximum with PUT', async () => {
    const fetchMock = mockApi({
      status: 200,
      body: {
        success: true,
        message: 'Your preferences have been saved.',
        data: { cities: ['Varanasi', 'Dehradun'], categories: ['Plots', 'Commercial'], max_open_leads: 25, open_leads: 3 },
      },
    });
    renderWork(<PreferencesSection />);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Preferences' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Dehradun' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Varanasi' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove Varanasi' })).toBeInTheDocument();
    expect(fetchCalls(fetchMock).map((c) => c.url)).toContain('/api/places');

    await user.type(screen.getByLabelText('Find a city'), 'dehr');
    expect(screen.queryByRole('checkbox', { name: 'Lucknow' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Dehradun' }));
    await user.click(screen.getByRole('checkbox', { name: 'Plots' }));
    await user.click(screen.getByRole('checkbox', { name: 'Commercial' }));
    const max = screen.getByLabelText('Most open leads at once');
    await user.clear(max);
    await user.type(max, '25');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));

    await waitFor(() => expect(fetchCalls(fetchMock).filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(fetchCalls(fetchMock).find((c) => c.method === 'PUT')).toEqual({
      url: '/api/associate/preferences',
      method: 'PUT',
      body: { cities: ['Varanasi', 'Dehradun'], categories: ['Plots', 'Commercial'], max_open_leads: 25 },
    });
    expect(await screen.findByText('Your preferences have been saved.')).toBeInTheDocument();
  });

  it('refuses a maximum outside 1 to 50 without sending anything', async () => {
    const fetchMock = mockApi({ status: 200, body: {} });
    renderWork(<PreferencesSection />);
    const user = userEvent.setup();
    const max = await screen.findByLabelText('Most open leads at once');
    for (const typed of ['0', '51', '2.5']) {
      await user.clear(max);
      await user.type(max, typed);
      await user.click(screen.getByRole('button', { name: 'Save preferences' }));
      expect(await screen.findByText('Most open leads at once must be a whole number from 1 to 50')).toBeInTheDocument();
      expect(max).toHaveAttribute('aria-invalid', 'true');
    }
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows the API's message under the field it names", async () => {
    mockApi({
      status: 400,
      body: { success: false, code: 'VALIDATION', message: 'City must be a city we list properties in', field: 'cities' },
    });
    renderWork(<PreferencesSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    const cities = screen.getByRole('group', { name: 'Cities' });
    expect(await within(cities).findByRole('alert')).toHaveTextContent('City must be a city we list properties in');
  });
});
