import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { ProMembers } from './pro-members.tsx';

afterEach(() => vi.restoreAllMocks());

const members = [
  {
    ass_id: 7,
    name: 'Sunita Yadav',
    member_id: 'KR000003',
    mobile: '9415000003',
    pro_until: '2027-11-28T12:00:00Z',
    granted_without_payment: false,
    last_invoice_number: 'KR/26-27/000012',
  },
  {
    ass_id: 9,
    name: 'Amit Verma',
    member_id: 'KR000005',
    mobile: '9415000005',
    pro_until: null,
    granted_without_payment: true,
    last_invoice_number: null,
  },
];

// docs/product/payments.md, "Back office": who is Pro until when
describe('ProMembers', { timeout: 20_000 }, () => {
  it('lists who is Pro until when, paid or granted without payment, with the last invoice', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input) === '/api/admin/memberships' ? jsonResponse({ success: true, data: members }) : jsonResponse({}, 404),
    );
    renderPage(<ProMembers />, '/admin/payments');
    const table = await screen.findByRole('table', { name: 'Pro members, the soonest end first' });
    const [paid, granted] = within(table).getAllByTestId('pro-member-row');
    for (const text of ['Sunita Yadav', 'KR000003', '9415000003', '28 Nov 2027', 'Paid', 'KR/26-27/000012'])
      expect(paid).toHaveTextContent(text);
    expect(granted).toHaveTextContent('No end date');
    expect(granted).toHaveTextContent('Granted without payment');
    expect(granted).toHaveTextContent('—');
    // the phone's cards say the same
    const cards = screen.getAllByTestId('pro-member-card');
    expect(cards[1]).toHaveTextContent('Granted without payment');
    expect(cards[0]).toHaveTextContent('Pro until28 Nov 2027');
  });

  it('says when no one is Pro, and the error when the list fails', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ success: true, data: [] }));
    const { unmount } = renderPage(<ProMembers />, '/admin/payments');
    expect(await screen.findByText('No associate is Pro.')).toBeInTheDocument();
    unmount();
    fetchMock.mockRestore();
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: false, code: 'SERVER_ERROR', message: 'The database is busy.' }, 500),
    );
    renderPage(<ProMembers />, '/admin/payments');
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is busy.');
  });
});
