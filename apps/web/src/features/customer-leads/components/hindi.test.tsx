import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { mockApi, PLACES, renderPipeline, sampleLead, sampleVisit } from '../test/render-pipeline.tsx';
import { CustomerPipeline } from './customer-pipeline.tsx';
import { RequirementForm } from './requirement-form.tsx';

// The customer's pipeline on a Hindi page (docs/product/pipeline.md, "Screens"; docs/product/seo.md, "Hindi").

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const accepted = sampleLead(2, {
  city: 'Prayagraj',
  category: 'Plots',
  status: 'visit_scheduled',
  bhk: null,
  budget_min: '1500000.00',
  budget_max: '2500000.00',
  ass_id: 9,
  associate: { name: 'Ravi Kumar', mobile: '9876543210' },
  timeline: [
    {
      at: '2030-01-01T06:00:00.000Z',
      actor_type: 'user',
      actor_name: 'Asha',
      from_status: null,
      to_status: 'offered',
      note: 'Requirement: Plots, ₹15 L – ₹25 L. Offered to an associate.',
      note_hi: 'ज़रूरत: प्लॉट, ₹15 लाख – ₹25 लाख। लीड एक एसोसिएट को भेजी गई।',
    },
    {
      at: '2030-01-01T07:30:00.000Z',
      actor_type: 'staff',
      actor_name: '',
      from_status: 'offered',
      to_status: 'accepted',
      note: 'Call after 6 pm, please',
      note_hi: null,
    },
    {
      at: '2030-01-01T08:00:00.000Z',
      actor_type: 'associate',
      actor_name: 'An associate',
      from_status: 'accepted',
      to_status: 'visit_scheduled',
      note: 'Passed to another associate.',
      note_hi: 'लीड दूसरे एसोसिएट को भेजी गई।',
    },
  ],
});

