import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { mockApi, PLACES, renderPipeline, sampleLead, sampleVisit } from '../test/render-pipeline.tsx';
import { CustomerPipeline } from './customer-pipeline.tsx';
import { PROPOSED_TIME_MESSAGES } from './visit-card.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const accepted = sampleLead(2, {
  city: 'Prayagraj',
  category: 'Plots',
  status: 'visit_scheduled',
  budget_min: '1500000.00',
  budget_max: '2500000.00',
  bhk: null,
  ass_id: 9,
  associate: { name: 'Ravi Kumar', mobile: '9876543210' },
  sites: [
    {
      site_id: 3,
      site_title: 'Sangam Enclave',
      site_city: 'Prayagraj',
      site_category: 'Plots',
      site_price: '2200000.00',
      added_at: '2030-01-01T06:00:00.000Z',
    },
  ],
  timeline: [
    {
      at: '2030-01-01T06:00:00.000Z',
      actor_type: 'user',
      actor_name: 'Asha',
      from_status: null,
      to_status: 'offered',
      note: '',
      note_hi: null,
    },
    {
      at: '2030-01-01T07:30:00.000Z',
      actor_type: 'associate',
      actor_name: 'Ravi Kumar',
      from_status: 'offered',
      to_status: 'accepted',
      note: '',
      note_hi: null,
    },
    {
      at: '2030-01-02T04:30:00.000Z',
      actor_type: 'associate',
      actor_name: 'Ravi Kumar',
      from_status: 'accepted',
      to_status: 'visit_scheduled',
      note: 'Site visit on Friday',
      note_hi: 'शुक्रवार को साइट विज़िट',
    },
  ],
});
const offered = sampleLead(1);

function mockDashboard(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/places': PLACES,
    'GET /api/user/leads': { success: true, data: [accepted, offered] },
    'GET /api/user/visits': { success: true, data: [] },
    ...extra,
  });
}

describe('Your personal associate', { timeout: 20_000 }, () => {
  it('shows the associate of an accepted search with call and WhatsApp links, and a waiting card for an offered one', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard();
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'Your personal associate' });
    const card = await within(panel).findByRole('article', { name: 'Associate for Plots in Prayagraj' });
    expect(within(card).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(card).getByText(/\+91 98765 43210/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call Ravi Kumar' })).toHaveAttribute('href', 'tel:+919876543210');
    const chat = within(card).getByRole('link', { name: 'WhatsApp Ravi Kumar' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    const waiting = within(panel).getByRole('article', { name: 'Associate for Apartment in Varanasi' });
    expect(waiting).toHaveTextContent('We are finding the right associate for you');
    expect(within(waiting).queryByRole('link')).toBeNull();
  });

  it('says how to get an associate when there are no searches, and leaves out lost ones', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard({ 'GET /api/user/leads': { success: true, data: [sampleLead(4, { status: 'lost', lost_reason: 'Bought elsewhere' })] } });
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'Your personal associate' });
    expect(await within(panel).findByText(/Post a requirement and we will match you/)).toBeInTheDocument();
    expect(await screen.findByText('Closed: Bought elsewhere')).toBeInTheDocument();
  });

  it('shows an error with a way to try again when the searches cannot be loaded', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    let calls = 0;
    mockDashboard({
      'GET /api/user/leads': () =>
        ++calls === 1 ? [500, { success: false, code: 'INTERNAL', message: 'boom' }] : { success: true, data: [] },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'My property searches' });
    expect(await within(panel).findByText('We could not load this right now.')).toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(/No property searches yet/)).toBeInTheDocument();
  });
});

