import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Audiences"
      selectedId={selected}
      onSelect={setSelected}
      items={[
        { id: 'a', label: 'For Clients', panel: <p>Clients panel</p> },
        { id: 'b', label: 'For Associates', panel: <p>Associates panel</p> },
        { id: 'c', label: 'For Builders', panel: <p>Builders panel</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('marks the selected tab and shows only its panel, labelled by the tab', () => {
    render(<Harness />);
    const tab = screen.getByRole('tab', { name: 'For Clients' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'For Builders' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'For Clients' })).toHaveTextContent('Clients panel');
    expect(screen.queryByText('Associates panel')).toBeNull();
  });

  it('selects by click and moves with arrow keys, Home and End, wrapping', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'For Associates' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Associates panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Builders' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Builders panel');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For Clients' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'For Builders' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'For Clients' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'For Builders' })).toHaveAttribute('aria-selected', 'true');
  });
});
