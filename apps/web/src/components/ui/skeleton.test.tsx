import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingBlock } from './loading-block.tsx';
import {
  ArticleSkeleton,
  BlogCardsSkeleton,
  ListSkeleton,
  PropertyCardsSkeleton,
  PropertyDetailSkeleton,
  Skeleton,
  TeamCardsSkeleton,
} from './skeleton.tsx';

/** Text of `element` that is drawn on screen: everything but visually hidden (sr-only) text. */
function visibleText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return (copy.textContent ?? '').trim();
}

const shapes: [string, ReactElement][] = [
  ['a bare skeleton', <Skeleton key="bare">{null}</Skeleton>],
  ['listing cards', <PropertyCardsSkeleton key="cards" />],
  ['a listing page', <PropertyDetailSkeleton key="detail" />],
  ['blog cards', <BlogCardsSkeleton key="blogs" />],
  ['team cards', <TeamCardsSkeleton key="team" />],
  ['a generic list', <ListSkeleton key="list" />],
  ['an article', <ArticleSkeleton key="article" />],
  ['the generic loading block', <LoadingBlock key="block" />],
];

describe.each(shapes)('the loading placeholder of %s', (_, element) => {
  it("tells screen readers 'Loading...' in a status region", () => {
    render(element);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('data-skeleton');
  });

  it("shows no 'Loading...' text on screen, only shapes hidden from screen readers", () => {
    render(element);
    const status = screen.getByRole('status');
    expect(screen.getByText('Loading...')).toHaveClass('sr-only');
    expect(visibleText(status)).toBe('');
    for (const bone of status.querySelectorAll('.skeleton-bone')) expect(bone.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('loading placeholders', () => {
  it('say what the page names them', () => {
    render(<LoadingBlock label="Loading your dashboard..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('draw as many listing cards as asked, one on a phone, two on a tablet, all on a desktop', () => {
    const { container } = render(<PropertyCardsSkeleton count={6} />);
    const cards = [...container.querySelectorAll('[aria-hidden="true"] > div > div')];
    expect(cards).toHaveLength(6);
    expect(cards[0]).not.toHaveClass('hidden');
    expect(cards[1]).toHaveClass('hidden', 'md:block');
    for (const card of cards.slice(2)) expect(card).toHaveClass('hidden', 'lg:block');
  });

  it('draw a listing page with its dark title band, the main photo and four thumbnails', () => {
    const { container } = render(<PropertyDetailSkeleton />);
    expect(container.querySelector('.from-brand-900 .skeleton-bone-dark')).not.toBeNull();
    expect(container.querySelectorAll('.md\\:grid-cols-\\[2fr_1fr\\] .aspect-\\[4\\/3\\]')).toHaveLength(5);
  });

  it('draw team cards with round portraits, shown per row like the team carousel', () => {
    const { container } = render(<TeamCardsSkeleton count={4} />);
    const portraits = container.querySelectorAll('.rounded-full.aspect-square');
    expect(portraits).toHaveLength(4);
    expect(portraits[3]?.parentElement).toHaveClass('hidden', 'lg:block');
  });
});
