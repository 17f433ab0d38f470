import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [
  { question: 'First?', answer: 'One' },
  { question: 'Second?', answer: 'Two' },
];

describe('Accordion', () => {
  it('opens the first item at start, one at a time, and closes the open one on click', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First?' });
    const second = screen.getByRole('button', { name: 'Second?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('One')).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('One')).not.toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Two')).not.toBeVisible();
  });
});
