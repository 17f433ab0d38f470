import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, renderBuilder, sampleProject, signInBuilder } from '../test/render-builder.tsx';
import { BuilderDashboard } from './builder-dashboard.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const profile = {
  success: true,
  user: {
    builder_id: 3,
    builder_company: 'Shalimar Corp',
    builder_name: 'Anil Mehta',
    builder_email: 'anil@shalimar.example',
    builder_mobile: '9876500010',
    builder_address: 'Gomti Nagar, Lucknow',
    builder_city: 'Lucknow',
    builder_gstin: '',
    gstin_verified: false,
    builder_rera_promoter_no: '',
    created_at: '2026-01-01T00:00:00.000Z',
  },
};

function answer(projects: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/builder/profile') return jsonResponse(profile);
    if (url === '/api/builder/projects') return typeof projects === 'function' ? projects() : jsonResponse(projects);
    return jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
}

describe('builder dashboard (docs/product/builders.md, "Builder dashboard")', { timeout: 20_000 }, () => {
  it('sends a visitor who is not a signed-in builder to the builder sign-in, asking the API nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderBuilder(<BuilderDashboard />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /signinbuilder?returnTo=%2Fbuilderdashboard');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the projects with status, revision, what staff asked, the trail, and counts and a link for a live listing', async () => {
    const fetchMock = answer({
      success: true,
      data: [
        sampleProject(2, {
          status: 'changes_requested',
          revision: 1,
          last_comment: 'Add the brochure and fix the carpet area.',
          trail: [
            {
              at: '2026-03-02T10:00:00.000Z',
              actor_type: 'builder',
              actor_name: 'Anil Mehta',
              from_status: 'draft',
              to_status: 'submitted',
              comment: '',
            },
            {
              at: '2026-03-03T11:30:00.000Z',
              actor_type: 'staff',
              actor_name: 'Priya',
              from_status: 'submitted',
              to_status: 'changes_requested',
              comment: 'Add the brochure and fix the carpet area.',
            },
          ],
        }),
        sampleProject(1, {
          status: 'approved',
          revision: 2,
          site_id: 41,
          data: { ...sampleProject(1).data, site_title: 'Riverside Towers' },
          stats: { views: 12345, favourites: 17, enquiries: 4 },
        }),
      ],
    });
    signInBuilder();
    const user = userEvent.setup();
    renderBuilder(<BuilderDashboard />);
    expect(screen.getByRole('heading', { name: 'My projects', level: 1 })).toBeInTheDocument();
    const changed = await screen.findByRole('article', { name: 'Shalimar Gardens' });
    expect(within(changed).getByTestId('project-status')).toHaveTextContent('Changes requested');
    expect(within(changed).getByText('Revision 1')).toBeInTheDocument();
    expect(within(changed).getByText('What staff asked to change')).toBeInTheDocument();
    expect(within(changed).getAllByText('Add the brochure and fix the carpet area.')).toHaveLength(2);
    expect(within(changed).getByRole('link', { name: 'Edit Shalimar Gardens' })).toHaveAttribute('href', '/builderdashboard/projects/2');
    expect(within(changed).queryByRole('link', { name: /live listing/ })).not.toBeInTheDocument();
    await user.click(within(changed).getByText('Status history (2)'));
    const trail = within(changed).getByRole('list', { name: 'Status history' });
    const steps = within(trail).getAllByRole('listitem');
    expect(steps[1]).toHaveTextContent('Submitted → to Changes requested');
    expect(steps[1]).toHaveTextContent('Staff (Priya)');
    expect(steps[0]).toHaveTextContent('You (Anil Mehta)');

    const live = screen.getByRole('article', { name: 'Riverside Towers' });
    expect(within(live).getByTestId('project-status')).toHaveTextContent('Approved');
    expect(within(live).getByText('Revision 2')).toBeInTheDocument();
    expect(within(live).getByLabelText('Listing counts')).toBeInTheDocument();
    expect(within(live).getByText('Views').nextSibling).toHaveTextContent('12,345');
    expect(within(live).getByText('Favourites').nextSibling).toHaveTextContent('17');
    expect(within(live).getByText('Enquiries').nextSibling).toHaveTextContent('4');
    expect(within(live).getByRole('link', { name: 'See the live listing of Riverside Towers' })).toHaveAttribute('href', '/detailpage/41');
    expect(within(live).getByRole('link', { name: 'View Riverside Towers' })).toHaveAttribute('href', '/builderdashboard/projects/1');
    expect(await screen.findByText('Shalimar Corp')).toBeInTheDocument();
    expect(fetchCalls(fetchMock).map((c) => c.url)).toEqual(expect.arrayContaining(['/api/builder/projects', '/api/builder/profile']));

    await user.click(screen.getByRole('button', { name: 'New project' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /builderdashboard/projects/new');
  });

  it('says "No projects yet" with a way to create the first one', async () => {
    answer({ success: true, data: [] });
    signInBuilder();
    const user = userEvent.setup();
    renderBuilder(<BuilderDashboard />);
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create your first project' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /builderdashboard/projects/new');
  });

  it('shows loading, then an error with "Try again" that asks again', async () => {
    let calls = 0;
    answer(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse({ success: false, message: 'Something went wrong.' }, 500)
        : jsonResponse({ success: true, data: [] });
    });
    signInBuilder();
    const user = userEvent.setup();
    renderBuilder(<BuilderDashboard />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your projects...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your projects could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No projects yet' })).toBeInTheDocument();
  });

  it('forgets an expired session and sends the builder to sign in', async () => {
    answer(() => jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Please sign in.' }, 401));
    signInBuilder();
    renderBuilder(<BuilderDashboard />);
    expect(await screen.findByTestId('landed')).toHaveTextContent('at /signinbuilder');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it("speaks Hindi on a Hindi page; the builder's own words stay as entered", async () => {
    answer({
      success: true,
      data: [
        sampleProject(2, {
          status: 'changes_requested',
          revision: 2,
          last_comment: 'Add the brochure and fix the carpet area.',
          site_id: 40,
          stats: { views: 123456, favourites: 12, enquiries: 3 },
        }),
      ],
    });
    signInBuilder();
    renderBuilder(<BuilderDashboard />, '/builderdashboard', undefined, [], 'hi');
    expect(await screen.findByRole('heading', { name: 'मेरे प्रोजेक्ट', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Shalimar Gardens' });
    expect(within(card).getByTestId('project-status')).toHaveTextContent('बदलाव माँगे गए');
    expect(within(card).getByText('संशोधन 2')).toBeInTheDocument();
    expect(within(card).getByText('अपार्टमेंट · Gomti Nagar, Lucknow')).toBeInTheDocument();
    expect(within(card).getByText('स्टाफ़ ने ये बदलाव माँगे हैं')).toBeInTheDocument();
    expect(within(card).getByText('Add the brochure and fix the carpet area.')).toBeInTheDocument();
    expect(within(card).getByText('1,23,456')).toBeInTheDocument();
    expect(
      within(card)
        .getByText(/^\d{1,2} मार्च 2026, \d\d:\d\d$/)
        .closest('p'),
    ).toHaveTextContent(/^आख़िरी बदलाव \d{1,2} मार्च 2026/);
    expect(within(card).getByRole('link', { name: /बदलें/ })).toHaveAttribute('href', '/builderdashboard/projects/2');
  });
});
