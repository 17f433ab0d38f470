import type { Blog } from '@realty/contracts/content/blog';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18nFor, type Language } from '../../../lib/i18n/i18n.ts';
import { BlogCard } from './blog-card.tsx';

const blog: Blog = {
  blog_id: 12,
  blog_title: 'Stamp duty in Uttar Pradesh',
  blog_excerpt: 'What a buyer pays at registration.',
  blog_description: '<p>Body</p>',
  blog_image: '',
  blog_status: 'Active',
  blog_author: 'Neha Pandey',
  created_at: '2026-11-14T20:00:00.000Z',
};

function renderCard(language: Language) {
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter>
        <BlogCard blog={blog} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('blog card (docs/product/content.md, "Blog")', { timeout: 30_000 }, () => {
  it('shows the date in India and the card words in English, the post as entered', () => {
    renderCard('en');
    expect(screen.getByText('15 Nov 2026')).toHaveAttribute('dateTime', blog.created_at);
    expect(screen.getByRole('link')).toHaveTextContent('Stamp duty in Uttar Pradesh (opens in a new tab)');
    expect(screen.getByText(/Read More/)).toBeInTheDocument();
  });

  it('shows the date and the card words in Hindi, the post as entered', () => {
    renderCard('hi');
    expect(screen.getByText('15 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveTextContent('Stamp duty in Uttar Pradesh (नए टैब में खुलेगा)');
    expect(screen.getByText(/पूरा पढ़ें/)).toBeInTheDocument();
    expect(screen.getByText('What a buyer pays at registration.')).toBeInTheDocument();
    expect(screen.getByText(/Neha Pandey/)).toBeInTheDocument();
  });
});
