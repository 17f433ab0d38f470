import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page.tsx';
import type { NewPasswordProblems } from './account-rules.ts';
import { EmailField, MobileField, NewPasswordFields, PasswordField } from './fields.tsx';

// The shared fields of every account form (docs/product/accounts.md, "Mobile numbers", "Passwords";
// docs/decisions/0027-shared-account-form-steps.md).

function Mobile({ hasCountryCode = false, error }: { hasCountryCode?: boolean; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <MobileField
      id="mobile"
      hasCountryCode={hasCountryCode}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      notes={['mobile-check']}
      after={<p id="mobile-check">Available</p>}
    />
  );
}

describe('MobileField', { timeout: 20_000 }, () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['098765-43210', '9876543210'],
    ['(+91) 9876543210', '9876543210'],
    ['919876543210', '9876543210'],
  ])('reads %s as the ten digits %s, with a phone keyboard', async (typed, digits) => {
    renderPage(<Mobile />, '/form');
    const input = screen.getByLabelText('Mobile number');
    await userEvent.setup().type(input, typed);
    expect(input).toHaveValue(digits);
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('shows +91 before the input only when asked, and describes the input by its error, then its notes', () => {
    const plain = renderPage(<Mobile />, '/form');
    expect(screen.queryByText('+91')).toBeNull();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Available');
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
    plain.unmount();

    renderPage(<Mobile hasCountryCode error="Mobile must be 10 digits" />, '/form');
    expect(screen.getByText('+91')).toBeInTheDocument();
    const input = screen.getByLabelText('Mobile number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mobile must be 10 digits Available');
    expect(input).toHaveClass('rounded-l-none');
  });

  it('says the error in the page’s language', () => {
    renderPage(<Mobile hasCountryCode error="Mobile must be 10 digits" />, '/form', 'hi');
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription('मोबाइल नंबर 10 अंकों का होना चाहिए Available');
  });
});

describe('EmailField and PasswordField', { timeout: 20_000 }, () => {
  it('label the e-mail and the password alike on every form, with the autocomplete the browser needs', async () => {
    renderPage(
      <>
        <EmailField id="email" isInvalid notes={['email-check']} after={<p id="email-check">Email already registered</p>} />
        <PasswordField id="password" autoComplete="new-password" error="Password must be at least 8 characters" />
      </>,
      '/form',
    );
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email already registered');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });
});

describe('NewPasswordFields', { timeout: 20_000 }, () => {
  it('shows each message of the shared password rule under its field', () => {
    const errors: NewPasswordProblems = { password: 'Password must be at least 8 characters', confirm: 'Passwords do not match' };
    renderPage(
      <NewPasswordFields password="" confirm="" onPasswordChange={() => {}} onConfirmChange={() => {}} errors={errors} />,
      '/form',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
  });
});
