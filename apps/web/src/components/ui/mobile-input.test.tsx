import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MobileInput } from './mobile-input.tsx';

// Mobile numbers as Indians type and paste them (docs/product/accounts.md, "Mobile numbers").

function Controlled() {
  const [mobile, setMobile] = useState('');
  return (
    <>
      <label htmlFor="m">Mobile</label>
      <MobileInput id="m" value={mobile} onChange={(event) => setMobile(event.target.value)} />
      <output data-testid="value">{mobile}</output>
    </>
  );
}

function Registered() {
  const { register, watch } = useForm({ defaultValues: { mobile: '' } });
  return (
    <>
      <label htmlFor="m">Mobile</label>
      <MobileInput id="m" {...register('mobile')} />
      <output data-testid="value">{watch('mobile')}</output>
    </>
  );
}

describe('MobileInput', () => {
  it.each([
    ['98390 12345', '9839012345'],
    ['+91 98390 12345', '9839012345'],
    ['+91 9839011223', '9839011223'],
    ['09839011223', '9839011223'],
    ['919839011223', '9839011223'],
    ['(+91) 98390-11223', '9839011223'],
  ])('typing %j holds %j, not its first 10 characters', async (typed, digits) => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Mobile'), typed);
    expect(screen.getByLabelText('Mobile')).toHaveValue(digits);
    expect(screen.getByTestId('value')).toHaveTextContent(digits);
  });

  it('takes a pasted number whole, with react-hook-form too', async () => {
    render(<Registered />);
    const input = screen.getByLabelText('Mobile');
    await userEvent.click(input);
    await userEvent.paste('+91 98390 11223');
    expect(input).toHaveValue('9839011223');
    expect(screen.getByTestId('value')).toHaveTextContent('9839011223');
  });

  it('lands an autofilled number (tel or tel-national) as its 10 digits', () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Mobile');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('type', 'tel');
    fireEvent.change(input, { target: { value: '+919839011223' } });
    expect(input).toHaveValue('9839011223');
    fireEvent.change(input, { target: { value: '098390 11224' } });
    expect(input).toHaveValue('9839011224');
  });

  it('keeps a number still being typed as typed, letters dropped', async () => {
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Mobile'), '+91 98a390');
    expect(screen.getByLabelText('Mobile')).toHaveValue('+91 98390');
  });
});
