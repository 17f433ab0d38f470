import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import { sampleSite } from '../../../test/sample-site.ts';
import { DeveloperProfile } from './developer-profile.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

type Answer = { status?: number; body: unknown };

/** Answers `GET /api/developers/{id}` with `answers` in turn (the last one repeats); returns the paths asked. */
function mockDeveloper(...answers: Answer[]): string[] {
  const asked: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    asked.push(new URL(String(input), 'http://localhost').pathname);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)] as Answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** Draws the page; in `language` when given, else without a language provider (English). */
function renderProfile(builderId: number | undefined, language?: Language) {
  const page = (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DeveloperProfile builderId={builderId} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const inLanguage = (ui: ReactNode) => (language ? <I18nextProvider i18n={i18nFor(language)}>{ui}</I18nextProvider> : ui);
  render(inLanguage(page));
}

const developer = (extra: Record<string, unknown> = {}) => ({
  success: true,
  data: {
    builder_id: 7,
    company: 'Kashi Developers',
    city: 'Varanasi',
    gstin_verified: true,
    projects: [
      sampleSite(31, { site_title: 'Assi Ghat Residency', site_rera_number: 'UPRERAPRJ12345', verified: true, builder_id: 7 }),
      sampleSite(32, { site_title: 'Sarnath Greens', verified: true, builder_id: 7 }),
    ],
    ...extra,
  },
});

describe('developer page (docs/product/builders.md, "Public")', { timeout: 20_000 }, () => {
  it('shows the company, city, GSTIN verified and the approved projects as cards linking to their listings', async () => {
    const asked = mockDeveloper({ body: developer() });
    renderProfile(7);
    expect(screen.getByRole('status')).toHaveTextContent('Loading developer...');
    expect(await screen.findByRole('heading', { name: 'Kashi Developers', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Varanasi')).toBeInTheDocument();
    expect(screen.getByText('GSTIN verified')).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Projects by Kashi Developers' });
    const cards = within(projects).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Assi Ghat Residency', 'Sarnath Greens']);
    expect(within(cards[0] as HTMLElement).getByText('Verified')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('RERA UPRERAPRJ12345')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('₹62 L')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'View details of Sarnath Greens' })).toHaveAttribute(
      'href',
      '/detailpage/32',
    );
    expect(asked).toEqual(['/api/developers/7']);
  });

  it('leaves out the GSTIN mark when the GSTIN is not verified, and says so when no project is approved yet', async () => {
    mockDeveloper({ body: developer({ gstin_verified: false, projects: [] }) });
    renderProfile(7);
    expect(await screen.findByRole('heading', { name: 'Kashi Developers', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('GSTIN verified')).toBeNull();
    expect(screen.getByText(/No approved projects yet/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Projects by Kashi Developers' })).queryAllByRole('article')).toEqual([]);
  });

  it('says "Developer not found" for an unknown id (404) and for an id that is no id, without asking', async () => {
    mockDeveloper({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Developer not found.' } });
    renderProfile(999);
    expect(await screen.findByRole('heading', { name: 'Developer not found', level: 1 })).toBeInTheDocument();
    vi.restoreAllMocks();

    const asked = mockDeveloper({ body: developer() });
    renderProfile(undefined);
    expect(screen.getAllByRole('heading', { name: 'Developer not found', level: 1 }).length).toBeGreaterThan(0);
    expect(asked).toEqual([]);
  });

  it('shows an error with Try again when loading fails, and the developer once it succeeds', async () => {
    mockDeveloper({ status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong.' } }, { body: developer() });
    renderProfile(7);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this developer. Please try again later.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kashi Developers', level: 1 })).toBeInTheDocument();
  });

  it('shows the page in Hindi: its own words, prices, categories and places in Hindi, the company and projects as entered', async () => {
    mockDeveloper({ body: developer() });
    renderProfile(7, 'hi');
    expect(screen.getByRole('status')).toHaveTextContent('डेवलपर की जानकारी लोड हो रही है...');
    expect(await screen.findByRole('heading', { name: 'Kashi Developers', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('GSTIN सत्यापित')).toBeInTheDocument();
    const projects = screen.getByRole('region', { name: 'Kashi Developers के प्रोजेक्ट' });
    const cards = within(projects).getAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByText('सत्यापित')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('RERA UPRERAPRJ12345')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('₹62 लाख')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('अपार्टमेंट')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('वाराणसी, उत्तर प्रदेश')).toBeInTheDocument();
    expect(within(projects).queryByText(/^(Apartment|Varanasi, Uttar Pradesh)$/)).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('link', { name: 'Sarnath Greens की पूरी जानकारी देखें' })).toHaveAttribute(
      'href',
      '/detailpage/32',
    );
  });

  it('says "डेवलपर नहीं मिला" in Hindi for an unknown id, and offers to try again after a failure', async () => {
    mockDeveloper({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Developer not found.' } });
    renderProfile(999, 'hi');
    expect(await screen.findByRole('heading', { name: 'डेवलपर नहीं मिला', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी प्रॉपर्टी देखें' })).toHaveAttribute('href', '/properties');
    vi.restoreAllMocks();

    mockDeveloper({ status: 500, body: { success: false, code: 'INTERNAL', message: 'Something went wrong.' } });
    renderProfile(8, 'hi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('इस डेवलपर की जानकारी लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });
});
