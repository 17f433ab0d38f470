import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingStatusBadge, listingStatusTone } from './listing-status-badge.tsx';

describe('listingStatusTone', () => {
  it('colours the three statuses of the spec', () => {
    expect(listingStatusTone('Available')).toBe('green');
    expect(listingStatusTone('Not Available')).toBe('orange');
    expect(listingStatusTone('Sold')).toBe('red');
  });
  it('ignores case and spaces', () => {
    expect(listingStatusTone(' sold ')).toBe('red');
    expect(listingStatusTone('NOT AVAILABLE')).toBe('orange');
  });
  it('is grey for anything else', () => {
    expect(listingStatusTone('Booked')).toBe('grey');
    expect(listingStatusTone('')).toBe('grey');
    expect(listingStatusTone(undefined)).toBe('grey');
  });
});

describe('ListingStatusBadge', () => {
  it('shows the status with its colour', () => {
    render(<ListingStatusBadge status="Sold" />);
    const badge = screen.getByText('Sold');
    expect(badge).toHaveAttribute('data-tone', 'red');
    expect(badge.className).toContain('bg-red-100');
  });
});
