import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY } from '../../../lib/compare-list.ts';
import { CompareToggle } from './compare-toggle.tsx';

function renderToggles(ids: number[]) {
  return render(
    <div>
      {ids.map((id) => (
        <CompareToggle key={id} siteId={id} siteTitle={`Home ${id}`} />
      ))}
    </div>,
  );
}

describe('CompareToggle', () => {
  it('picks and unpicks a listing, and every toggle of the page follows', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <CompareToggle siteId={5} siteTitle="Lotus Greens" />
        <CompareToggle siteId={5} siteTitle="Lotus Greens" />
      </div>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Compare Lotus Greens' });
    expect(first).toHaveAttribute('aria-pressed', 'false');
    await user.click(first as HTMLElement);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[5]');
    await user.click(second as HTMLElement);
    expect(first).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a fourth pick with "You can compare up to 3 properties"', async () => {
    const user = userEvent.setup();
    renderToggles([1, 2, 3, 4]);
    for (const id of [1, 2, 3]) await user.click(screen.getByRole('button', { name: `Compare Home ${id}` }));
    const fourth = screen.getByRole('button', { name: 'Compare Home 4' });
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You can compare up to 3 properties').closest('[role="alert"]')).not.toBeNull();
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[1,2,3]');
    // after unpicking one there is room again
    await user.click(screen.getByRole('button', { name: 'Compare Home 2' }));
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('You can compare up to 3 properties')).not.toBeInTheDocument();
  });

  it('shows an earlier visit’s pick', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '[9]');
    renderToggles([9]);
    expect(screen.getByRole('button', { name: 'Compare Home 9' })).toHaveAttribute('aria-pressed', 'true');
  });
});
