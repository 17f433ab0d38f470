import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n/i18n.ts';
import { PageFrame } from '../providers.tsx';
import FaqsPage from './faqs.tsx';
import NotFoundPage from './not-found.tsx';
import SearchBoxPage from './search-box.tsx';

function renderPage(language: Language, page: ReactNode) {
  render(
    <PageFrame queryClient={new QueryClient()} language={language} origin="https://kashirealty.in">
      <MemoryRouter>{page}</MemoryRouter>
    </PageFrame>,
  );
}

describe('content pages in English and Hindi (docs/product/content.md; docs/product/seo.md, "Hindi")', { timeout: 30_000 }, () => {
  it('draws the 404 page in English', () => {
    renderPage('en', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('draws the 404 page in Hindi', () => {
    renderPage('hi', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पेज नहीं मिला', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर लौटें' })).toHaveAttribute('href', '/');
  });

  it('draws the FAQs page with its hero, heading and questions in Hindi', () => {
    renderPage('hi', <FaqsPage />);
    expect(screen.getByRole('heading', { name: 'कोई सवाल है? जवाब यहीं मिलेगा।', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute('href', '/contactus');
    expect(screen.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ग्राहकों के लिए' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the FAQs page in English', () => {
    renderPage('en', <FaqsPage />);
    expect(screen.getByRole('heading', { name: 'Have a question? You will find the answer here.', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'For Clients' })).toBeInTheDocument();
  });

  it('titles the search page in Hindi', () => {
    renderPage('hi', <SearchBoxPage />);
    expect(screen.getByRole('heading', { name: 'प्रॉपर्टी खोजें', level: 1 })).toBeInTheDocument();
  });
});
