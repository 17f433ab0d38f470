import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatWhen } from '../utils/format.ts';
import { mockApi, renderAt } from './pipeline-test-kit.tsx';
import { ProjectQueue } from './project-queue.tsx';
import { sampleProject } from './project-test-kit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const older = sampleProject();
const newer = sampleProject({
  project_id: 42,
  revision: 2,
  submitted_at: '2026-05-03T06:00:00.000Z',
  data: { ...sampleProject().data, site_title: 'Gomti Nagar Heights', site_city: 'Lucknow' },
  builder: { ...sampleProject().builder, builder_id: 8, company: 'Awadh Buildcon' },
});

describe('project verification queue (docs/product/builders.md, "Verification")', { timeout: 20_000 }, () => {
  it('asks for submitted projects and lists them in the order answered (oldest first) with title, builder, city, submitted and revision', async () => {
    const sent = mockApi({ 'GET /api/admin/projects': { success: true, data: [older, newer] } });
    renderAt(<ProjectQueue />, '/admin/projects');
    expect(screen.getByRole('heading', { name: 'Project verification', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Submitted projects, oldest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Assi Ghat ResidencyApartment', 'Kashi Developers', 'Varanasi', formatWhen('2026-05-02T04:30:00.000Z'), '1', 'Submitted'],
      ['Gomti Nagar HeightsApartment', 'Awadh Buildcon', 'Lucknow', formatWhen('2026-05-03T06:00:00.000Z'), '2', 'Submitted'],
    ]);
    expect(within(table).getByRole('link', { name: 'Assi Ghat Residency' })).toHaveAttribute('href', '/admin/projects/41');
    expect(sent.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['GET /api/admin/projects?status=submitted']);
    expect(screen.getByLabelText('Status')).toHaveValue('submitted');
  });

  it('filters by status through the address and says when none have that status', async () => {
    const sent = mockApi({
      'GET /api/admin/projects': (r) => ({ success: true, data: r.url.searchParams.get('status') === 'submitted' ? [older] : [] }),
    });
    const user = userEvent.setup();
    const router = renderAt(<ProjectQueue />, '/admin/projects');
    await screen.findByRole('table');
    expect([...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((o) => [o.value, o.textContent])).toEqual([
      ['submitted', 'Submitted'],
      ['approved', 'Approved'],
      ['changes_requested', 'Changes requested'],
      ['rejected', 'Rejected'],
      ['draft', 'Draft'],
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'changes_requested');
    await waitFor(() => expect(router.state.location.search).toBe('?status=changes_requested'));
    expect(await screen.findByText('No projects are waiting for changes from their builder.')).toBeInTheDocument();
    expect(sent.at(-1)?.url.search).toBe('?status=changes_requested');
  });

  it('says so when the queue is empty, and shows the server message with Try again when loading fails', async () => {
    mockApi({ 'GET /api/admin/projects': { success: true, data: [] } });
    renderAt(<ProjectQueue />, '/admin/projects');
    expect(await screen.findByText('No projects are waiting for verification.')).toBeInTheDocument();
    vi.restoreAllMocks();

    let calls = 0;
    mockApi({
      'GET /api/admin/projects': () =>
        ++calls === 1
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong on our side.' } }
          : { success: true, data: [older] },
    });
    const user = userEvent.setup();
    renderAt(<ProjectQueue />, '/admin/projects?status=approved');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Approved projects, oldest first' })).toBeInTheDocument();
  });
});
