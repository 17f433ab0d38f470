import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { COMPARE_STORAGE_KEY } from '../../../lib/compare-list.ts';
import { CompareToggle } from './compare-toggle.tsx';

/** The toggles of `ids`, each on a card that clips what overflows it (as listing cards do), and the page's toaster. */
function renderToggles(ids: number[]) {
  toast.dismiss();
  return render(
    <div>
      {ids.map((id) => (
        <article key={id} data-testid={`card-${id}`} className="overflow-hidden">
          <CompareToggle siteId={id} siteTitle={`Home ${id}`} />
        </article>
      ))}
      <Toaster />
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

  it('refuses a fourth pick with "You can compare up to 3 properties" in the page’s toast area, outside every card', async () => {
    const user = userEvent.setup();
    renderToggles([1, 2, 3, 4]);
    for (const id of [1, 2, 3]) await user.click(screen.getByRole('button', { name: `Compare Home ${id}` }));
    const fourth = screen.getByRole('button', { name: 'Compare Home 4' });
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'false');
    const message = await screen.findByText('You can compare up to 3 properties');
    expect(message.closest('[data-sonner-toaster]')).not.toBeNull();
    expect(message.closest('article')).toBeNull();
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBe('[1,2,3]');
    // after unpicking one there is room again, and the message goes
    await user.click(screen.getByRole('button', { name: 'Compare Home 2' }));
    await user.click(fourth);
    expect(fourth).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.queryByText('You can compare up to 3 properties')).not.toBeInTheDocument());
  });

  it('shows an earlier visit’s pick', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '[9]');
    renderToggles([9]);
    expect(screen.getByRole('button', { name: 'Compare Home 9' })).toHaveAttribute('aria-pressed', 'true');
  });
});
