import type { ReactNode } from 'react';
import { useUiTexts } from './texts.ts';

/** Colours of a placeholder shape: 'light' on white or pale backgrounds, 'dark' on the brand's dark bands. */
export type BoneTone = 'light' | 'dark';

/**
 * One grey placeholder shape (a line of text, a photo, a button) sized by `className`. It shimmers
 * gently unless the visitor prefers reduced motion (`.skeleton-bone` in styles.css). Only used
 * inside a {@link Skeleton}, which hides the shapes from assistive technology.
 */
export function Bone({ className = '', tone = 'light' }: { className?: string; tone?: BoneTone }) {
  // slightly rounded unless the shape says otherwise (two rounding classes would fight)
  const corners = /(^|\s)rounded/.test(className) ? '' : 'rounded-md';
  return <div className={`skeleton-bone ${tone === 'dark' ? 'skeleton-bone-dark' : ''} ${corners} ${className}`} />;
}

/** Props of {@link Skeleton}. */
export type SkeletonProps = {
  /** What screen readers hear, the spec's 'Loading...' (docs/product/catalogue.md). */
  label?: string;
  className?: string;
  /** The placeholder shapes, drawn like the content that is on its way. */
  children: ReactNode;
};

/**
 * A loading placeholder shaped like the content that is on its way, so the page keeps its layout
 * instead of showing a blank area or a lone 'Loading...' (docs/product/catalogue.md). Screen readers hear
 * `label` from a polite status region; the shapes themselves are hidden from them and no
 * 'Loading...' text is shown on screen (`label` defaults to 'Loading...' in the page's language). The
 * root carries `data-skeleton` for tests.
 */
export function Skeleton({ label, className = '', children }: SkeletonProps) {
  const t = useUiTexts();
  return (
    <div role="status" aria-live="polite" data-skeleton="" className={className}>
      <span className="sr-only">{label ?? t('loading')}</span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Lines of placeholder text; the last one is shorter, as a paragraph's last line usually is. */
function TextLines({ lines, className = 'h-3.5' }: { lines: number; className?: string }) {
  return (
    <div className="space-y-2.5">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity but their position
        <Bone key={i} className={`${className} ${i === lines - 1 && lines > 1 ? 'w-2/3' : 'w-full'}`} />
      ))}
    </div>
  );
}

/**
 * The class of placeholder card `i` given, per position, the classes that show it only where the
 * real layout has that many columns (the last entry serves every later card). Written out in
 * full so Tailwind finds them.
 */
function shownFrom(i: number, classes: readonly string[]): string {
  return classes[Math.min(i, classes.length - 1)] ?? '';
}

/** Listing cards: one column on a phone, two on a tablet, three on a desktop. */
const PROPERTY_COLUMNS = ['', 'hidden md:block', 'hidden lg:block'] as const;
/** Blog cards: one column on a phone, two from the small breakpoint, three on a desktop. */
const BLOG_COLUMNS = ['', 'hidden sm:block', 'hidden lg:block'] as const;
/** Team cards: one, two, three, then four per row, like the team carousel. */
const TEAM_COLUMNS = ['', 'hidden sm:block', 'hidden md:block', 'hidden lg:block'] as const;

/**
 * Placeholder of a grid of listing cards (docs/product/catalogue.md cards): one card on a phone, where
 * the real grid shows one at a time, two on a tablet and `count` in three columns on a desktop.
 * Each card has the photo (4:3), category, title, 'city, state', price and the round arrow.
 */
export function PropertyCardsSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their position
            key={i}
            className={`overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${shownFrom(i, PROPERTY_COLUMNS)}`}
          >
            <Bone className="aspect-[4/3] w-full rounded-none" />
            <div className="space-y-3 p-4">
              <Bone className="h-3 w-20" />
              <Bone className="h-5 w-3/4" />
              <Bone className="h-4 w-1/2" />
              <div className="flex items-center justify-between pt-3">
                <Bone className="h-6 w-24" />
                <Bone className="size-10 rounded-full" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

/**
 * Placeholder of a listing page (docs/product/catalogue.md "Property detail") while its listing loads:
 * the dark title band with badges, title, developer, address, the price and area facts and the
 * enquiry button; then the photo grid (main photo and four thumbnails) and the project text
 * beside the location. Same bands and sizes as the page, so nothing jumps when it arrives.
 */
