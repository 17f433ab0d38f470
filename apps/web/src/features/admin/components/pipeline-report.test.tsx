import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PipelineReport } from './pipeline-report.tsx';
import { mockApi, renderAt, SAMPLE_REPORT } from './pipeline-test-kit.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Each row of the chart table named `name` as [label, count text]. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => [within(r).getByRole('rowheader').textContent, within(r).getAllByRole('cell')[0]?.textContent]);

describe('pipeline report', { timeout: 20_000 }, () => {
  it('draws leads by status (every status, zero included), by city (most first) and the funnel with the numbers as text', async () => {
    mockApi({ 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    renderAt(<PipelineReport />);
    expect(await screen.findByRole('heading', { name: 'Leads by status' })).toBeInTheDocument();
    expect(rowsOf('Leads by status')).toEqual([
      ['offered', '3'],
      ['accepted', '2'],
      ['visit scheduled', '0'],
      ['visited', '3'],
      ['negotiation', '0'],
      ['booked', '1'],
      ['lost', '0'],
      ['unassigned', '1'],
    ]);
    expect(rowsOf('Leads by city')).toEqual([
      ['Varanasi', '6'],
      ['Lucknow', '4'],
    ]);
    expect(rowsOf('Conversion: lead → visit → booking')).toEqual([
      ['Leads', '10'],
      ['Visited40.00% of leads', '4'],
      ['Booked25.00% of leads', '1'],
    ]);
  });

  it('groups large counts the Indian way', async () => {
    mockApi({
      'GET /api/admin/pipeline/report': {
        success: true,
        data: {
          by_status: [{ status: 'offered', count: 123456 }],
          by_city: [],
          funnel: { leads: 123456, visited: 0, booked: 0, visit_rate_percent: '0.00', booking_rate_percent: '0.00' },
        },
      },
    });
    renderAt(<PipelineReport />);
    await screen.findByRole('heading', { name: 'Leads by status' });
    expect(rowsOf('Leads by status')[0]).toEqual(['offered', '1,23,456']);
    expect(screen.getByText('No leads yet.')).toBeInTheDocument();
  });

  it('says when the report cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/pipeline/report': { status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Something went wrong.' } },
    });
    renderAt(<PipelineReport />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The report could not be loaded: Something went wrong.');
  });
});
