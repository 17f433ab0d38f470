import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../../../lib/i18n/i18n.ts';
import { codeNamesShown } from '../../../test/messages-in-words.ts';
import { fetchCalls, jsonResponse, renderWork } from '../test/render-work.tsx';
import { sampleLead } from '../test/samples.ts';
import { LeadWorkPage } from './lead-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Answers GET of the lead with `lead`, and every change with `change` (status, body). */
function mockApi(lead: unknown, change: { status: number; body: unknown } = { status: 200, body: { success: true, message: 'Done.' } }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method && init.method !== 'GET') return jsonResponse(change.body, change.status);
    return jsonResponse({ success: true, data: lead });
  });
}

const changes = (fetchMock: Parameters<typeof fetchCalls>[0]) => fetchCalls(fetchMock).filter((c) => c.method !== 'GET');

describe('Lead page', { timeout: 20_000 }, () => {
  it('shows the contact, listings and timeline of an accepted lead', async () => {
    mockApi(sampleLead(21));
    renderWork(<LeadWorkPage leadId={21} />, '/associatedashboard/leads/21');
    expect(await screen.findByRole('heading', { name: 'Lead #21: Apartment in Varanasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call Amit Gupta' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');
    expect(screen.getByRole('link', { name: 'Ganga View 11' })).toHaveAttribute('href', '/detailpage/11');
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Offered → Accepted')).toBeInTheDocument();
    expect(within(timeline).getByText(/Sunita Verma \(associate\)/)).toBeInTheDocument();
  });

  it('schedules a visit with the chosen listing, the time in India time (+05:30) and the meeting point', async () => {
    const fetchMock = mockApi(sampleLead(21), {
      status: 201,
      body: { success: true, message: 'Visit scheduled. The customer has been told.' },
    });
    renderWork(<LeadWorkPage leadId={21} />, '/associatedashboard/leads/21');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Schedule a visit' }));
    await user.selectOptions(form.getByLabelText('Property'), 'Kashi Heights 12 (#12)');
    fireEvent.change(form.getByLabelText('Date and time (India time)'), { target: { value: '2099-12-01T10:30' } });
    await user.type(form.getByLabelText('Meeting point'), 'Site office gate');
    await user.click(form.getByRole('button', { name: 'Schedule a visit' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(1));
    expect(changes(fetchMock)[0]).toEqual({
      url: '/api/associate/leads/21/visits',
      method: 'POST',
      body: { site_id: 12, scheduled_at: '2099-12-01T10:30:00+05:30', meeting_point: 'Site office gate' },
    });
    expect(await screen.findByText('Visit scheduled. The customer has been told.')).toBeInTheDocument();
  });

  it('refuses a past time before sending and shows a 409 from the API inline', async () => {
    const fetchMock = mockApi(sampleLead(21), {
      status: 409,
      body: { success: false, code: 'INVALID_STATE', message: 'A lead that is booked cannot move to visit scheduled.' },
    });
    renderWork(<LeadWorkPage leadId={21} />, '/associatedashboard/leads/21');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Schedule a visit' }));
    fireEvent.change(form.getByLabelText('Date and time (India time)'), { target: { value: '2001-01-01T10:30' } });
    await user.type(form.getByLabelText('Meeting point'), 'Gate');
    await user.click(form.getByRole('button', { name: 'Schedule a visit' }));
    expect(await form.findByText('Choose a time in the future')).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([]);

    await user.selectOptions(form.getByLabelText('Property'), 'Another property (enter its id)');
    await user.type(form.getByLabelText('Property id'), '77');
    fireEvent.change(form.getByLabelText('Date and time (India time)'), { target: { value: '2099-01-01T09:00' } });
    await user.click(form.getByRole('button', { name: 'Schedule a visit' }));
    expect(await form.findByText('A lead that is booked cannot move to visit scheduled.')).toBeInTheDocument();
    expect(changes(fetchMock)[0]?.body).toEqual({ site_id: 77, scheduled_at: '2099-01-01T09:00:00+05:30', meeting_point: 'Gate' });
  });

  it.each(['en', 'hi'] as const)(
    "shows the schedule form's and the server's messages in words, never a field's code name (%s)",
    async (language) => {
      // the 400 answers the server gives a bad visit (the contract's messages), one field at a time
      const faults = [
        { field: 'scheduled_at', message: PIPELINE_MESSAGES.visitInPast },
        { field: 'scheduled_at', message: 'Visit time must be a date and time such as 2026-12-01T10:30:00+05:30' },
        { field: 'site_id', message: PIPELINE_MESSAGES.siteNotFound },
        { field: 'site_id', message: 'Property ID must be a whole number' },
        { field: 'meeting_point', message: 'Meeting point must be at most 200 characters' },
        { field: 'meeting_point', message: 'Meeting point contains characters that are not allowed.' },
      ];
      let answered = 0;
      vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
        if (!init?.method || init.method === 'GET') return jsonResponse({ success: true, data: sampleLead(21) });
        const fault = faults[answered % faults.length];
        answered += 1;
        return jsonResponse({ success: false, code: 'VALIDATION_FAILED', ...fault }, 400);
      });
      renderWork(<LeadWorkPage leadId={21} />, '/associatedashboard/leads/21', language);
      const user = userEvent.setup();
      const words = i18nFor(language);
      const shown = (message: string) => words.t(message, { ns: 'messages', defaultValue: message });
      const label = (key: string) => words.t(key, { ns: 'associate-work' });
      const region = await screen.findByRole('region', { name: label('lead.schedule') });
      const form = within(region);
      const submit = form.getByRole('button', { name: label('lead.schedule') });
      const when = form.getByLabelText(label('schedule.when'));
      const meetingPoint = form.getByLabelText(label('schedule.meetingPoint'));

      // the form's own checks: no meeting point, then a time in the past
      fireEvent.change(when, { target: { value: '2001-01-01T10:30' } });
      await user.click(submit);
      expect(await form.findByText(shown(PIPELINE_MESSAGES.visitInPast))).toBeInTheDocument();
      expect(meetingPoint).toHaveAccessibleDescription(shown('Meeting point is required'));
      expect(codeNamesShown(region)).toEqual([]);

      // each message the server may answer, under the field it names
      await user.selectOptions(
        form.getByLabelText(label('site.property')),
        words.t('site.option', { ns: 'associate-work', title: 'Kashi Heights 12', id: 12 }),
      );
      fireEvent.change(when, { target: { value: '2099-12-01T10:30' } });
      await user.type(meetingPoint, 'Site office gate');
      for (const fault of faults) {
        await user.click(submit);
        await waitFor(() => expect(region).toHaveTextContent(shown(fault.message)));
        if (language === 'hi') expect(shown(fault.message)).toMatch(/[\u0900-\u097F]/);
        expect(codeNamesShown(region)).toEqual([]);
      }
      expect(answered).toBe(faults.length);
    },
    30_000,
  );

  it('records a booking with the agreement value typed in lakh, sent as exact rupees', async () => {
    const fetchMock = mockApi(sampleLead(22, { status: 'visited' }), {
      status: 201,
      body: { success: true, message: 'Booking recorded. Staff will confirm it once the builder pays the brokerage.' },
    });
    renderWork(<LeadWorkPage leadId={22} />, '/associatedashboard/leads/22');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Record a booking' }));
    await user.type(form.getByLabelText('Unit'), 'Tower B, flat 1204');
    await user.type(form.getByLabelText('Agreement value'), '62.35 lakh');
    expect(form.getByText('₹62,35,000.00 (₹62.35 L)')).toBeInTheDocument();
    fireEvent.change(form.getByLabelText('Booked on'), { target: { value: '2026-03-10' } });
    await user.click(form.getByRole('button', { name: 'Record a booking' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(1));
    expect(changes(fetchMock)[0]).toEqual({
      url: '/api/associate/leads/22/deal',
      method: 'POST',
      body: { site_id: 11, unit: 'Tower B, flat 1204', agreement_value: '6235000.00', booked_on: '2026-03-10' },
    });
    expect(await screen.findByText('Booking recorded. Staff will confirm it once the builder pays the brokerage.')).toBeInTheDocument();
  });

  it('shows a 400 from the booking under the field it names', async () => {
    mockApi(sampleLead(22, { status: 'negotiation' }), {
      status: 400,
      body: { success: false, code: 'VALIDATION', message: 'Choose a property that is on the site', field: 'site_id' },
    });
    renderWork(<LeadWorkPage leadId={22} />, '/associatedashboard/leads/22');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('region', { name: 'Record a booking' }));
    await user.type(form.getByLabelText('Unit'), 'Plot 7');
    await user.type(form.getByLabelText('Agreement value'), '4500000');
    await user.click(form.getByRole('button', { name: 'Record a booking' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Choose a property that is on the site');
  });

  it('records the result of a pending visit', async () => {
    const visit = {
      visit_id: 41,
      site_id: 11,
      site_title: 'Ganga View 11',
      scheduled_at: '2026-03-04T05:00:00.000Z',
      meeting_point: 'Gate',
      status: 'confirmed',
      proposed_at: null,
    };
    const fetchMock = mockApi(sampleLead(23, { status: 'visit_scheduled', visits: [visit] }));
    renderWork(<LeadWorkPage leadId={23} />, '/associatedashboard/leads/23');
    const user = userEvent.setup();
    const visits = within(await screen.findByRole('region', { name: 'Visits' }));
    expect(visits.getByText('4 Mar 2026, 10:30 am')).toBeInTheDocument();
    await user.selectOptions(visits.getByLabelText('Result'), 'No show');
    await user.type(visits.getByLabelText('Outcome note'), 'Customer did not come');
    await user.click(visits.getByRole('button', { name: 'Record the result' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(1));
    expect(changes(fetchMock)[0]).toEqual({
      url: '/api/associate/visits/41',
      method: 'PATCH',
      body: { status: 'no_show', outcome_note: 'Customer did not come' },
    });
    // a visit is still pending: booking waits for its result
    expect(screen.getByRole('region', { name: 'Record a booking' })).toHaveTextContent('Record the result of the scheduled visit first');
  });

  it('says from when completed and no show can be recorded for a visit still ahead, sending nothing; cancelled goes at once', async () => {
    const visit = {
      visit_id: 42,
      site_id: 11,
      site_title: 'Ganga View 11',
      scheduled_at: '2099-12-05T05:30:00.000Z',
      meeting_point: 'Gate',
      status: 'confirmed',
      proposed_at: null,
    };
    const fetchMock = mockApi(sampleLead(26, { status: 'visit_scheduled', visits: [visit] }));
    renderWork(<LeadWorkPage leadId={26} />, '/associatedashboard/leads/26');
    const user = userEvent.setup();
    const visits = within(await screen.findByRole('region', { name: 'Visits' }));
    for (const result of ['Completed', 'No show']) {
      await user.selectOptions(visits.getByLabelText('Result'), result);
      await user.click(visits.getByRole('button', { name: 'Record the result' }));
      expect(await visits.findByRole('alert')).toHaveTextContent(
        "Completed and no show can be recorded from 5 Dec 2099, 11:00 am (the visit's time); a visit can be cancelled at any time.",
      );
    }
    expect(changes(fetchMock)).toEqual([]);
    await user.selectOptions(visits.getByLabelText('Result'), 'Cancelled');
    await user.click(visits.getByRole('button', { name: 'Record the result' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(1));
    expect(changes(fetchMock)[0]?.body).toEqual({ status: 'cancelled', outcome_note: '' });
  });

  it("shows the API's refusal of an early result in Hindi with the visit's time", async () => {
    const visit = {
      visit_id: 43,
      site_id: 11,
      site_title: 'Ganga View 11',
      // already past on this machine's clock (1 Mar 2026), still ahead on the server's
      scheduled_at: '2026-03-01T05:30:00.000Z',
      meeting_point: 'Gate',
      status: 'scheduled',
      proposed_at: null,
    };
    mockApi(sampleLead(27, { status: 'visit_scheduled', visits: [visit] }), {
      status: 409,
      body: {
        success: false,
        code: 'INVALID_STATE',
        message: "Completed and no show can be recorded from Sat 5 Dec, 11:00 am (the visit's time); a visit can be cancelled at any time.",
      },
    });
    renderWork(<LeadWorkPage leadId={27} />, '/associatedashboard/leads/27', 'hi');
    const user = userEvent.setup();
    const visits = within(await screen.findByRole('region', { name: 'साइट विज़िट' }));
    await user.click(visits.getByRole('button', { name: 'नतीजा दर्ज करें' }));
    expect(await visits.findByRole('alert')).toHaveTextContent(
      '“पूरी हुई” और “ग्राहक नहीं आए” विज़िट के समय 1 मार्च 2026, 11:00 पूर्वाह्न से दर्ज किए जा सकते हैं; विज़िट कभी भी रद्द की जा सकती है।',
    );
  });

  it('marks a lead lost only with a reason', async () => {
    const fetchMock = mockApi(sampleLead(24));
    renderWork(<LeadWorkPage leadId={24} />, '/associatedashboard/leads/24');
    const user = userEvent.setup();
    const status = within(await screen.findByRole('region', { name: 'Update status' }));
    await user.click(status.getByRole('button', { name: 'Mark lost' }));
    expect(await status.findByText('Give a reason to mark a lead lost')).toBeInTheDocument();
    expect(changes(fetchMock)).toEqual([]);
    await user.type(status.getByLabelText('Why was the lead lost? (required)'), 'Bought elsewhere');
    await user.click(status.getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(1));
    expect(changes(fetchMock)[0]).toEqual({
      url: '/api/associate/leads/24',
      method: 'PATCH',
      body: { status: 'lost', reason: 'Bought elsewhere' },
    });
    await user.click(status.getByRole('button', { name: 'Mark negotiation' }));
    await waitFor(() => expect(changes(fetchMock)).toHaveLength(2));
    expect(changes(fetchMock)[1]?.body).toEqual({ status: 'negotiation' });
  });

  it('hides the contact of a lead still offered and shows Accept and Decline', async () => {
    mockApi(sampleLead(25, { status: 'offered', customer: null, offer_expires_at: new Date(Date.now() + 600_000).toISOString() }));
    renderWork(<LeadWorkPage leadId={25} />, '/associatedashboard/leads/25');
    expect(await screen.findByText("The customer's name and mobile show here once you accept the lead.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Schedule a visit' })).toBeNull();
  });

  it("shows the API's message for a lead that is not this associate's", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse({ success: false, code: 'NOT_OWNER', message: 'This lead is not yours.' }, 403),
    );
    renderWork(<LeadWorkPage leadId={99} />, '/associatedashboard/leads/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('This lead is not yours.');
    expect(screen.getByRole('link', { name: 'Back to my leads' })).toHaveAttribute('href', '/associatedashboard#my-leads');
  });

  it('shows the lead page in Hindi, with a refusal out of order in Hindi', async () => {
    mockApi(sampleLead(21), {
      status: 409,
      body: { success: false, code: 'INVALID_STATE', message: 'A lead that is booked cannot move to visit scheduled.' },
    });
    renderWork(<LeadWorkPage leadId={21} />, '/associatedashboard/leads/21', 'hi');
    expect(await screen.findByRole('heading', { name: 'लीड #21: वाराणसी में अपार्टमेंट' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amit Gupta को कॉल करें' })).toHaveAttribute('href', 'tel:+919876543210');
    const timeline = screen.getByRole('region', { name: 'अब तक का ब्योरा' });
    expect(within(timeline).getByText('ऑफ़र की गई → स्वीकार की गई')).toBeInTheDocument();
    expect(within(timeline).getByText(/1 मार्च 2026, 3:30 अपराह्न/)).toBeInTheDocument();
    const user = userEvent.setup();
    const form = within(screen.getByRole('region', { name: 'साइट विज़िट तय करें' }));
    fireEvent.change(form.getByLabelText('तारीख और समय (भारतीय समय)'), { target: { value: '2099-12-01T10:30' } });
    await user.type(form.getByLabelText('मिलने की जगह'), 'Site office gate');
    await user.click(form.getByRole('button', { name: 'साइट विज़िट तय करें' }));
    expect(await form.findByRole('alert')).toHaveTextContent('जो लीड “बुक हो गई” है, उसे “साइट विज़िट तय” में नहीं ले जाया जा सकता।');
  });
});
