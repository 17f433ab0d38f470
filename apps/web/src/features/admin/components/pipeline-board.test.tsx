import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PipelineBoard } from './pipeline-board.tsx';
import { leadPage, mockApi, renderAt, SAMPLE_REPORT, type SentRequest, sampleAssociate, sampleLead } from './pipeline-test-kit.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The query of each `GET /api/admin/leads` sent, as text ('status=offered&city=Varanasi'). */
const leadQueries = (sent: SentRequest[]) => sent.filter((r) => r.url.pathname === '/api/admin/leads').map((r) => r.url.search.slice(1));

describe('pipeline filters', { timeout: 20_000 }, () => {
  it('reads status, city and page from the address and asks the API for exactly those', async () => {
    const sent = mockApi({ 'GET /api/admin/leads': leadPage([sampleLead()]), 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    renderAt(<PipelineBoard />, '/admin/pipeline?status=offered&city=Varanasi&page=2');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(leadQueries(sent)).toEqual(['status=offered&city=Varanasi&page=2']);
    expect(screen.getByLabelText('Status')).toHaveValue('offered');
    expect(screen.getByLabelText('City')).toHaveValue('Varanasi');
  });

  it('leaves out a status the API would refuse', async () => {
    const sent = mockApi({ 'GET /api/admin/leads': leadPage([]), 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    renderAt(<PipelineBoard />, '/admin/pipeline?status=sold');
    expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
    expect(leadQueries(sent)).toEqual(['page=1']);
  });

  it('puts each filter change into the address and the query, back on page 1', async () => {
    const sent = mockApi({ 'GET /api/admin/leads': leadPage([sampleLead()]), 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    const user = userEvent.setup();
    const router = renderAt(<PipelineBoard />, '/admin/pipeline?page=3');
    await screen.findByRole('table');

    await user.selectOptions(screen.getByLabelText('Status'), 'visit scheduled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=visit_scheduled'));
    await waitFor(() => expect(leadQueries(sent).at(-1)).toBe('status=visit_scheduled&page=1'));

    await user.type(screen.getByLabelText('City'), 'Lucknow');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=visit_scheduled&city=Lucknow'));
    await waitFor(() => expect(leadQueries(sent).at(-1)).toBe('status=visit_scheduled&city=Lucknow&page=1'));

    await user.click(screen.getByRole('button', { name: /Unassigned queue/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=unassigned&city=Lucknow'));
    expect(screen.getByRole('button', { name: /Unassigned queue/ })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(leadQueries(sent).at(-1)).toBe('status=unassigned&city=Lucknow&page=1'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('shows the size of the unassigned queue and an empty queue as good news', async () => {
    mockApi({ 'GET /api/admin/leads': leadPage([]), 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    renderAt(<PipelineBoard />, '/admin/pipeline?status=unassigned');
    expect(await screen.findByText('The unassigned queue is empty: every lead has an associate.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Unassigned queue 1' })).toBeInTheDocument();
  });

  it('shows the server message when the leads cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/leads': { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'This is for staff only.' } },
      'GET /api/admin/pipeline/report': SAMPLE_REPORT,
    });
    renderAt(<PipelineBoard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This is for staff only.');
  });
});

describe('pipeline rows', { timeout: 20_000 }, () => {
  it('shows customer, budget by the site formatter, status, associate with member id, and the timeline on demand', async () => {
    mockApi({ 'GET /api/admin/leads': leadPage([sampleLead()]), 'GET /api/admin/pipeline/report': SAMPLE_REPORT });
    const user = userEvent.setup();
    renderAt(<PipelineBoard />);
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Timeline of lead #12',
      'Ravi Kumar9415000001',
      'Varanasi',
      'Apartment',
      '₹40 L – ₹60 L',
      'offered',
      'Asha VermaKR000002',
      expect.any(String),
      'Reassign',
    ]);
    const toggle = within(row).getByRole('button', { name: 'Timeline of lead #12' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = within(table).getByRole('heading', { name: 'Timeline' }).parentElement as HTMLElement;
    expect(within(details).getByRole('listitem')).toHaveTextContent(/offered.*Ravi Kumar \(customer\)Enquiry/);
  });

  it('offers Reassign only for leads that may be offered again (not booked or lost)', async () => {
    mockApi({
      'GET /api/admin/leads': leadPage([
        sampleLead({ lead_id: 1, status: 'booked' }),
        sampleLead({ lead_id: 2, status: 'lost', lost_reason: 'Bought elsewhere' }),
        sampleLead({ lead_id: 3, status: 'unassigned', ass_id: null, associate_name: null, member_id: null }),
      ]),
      'GET /api/admin/pipeline/report': SAMPLE_REPORT,
    });
    renderAt(<PipelineBoard />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).queryByRole('button', { name: 'Reassign' }) !== null)).toEqual([false, false, true]);
    expect(within(rows[2] as HTMLElement).getByText('Nobody yet')).toBeInTheDocument();
  });
});

describe('reassigning a lead', { timeout: 20_000 }, () => {
  const associates = [
    sampleAssociate({ ass_id: 2, name: 'Asha Verma', member_id: 'KR000002', plan: 'pro' }),
    sampleAssociate({ ass_id: 7, name: 'Mohan Lal', member_id: 'KR000007' }),
    sampleAssociate({ ass_id: 8, name: 'Full Singh', member_id: 'KR000008', open_leads: 3, max_open_leads: 3 }),
    sampleAssociate({ ass_id: 9, name: 'Plot Only', member_id: 'KR000009', categories: ['Plots'] }),
  ];

  it("lists the associates of the lead's city and posts { ass_id } of the one chosen", async () => {
    const sent = mockApi({
      'GET /api/admin/leads': leadPage([sampleLead()]),
      'GET /api/admin/pipeline/report': SAMPLE_REPORT,
      'GET /api/admin/pipeline/associates': { success: true, data: associates },
      'POST /api/admin/leads/12/reassign': { success: true, message: PIPELINE_MESSAGES.reassigned },
    });
    const user = userEvent.setup();
    renderAt(<PipelineBoard />);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign lead #12' });
    await within(dialog).findByRole('group', { name: 'Associates in Varanasi' });
    expect(sent.find((r) => r.url.pathname === '/api/admin/pipeline/associates')?.url.search).toBe('?city=Varanasi');

    expect(within(dialog).getByRole('radio', { name: /Asha Verma/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Full Singh/ })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Plot Only/ })).toBeDisabled();
    expect(within(dialog).getByText('Does not take Apartment')).toBeInTheDocument();
    const mohan = within(dialog).getByRole('radio', { name: /Mohan Lal/ });
    expect(mohan).toHaveAccessibleName(/KR000007.*free.*1 of 10 open leads/);

    await user.click(within(dialog).getByRole('button', { name: 'Offer the lead' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose an associate.');
    await user.click(mohan);
    await user.click(within(dialog).getByRole('button', { name: 'Offer the lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = sent.filter((r) => r.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]?.url.pathname).toBe('/api/admin/leads/12/reassign');
    expect(post[0]?.body).toEqual({ ass_id: 7 });
    // the leads are asked for again to show the new offer
    await waitFor(() => expect(leadQueries(sent).length).toBeGreaterThanOrEqual(2));
  });

  it("keeps the dialog open with the server's message when it refuses", async () => {
    mockApi({
      'GET /api/admin/leads': leadPage([sampleLead()]),
      'GET /api/admin/pipeline/report': SAMPLE_REPORT,
      'GET /api/admin/pipeline/associates': { success: true, data: associates },
      'POST /api/admin/leads/12/reassign': {
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED', message: PIPELINE_MESSAGES.notEligible, field: 'ass_id' },
      },
    });
    const user = userEvent.setup();
    renderAt(<PipelineBoard />);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('radio', { name: /Mohan Lal/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Offer the lead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PIPELINE_MESSAGES.notEligible);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when nobody takes leads in that city', async () => {
    mockApi({
      'GET /api/admin/leads': leadPage([sampleLead({ city: 'Agra' })]),
      'GET /api/admin/pipeline/report': SAMPLE_REPORT,
      'GET /api/admin/pipeline/associates': { success: true, data: [] },
    });
    const user = userEvent.setup();
    renderAt(<PipelineBoard />);
    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/No associate takes leads in Agra/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Offer the lead' })).toBeDisabled();
  });
});
