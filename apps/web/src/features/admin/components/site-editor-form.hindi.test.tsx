import type { Site } from '@realty/contracts/sites/site';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleSite } from '../../../test/sample-site.ts';
import { mockApi, renderAt, type SentRequest } from './pipeline-test-kit.tsx';
import { formValuesOf, payloadOf, SiteEditorForm } from './site-editor-form.tsx';

// The listing form's optional Hindi title and description (docs/product/catalogue.md, "Hindi
// title and description"; docs/product/back-office.md, "Listings").

afterEach(() => {
  vi.restoreAllMocks();
});

const saved = (extra: Record<string, unknown> = {}) => ({
  success: true,
  message: 'Listing saved',
  data: { ...sampleSite(7), site_brokerage_percent: '2.00', site_title_hi: null, site_description_hi: null, ...extra },
});
const NO_SITES = { success: true, data: [], total: 0, page: 1, pageSize: 8 };
const writes = (sent: SentRequest[]) => sent.filter((r) => r.method === 'PUT' || r.method === 'POST');

describe('Hindi title and description in the listing form', { timeout: 20_000 }, () => {
  it('shows both fields, marked as Hindi, with a saved listing’s texts', async () => {
    mockApi({ 'GET /api/admin/sites': NO_SITES });
    const site = sampleSite(7, { site_title_hi: 'गंगा व्यू', site_description_hi: 'घाट के पास।' }) as Site;
    renderAt(<SiteEditorForm site={site} relatedTitles={{}} />, '/admin/sites/7');
    const title = await screen.findByLabelText('Title in Hindi');
    const description = screen.getByLabelText('Description in Hindi');
    expect(title).toHaveAttribute('lang', 'hi');
    expect(description).toHaveAttribute('lang', 'hi');
    expect(description.tagName).toBe('TEXTAREA');
    expect(title).toHaveValue('गंगा व्यू');
    expect(description).toHaveValue('घाट के पास।');
  });

  it('sends what is typed, and empty fields as null', async () => {
    const sent = mockApi({ 'GET /api/admin/sites': NO_SITES, 'PUT /api/admin/sites/7': saved({ site_title_hi: 'गंगा व्यू 7' }) });
    renderAt(<SiteEditorForm site={sampleSite(7) as Site} relatedTitles={{}} />, '/admin/sites/7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title in Hindi'), 'गंगा व्यू 7');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    await waitFor(() => expect(writes(sent)).toHaveLength(1));
    expect(writes(sent)[0]?.body).toMatchObject({ site_title_hi: 'गंगा व्यू 7', site_description_hi: null });
  });

  it('shows the server’s refusal under the field it names', async () => {
    mockApi({
      'GET /api/admin/sites': NO_SITES,
      'PUT /api/admin/sites/7': {
        status: 400,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Description in Hindi contains characters that are not allowed.',
          field: 'site_description_hi',
        },
      },
    });
    renderAt(<SiteEditorForm site={sampleSite(7) as Site} relatedTitles={{}} />, '/admin/sites/7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Description in Hindi'), 'घाट के पास');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Description in Hindi contains characters that are not allowed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description in Hindi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks the title’s length before sending, like the English title', async () => {
    const sent = mockApi({ 'GET /api/admin/sites': NO_SITES });
    renderAt(<SiteEditorForm site={sampleSite(7) as Site} relatedTitles={{}} />, '/admin/sites/7');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title in Hindi'), 'घर');
    await user.click(screen.getByRole('button', { name: 'Save listing' }));
    expect(await screen.findByText('Title in Hindi must be 3 to 200 characters, or left empty.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });

  it('keeps a blank Hindi text out of the body as null, and reads a listing without them as empty', () => {
    expect(formValuesOf(sampleSite(7) as Site)).toMatchObject({ site_title_hi: '', site_description_hi: '' });
    const values = { ...formValuesOf(sampleSite(7) as Site), site_title_hi: '   ', site_description_hi: 'घाट के पास।\n' };
    expect(payloadOf(values, [])).toMatchObject({ site_title_hi: null, site_description_hi: 'घाट के पास।\n' });
  });
});
