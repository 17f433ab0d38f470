import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyBoxes, isDigit, joinBoxes, SegmentedCodeInput } from './code-input.tsx';
import { emptyOtp, OtpInput } from './otp-input.tsx';

function OtpHarness({ legend }: { legend?: string }) {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={value} onChange={setValue} legend={legend} />
      <output data-testid="code">{joinBoxes(value)}</output>
    </>
  );
}

function OtpWithError() {
  const [value, setValue] = useState(emptyOtp);
  return <OtpInput value={value} onChange={setValue} error="Enter 6-digit OTP" />;
}

function IdHarness({ kind }: { kind: 'aadhaar' | 'pan' }) {
  const count = kind === 'aadhaar' ? 12 : 10;
  const [value, setValue] = useState(() => emptyBoxes(count));
  return (
    <>
      <SegmentedCodeInput
        legend={kind === 'aadhaar' ? 'Aadhaar number (optional)' : 'PAN (optional)'}
        value={value}
        onChange={setValue}
        accepts={kind === 'aadhaar' ? isDigit : acceptsPanChar}
        transform={(c) => c.toUpperCase()}
        boxLabel={(i, n) => `${kind} box ${i + 1} of ${n}`}
      />
      <output data-testid="code">{joinBoxes(value)}</output>
    </>
  );
}

/** A PAN-like rule (letters in boxes 1–5 and 10, digits in 6–9), as the associate form gives it. */
const acceptsPanChar = (char: string, index: number) => (index >= 5 && index <= 8 ? /^\d$/.test(char) : /^[A-Z]$/.test(char));

const paste = (element: HTMLElement, text: string) =>
  fireEvent.paste(element, { clipboardData: { getData: (type: string) => (type === 'text' ? text : '') } });

describe('OtpInput', { timeout: 20_000 }, () => {
  it('has six numeric boxes, each with its own label', () => {
    render(<OtpHarness />);
    for (let i = 1; i <= 6; i += 1) {
      const box = screen.getByLabelText(`Digit ${i} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
  });

  it('moves to the next box after each digit and ignores letters', async () => {
    const user = userEvent.setup();
    render(<OtpHarness />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('4a7');
    expect(screen.getByTestId('code')).toHaveTextContent('47');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
    await user.keyboard('1290');
    expect(screen.getByTestId('code')).toHaveTextContent('471290');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveFocus();
  });

  it('goes back and clears the previous box on Backspace in an empty box', async () => {
    const user = userEvent.setup();
    render(<OtpHarness />);
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123');
    expect(screen.getByLabelText('Digit 4 of 6')).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Digit 3 of 6')).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^12$/);
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    expect(screen.getByTestId('code')).toHaveTextContent(/^1$/);
  });

  it('fills all six boxes from a pasted code, whichever box has focus', () => {
    render(<OtpHarness />);
    paste(screen.getByLabelText('Digit 3 of 6'), ' 908 172 ');
    expect(screen.getByTestId('code')).toHaveTextContent('908172');
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('9');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('2');
  });

  it('fills all boxes when the phone autofills the whole code into the first box', () => {
    render(<OtpHarness />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '554433' } });
    expect(screen.getByTestId('code')).toHaveTextContent('554433');
  });

  it('is one group named by its legend, which also names the first box (the code field)', () => {
    render(<OtpHarness legend="OTP" />);
    expect(screen.getByRole('group', { name: 'OTP' })).toBeInTheDocument();
    const first = screen.getByLabelText('OTP');
    expect(first).toBe(screen.getByLabelText('Digit 1 of 6'));
    expect(first).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByRole('textbox', { name: 'OTP Digit 1 of 6' })).toBe(first);
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 6' })).toBeInTheDocument();
    fireEvent.change(first, { target: { value: '042917' } });
    expect(screen.getByTestId('code')).toHaveTextContent('042917');
    expect(screen.getByLabelText('Digit 6 of 6')).toHaveValue('7');
  });

  it('shows its error under the boxes and links it to the group', () => {
    render(<OtpWithError />);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Enter 6-digit OTP');
  });
});

describe('SegmentedCodeInput for Aadhaar- and PAN-like codes', { timeout: 20_000 }, () => {
  it('takes a pasted Aadhaar number with spaces into its 12 boxes', () => {
    render(<IdHarness kind="aadhaar" />);
    paste(screen.getByLabelText('aadhaar box 1 of 12'), '2345 6789 0123');
    expect(screen.getByTestId('code')).toHaveTextContent('234567890123');
    expect(screen.getByRole('group', { name: 'Aadhaar number (optional)' })).toBeInTheDocument();
  });

  it('upper-cases a pasted PAN and keeps letters and digits in their places', () => {
    render(<IdHarness kind="pan" />);
    paste(screen.getByLabelText('pan box 1 of 10'), 'abcde1234f');
    expect(screen.getByTestId('code')).toHaveTextContent('ABCDE1234F');
  });

  it('upper-cases typed PAN letters and refuses a letter where a digit belongs', async () => {
    const user = userEvent.setup();
    render(<IdHarness kind="pan" />);
    await user.click(screen.getByLabelText('pan box 1 of 10'));
    await user.keyboard('abcdex1');
    expect(screen.getByTestId('code')).toHaveTextContent('ABCDE1');
    expect(screen.getByLabelText('pan box 7 of 10')).toHaveFocus();
  });
});
