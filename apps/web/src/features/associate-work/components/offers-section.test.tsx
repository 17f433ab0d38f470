import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderWork } from '../test/render-work.tsx';
import { sampleOffer } from '../test/samples.ts';
import { OffersSection } from './offers-section.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers the offers list with `offers`, and every change with `change` (status, body). */
function mockApi(
  offers: unknown[],
  change: { status: number; body: unknown } = {
    status: 200,
    body: { success: true, message: 'Lead accepted. The customer has been told.' },
  },
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (init?.method === 'POST') return jsonResponse(change.body, change.status);
    if (String(input) === '/api/associate/offers') return jsonResponse({ success: true, data: offers });
    return jsonResponse({ success: true, data: [] });
  });
}

describe('Offers', { timeout: 20_000 }, () => {
  it('shows what the associate may know before accepting, with the countdown', async () => {
    mockApi([sampleOffer(5)]);
    renderWork(<OffersSection />);
    const card = await screen.findByRole('article', { name: 'Plots in Prayagraj' });
    expect(within(card).getByText('₹25 L – ₹40 L')).toBeInTheDocument();
    expect(within(card).getByText('Any')).toBeInTheDocument();
    expect(within(card).getByText('Near the Civil Lines')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sangam Enclave 31' })).toHaveAttribute('href', '/detailpage/31');
    expect(within(card).getByTestId('countdown').textContent).toMatch(/^0[12]:\d\d$/);
    expect(screen.getByRole('heading', { name: 'Offers' })).toBeInTheDocument();
  });

  it('accepts with POST /api/associate/leads/{id}/accept and opens the lead page', async () => {
    const fetchMock = mockApi([sampleOffer(5)]);
    const { router } = renderWork(<OffersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/associatedashboard/leads/5'));
    const posts = fetchCalls(fetchMock).filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ url: '/api/associate/leads/5/accept', method: 'POST', body: undefined }]);
    expect(await screen.findByText('Lead accepted. The customer has been told.')).toBeInTheDocument();
  });

  it('shows why an accept was refused and stays', async () => {
    mockApi([sampleOffer(5)], { status: 409, body: { success: false, code: 'INVALID_STATE', message: 'This offer has lapsed.' } });
    const { router } = renderWork(<OffersSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer has lapsed.');
    expect(router.state.location.pathname).toBe('/associatedashboard');
  });

  it('declines only with a reason, sent as { reason }', async () => {
    const fetchMock = mockApi([sampleOffer(7)], { status: 200, body: { success: true, message: 'Lead declined.' } });
    renderWork(<OffersSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Plots in Prayagraj?' });
    expect(within(dialog).getByLabelText('Reason (required)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline lead' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please give a reason for declining.');
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason (required)'), '  Busy with visits this week ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([
      { url: '/api/associate/leads/7/decline', method: 'POST', body: { reason: 'Busy with visits this week' } },
    ]);
    expect(await screen.findByText('Lead declined.')).toBeInTheDocument();
  });

  it('closes the decline dialog with Escape and gives focus back', async () => {
    mockApi([sampleOffer(7)]);
    renderWork(<OffersSection />);
    const user = userEvent.setup();
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await user.click(decline);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decline).toHaveFocus();
  });

  it('disables Accept and Decline once the offer has lapsed', async () => {
    mockApi([sampleOffer(8, -1000)]);
    renderWork(<OffersSection />);
    expect(await screen.findByText('Offer lapsed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeDisabled();
  });

  it('points to the preferences when there is no offer, and offers a retry after a failure', async () => {
    let fail = true;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      fail ? jsonResponse({ success: false, code: 'INTERNAL', message: 'Server busy' }, 500) : jsonResponse({ success: true, data: [] }),
    );
    renderWork(<OffersSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your offers could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No offers right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check your preferences' })).toHaveAttribute('href', '#preferences');
  });

  it('speaks Hindi on a Hindi page: words, lakh in Hindi, the API message in Hindi', async () => {
    mockApi([sampleOffer(5)], { status: 409, body: { success: false, code: 'INVALID_STATE', message: 'This offer has lapsed.' } });
    renderWork(<OffersSection />, '/associatedashboard', 'hi');
    const card = await screen.findByRole('article', { name: 'प्रयागराज में प्लॉट' });
    expect(screen.getByRole('heading', { name: 'ऑफ़र' })).toBeInTheDocument();
    expect(within(card).getByText('₹25 लाख – ₹40 लाख')).toBeInTheDocument();
    expect(within(card).getByText('कोई भी')).toBeInTheDocument();
    expect(within(card).getByText('लीड #5')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'स्वीकार करें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('इस ऑफ़र का समय ख़त्म हो गया है।');
  });
});
