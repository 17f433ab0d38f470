import { PRIVACY_NOTICE_VERSION } from '@realty/contracts/privacy/consents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormPrivacyNotice } from '../../../components/privacy-notice/form-privacy-notice.tsx';
import { clearStoredLogin, saveLogin } from '../../../lib/session.ts';
import { jsonResponse, renderPage } from '../../../test/render-page.tsx';
import { AdminGrievances } from './admin-privacy-screens.tsx';
import { GrievanceForm } from './grievance-form.tsx';
import { PrivacySection } from './privacy-section.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  clearStoredLogin();
});

const consent = (purpose: string, state: 'given' | 'withdrawn' | 'not_asked') => ({
  purpose,
  state,
  given: state === 'given',
  notice_version: state === 'not_asked' ? null : PRIVACY_NOTICE_VERSION,
  at: state === 'not_asked' ? null : '2026-11-29T09:00:00.000Z',
  channel: state === 'not_asked' ? null : 'web',
});

// docs/product/privacy.md, "Consents" and "Nominee"
describe('the dashboard’s Privacy section', { timeout: 20_000 }, () => {
  it('shows each purpose off until given, gives with PUT and withdraws with DELETE at one click', async () => {
    let sms: 'given' | 'withdrawn' | 'not_asked' = 'not_asked';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/me/nominee') return jsonResponse({ success: true, data: null });
      if (path === '/api/me/consents/marketing_sms') {
        sms = init?.method === 'PUT' ? 'given' : 'withdrawn';
        return jsonResponse({ success: true, message: 'ok', data: consent('marketing_sms', sms) });
      }
      return jsonResponse({
        success: true,
        notice_version: PRIVACY_NOTICE_VERSION,
        data: [consent('marketing_sms', sms), consent('marketing_email', 'not_asked'), consent('saved_search_alerts', 'given')],
      });
    });
    renderPage(<PrivacySection purposes={['marketing_sms', 'marketing_email']} />, '/associatedashboard');
    const section = await screen.findByRole('region', { name: 'Privacy' });
    const switchOf = (name: string) => within(section).getByRole('switch', { name });
    await waitFor(() => expect(switchOf('Offers and news by SMS')).toHaveAttribute('aria-checked', 'false'));
    expect(switchOf('Offers and news by e-mail')).toHaveAttribute('aria-checked', 'false');
    // associates and builders are not asked about saved searches
    expect(within(section).queryByRole('switch', { name: 'Alerts of my saved searches' })).not.toBeInTheDocument();
    expect(within(section).getByText(/notice version 2026-11-29/)).toBeInTheDocument();

    await userEvent.click(switchOf('Offers and news by SMS'));
    await waitFor(() => expect(switchOf('Offers and news by SMS')).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(switchOf('Offers and news by SMS'));
    await waitFor(() => expect(switchOf('Offers and news by SMS')).toHaveAttribute('aria-checked', 'false'));
    const changes = fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/me/consents/marketing_sms')
      .map(([, init]) => init?.method);
    expect(changes).toEqual(['PUT', 'DELETE']);
  });

  it('checks the nominee with the contract’s rules before sending, then sends the 10 digits', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      const path = String(url);
      if (path === '/api/me/nominee' && init?.method === 'PUT') {
        return jsonResponse({
          success: true,
          message: 'saved',
          data: { name: 'Kiran Verma', mobile: '9839012345', relation: 'Sister', updated_at: '2026-11-29T09:00:00.000Z' },
        });
      }
      if (path === '/api/me/nominee') return jsonResponse({ success: true, data: null });
      return jsonResponse({ success: true, notice_version: PRIVACY_NOTICE_VERSION, data: [] });
    });
    renderPage(<PrivacySection />, '/userdashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Name a nominee' }));
    await userEvent.type(screen.getByLabelText("Nominee's mobile"), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save nominee' }));
    expect(await screen.findByText('Please enter the nominee’s full name (2 to 100 characters).')).toBeInTheDocument();
    expect(screen.getByText('Please enter the nominee’s 10-digit Indian mobile number.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.type(screen.getByLabelText("Nominee's name"), 'Kiran Verma');
    await userEvent.clear(screen.getByLabelText("Nominee's mobile"));
    await userEvent.type(screen.getByLabelText("Nominee's mobile"), '+91 98390 12345');
    await userEvent.type(screen.getByLabelText('Relation to you'), 'Sister');
    await userEvent.click(screen.getByRole('button', { name: 'Save nominee' }));
    expect(await screen.findByTestId('nominee')).toHaveTextContent('Kiran Verma · +91 9839012345 · Sister');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ name: 'Kiran Verma', mobile: '9839012345', relation: 'Sister' });
  });
});

