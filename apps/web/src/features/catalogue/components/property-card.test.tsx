import type { Site } from '@realty/contracts/sites/site';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PropertyCard } from './property-card.tsx';

const site: Site = {
  site_id: 42,
  site_title: 'Assi Ghat Villas',
  site_city: 'Varanasi',
  site_state: 'Uttar Pradesh',
  site_landmark: 'Assi',
  site_famous_place: 'Assi Ghat',
  site_category: 'Family Houses',
  site_developer: '',
  site_rera_number: '',
  site_min_price: '0.00',
  site_max_price: '0.00',
  site_price: '12500000.00',
  site_area: '',
  site_description: '',
  site_status: 'Sold',
  site_lat: null,
  site_lon: null,
  site_youtube_link: '',
  cover_images: [],
  inner_images: [],
  site_pdfs: [],
  amenities: [],
  related_sites: [],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('PropertyCard', () => {
  it('shows the listing facts, the No Image placeholder and the detail link', () => {
    render(
      <MemoryRouter>
        <PropertyCard site={site} actions={<button type="button">Save</button>} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Assi Ghat Villas' })).toBeInTheDocument();
    expect(screen.getByText('Varanasi, Uttar Pradesh')).toBeInTheDocument();
    expect(screen.getByText('₹1.25 Cr')).toBeInTheDocument();
    expect(screen.getByText('Sold')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('img', { name: 'No Image' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View details of Assi Ghat Villas' })).toHaveAttribute('href', '/detailpage/42');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows a plot’s size in the unit given with square feet beside it, and the carpet area instead for a home', () => {
    const plot: Site = {
      ...site,
      site_category: 'Plots',
      plot_area: 150,
      plot_area_unit: 'sqyd',
      plot_area_sqft: 1350,
      price_per_sqft: 1444,
    };
    const { unmount } = render(
      <MemoryRouter>
        <PropertyCard site={plot} />
      </MemoryRouter>,
    );
    expect(screen.getByText('150 sq yd (1,350 sq ft)').closest('[data-fact]')).toHaveAttribute('data-fact', 'plot');
    expect(screen.getByText('₹1,444 / sq ft')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <PropertyCard site={{ ...plot, carpet_area_sqft_min: 1200, carpet_area_sqft_max: 1200 }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('1,200 sq ft').closest('[data-fact]')).toHaveAttribute('data-fact', 'carpet');
    expect(screen.queryByText('150 sq yd (1,350 sq ft)')).toBeNull();
  });

  it('builds a srcset from the photo renditions', () => {
    render(
      <MemoryRouter>
        <PropertyCard site={{ ...site, cover_images: ['media/sites/42/cover-1.webp'] }} />
      </MemoryRouter>,
    );
    const img = screen.getByRole('img', { name: 'Assi Ghat Villas, Varanasi' });
    expect(img).toHaveAttribute(
      'srcset',
      '/server/media/sites/42/cover-1-w480.webp 480w, /server/media/sites/42/cover-1-w960.webp 960w, /server/media/sites/42/cover-1.webp 1600w',
    );
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
  });

  it('shows "Verified" on a listing staff verified (docs/product/builders.md, "Public"), and not on others', () => {
    const { unmount } = render(
      <MemoryRouter>
        <PropertyCard site={{ ...site, verified: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Verified')).toBeInTheDocument();
    unmount();
    render(
      <MemoryRouter>
        <PropertyCard site={{ ...site, verified: false }} />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Verified')).toBeNull();
  });
});