export function PropertyDetailSkeleton({ label }: { label?: string }) {
  return (
    <Skeleton label={label}>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700">
        <div className="container-page py-10 sm:py-14">
          <Bone tone="dark" className="h-4 w-40" />
          <div className="mt-4 flex gap-2">
            <Bone tone="dark" className="h-6 w-24 rounded-full" />
            <Bone tone="dark" className="h-6 w-20 rounded-full" />
          </div>
          <Bone tone="dark" className="mt-3 h-9 w-4/5 max-w-xl sm:h-11 lg:h-14" />
          <Bone tone="dark" className="mt-3 h-5 w-56 max-w-full" />
          <Bone tone="dark" className="mt-2 h-4 w-64 max-w-full" />
          <Bone tone="dark" className="mt-3 h-5 w-80 max-w-full" />
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:gap-x-8">
              {['w-28', 'w-24', 'w-32'].map((width) => (
                <div key={width} className="space-y-2">
                  <Bone tone="dark" className="h-3 w-16" />
                  <Bone tone="dark" className={`h-7 ${width}`} />
                </div>
              ))}
            </div>
            <Bone tone="dark" className="h-11 w-36 rounded-lg" />
          </div>
        </div>
      </div>
      <div className="container-page space-y-14 py-10">
        <div className="grid gap-2 sm:gap-3 md:grid-cols-[2fr_1fr]">
          <Bone className="aspect-[4/3] w-full rounded-xl" />
          <div className="grid grid-cols-4 gap-2 sm:gap-3 md:grid-cols-2 md:grid-rows-2">
            {[1, 2, 3, 4].map((n) => (
              <Bone key={n} className="aspect-[4/3] w-full rounded-xl md:aspect-auto md:h-full" />
            ))}
          </div>
        </div>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="space-y-4">
            <Bone className="h-8 w-64 max-w-full" />
            <TextLines lines={6} />
          </div>
          <div className="space-y-4">
            <Bone className="h-8 w-40" />
            <Bone className="aspect-video w-full rounded-2xl" />
          </div>
        </div>
      </div>
    </Skeleton>
  );
}

/**
 * Placeholder of blog cards (cover 16:9, date, title, excerpt, 'Read More'): one on a phone, two
 * from the small breakpoint and `count` in three columns on a desktop, like the blog grid and
 * carousels.
 */
export function BlogCardsSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their position
            key={i}
            className={`overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 ${shownFrom(i, BLOG_COLUMNS)}`}
          >
            <Bone className="aspect-video w-full rounded-none" />
            <div className="space-y-3 p-5">
              <Bone className="h-4 w-32" />
              <Bone className="h-5 w-5/6" />
              <TextLines lines={3} className="h-3" />
              <Bone className="h-4 w-24" />
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

/**
 * Placeholder of team cards (round portrait, name, role), laid out like the team carousel: one
 * on a phone, two, three, then four per row.
 */
export function TeamCardsSkeleton({ count = 4, label }: { count?: number; label?: string }) {
  return (
    <Skeleton label={label}>
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: count }, (_, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their position
            key={i}
            className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${shownFrom(i, TEAM_COLUMNS)}`}
          >
            <Bone className="mx-auto aspect-square w-full max-w-48 rounded-full" />
            <Bone className="mx-auto mt-4 h-5 w-32" />
            <Bone className="mx-auto mt-2 h-4 w-24" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}

/** Placeholder of a generic list: `rows` rows of a square picture beside two lines of text. */
export function ListSkeleton({ rows = 3, label, className = '' }: { rows?: number; label?: string; className?: string }) {
  return (
    <Skeleton label={label} className={className}>
      <ul className="space-y-4">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their position
          <li key={i} className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
            <Bone className="size-14 shrink-0 rounded-xl" />
            <div className="flex-1 space-y-2.5">
              <Bone className="h-4 w-1/2" />
              <Bone className="h-3 w-5/6" />
            </div>
          </li>
        ))}
      </ul>
    </Skeleton>
  );
}

/** Placeholder of an article page (a blog post): back link, title, date line, cover and paragraphs. */
export function ArticleSkeleton({ label }: { label?: string }) {
  return (
    <Skeleton label={label} className="container-page max-w-3xl py-10 sm:py-14">
      <Bone className="h-4 w-24" />
      <Bone className="mt-4 h-9 w-5/6 sm:h-10" />
      <Bone className="mt-3 h-4 w-48" />
      <Bone className="mt-8 aspect-video w-full rounded-2xl" />
      <div className="mt-8 space-y-6">
        <TextLines lines={4} className="h-4" />
        <TextLines lines={3} className="h-4" />
      </div>
    </Skeleton>
  );
}
