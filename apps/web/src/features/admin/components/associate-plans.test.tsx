import { PIPELINE_MESSAGES } from '@realty/contracts/pipeline/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AssociatePlans } from './associate-plans.tsx';
import { mockApi, renderAt, sampleAssociate } from './pipeline-test-kit.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const RULES = {
  success: true,
  data: {
    free_share_percent: '50.00',
    pro_share_percent: '70.00',
    sponsor_level_1_percent: '5.00',
    sponsor_level_2_percent: '2.00',
    updated_at: null,
  },
};

describe('associate plans', { timeout: 20_000 }, () => {
  it('lists every associate (no city) and, after a confirmation, sends { plan } for the one switched', async () => {
    const sent = mockApi({
      'GET /api/admin/pipeline/associates': {
        success: true,
        data: [sampleAssociate(), sampleAssociate({ ass_id: 8, name: 'Seema Rai', member_id: 'KR000008', plan: 'pro' })],
      },
      'GET /api/admin/brokerage-rules': RULES,
      'PATCH /api/admin/associates/7/plan': { success: true, message: PIPELINE_MESSAGES.planSaved },
    });
    const user = userEvent.setup();
    renderAt(<AssociatePlans />, '/admin/brokerage');
    const mohan = await screen.findByRole('switch', { name: 'Pro plan for Mohan Lal (KR000007)' });
    expect(mohan).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Pro plan for Seema Rai (KR000008)' })).toHaveAttribute('aria-checked', 'true');
    expect(sent.find((r) => r.url.pathname === '/api/admin/pipeline/associates')?.url.search).toBe('');

    await user.click(mohan);
    let dialog = screen.getByRole('dialog', { name: 'Move Mohan Lal to the Pro plan?' });
    expect(dialog).toHaveTextContent('70% of the company brokerage');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(sent.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.click(mohan);
    dialog = screen.getByRole('dialog', { name: 'Move Mohan Lal to the Pro plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Pro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.method === 'PATCH').map((r) => [r.url.pathname, r.body])).toEqual([
      ['/api/admin/associates/7/plan', { plan: 'pro' }],
    ]);
  });

  it('finds associates by name or member id', async () => {
    mockApi({
      'GET /api/admin/pipeline/associates': {
        success: true,
        data: [sampleAssociate(), sampleAssociate({ ass_id: 8, name: 'Seema Rai', member_id: 'KR000008' })],
      },
      'GET /api/admin/brokerage-rules': RULES,
    });
    const user = userEvent.setup();
    renderAt(<AssociatePlans />, '/admin/brokerage');
    await screen.findAllByRole('switch');
    await user.type(screen.getByLabelText('Find by name or member id'), 'kr000008');
    expect(screen.getAllByRole('switch').map((s) => s.textContent)).toEqual(['Pro plan for Seema Rai (KR000008)']);
    await user.type(screen.getByLabelText('Find by name or member id'), 'x');
    expect(screen.getByText('No associate matches.')).toBeInTheDocument();
  });

  it('shows the plans with disabled switches to an editor', async () => {
    mockApi({
      'GET /api/admin/pipeline/associates': { success: true, data: [sampleAssociate()] },
      'GET /api/admin/brokerage-rules': RULES,
    });
    renderAt(<AssociatePlans canEdit={false} />, '/admin/brokerage');
    expect(await screen.findByRole('switch', { name: 'Pro plan for Mohan Lal (KR000007)' })).toBeDisabled();
    expect(screen.getByText("Only an admin can change an associate's plan.")).toBeInTheDocument();
  });
});
