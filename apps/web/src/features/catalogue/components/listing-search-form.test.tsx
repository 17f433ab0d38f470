import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeroSearchBox } from './hero-search-box.tsx';
import { ListingSearchForm } from './listing-search-form.tsx';

/** Shows the address the form navigated to. */
function Landed() {
  const location = useLocation();
  return <output data-testid="landed">{`${location.pathname}${location.search}`}</output>;
}

function renderForm(form: React.ReactNode, at = '/search-box') {
  const router = createMemoryRouter(
    [
      { path: '/search-box', element: form },
      { path: '/', element: form },
      { path: '/properties', element: <Landed /> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const landedQuery = async () => new URLSearchParams((await screen.findByTestId('landed')).textContent?.split('?')[1] ?? '');

// docs/product/catalogue.md, "Searching": budgets in lakh and crore, rupees in the address.
describe('ListingSearchForm budgets', () => {
  it('shows "₹45 L" as "45" is typed and sends 4500000 rupees', async () => {
    const user = userEvent.setup();
    renderForm(<ListingSearchForm />);
    await user.type(screen.getByLabelText('Max Price'), '45');
    expect(screen.getByText('₹45 L')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await landedQuery()).get('maxPrice')).toBe('4500000');
  });

  it('reads 4500000 as rupees', async () => {
    const user = userEvent.setup();
    renderForm(<ListingSearchForm />);
    await user.type(screen.getByLabelText('Min Price'), '4500000');
    expect(screen.getByText('₹45 L')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await landedQuery()).get('minPrice')).toBe('4500000');
  });

  it('writes a preset as rupees into the address, keeping the other fields', async () => {
    const user = userEvent.setup();
    renderForm(<ListingSearchForm />);
    await user.type(screen.getByLabelText('Location'), 'Varanasi');
    await user.click(screen.getByRole('button', { name: '25–50 L' }));
    const query = await landedQuery();
    expect(query.get('minPrice')).toBe('2500000');
    expect(query.get('maxPrice')).toBe('5000000');
    expect(query.get('location')).toBe('Varanasi');
  });

  it('offers every preset and marks the one of the current bounds', () => {
    renderForm(<ListingSearchForm initial={{ minPrice: 10_000_000, maxPrice: 20_000_000, page: 1 }} />);
    const group = screen.getByRole('group', { name: 'Budget' });
    expect(group).toHaveTextContent('Under 25 L25–50 L50 L–1 Cr1–2 CrAbove 2 Cr');
    expect(screen.getByRole('button', { name: '1–2 Cr' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Min Price')).toHaveValue('100');
    expect(screen.getByText('₹1 Cr')).toBeInTheDocument();
  });

  it('swaps a minimum above the maximum', async () => {
    const user = userEvent.setup();
    renderForm(<ListingSearchForm />);
    await user.type(screen.getByLabelText('Min Price'), '1.5 cr');
    await user.type(screen.getByLabelText('Max Price'), '60');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const query = await landedQuery();
    expect([query.get('minPrice'), query.get('maxPrice')]).toEqual(['6000000', '15000000']);
  });
});

describe('HeroSearchBox budgets', () => {
  it('sends a preset and a typed budget in rupees', async () => {
    const user = userEvent.setup();
    renderForm(<HeroSearchBox />, '/');
    await user.click(screen.getByRole('button', { name: 'Under 25 L' }));
    expect((await landedQuery()).toString()).toBe('maxPrice=2500000');
  });

  it('reads "45" typed as Max Budget as ₹45 lakh', async () => {
    const user = userEvent.setup();
    renderForm(<HeroSearchBox />, '/');
    await user.type(screen.getByLabelText('Max Budget'), '45');
    expect(screen.getByText('₹45 L')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Location'), 'Varanasi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await landedQuery()).toString()).toBe('location=Varanasi&maxPrice=4500000');
  });
});
