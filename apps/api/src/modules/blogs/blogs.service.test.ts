import { blogs } from '@realty/db/schema';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { excerptOf, sanitiseBlogHtml } from './blog-html.ts';
import { calendarMonthOf, listRecentBlogs, oneMonthBefore } from './blogs.service.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const post = (title: string, createdAt: string, status = 'Active') => ({
    title,
    createdAt: new Date(createdAt),
    status,
    description: `<p>${title}</p>`,
  });
  await ctx.db.insert(blogs).values([
    post('Early March', '2026-03-02T06:00:00Z'),
    post('Mid March', '2026-03-15T06:00:00Z'),
    // 1 April 02:00 IST is still 31 March in UTC: it belongs to April in India
    post('April Fool', '2026-03-31T20:30:00Z'),
    post('Late April', '2026-04-20T06:00:00Z'),
    post('Late April hidden', '2026-04-25T06:00:00Z', 'Hidden'),
    post('Early May', '2026-05-03T06:00:00Z'),
    post('Mid May hidden', '2026-05-16T06:00:00Z', 'Hidden'),
  ]);
});
afterAll(async () => ctx?.close());

const titles = (data: { blog_title: string }[]) => data.map((b) => b.blog_title);

describe('home blog window (docs/product/content.md)', () => {
  it('shows the Active posts of the last month, newest first, when there are some', async () => {
    const { data } = await listRecentBlogs(ctx.db, new Date('2026-05-10T00:00:00Z'));
    expect(titles(data)).toEqual(['Early May', 'Late April']);
  });

  it('counts a post exactly one month old as inside the window', async () => {
    const { data } = await listRecentBlogs(ctx.db, new Date('2026-05-20T06:00:00Z'));
    expect(titles(data)).toEqual(['Early May', 'Late April']);
  });

  it('falls back to the calendar month of the newest Active post when the last month has none', async () => {
    const { data } = await listRecentBlogs(ctx.db, new Date('2026-09-01T00:00:00Z'));
    expect(titles(data)).toEqual(['Early May']);
  });

  it('uses the calendar month in India Standard Time for the fallback', async () => {
    await ctx.db
      .update(blogs)
      .set({ status: 'Hidden' })
      .where(inArray(blogs.title, ['Early May', 'Late April']));
    const { data } = await listRecentBlogs(ctx.db, new Date('2026-09-01T00:00:00Z'));
    expect(titles(data)).toEqual(['April Fool']);
    await ctx.db
      .update(blogs)
      .set({ status: 'Active' })
      .where(inArray(blogs.title, ['Early May', 'Late April']));
  });

  it('is empty when no post is Active', async () => {
    const empty = await createTestContext();
    try {
      expect((await listRecentBlogs(empty.db, new Date())).data).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('date helpers', () => {
  it('goes back one calendar month, clamping the day', () => {
    expect(oneMonthBefore(new Date('2026-05-10T12:00:00Z')).toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(oneMonthBefore(new Date('2026-03-31T08:00:00Z')).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(oneMonthBefore(new Date('2026-01-15T00:00:00Z')).toISOString()).toBe('2025-12-15T00:00:00.000Z');
  });

  it('gives the IST calendar month as UTC instants', () => {
    const { from, until } = calendarMonthOf(new Date('2026-03-31T20:30:00Z'));
    expect(from.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(until.toISOString()).toBe('2026-04-30T18:30:00.000Z');
  });
});

describe('blog HTML', () => {
  it('keeps the allowed subset and removes scripts, handlers and unsafe links', () => {
    const html = sanitiseBlogHtml(
      '<h2 onclick="x()">Title</h2><p>Body <strong>bold</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://up-rera.in">ok</a><img src=x onerror=alert(1)><style>p{}</style>',
    );
    expect(html).toBe('<h2>Title</h2><p>Body <strong>bold</strong></p><a>bad</a><a href="https://up-rera.in">ok</a>');
  });

  it('builds a plain-text excerpt cut at a word', () => {
    expect(excerptOf('<p>Stamp &amp; registration</p><p>in Uttar Pradesh</p>')).toBe('Stamp & registration in Uttar Pradesh');
    const long = excerptOf(`<p>${'word '.repeat(100)}</p>`, 40);
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long.endsWith('word…')).toBe(true);
  });
});
