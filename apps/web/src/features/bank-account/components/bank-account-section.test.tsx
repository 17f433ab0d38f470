import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { BankAccountSection, bankAccountProblems } from './bank-account-section.tsx';

afterEach(() => vi.restoreAllMocks());

const saved = {
  holder_name: 'Ravi Shankar',
  account_last4: '8901',
  account_masked: 'XXXXXX8901',
  ifsc: 'SBIN0000001',
  bank_name: 'State Bank of India',
  updated_at: '2026-11-29T06:00:00.000Z',
};

/** The API: the account (null for none), the OTP send, the save and the IFSC look-up; every call is recorded. */
function stubApi(account: unknown = null) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/associate/bank-account' && method === 'GET') return jsonResponse({ success: true, data: account });
    if (url === '/api/associate/bank-account/otp')
      return jsonResponse({ success: true, message: 'OTP sent', mobile_last4: '4401', resend_after: 30 });
    if (url === '/api/associate/bank-account' && method === 'PUT') return jsonResponse({ success: true, message: 'saved', data: saved });
    if (url.startsWith('/api/ifsc/'))
      return jsonResponse({ success: true, data: { ifsc: url.slice(10), bank_name: 'State Bank of India', branch_listed: true } });
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  return calls;
}

// docs/product/payouts-bank-details.md, "What the associate sees"
describe('BankAccountSection', { timeout: 20_000 }, () => {
  it('checks the details with the contract’s rules and that the number typed twice matches', () => {
    expect(bankAccountProblems({ holder_name: '', account_number: '12345678', account_confirm: '', ifsc: 'SBIN1000001' })).toEqual({
      holder_name: 'Enter the account holder’s name as the bank has it.',
      account_number: 'Account number must be 9 to 18 digits (spaces are ignored).',
      ifsc: 'IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits, like SBIN0001234',
    });
    expect(
      bankAccountProblems({
        holder_name: 'Ravi',
        account_number: '3012 4567 8901',
        account_confirm: '301245678901',
        ifsc: ' sbin0000001 ',
      }),
    ).toEqual({});
    expect(
      bankAccountProblems({ holder_name: 'Ravi', account_number: '301245678901', account_confirm: '301245678902', ifsc: 'SBIN0000001' }),
    ).toEqual({ account_confirm: 'The two account numbers do not match. Type the account number again.' });
  });

  it('shows the saved account masked only', async () => {
    stubApi(saved);
    renderPage(<BankAccountSection />, '/associatedashboard');
    expect(await screen.findByTestId('bank-account-masked')).toHaveTextContent('XXXXXX8901');
    const card = screen.getByTestId('bank-account-card');
    expect(card).toHaveTextContent('State Bank of India');
    expect(card).toHaveTextContent('SBIN0000001');
    expect(screen.getByRole('button', { name: 'Change bank account' })).toBeInTheDocument();
  });

  it('adds an account: no OTP is sent while a field is wrong; then the OTP, the save, and the masked card', async () => {
    const calls = stubApi(null);
    const user = userEvent.setup();
    renderPage(<BankAccountSection />, '/associatedashboard');
    expect(await screen.findByText('No bank account yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const form = screen.getByTestId('bank-account-form');
    expect(within(form).getByLabelText('Account holder name')).toHaveFocus();

    await user.type(within(form).getByLabelText('Account holder name'), 'Ravi Shankar');
    await user.type(within(form).getByLabelText('Account number'), '3012 4567 8901');
    await user.type(within(form).getByLabelText('Account number again'), '3012 4567 8900');
    await user.type(within(form).getByLabelText('IFSC'), 'sbin0000001');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect(within(form).getByLabelText('Account number again')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Account number again')).toHaveFocus();
    expect(calls.some((c) => c.url.endsWith('/otp'))).toBe(false);
    expect(await within(form).findByText('Bank: State Bank of India')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Account number again'));
    await user.type(within(form).getByLabelText('Account number again'), '301245678901');
    await user.click(within(form).getByRole('button', { name: 'Send OTP' }));
    expect((await within(form).findAllByText('OTP sent to your mobile number ending in 4401.')).length).toBeGreaterThan(0);
    await user.click(within(form).getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await user.click(within(form).getByRole('button', { name: 'Save bank account' }));

    expect(await screen.findByTestId('bank-account-masked')).toHaveTextContent('XXXXXX8901');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ holder_name: 'Ravi Shankar', account_number: '3012 4567 8901', ifsc: 'sbin0000001', otp: '123456' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change bank account' })).toHaveFocus());
    expect(screen.getByTestId('bank-account-saved')).toHaveTextContent('Bank account saved.');
  });

  it('speaks Hindi on the Hindi page', async () => {
    stubApi(null);
    renderPage(<BankAccountSection />, '/associatedashboard', 'hi');
    expect(await screen.findByRole('heading', { name: 'भुगतान के लिए बैंक खाता' })).toBeInTheDocument();
    expect(await screen.findByText('अभी कोई बैंक खाता नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बैंक खाता जोड़ें' })).toBeInTheDocument();
  });

  it('says so in words when the account cannot be loaded', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong' }, 500),
    );
    renderPage(<BankAccountSection />, '/associatedashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank account could not be loaded.');
  });
});