// docs/product/privacy.md, "The notice at each form"
describe('the notice beside a form', () => {
  it('says at the enquiry and requirement forms that the associate who accepts the lead gets the name and mobile', () => {
    renderPage(<FormPrivacyNotice form="enquiry" />, '/properties');
    expect(screen.getByText(/We collect your name, mobile and question/)).toHaveTextContent(
      'Sharing your name and mobile with the associate who accepts your request is how we serve you',
    );
    expect(screen.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('does not say so at the contact form, and speaks Hindi under /hi with a link that stays there', () => {
    renderPage(<FormPrivacyNotice form="contact" />, '/contactus', 'hi');
    expect(screen.getByText(/हम आपका नाम, ई-मेल, फ़ोन और संदेश लेते हैं/)).not.toHaveTextContent('एसोसिएट');
    expect(screen.getByRole('link', { name: 'हमारी गोपनीयता सूचना पढ़ें' })).toHaveAttribute('href', '/hi/privacy');
  });
});

// docs/product/privacy.md, "Grievances"
describe('the back office grievances', { timeout: 20_000 }, () => {
  it('shows the days left of the 90-day limit, overdue ones in words', async () => {
    const grievance = (id: number, days: number) => ({
      grievance_id: id,
      account_kind: null,
      account_id: null,
      name: `Person ${id}`,
      mobile: '9415012345',
      email: null,
      text: 'Please delete my enquiry.',
      created_at: '2026-09-01T09:00:00.000Z',
      due_at: '2026-11-30T09:00:00.000Z',
      days_left: days,
      status: 'open',
      resolved_at: null,
      reply: null,
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ success: true, data: [grievance(1, -3), grievance(2, 0), grievance(3, 45)], total: 3, page: 1, pageSize: 20 }),
    );
    renderPage(<AdminGrievances />, '/admin/grievances');
    expect(await screen.findByText('3 days overdue')).toBeInTheDocument();
    expect(screen.getByText('Due today')).toBeInTheDocument();
    expect(screen.getByText('45 days left')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Mark resolved' })).toHaveLength(3);
  });
});

// docs/product/privacy.md, "Grievances"
describe('the grievance form of /privacy', { timeout: 20_000 }, () => {
  const received = () => jsonResponse({ success: true, message: 'ok', data: { grievance_id: 7, due_at: '2027-02-27T09:00:00.000Z' } }, 201);

  it('asks a visitor for a mobile or an e-mail, then sends to /api/grievances and says the number and due day', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => received());
    renderPage(<GrievanceForm />, '/privacy');
    await userEvent.type(screen.getByLabelText('Your name'), 'Gopal Das');
    await userEvent.type(screen.getByLabelText('Your grievance'), 'Please tell me why my enquiry is kept.');
    await userEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('Please give a mobile number or an e-mail address so that we can answer you.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('E-mail'), 'gopal@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText('Your grievance number 7 is received. We will answer by 27 Feb 2027.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/grievances');
  });

  it('lets a signed-in customer write only the grievance, sent to /api/me/grievances', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha Verma' }, 'user');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => received());
    renderPage(<GrievanceForm />, '/privacy');
    expect(await screen.findByText(/You are signed in as Asha Verma/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your grievance'), 'Please tell me why my enquiry is kept.');
    await userEvent.click(screen.getByRole('button', { name: 'Send grievance' }));
    expect(await screen.findByText(/Your grievance number 7 is received/)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/me/grievances');
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Please tell me why my enquiry is kept.' });
  });
});
