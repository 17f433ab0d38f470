import type { Blog } from '@realty/contracts/content/blog';
import { blogs } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let hiddenId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await createTestContext();
  const now = Date.now();
  const rows = Array.from({ length: 15 }, (_, i) => ({
    title: `Post ${i + 1}`,
    // Post 15 is the newest, one day old; each earlier one ten days older
    createdAt: new Date(now - DAY - (14 - i) * 10 * DAY),
    description: `<p>Body of post ${i + 1}</p><script>steal()</script>`,
    image: `media/blogs/post-${i + 1}.webp`,
    author: 'Kashi Realty Desk',
  }));
  await ctx.db.insert(blogs).values(rows);
  const [hidden] = await ctx.db
    .insert(blogs)
    .values({ title: 'Draft', status: 'Hidden', createdAt: new Date(now) })
    .returning({ id: blogs.blogId });
  if (!hidden) throw new Error('the hidden post was not stored');
  hiddenId = hidden.id;
});
afterAll(async () => ctx?.close());

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/blogs', () => {
  it('pages Active posts newest first with the spec field names, default page size 12', async () => {
    const { status, body } = await get('/api/blogs');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 15, page: 1, pageSize: 12 });
    expect(body.data).toHaveLength(12);
    expect(body.data[0]).toMatchObject({
      blog_title: 'Post 15',
      blog_status: 'Active',
      blog_image: 'media/blogs/post-15.webp',
      blog_author: 'Kashi Realty Desk',
    });
    expect(body.data[0].blog_description).toBe('<p>Body of post 15</p>');
    expect(body.data[0].blog_excerpt).toBe('Body of post 15');
    expect(body.data.map((b: Blog) => b.blog_title)).not.toContain('Draft');
  });

  it('returns the remainder on the last page and an empty page past the end', async () => {
    const last = await get('/api/blogs?page=2&pageSize=12');
    expect(last.body.data.map((b: Blog) => b.blog_title)).toEqual(['Post 3', 'Post 2', 'Post 1']);
    const past = await get('/api/blogs?page=9');
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ data: [], total: 15 });
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=x', 'page'],
    ['?pageSize=51', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await get(`/api/blogs${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, field });
  });
});

describe('GET /api/blogs/recent', () => {
  it('returns the Active posts of the last month, newest first', async () => {
    const { status, body } = await get('/api/blogs/recent');
    expect(status).toBe(200);
    // posts 15, 14, 13 are 1, 11 and 21 days old; post 12 is 31 days old
    expect(body.data.map((b: Blog) => b.blog_title).slice(0, 3)).toEqual(['Post 15', 'Post 14', 'Post 13']);
    expect(body.data.map((b: Blog) => b.blog_title)).not.toContain('Post 11');
    expect(body.data.map((b: Blog) => b.blog_title)).not.toContain('Draft');
  });
});

describe('GET /api/blogs/{blog_id}', () => {
  it('returns one Active post', async () => {
    const list = await get('/api/blogs?pageSize=1');
    const id = list.body.data[0].blog_id;
    const { status, body } = await get(`/api/blogs/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ blog_id: id, blog_title: 'Post 15' });
  });

  it('answers 404 for a hidden post and for an unknown id', async () => {
    for (const id of [hiddenId, 999_999]) {
      const { status, body } = await get(`/api/blogs/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Blog not found.' });
    }
  });

  it.each(['abc', '0', '99999999999'])('answers 400 naming blog_id for %s', async (id) => {
    const { status, body } = await get(`/api/blogs/${id}`);
    expect(status).toBe(400);
    expect(body.field).toBe('blog_id');
  });
});

describe('legacy admin read paths', () => {
  it('are staff reads, not public aliases: a visitor gets 401', async () => {
    expect((await get('/api/admin/blogs')).status).toBe(401);
    expect((await get('/api/admin/teams')).status).toBe(401);
  });
});
