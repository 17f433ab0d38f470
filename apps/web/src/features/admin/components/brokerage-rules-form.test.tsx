import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerageRulesForm } from './brokerage-rules-form.tsx';
import { mockApi, renderAt } from './pipeline-test-kit.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const RULES = {
  free_share_percent: '50.00',
  pro_share_percent: '70.00',
  sponsor_level_1_percent: '5.00',
  sponsor_level_2_percent: '2.00',
  updated_at: null,
};
const puts = (sent: ReturnType<typeof mockApi>) => sent.filter((r) => r.method === 'PUT').map((r) => r.body);

async function replace(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('brokerage rules form', { timeout: 20_000 }, () => {
  it('shows the saved rules and sends the four percentages as two-decimal text', async () => {
    const sent = mockApi({
      'GET /api/admin/brokerage-rules': { success: true, data: RULES },
      'PUT /api/admin/brokerage-rules': (request) => ({
        success: true,
        message: PIPELINE_MESSAGES.rulesSaved,
        data: { ...(request.body as object), updated_at: '2026-05-04T09:00:00.000Z' },
      }),
    });
    const user = userEvent.setup();
    renderAt(<BrokerageRulesForm />, '/admin/brokerage');
    expect(await screen.findByLabelText('Free share %')).toHaveValue('50.00');
    expect(screen.getByLabelText('Pro share %')).toHaveValue('70.00');
    expect(screen.getByLabelText('Sponsor level 1 %')).toHaveValue('5.00');
    expect(screen.getByLabelText('Sponsor level 2 %')).toHaveValue('2.00');
    expect(screen.getByText(/Changes apply to future deals only/)).toBeInTheDocument();

    await replace(user, 'Free share %', '55');
    await replace(user, 'Pro share %', '72.5');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]).toEqual({
      free_share_percent: '55.00',
      pro_share_percent: '72.50',
      sponsor_level_1_percent: '5.00',
      sponsor_level_2_percent: '2.00',
    });
    expect(await screen.findByText(/Last changed/)).toBeInTheDocument();
  });

  it('refuses what the API would refuse, under the field, before sending anything', async () => {
    const sent = mockApi({ 'GET /api/admin/brokerage-rules': { success: true, data: RULES } });
    const user = userEvent.setup();
    renderAt(<BrokerageRulesForm />, '/admin/brokerage');
    await screen.findByLabelText('Free share %');

    await replace(user, 'Sponsor level 1 %', '101');
    await replace(user, 'Sponsor level 2 %', '2.555');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Sponsor level 1 must be a percentage from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Sponsor level 2 must be a percentage from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByLabelText('Sponsor level 1 %')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Sponsor level 1 %')).toHaveAccessibleDescription(
      'Sponsor level 1 must be a percentage from 0 to 100 with at most 2 decimals',
    );

    await replace(user, 'Sponsor level 1 %', '25');
    await replace(user, 'Sponsor level 2 %', '10');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText('The associate share and the sponsor overrides together must not be more than 100 percent'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Pro share %')).toHaveAttribute('aria-invalid', 'true');
    expect(puts(sent)).toEqual([]);
  });

  it("shows the server's 400 under the field it names", async () => {
    mockApi({
      'GET /api/admin/brokerage-rules': { success: true, data: RULES },
      'PUT /api/admin/brokerage-rules': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Free share must not be more than Pro share',
          field: 'free_share_percent',
        },
      },
    });
    const user = userEvent.setup();
    renderAt(<BrokerageRulesForm />, '/admin/brokerage');
    await screen.findByLabelText('Free share %');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Free share must not be more than Pro share')).toBeInTheDocument();
    expect(screen.getByLabelText('Free share %')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Free share %')).toHaveFocus();
  });

  it('shows the rules read-only to an editor (only an admin may save them)', async () => {
    mockApi({ 'GET /api/admin/brokerage-rules': { success: true, data: RULES } });
    renderAt(<BrokerageRulesForm canEdit={false} />, '/admin/brokerage');
    expect(await screen.findByLabelText('Pro share %')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save rules' })).toBeDisabled();
    expect(screen.getByText('Only an admin can change the brokerage rules.')).toBeInTheDocument();
  });

  it('shows a failure to load the rules', async () => {
    mockApi({
      'GET /api/admin/brokerage-rules': { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'Only an admin can do this.' } },
    });
    renderAt(<BrokerageRulesForm />, '/admin/brokerage');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an admin can do this.');
    expect(screen.getByRole('heading', { name: 'Brokerage rules' })).toBeInTheDocument();
  });
});
