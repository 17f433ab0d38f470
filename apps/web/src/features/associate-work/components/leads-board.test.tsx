import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWork } from '../test/render-work.tsx';
import { sampleLead } from '../test/samples.ts';
import { LeadsSection } from './leads-board.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('My leads board', { timeout: 20_000 }, () => {
  it('shows one column per status with its count, each card opening the lead page', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({
        success: true,
        data: [
          sampleLead(1),
          sampleLead(2, { status: 'visit_scheduled', city: 'Lucknow' }),
          sampleLead(3, { status: 'booked', category: 'Plots' }),
          sampleLead(4, { status: 'accepted', updated_at: '2026-03-09T10:00:00.000Z' }),
        ],
      }),
    );
    renderWork(<LeadsSection />);
    expect(await screen.findByRole('heading', { name: 'My leads' })).toBeInTheDocument();
    const accepted = await screen.findByTestId('column-accepted');
    expect(within(accepted).getByRole('heading', { name: 'Accepted (2)' })).toBeInTheDocument();
    const acceptedLinks = within(accepted).getAllByRole('link');
    expect(acceptedLinks.map((a) => a.getAttribute('href'))).toEqual(['/associatedashboard/leads/4', '/associatedashboard/leads/1']);
    expect(within(screen.getByTestId('column-visit_scheduled')).getByRole('link')).toHaveTextContent('Apartment · Lucknow');
    expect(within(screen.getByTestId('column-booked')).getByRole('link')).toHaveAttribute('href', '/associatedashboard/leads/3');
    expect(within(screen.getByTestId('column-visited')).getByText('No leads here.')).toBeInTheDocument();
    expect(within(screen.getByTestId('column-lost')).getByRole('heading', { name: 'Lost (0)' })).toBeInTheDocument();
    expect(within(acceptedLinks[1] as HTMLElement).getByText('Amit Gupta')).toBeInTheDocument();
    expect(within(acceptedLinks[1] as HTMLElement).getByText('₹45 L – ₹60 L')).toBeInTheDocument();
  });

  it('says what to do when there is no lead yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ success: true, data: [] }));
    renderWork(<LeadsSection />);
    expect(await screen.findByText('No leads yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See offers' })).toHaveAttribute('href', '#offers');
  });
});
