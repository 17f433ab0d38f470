import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput label="OTP" value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('fills one digit per box, ignores letters and moves focus forward', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '4' } });
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 2 of 6'));
    fireEvent.change(screen.getByLabelText('Digit 2 of 6'), { target: { value: 'x' } });
    expect(screen.getByRole('status').textContent).toBe('4');
  });

  it('spreads a pasted or auto-filled code over every box', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '042917' } });
    expect(screen.getByRole('status').textContent).toBe('042917');
    expect((screen.getByLabelText('Digit 6 of 6') as HTMLInputElement).value).toBe('7');
  });
});
