import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTexts } from '../test/render-work.tsx';
import { OfferCountdown } from './offer-countdown.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfferCountdown', () => {
  it('ticks every second, as hh:mm from an hour up and mm:ss under an hour', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') });
    const { rerender } = render(<OfferCountdown expiresAt="2026-03-01T12:00:00.000Z" />, { wrapper: withTexts() });
    expect(screen.getByTestId('countdown')).toHaveTextContent('02:00');
    expect(screen.getByText('h left')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('01:59');
    expect(screen.getByText(/Time left to answer: 1 hour 59 minutes\./)).toBeInTheDocument();

    rerender(<OfferCountdown expiresAt="2026-03-01T10:01:06.000Z" />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('01:04');
    expect(screen.getByText('min left')).toBeInTheDocument();
  });

  it('says the offer lapsed at the deadline and tells the caller once', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') });
    const onExpire = vi.fn();
    render(<OfferCountdown expiresAt="2026-03-01T10:00:03.000Z" onExpire={onExpire} />, { wrapper: withTexts() });
    expect(screen.getByTestId('countdown')).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('00:01');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Offer lapsed');
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('counts down in Hindi on a Hindi page', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00.000Z') });
    render(<OfferCountdown expiresAt="2026-03-01T11:59:00.000Z" />, { wrapper: withTexts('hi') });
    expect(screen.getByTestId('countdown')).toHaveTextContent('01:59');
    expect(screen.getByText('घंटे बाकी')).toBeInTheDocument();
    // 11:59 UTC is 5:29 pm in India
    expect(screen.getByText('जवाब देने के लिए बचा समय: 1 घंटा 59 मिनट। 1 मार्च 2026, 5:29 अपराह्न तक जवाब दें।')).toBeInTheDocument();
  });
});
