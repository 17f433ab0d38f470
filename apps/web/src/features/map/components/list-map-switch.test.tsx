import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_VIEW_STORAGE_KEY, useListingView } from '../hooks/use-listing-view.ts';
import { ListMapSwitch } from './list-map-switch.tsx';

function Results() {
  const [view, setView] = useListingView();
  return (
    <>
      <ListMapSwitch view={view} onChange={setView} />
      <p>Showing the {view}</p>
    </>
  );
}

describe('ListMapSwitch with useListingView', () => {
  it('starts with the list, switches by keyboard and remembers the choice', async () => {
    const user = userEvent.setup();
    render(<Results />);
    const group = screen.getByRole('group', { name: 'Show results as' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');

    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Map' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing the map')).toBeInTheDocument();
    expect(window.localStorage.getItem(LISTING_VIEW_STORAGE_KEY)).toBe('map');
  });

  it('takes the remembered choice after mount', () => {
    window.localStorage.setItem(LISTING_VIEW_STORAGE_KEY, 'map');
    render(<Results />);
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem(LISTING_VIEW_STORAGE_KEY, 'grid');
    render(<Results />);
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  });
});
