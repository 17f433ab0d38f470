import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTone } from './status-badge.tsx';

describe('statusTone', () => {
  it('colours the three statuses of the spec', () => {
    expect(statusTone('Available')).toBe('green');
    expect(statusTone('Not Available')).toBe('orange');
    expect(statusTone('Sold')).toBe('red');
  });
  it('ignores case and spaces', () => {
    expect(statusTone(' sold ')).toBe('red');
    expect(statusTone('NOT AVAILABLE')).toBe('orange');
  });
  it('is grey for anything else', () => {
    expect(statusTone('Booked')).toBe('grey');
    expect(statusTone('')).toBe('grey');
    expect(statusTone(undefined)).toBe('grey');
  });
});

describe('StatusBadge', () => {
  it('shows the status with its colour', () => {
    render(<StatusBadge status="Sold" />);
    const badge = screen.getByText('Sold');
    expect(badge).toHaveAttribute('data-tone', 'red');
    expect(badge.className).toContain('bg-red-100');
  });
});
