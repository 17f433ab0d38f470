import { REVIEW_MESSAGES } from '@realty/contracts/builders/admin-projects';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt, type SentRequest } from './pipeline-test-kit.tsx';
import { ProjectReview } from './project-review.tsx';
import { sampleProject } from './project-test-kit.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const reviews = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST').map((r) => ({ path: r.url.pathname, body: r.body }));
const answered = (message: string, status: 'approved' | 'changes_requested' | 'rejected') => ({
  success: true,
  message,
  data: sampleProject({ status }),
});

function renderReview(routes: Parameters<typeof mockApi>[0]) {
  const sent = mockApi({ 'GET /api/admin/projects/41': { success: true, data: sampleProject() }, ...routes });
  const router = renderAt(
    <>
      <ProjectReview projectId={41} />
      <Toaster />
    </>,
    '/admin/projects/41',
  );
  return { sent, router, user: userEvent.setup() };
}

describe('project review (docs/product/builders.md, "Verification")', { timeout: 20_000 }, () => {
  it('shows the fields, photos and brochures, the checklist item by item, the builder profile and the trail', async () => {
    renderReview({});
    expect(await screen.findByRole('heading', { name: 'Assi Ghat Residency', level: 1 })).toBeInTheDocument();
    const fields = screen.getByRole('region', { name: 'Fields' });
    const value = (label: string) => within(fields).getByText(label).nextElementSibling?.textContent;
    expect(value('City')).toBe('Varanasi');
    expect(value('Price')).toBe('₹62 L');
    expect(value('Price range')).toBe('₹48 L – ₹85 L');
    expect(value('Configuration')).toBe('2, 3 BHK');
    expect(value('Carpet area')).toBe('1,050–1,450 sq ft');
    expect(value('Possession')).toBe('Under construction, possession Mar 2027');
    expect(value('RERA')).toBe('UPRERAPRJ12345');
    expect(value('Brokerage offered')).toBe('2.50%');

    const media = screen.getByRole('region', { name: 'Photos and brochures' });
    expect(
      within(media)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Assi Ghat Residency, 1 of 2, cover', 'Assi Ghat Residency, 2 of 2']);
    expect(within(media).getByText('No brochure uploaded.')).toBeInTheDocument();

    const checklist = within(screen.getByRole('region', { name: 'Checklist' })).getAllByRole('listitem');
    expect(checklist.map((li) => li.textContent)).toEqual([
      'RERA number present and well-formed (or exemption declared)OK',
      'Photos uploadedOK',
      'Brochure uploadedNot OK',
      'Price and area given and consistentOK',
      'Location on the mapOK',
    ]);

    const builder = screen.getByRole('region', { name: 'Builder' });
    expect(builder).toHaveTextContent('CompanyKashi Developers');
    expect(builder).toHaveTextContent('ContactRavi Gupta');
    expect(builder).toHaveTextContent('GSTIN09AAACH7409R1ZZverified');
    expect(builder).toHaveTextContent('Promoter no.UPRERAAGT1234');

    const trail = within(screen.getByRole('region', { name: 'Trail' })).getAllByRole('listitem');
    expect(trail.map((li) => li.querySelector('p')?.textContent)).toEqual(['New → Draft', 'Draft → Submitted']);
  });

  it('approves with { decision: approve, comment } and returns to the queue with a toast', async () => {
    const { sent, router, user } = renderReview({
      'POST /api/admin/projects/41/review': answered(REVIEW_MESSAGES.approved, 'approved'),
    });
    await user.type(await screen.findByLabelText('Comment'), 'All papers in order.');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(reviews(sent)).toEqual([
      { path: '/api/admin/projects/41/review', body: { decision: 'approve', comment: 'All papers in order.' } },
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.approved)).toBeInTheDocument();
  });

  it('requires a comment to request changes: nothing is sent without one; with one it sends { decision: request_changes, comment }', async () => {
    const { sent, router, user } = renderReview({
      'POST /api/admin/projects/41/review': answered(REVIEW_MESSAGES.changesRequested, 'changes_requested'),
    });
    const comment = await screen.findByLabelText('Comment');
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.commentRequired));
    expect(comment).toHaveFocus();
    expect(reviews(sent)).toEqual([]);

    await user.type(comment, 'Upload the brochure.');
    expect(comment).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(reviews(sent)).toEqual([
      { path: '/api/admin/projects/41/review', body: { decision: 'request_changes', comment: 'Upload the brochure.' } },
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.changesRequested)).toBeInTheDocument();
  });

  it("shows the API's 400 naming the comment at the field, and stays on the project", async () => {
    const { router, user } = renderReview({
      'POST /api/admin/projects/41/review': {
        status: 400,
        body: { success: false, code: 'VALIDATION_FAILED', message: REVIEW_MESSAGES.commentRequired, field: 'comment' },
      },
    });
    const comment = await screen.findByLabelText('Comment');
    await user.type(comment, '   ');
    // an approval needs no comment, so the browser sends it; the server's 400 naming `comment` is what shows
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(comment).toHaveAttribute('aria-invalid', 'true'));
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.commentRequired));
    expect(router.state.location.pathname).toBe('/admin/projects/41');
  });

  it('asks before rejecting: Go back sends nothing, Reject the project sends { decision: reject, comment }', async () => {
    const { sent, router, user } = renderReview({
      'POST /api/admin/projects/41/review': answered(REVIEW_MESSAGES.rejected, 'rejected'),
    });
    const comment = await screen.findByLabelText('Comment');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(comment).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.commentRequired));

    await user.type(comment, 'Land title is disputed.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    let dialog = screen.getByRole('dialog', { name: 'Reject Assi Ghat Residency?' });
    expect(within(dialog).getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reviews(sent)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    dialog = screen.getByRole('dialog', { name: 'Reject Assi Ghat Residency?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the project' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/projects'));
    expect(reviews(sent)).toEqual([
      { path: '/api/admin/projects/41/review', body: { decision: 'reject', comment: 'Land title is disputed.' } },
    ]);
    expect(await screen.findByText(REVIEW_MESSAGES.rejected)).toBeInTheDocument();
  });

  it('keeps the project open with the message when the project is no longer submitted (409)', async () => {
    const { router, user } = renderReview({
      'POST /api/admin/projects/41/review': {
        status: 409,
        body: { success: false, code: 'INVALID_STATE', message: REVIEW_MESSAGES.notSubmitted },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.notSubmitted);
    expect(router.state.location.pathname).toBe('/admin/projects/41');
  });

  it('offers no decision on a project that is not submitted, and says "Project not found" for an unknown id', async () => {
    mockApi({ 'GET /api/admin/projects/41': { success: true, data: sampleProject({ status: 'approved' }) } });
    renderAt(<ProjectReview projectId={41} />, '/admin/projects/41');
    const decision = await screen.findByRole('region', { name: 'Decision' });
    expect(decision).toHaveTextContent('Decisions are taken on submitted projects; this one is approved.');
    expect(within(decision).queryByRole('button')).toBeNull();
    vi.restoreAllMocks();

    mockApi({});
    renderAt(<ProjectReview projectId={999} />, '/admin/projects/999');
    expect(await screen.findByRole('heading', { name: 'Project not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the queue' }).at(-1)).toHaveAttribute('href', '/admin/projects');
  });
});
