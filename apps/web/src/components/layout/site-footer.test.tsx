import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS } from '../../config/business.ts';
import { i18nFor } from '../../lib/i18n/i18n.ts';
import { SiteFooter } from './site-footer.tsx';
import en from './texts/en.json';

// docs/product/catalogue.md (footer); docs/product/seo.md, "Hindi".
describe('SiteFooter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the business facts in English exactly as the business config has them', () => {
    expect(en['footer.tagline']).toBe(BUSINESS.tagline);
    expect(en['footer.addressLine1']).toBe(BUSINESS.address.line1);
    expect(en['footer.addressLine2']).toBe(BUSINESS.address.line2);
  });

  it('speaks Hindi under a Hindi page, its links staying in Hindi', () => {
    render(
      <I18nextProvider i18n={i18nFor('hi')}>
        <MemoryRouter basename="/hi" initialEntries={['/hi']}>
          <SiteFooter />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'ज़रूरी लिंक' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी' })).toHaveAttribute('href', '/hi/properties');
    expect(screen.getByRole('link', { name: 'लॉग इन / रजिस्टर' })).toHaveAttribute('href', '/hi/registerpage');
    expect(screen.getByText(/सर्वाधिकार सुरक्षित/)).toHaveTextContent(
      `© ${new Date().getFullYear()} Kashi Realty Property Solutions Pvt. Ltd.`,
    );
    expect(screen.getByRole('button', { name: 'ऊपर जाएँ' })).toBeInTheDocument();
  });

  it('writes this year in India, never a fixed year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-05T10:00:00.000Z'));
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByText(/All rights reserved|©/)).toHaveTextContent('© 2031');
  });
});