describe('My property searches', { timeout: 20_000 }, () => {
  it('lights the steps from the status and lists the timeline: when, who, from and to, note', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard();
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'My property searches' });
    const lead = await within(panel).findByRole('article', { name: 'Plots in Prayagraj' });
    expect(lead).toHaveTextContent('₹15 L – ₹25 L');
    expect(lead).toHaveTextContent('Visit scheduled');
    expect(within(lead).getByRole('link', { name: 'Sangam Enclave' })).toHaveAttribute('href', '/detailpage/3');

    const steps = within(within(lead).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((s) => [s.textContent, s.getAttribute('data-state')])).toEqual([
      ['Submit: done', 'done'],
      ['Match: done', 'done'],
      ['3Visit: in progress', 'current'],
      ['4Book: not yet', 'upcoming'],
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');

    const entries = within(within(lead).getByRole('list', { name: 'Updates' })).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Tue, 1 Jan 2030, 11:30 am · You');
    expect(entries[0]).toHaveTextContent('Search submitted → then Offered to an associate');
    expect(entries[1]).toHaveTextContent('Tue, 1 Jan 2030, 1:00 pm · Ravi Kumar');
    expect(entries[1]).toHaveTextContent('Offered to an associate → then Associate assigned');
    expect(entries[2]).toHaveTextContent('Wed, 2 Jan 2030, 10:00 am · Ravi Kumar');
    expect(entries[2]).toHaveTextContent('Associate assigned → then Visit scheduled');
    expect(entries[2]).toHaveTextContent('Site visit on Friday');
    // an English page shows the English note, never its Hindi wording
    expect(entries[2]).not.toHaveTextContent('शुक्रवार');

    const waiting = within(panel).getByRole('article', { name: 'Apartment in Varanasi' });
    const waitingSteps = within(within(waiting).getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(waitingSteps.map((s) => s.getAttribute('data-state'))).toEqual(['done', 'current', 'upcoming', 'upcoming']);
    expect(waiting).toHaveTextContent('2 BHK');
  });

  it('shows every step done for a booked search, and a lost one keeps the steps it had finished', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard({
      'GET /api/user/leads': {
        success: true,
        data: [
          sampleLead(8, { city: 'Lucknow', status: 'booked' }),
          sampleLead(9, {
            status: 'lost',
            lost_reason: 'Bought elsewhere',
            timeline: [
              {
                at: '2030-01-01T06:00:00.000Z',
                actor_type: 'user',
                actor_name: 'Asha',
                from_status: null,
                to_status: 'offered',
                note: '',
                note_hi: null,
              },
              {
                at: '2030-01-01T07:00:00.000Z',
                actor_type: 'system',
                actor_name: '',
                from_status: 'offered',
                to_status: 'accepted',
                note: '',
                note_hi: null,
              },
              {
                at: '2030-01-05T07:00:00.000Z',
                actor_type: 'staff',
                actor_name: 'Meera',
                from_status: 'accepted',
                to_status: 'lost',
                note: 'Customer bought elsewhere',
                note_hi: null,
              },
            ],
          }),
        ],
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const booked = await screen.findByRole('article', { name: 'Apartment in Lucknow' });
    const stateOf = (article: HTMLElement) =>
      within(within(article).getByRole('list', { name: 'Progress' }))
        .getAllByRole('listitem')
        .map((s) => s.getAttribute('data-state'));
    expect(stateOf(booked)).toEqual(['done', 'done', 'done', 'done']);
    const lost = screen.getByRole('article', { name: 'Apartment in Varanasi' });
    expect(stateOf(lost)).toEqual(['done', 'done', 'upcoming', 'upcoming']);
    expect(lost).toHaveTextContent('Closed');
    expect(lost).toHaveTextContent('Automatic update');
    expect(lost).toHaveTextContent('Meera (our team)');
    expect(lost).toHaveTextContent('Customer bought elsewhere');
  });

  it("opens the requirement form from 'Post a requirement' and shows the new search after it is saved", async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    let saved = false;
    mockDashboard({
      'GET /api/user/leads': () => ({ success: true, data: saved ? [sampleLead(12, { city: 'Lucknow' })] : [] }),
      'POST /api/user/requirements': () => {
        saved = true;
        return [201, { success: true, message: PIPELINE_MESSAGES.requirementSaved, data: sampleLead(12, { city: 'Lucknow' }) }];
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const user = userEvent.setup();
    expect(await screen.findByText(/No property searches yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post a requirement' }));
    expect(screen.getByLabelText('City')).toHaveFocus();
    await user.type(screen.getByLabelText('City'), 'Lucknow');
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    await user.type(screen.getByLabelText('Budget from'), '40');
    await user.type(screen.getByLabelText('Budget up to'), '60');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(await screen.findByRole('article', { name: 'Apartment in Lucknow' })).toBeInTheDocument();
    expect(await screen.findByText(PIPELINE_MESSAGES.requirementSaved)).toBeInTheDocument();
    expect(screen.queryByLabelText('City')).toBeNull();
    expect(screen.getByRole('button', { name: 'Post a requirement' })).toHaveFocus();
  });
});

describe('My site visits', { timeout: 20_000 }, () => {
  it('confirms a scheduled visit', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    let status = 'scheduled';
    const api = mockDashboard({
      'GET /api/user/visits': () => ({ success: true, data: [sampleVisit(21, { status: status as 'scheduled' })] }),
      'PATCH /api/user/visits/21': () => {
        status = 'confirmed';
        return { success: true, message: PIPELINE_MESSAGES.visitUpdated, data: sampleVisit(21, { status: 'confirmed' }) };
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'My site visits' });
    expect(await within(panel).findByText('Please confirm')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Thu, 10 Jan 2030, 10:30 am');
    expect(panel).toHaveTextContent('Sigra crossing');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(PIPELINE_MESSAGES.visitUpdated)).toBeInTheDocument();
    expect(api.sent('PATCH /api/user/visits/21')).toEqual([{ action: 'confirm' }]);
    expect(await within(panel).findByText('Confirmed')).toBeInTheDocument();
  });

  it("offers 'Add to calendar' for a confirmed visit, linking to its calendar file", async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard({
      'GET /api/user/visits': {
        success: true,
        data: [sampleVisit(21, { status: 'confirmed', ics_url: '/api/user/visits/21/calendar.ics' }), sampleVisit(22)],
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/user/visits/21/calendar.ics');
    expect(screen.getAllByRole('link', { name: 'Add to calendar' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Confirm' })).toHaveLength(1);
  });

  it('asks for another time in India time, required and in the future, and sends it with +05:30', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockDashboard({
      'GET /api/user/visits': { success: true, data: [sampleVisit(21)] },
      'PATCH /api/user/visits/21': {
        success: true,
        message: PIPELINE_MESSAGES.visitUpdated,
        data: sampleVisit(21, { status: 'reschedule_requested' }),
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const box = screen.getByLabelText('New date and time (India time)');
    await user.click(screen.getByRole('button', { name: 'Ask for this time' }));
    expect(box).toHaveAccessibleDescription(PROPOSED_TIME_MESSAGES.missing);
    await user.type(box, '2020-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Ask for this time' }));
    expect(box).toHaveAccessibleDescription(PROPOSED_TIME_MESSAGES.past);
    expect(api.sent('PATCH /api/user/visits/21')).toEqual([]);
    await user.clear(box);
    await user.type(box, '2031-02-03T16:45');
    await user.click(screen.getByRole('button', { name: 'Ask for this time' }));
    expect(await screen.findByText(PIPELINE_MESSAGES.visitUpdated)).toBeInTheDocument();
    expect(api.sent('PATCH /api/user/visits/21')).toEqual([{ action: 'reschedule', proposed_at: '2031-02-03T16:45:00+05:30' }]);
  });

  it('shows a 400 about the proposed time at the time box', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard({
      'GET /api/user/visits': { success: true, data: [sampleVisit(21)] },
      'PATCH /api/user/visits/21': [
        400,
        { success: false, code: 'VALIDATION_FAILED', message: PIPELINE_MESSAGES.proposedInPast, field: 'proposed_at' },
      ],
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const box = screen.getByLabelText('New date and time (India time)');
    await user.type(box, '2031-02-03T16:45');
    await user.click(screen.getByRole('button', { name: 'Ask for this time' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Choose a time in the future'));
  });

  it('cancels a visit only after the confirm dialog', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockDashboard({
      'GET /api/user/visits': {
        success: true,
        data: [sampleVisit(21, { status: 'confirmed', ics_url: '/api/user/visits/21/calendar.ics' })],
      },
      'PATCH /api/user/visits/21': {
        success: true,
        message: PIPELINE_MESSAGES.visitUpdated,
        data: sampleVisit(21, { status: 'cancelled' }),
      },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const user = userEvent.setup();
    const cancel = await screen.findByRole('button', { name: 'Cancel visit' });
    await user.click(cancel);
    let dialog = screen.getByRole('alertdialog', { name: 'Cancel this visit?' });
    expect(within(dialog).getByRole('button', { name: 'Keep visit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep visit' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('PATCH /api/user/visits/21')).toEqual([]);

    await user.click(cancel);
    dialog = screen.getByRole('alertdialog', { name: 'Cancel this visit?' });
    expect(dialog).toHaveTextContent('Ganga View');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel visit' }));
    expect(await screen.findByText(PIPELINE_MESSAGES.visitUpdated)).toBeInTheDocument();
    expect(api.sent('PATCH /api/user/visits/21')).toEqual([{ action: 'cancel' }]);
  });

  it('says so when there are no visits, and folds past visits away', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockDashboard({
      'GET /api/user/visits': { success: true, data: [sampleVisit(30, { status: 'completed', outcome_note: 'Liked the corner plot' })] },
    });
    renderPipeline(<CustomerPipeline userId={7} />);
    const panel = screen.getByRole('region', { name: 'My site visits' });
    expect(await within(panel).findByText('No upcoming visits.')).toBeInTheDocument();
    expect(within(panel).getByText('Past visits (1)')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(panel).toHaveTextContent('Liked the corner plot');
  });
});
