import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import { FaqTabs } from '../components/faq-tabs.tsx';
import { MembershipPlans } from '../components/membership-plans.tsx';
import en from '../texts/en.json';
import { localiseContent } from '../texts.ts';
import * as home from './home.ts';
import * as pages from './pages.ts';

const inLanguage = (language: Language, ui: ReactNode) =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nextProvider>,
  );

type Item = { key: string } & Record<string, unknown>;

/** Every keyed item of the content modules, FAQ tab entries and plan features included. */
const exported: unknown[] = [...Object.values(home), ...Object.values(pages)];
const items: Item[] = exported
  .filter((value): value is readonly unknown[] => Array.isArray(value))
  .flat()
  .filter((item): item is Item => typeof item === 'object' && item !== null && 'key' in item)
  .flatMap((item) => [item, ...((item.entries as Item[] | undefined) ?? []), ...((item.features as Item[] | undefined) ?? [])]);

const textFields = (item: Item) => Object.keys(item).filter((field) => `${item.key}.${field}` in en);

describe('marketing content in English and Hindi (docs/product/content.md; docs/product/seo.md, "Hindi")', { timeout: 30_000 }, () => {
  it('reads every English text of the lists from the catalogue', () => {
    expect(items.length).toBeGreaterThan(80);
    for (const item of items) {
      const fields = textFields(item);
      expect(fields.length, item.key).toBeGreaterThan(0);
      for (const field of fields) expect(item[field]).toBe((en as Record<string, string>)[`${item.key}.${field}`]);
    }
    expect(pages.MISSION).toMatch(/^To make buying, selling and investing in property simple/);
  });

  it('keeps English unchanged and gives every text in Devanagari in Hindi, leaving numbers and images alone', () => {
    for (const item of items) {
      expect(localiseContent(item, 'en')).toEqual(item);
      const hindi = localiseContent(item, 'hi');
      for (const field of textFields(item)) expect(hindi[field], `${item.key}.${field}`).toMatch(/[\u0900-\u097F]/);
      for (const field of Object.keys(item).filter((f) => !textFields(item).includes(f))) expect(hindi[field]).toEqual(item[field]);
    }
    const [firstFaq] = pages.SEEKER_FAQ;
    expect(localiseContent(firstFaq as pages.FaqEntry, 'hi').question).toBe('क्या काशी रियल्टी पर दिखने वाली प्रॉपर्टी जाँची-परखी होती हैं?');
    const [sites] = home.HERO_STATS;
    expect(localiseContent(sites as home.StatItem, 'hi')).toMatchObject({ figure: 'sites', label: 'लिस्टेड प्रॉपर्टी' });
  });
});

describe('membership plans', { timeout: 30_000 }, () => {
  it('shows the plans and the comparison in English', () => {
    inLanguage('en', <MembershipPlans />);
    expect(screen.getByRole('heading', { name: 'Membership Plans', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Start Free with the Free plan', 'Choose Pro with the Pro plan']);
    expect(links[0]).toHaveAttribute('href', '/registerassociate');
    // docs/product/payments.md, "Screens": Pro is bought at the checkout
    expect(links[1]).toHaveAttribute('href', '/associatemembership/checkout');
    const table = screen.getByRole('table', { name: 'Features of the Free and Pro plans' });
    expect(within(table).getByText('₹1,000 / year')).toBeInTheDocument();
    expect(within(table).getAllByText('Included')).toHaveLength(12);
  });

  it('shows the plans and the comparison in Hindi, with Indian digit grouping', () => {
    inLanguage('hi', <MembershipPlans />);
    expect(screen.getByRole('heading', { name: 'मेंबरशिप प्लान', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'प्रो', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('मुफ़्त')).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['मुफ़्त शुरू करें (फ़्री प्लान)', 'प्रो लें (प्रो प्लान)']);
    const table = screen.getByRole('table', { name: 'फ़्री और प्रो प्लान की सुविधाएँ' });
    expect(within(table).getByText('₹1,000 / वर्ष')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'आपके लिए अलग रिलेशनशिप मैनेजर' })).toBeInTheDocument();
    expect(within(table).getAllByText('शामिल नहीं')).toHaveLength(8);
  });
});

describe('FAQ tabs in Hindi', { timeout: 30_000 }, () => {
  it('shows the questions and answers of each tab in Hindi, the first one open', async () => {
    inLanguage('hi', <FaqTabs />);
    expect(screen.getByRole('tablist', { name: 'किसके सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'किसी प्रॉपर्टी को देखने के लिए विज़िट कैसे बुक करूँ?' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'बिल्डरों के लिए' }));
    expect(screen.getByRole('button', { name: 'मैं अपना प्रोजेक्ट कैसे लिस्ट करूँ?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/आमतौर पर दो कामकाजी दिनों में/)).toBeVisible();
  });
});