describe('the customer pipeline in Hindi', { timeout: 30_000 }, () => {
  it('shows the associate, the searches and the visits in Hindi, with लाख budgets and Hindi dates', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockApi({
      'GET /api/places': PLACES,
      'GET /api/user/leads': { success: true, data: [accepted, sampleLead(1)] },
      'GET /api/user/visits': { success: true, data: [sampleVisit(4)] },
    });
    renderPipeline(<CustomerPipeline userId={7} />, '/userdashboard', 'hi');

    const panel = screen.getByRole('region', { name: 'आपका पर्सनल एसोसिएट' });
    const card = await within(panel).findByRole('article', { name: 'प्रयागराज में प्लॉट के लिए एसोसिएट' });
    expect(within(card).getByRole('link', { name: 'Ravi Kumar को कॉल करें' })).toHaveAttribute('href', 'tel:+919876543210');
    const chat = within(card).getByRole('link', { name: 'Ravi Kumar को WhatsApp करें' });
    expect(decodeURIComponent(chat.getAttribute('href') ?? '')).toContain('नमस्ते Ravi Kumar');
    expect(within(panel).getByRole('article', { name: 'वाराणसी में अपार्टमेंट के लिए एसोसिएट' })).toHaveTextContent(
      'हम आपके लिए सही एसोसिएट ढूँढ रहे हैं',
    );

    const searches = screen.getByRole('region', { name: 'मेरी प्रॉपर्टी खोज' });
    expect(await within(searches).findByText('₹15 लाख – ₹25 लाख')).toBeInTheDocument();
    expect(within(searches).getAllByText('विज़िट तय हो गई').length).toBeGreaterThan(0);
    expect(within(searches).getAllByText('हमारी टीम', { exact: false }).length).toBeGreaterThan(0);
    expect(within(searches).getAllByRole('list', { name: 'प्रगति' })).toHaveLength(2);
    // the site's own timeline notes in Hindi; a note a person typed as typed
    expect(within(searches).getByText('ज़रूरत: प्लॉट, ₹15 लाख – ₹25 लाख। लीड एक एसोसिएट को भेजी गई।')).toBeInTheDocument();
    expect(within(searches).queryByText(/Offered to an associate/)).toBeNull();
    expect(within(searches).getByText('Call after 6 pm, please')).toBeInTheDocument();
    // an associate the customer may not know is named by the Hindi word, not the API's English placeholder
    expect(within(searches).queryByText(/An associate/)).toBeNull();
    expect(within(searches).getByText('लीड दूसरे एसोसिएट को भेजी गई।')).toBeInTheDocument();

    const visits = screen.getByRole('region', { name: 'मेरी साइट विज़िट' });
    expect(await within(visits).findByText('कृपया कन्फ़र्म करें')).toBeInTheDocument();
    expect(within(visits).getAllByText(/10 जन॰? 2030/).length).toBeGreaterThan(0);
    expect(within(visits).getByRole('button', { name: 'कन्फ़र्म करें' })).toBeInTheDocument();
    expect(within(visits).getByRole('button', { name: 'विज़िट रद्द करें' })).toBeInTheDocument();
  });

  it('checks and sends a requirement in Hindi, the form’s and the server’s messages included', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockApi({
      'GET /api/places': PLACES,
      'POST /api/user/requirements': [201, { success: true, message: PIPELINE_MESSAGES.requirementSaved, data: sampleLead(5) }],
    });
    const user = userEvent.setup();
    renderPipeline(<RequirementForm />, '/propertyseekers', 'hi');
    expect(screen.getByRole('heading', { name: 'बताइए, आपको क्या चाहिए' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ज़रूरत भेजें' }));
    expect(await screen.findByText('न्यूनतम बजट लिखें, जैसे 45 (लाख)')).toBeInTheDocument();
    expect(screen.getByText('शहर लिखें')).toBeInTheDocument();

    await user.type(screen.getByLabelText('शहर'), 'Varanasi');
    await user.selectOptions(screen.getByLabelText('प्रॉपर्टी का प्रकार'), 'अपार्टमेंट');
    await user.type(screen.getByLabelText('बजट (कम से कम)'), '60');
    await user.type(screen.getByLabelText('बजट (ज़्यादा से ज़्यादा)'), '45');
    expect(screen.getByText('₹60 लाख')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ज़रूरत भेजें' }));
    expect(await screen.findByText('न्यूनतम बजट अधिकतम बजट से ज़्यादा नहीं हो सकता')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('बजट (ज़्यादा से ज़्यादा)'));
    await user.type(screen.getByLabelText('बजट (ज़्यादा से ज़्यादा)'), '80');
    await user.click(screen.getByRole('button', { name: 'ज़रूरत भेजें' }));
    expect((await screen.findAllByText('आपकी ज़रूरत हमें मिल गई है। हम जल्द ही आपको एक एसोसिएट से जोड़ देंगे।')).length).toBeGreaterThan(0);
  });

  it('asks a guest in Hindi to sign in, with links that stay under /hi', async () => {
    mockApi({ 'GET /api/places': PLACES });
    const user = userEvent.setup();
    renderPipeline(<RequirementForm anchorId="tell-us-what-you-need" />, '/propertyseekers', 'hi');
    expect(await screen.findByRole('link', { name: 'साइन इन' })).toHaveAttribute(
      'href',
      `/hi/signinuser?returnTo=${encodeURIComponent('/propertyseekers#tell-us-what-you-need')}`,
    );
    await user.type(screen.getByLabelText('शहर'), 'Varanasi');
    await user.selectOptions(screen.getByLabelText('प्रॉपर्टी का प्रकार'), 'Plots');
    await user.type(screen.getByLabelText('बजट (कम से कम)'), '20');
    await user.type(screen.getByLabelText('बजट (ज़्यादा से ज़्यादा)'), '30');
    await user.click(screen.getByRole('button', { name: 'ज़रूरत भेजें' }));
    expect((await screen.findAllByText('अपनी ज़रूरत भेजने के लिए कृपया लॉग इन करें।')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'रजिस्टर करें' }).getAttribute('href')).toMatch(/^\/hi\/registeruser\?returnTo=/);
  });
});
