import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { EmiCalculator } from './components/emi-calculator.tsx';
import { checkEmiForm } from './utils/emi-form.ts';

// docs/product/seo.md, "Hindi": the EMI calculator in Hindi, amounts grouped the Indian way.
describe('EMI calculator in Hindi', () => {
  it('gives its messages in Hindi', () => {
    const { errors } = checkEmiForm({ loan: '60,00,000', rate: '31', tenure: '0' }, 5_000_000, 'hi');
    expect(errors).toEqual({
      loan: 'लोन की रकम कीमत (₹50,00,000) से ज़्यादा नहीं हो सकती।',
      rate: '0 से 30 % सालाना के बीच ब्याज दर डालें।',
      tenure: '1 से 30 साल के बीच की अवधि (पूरे साल) डालें।',
    });
    expect(checkEmiForm({ loan: '', rate: '8.5', tenure: '20' }, 5_000_000).errors.loan).toBe('Enter the loan amount.');
  });

  it('draws labels in Hindi and amounts with lakh in words', () => {
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <EmiCalculator priceRupees={5_000_000} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'EMI कैलकुलेटर' })).toBeInTheDocument();
    expect(screen.getByLabelText('लोन की रकम')).toHaveValue('40,00,000');
    expect(screen.getByLabelText('मासिक EMI')).toHaveTextContent('₹34,713');
    expect(screen.getByText('₹83.31 लाख')).toBeInTheDocument();
    expect(screen.getByLabelText('कुल भुगतान: मूलधन 48 %, ब्याज 52 %')).toHaveAttribute('role', 'img');
  });
});
