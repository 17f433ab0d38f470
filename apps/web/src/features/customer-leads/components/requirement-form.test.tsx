import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import { saveLogin } from '../../../lib/session.ts';
import { codeNamesShown } from '../../../test/messages-in-words.ts';
import { mockApi, PLACES, renderPipeline, sampleLead } from '../test/render-pipeline.tsx';
import { REQUIREMENT_DRAFT_KEY } from '../utils/requirement-draft.ts';
import { RequirementForm } from './requirement-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** The 400 answers the server gives a bad requirement (the contract's messages), one field at a time. */
const SERVER_FAULTS: readonly { field: string; message: string }[] = [
  { field: 'city', message: 'City must be at most 80 characters' },
  { field: 'city', message: PIPELINE_MESSAGES.cityUnknown },
  { field: 'category', message: PIPELINE_MESSAGES.categoryUnknown },
  { field: 'budget_min', message: PIPELINE_MESSAGES.budgetOrder },
  { field: 'budget_max', message: 'Maximum budget must be an amount in rupees (0 to 10,000,000,000, at most 2 decimals)' },
  { field: 'bhk', message: 'BHK must be a whole number from 0 to 10' },
  { field: 'note', message: 'Note contains characters that are not allowed.' },
];

/** The form's fields by the wire name a 400 gives, labelled as each language labels them. */
const FIELD_LABELS: Record<Language, Record<string, RegExp>> = {
  en: { city: /^City/, category: /^Category/, budget_min: /^Budget from/, budget_max: /^Budget up to/, bhk: /^BHK/, note: /^Note/ },
  hi: { city: /^शहर/, category: /^प्रॉपर्टी का प्रकार/, budget_min: /^बजट \(कम/, budget_max: /^बजट \(ज़्यादा/, bhk: /^BHK/, note: /^नोट/ },
};

async function fillForm(user: ReturnType<typeof userEvent.setup>, { city = 'Varanasi', min = '45', max = '60' } = {}) {
  await user.type(screen.getByLabelText('City'), city);
  await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
  await user.type(screen.getByLabelText('Budget from'), min);
  await user.type(screen.getByLabelText('Budget up to'), max);
}

describe('the requirement form', { timeout: 20_000 }, () => {
  it('sends budgets in whole rupees, BHK as a number and the note, then shows the server message', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockApi({
      'GET /api/places': PLACES,
      'POST /api/user/requirements': [201, { success: true, message: PIPELINE_MESSAGES.requirementSaved, data: sampleLead(5) }],
    });
    const onSaved = vi.fn();
    renderPipeline(<RequirementForm onSaved={onSaved} />);
    const user = userEvent.setup();
    await fillForm(user, { min: '45', max: '1.2 cr' });
    expect(screen.getByText('₹45 L')).toBeInTheDocument();
    expect(screen.getByText('₹1.2 Cr')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/BHK/), '2 BHK');
    await user.type(screen.getByLabelText(/Note/), 'Near BHU, ready to move');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));

    expect(await screen.findAllByText(PIPELINE_MESSAGES.requirementSaved)).not.toHaveLength(0);
    expect(api.sent('POST /api/user/requirements')).toEqual([
      { city: 'Varanasi', category: 'Apartment', budget_min: 4_500_000, budget_max: 12_000_000, bhk: 2, note: 'Near BHU, ready to move' },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ message: PIPELINE_MESSAGES.requirementSaved }));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('leaves out BHK and a blank note, and takes 1 RK as 0 bedrooms', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockApi({
      'GET /api/places': PLACES,
      'POST /api/user/requirements': { success: true, message: PIPELINE_MESSAGES.requirementJoined, data: sampleLead(5) },
    });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    await fillForm(user, { city: 'allahabad', min: '2500000', max: '3000000' });
    await user.type(screen.getByLabelText(/Note/), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(await screen.findAllByText(PIPELINE_MESSAGES.requirementJoined)).not.toHaveLength(0);
    await user.selectOptions(screen.getByLabelText(/BHK/), '1 RK');
    await fillForm(user, { city: 'Lucknow' });
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    await waitFor(() => expect(api.sent('POST /api/user/requirements')).toHaveLength(2));
    expect(api.sent('POST /api/user/requirements')).toEqual([
      { city: 'allahabad', category: 'Apartment', budget_min: 2_500_000, budget_max: 3_000_000 },
      { city: 'Lucknow', category: 'Apartment', budget_min: 4_500_000, budget_max: 6_000_000, bhk: 0 },
    ]);
  });

  it("shows 'Minimum budget must not be more than the maximum' (never the fields' code names) at the lowest budget and sends nothing", async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockApi({ 'GET /api/places': PLACES });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    await fillForm(user, { min: '80', max: '60' });
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    const min = screen.getByLabelText('Budget from');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(min).toHaveAccessibleDescription(expect.stringContaining('Minimum budget must not be more than the maximum'));
    expect(min).toHaveFocus();
    expect(screen.getByLabelText('Budget up to')).not.toHaveAttribute('aria-invalid');
    expect(api.sent('POST /api/user/requirements')).toEqual([]);
  });

  it('asks for the missing fields and refuses a city the catalogue does not know', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    const api = mockApi({ 'GET /api/places': PLACES });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    await waitFor(() => expect(api.mock).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Type the city');
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('Choose a property type');
    expect(screen.getByLabelText('Budget from')).toHaveAccessibleDescription(expect.stringContaining('Enter the lowest budget'));
    await fillForm(user, { city: 'Atlantis', max: 'lots' });
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(PIPELINE_MESSAGES.cityUnknown);
    expect(screen.getByLabelText('Budget up to')).toHaveAccessibleDescription(expect.stringContaining('Type an amount such as 45 (lakh)'));
    expect(api.sent('POST /api/user/requirements')).toEqual([]);
  });

  it('counts the note against its 500-character limit', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockApi({ 'GET /api/places': PLACES });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    const note = screen.getByLabelText(/Note/);
    expect(note).toHaveAttribute('maxLength', '500');
    expect(note).toHaveAccessibleDescription('0/500 characters');
    await user.type(note, 'Park facing');
    expect(screen.getByText('11/500 characters')).toBeInTheDocument();
    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(600));
    expect((note as HTMLTextAreaElement).value.length).toBeLessThanOrEqual(500);
    expect(screen.getByText('500/500 characters')).toBeInTheDocument();
  });

  it('shows a 400 answer at the field it names', async () => {
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    mockApi({
      'POST /api/user/requirements': [
        400,
        { success: false, code: 'VALIDATION_FAILED', message: PIPELINE_MESSAGES.cityUnknown, field: 'city' },
      ],
    });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    await fillForm(user, { city: 'Mirzapur' });
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    const city = screen.getByLabelText('City');
    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription(PIPELINE_MESSAGES.cityUnknown);
    expect(city).toHaveValue('Mirzapur');
  });

  it('asks a guest to register or sign in, coming back to the form, and keeps what they typed', async () => {
    const api = mockApi({ 'GET /api/places': PLACES });
    const first = renderPipeline(<RequirementForm anchorId="tell-us-what-you-need" />, '/propertyseekers');
    const user = userEvent.setup();
    expect(await screen.findByText(/You will be asked to/)).toBeInTheDocument();
    await fillForm(user);
    await user.type(screen.getByLabelText(/Note/), 'East facing');
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please login to submit your requirement.');
    const back = encodeURIComponent('/propertyseekers#tell-us-what-you-need');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `/registeruser?returnTo=${back}`);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/signinuser?returnTo=${back}`);
    expect(api.sent('POST /api/user/requirements')).toEqual([]);
    expect(JSON.parse(window.sessionStorage.getItem(REQUIREMENT_DRAFT_KEY) ?? '{}').values).toMatchObject({
      city: 'Varanasi',
      note: 'East facing',
    });

    first.unmount();
    saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
    renderPipeline(<RequirementForm />, '/propertyseekers');
    expect(await screen.findByText(/We kept what you typed/)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Varanasi');
    expect(screen.getByLabelText('Budget from')).toHaveValue('45');
    expect(screen.getByLabelText(/Note/)).toHaveValue('East facing');
  });

  it.each(['en', 'hi'] as const)(
    "shows the form's and the server's messages in words, never a field's code name (%s)",
    async (language) => {
      saveLogin({ user_id: 7, user_name: 'Asha' }, 'user');
      let answered = 0;
      mockApi({
        'GET /api/places': PLACES,
        'POST /api/user/requirements': () => {
          const fault = SERVER_FAULTS[answered % SERVER_FAULTS.length] as (typeof SERVER_FAULTS)[number];
          answered += 1;
          return [400, { success: false, code: 'VALIDATION_FAILED', ...fault }];
        },
      });
      renderPipeline(<RequirementForm />, '/propertyseekers', language);
      const user = userEvent.setup();
      const submit = screen.getByRole('button', { name: language === 'en' ? 'Submit requirement' : 'ज़रूरत भेजें' });
      const shown = (message: string) => i18nFor(language).t(message, { ns: 'messages', defaultValue: message });
      const field = (name: string) => screen.getByLabelText(FIELD_LABELS[language][name] as RegExp);

      // the form's own checks: nothing filled in, then the budgets the wrong way round
      await user.click(submit);
      expect(field('city')).toHaveAccessibleDescription(shown('City is required'));
      await user.type(field('city'), 'Varanasi');
      await user.selectOptions(field('category'), language === 'en' ? 'Apartment' : 'अपार्टमेंट');
      await user.type(field('budget_min'), '80');
      await user.type(field('budget_max'), '60');
      await user.click(submit);
      expect(field('budget_min')).toHaveAccessibleDescription(expect.stringContaining(shown(PIPELINE_MESSAGES.budgetOrder)));
      await user.clear(field('budget_max'));
      await user.type(field('budget_max'), '90');

      // each message the server may answer, at the field it names
      for (const fault of SERVER_FAULTS) {
        await user.click(submit);
        await waitFor(() => expect(field(fault.field)).toHaveAccessibleDescription(expect.stringContaining(shown(fault.message))));
        if (language === 'hi') expect(shown(fault.message)).toMatch(/[\u0900-\u097F]/);
        expect(codeNamesShown()).toEqual([]);
      }
      expect(answered).toBe(SERVER_FAULTS.length);
    },
    30_000,
  );

  it('tells an associate that requirements come from customer accounts', async () => {
    saveLogin({ ass_id: 4, ass_name: 'Ravi' }, 'associate');
    const api = mockApi({ 'GET /api/places': PLACES });
    renderPipeline(<RequirementForm />);
    const user = userEvent.setup();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit requirement' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in as a customer.');
    expect(api.sent('POST /api/user/requirements')).toEqual([]);
  });
});
