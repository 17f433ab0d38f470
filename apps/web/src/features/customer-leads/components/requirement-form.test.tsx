import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLogin } from '../../../lib/session.ts';
import { mockApi, PLACES, renderPipeline, sampleLead } from '../test/render-pipeline.tsx';
import { REQUIREMENT_DRAFT_KEY } from '../utils/requirement-draft.ts';
import { RequirementForm } from './requirement-form.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

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
