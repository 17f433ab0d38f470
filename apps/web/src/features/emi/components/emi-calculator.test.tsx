import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmiCalculator } from './emi-calculator.tsx';

/** Puts `value` into the input labelled `label` at once, as a paste does. */
const enter = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const termOf = (name: string) => screen.getByText(name, { selector: 'dt' }).parentElement as HTMLElement;

describe('EmiCalculator', () => {
  it('opens with 80 % of a ₹50,00,000 price at 8.5 % for 20 years and shows the EMI and totals', () => {
    render(<EmiCalculator priceRupees={5_000_000} />);
    expect(screen.getByLabelText('Loan amount')).toHaveValue('40,00,000');
    expect(screen.getByLabelText('Interest rate')).toHaveValue('8.5');
    expect(screen.getByLabelText('Tenure')).toHaveValue('20');

    expect(screen.getByLabelText('Monthly EMI')).toHaveTextContent('₹34,713');
    expect(within(termOf('Loan amount')).getByText('₹40,00,000')).toBeInTheDocument();
    expect(within(termOf('Total interest')).getByText('₹43,31,120')).toBeInTheDocument();
    expect(within(termOf('Total payment')).getByText('₹83,31,120')).toBeInTheDocument();
    expect(within(termOf('Total payment')).getByText('₹83.31 L')).toBeInTheDocument();
    expect(screen.getByLabelText('Total payment: principal 48 %, interest 52 %')).toHaveAttribute('role', 'img');
    expect(screen.getByText('(52 %)')).toBeInTheDocument();
    expect(document.querySelectorAll('details tbody tr')).toHaveLength(20);
  });

  it('takes the price as the API’s decimal text', () => {
    render(<EmiCalculator priceRupees="5000000.00" />);
    expect(screen.getByLabelText('Loan amount')).toHaveValue('40,00,000');
  });

  it('recomputes as the buyer types and groups the loan in Indian digits on leaving the field', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator priceRupees={5_000_000} />);
    const loan = screen.getByLabelText('Loan amount');
    await user.clear(loan);
    await user.type(loan, '1000000');
    await user.tab();
    expect(loan).toHaveValue('10,00,000');
    expect(screen.getByLabelText('Monthly EMI')).toHaveTextContent('₹8,678');
  });

  it('explains values it cannot use: a loan above the price, a rate above 30 %, a tenure beyond 30 years', async () => {
    const user = userEvent.setup();
    render(<EmiCalculator priceRupees={5_000_000} />);
    enter('Loan amount', '6000000');
    enter('Interest rate', '31');
    enter('Tenure', '0');
    expect(screen.getByLabelText('Loan amount')).toHaveAccessibleDescription('The loan cannot be more than the price (₹50,00,000).');
    expect(screen.getByLabelText('Interest rate')).toHaveAccessibleDescription('Enter an interest rate from 0 to 30 % a year.');
    expect(screen.getByLabelText('Tenure')).toHaveAccessibleDescription('Enter a tenure of 1 to 30 whole years.');
    expect(screen.getByLabelText('Tenure')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Monthly EMI')).not.toBeInTheDocument();
    expect(screen.getByText('Correct the highlighted values to see your EMI.')).toBeInTheDocument();

    enter('Tenure', '31');
    expect(screen.getByLabelText('Tenure')).toHaveAccessibleDescription('Enter a tenure of 1 to 30 whole years.');
    enter('Interest rate', 'eight');
    expect(screen.getByLabelText('Interest rate')).toHaveAccessibleDescription('Enter an interest rate from 0 to 30 % a year.');
    enter('Loan amount', '');
    expect(screen.getByLabelText('Loan amount')).toHaveAccessibleDescription('Enter the loan amount.');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Monthly EMI')).toHaveTextContent('₹34,713');
  });

  it('accepts a 0 % loan', () => {
    render(<EmiCalculator priceRupees={1_500_000} />);
    enter('Interest rate', '0');
    // 80 % of ₹15,00,000 = ₹12,00,000 over 240 months
    expect(screen.getByLabelText('Monthly EMI')).toHaveTextContent('₹5,000');
  });

  it('draws on the server without the browser', () => {
    expect(renderToString(<EmiCalculator priceRupees={5_000_000} />)).toContain('₹34,713');
  });
});
