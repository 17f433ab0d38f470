import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { registerMessages, useMessageText, wordedCodeNames } from './messages.ts';

// a feature's catalogue pair, as features register theirs
registerMessages(
  { 'Visit time must be a date and time such as 2026-12-01T10:30:00+05:30': 'Choose the date and time of the visit' },
  { 'Visit time must be a date and time such as 2026-12-01T10:30:00+05:30': 'विज़िट की तारीख और समय चुनें' },
);

describe('messages a person sees (docs/product/README.md, "Errors")', () => {
  it('words the API’s messages on English pages from the catalogue', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('Visit time must be a date and time such as 2026-12-01T10:30:00+05:30')).toBe(
      'Choose the date and time of the visit',
    );
    expect(result.current('Lead not found.')).toBe('Lead not found.');
  });

  it('never shows a code name the catalogues do not know yet', () => {
    const { result } = renderHook(() => useMessageText());
    expect(result.current('site_brokerage_percent must be a percentage from 0 to 100 with at most 2 decimals')).toBe(
      'Site brokerage percent must be a percentage from 0 to 100 with at most 2 decimals',
    );
    expect(wordedCodeNames('status must be completed, no_show or cancelled')).toBe('status must be completed, no show or cancelled');
    expect(wordedCodeNames('Server error. Please try again.')).toBe('Server error. Please try again.');
  });
});
