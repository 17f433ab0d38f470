import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';
import { multipartBody, signInTestStaff, type TestStaff } from '../../../test/fixtures/staff-session.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;
let editor: TestStaff;
beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signInTestStaff(ctx.app, 'editor');
});
afterAll(async () => ctx?.close());
const as = {
  get cookie() {
    return editor.cookie;
  },
};

describe('guards', () => {
  it('refuses guests, customers and associates on blog and team routes', async () => {
    const customer = await signUpCustomer(ctx.app);
    const associate = await signUpAssociate(ctx.app);
    for (const [method, url] of [
      ['GET', '/api/admin/blogs'],
      ['POST', '/api/admin/blogs'],
      ['PUT', '/api/admin/blogs/1'],
      ['DELETE', '/api/admin/blogs/1'],
      ['GET', '/api/admin/teams'],
      ['PUT', '/api/admin/teams/order'],
      ['POST', '/api/admin/teams/1/photo'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await ctx.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method, url, payload, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
      expect((await ctx.app.inject({ method, url, payload, headers: { cookie: associate.cookie } })).statusCode).toBe(403);
    }
  });
});

describe('blog management', () => {
  it('creates a hidden post with a sanitised body, publishes it with a cover image, and the public blog shows it', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: { cookie: as.cookie },
      payload: {
        blog_title: 'Buying a plot near Sarnath',
        blog_description:
          '<h2>Check the papers</h2><p onclick="steal()">Ask for the <strong>khatauni</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
        blog_status: 'Hidden',
        blog_author: 'Team Kashi',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json().data;
    // the back office keeps what staff wrote; the public answer is rendered and sanitised
    expect(blog.blog_description).toBe(
      '<h2>Check the papers</h2><p onclick="steal()">Ask for the <strong>khatauni</strong>.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
    );
    expect(blog.blog_excerpt).toMatch(/^Check the papers Ask for the khatauni ?\. x$/);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blogs/${blog.blog_id}` })).statusCode).toBe(404);

    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c86' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ field: 'image', filename: 'cover.png', data: image }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/blogs/${blog.blog_id}/image`,
      headers: { ...headers, cookie: as.cookie },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const path = uploaded.json().data.blog_image as string;
    expect(path).toMatch(new RegExp(`^media/blogs/${blog.blog_id}/[0-9a-f]{16}\\.webp$`));
    expect(uploaded.json().message).toBe('Cover image uploaded.');
    const two = multipartBody([
      { field: 'image', filename: 'a.png', data: image },
      { field: 'image', filename: 'b.png', data: image },
    ]);
    const twoImages = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/blogs/${blog.blog_id}/image`,
      headers: { ...two.headers, cookie: as.cookie },
      payload: two.payload,
    });
    expect(twoImages.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'image',
      message: 'Send at most 1 files at once.',
    });
    const script = multipartBody([
      { field: 'image', filename: 'cover.png', data: Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(64)) },
    ]);
    const notImage = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/blogs/${blog.blog_id}/image`,
      headers: { ...script.headers, cookie: as.cookie },
      payload: script.payload,
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      field: 'image',
      message: '"cover.png" is not a JPEG, PNG, WebP or AVIF photo. Only those are accepted.',
    });
    expect(existsSync(join(ctx.dataDir, 'uploads', path.replace('.webp', '-w480.webp')))).toBe(true);

    const published = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blog.blog_id}`,
      headers: { cookie: as.cookie },
      payload: { ...blog, blog_status: 'Active', blog_description: '<p>Ask for the khatauni.</p>' },
    });
    expect(published.statusCode, published.body).toBe(200);
    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/blogs/${blog.blog_id}` });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().data.blog_description).toBe('<p>Ask for the khatauni.</p>');
    const all = await ctx.app.inject({ method: 'GET', url: '/api/admin/blogs', headers: { cookie: as.cookie } });
    expect(all.json().data[0]).toMatchObject({ blog_id: blog.blog_id, blog_status: 'Active', blog_image: path });

    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: { cookie: as.cookie },
      payload: { blog_title: 'Only a script', blog_description: '<script>x</script>', blog_status: 'Active' },
    });
    expect(empty.json()).toMatchObject({ field: 'blog_description', message: 'Write the post body.' });
    const badStatus = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: { cookie: as.cookie },
      payload: { blog_title: 'Status', blog_description: '<p>x</p>', blog_status: 'Archived' },
    });
    expect(badStatus.json()).toMatchObject({ field: 'blog_status', message: 'Status must be Active, Hidden or Draft.' });

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/blogs/${blog.blog_id}`, headers: { cookie: as.cookie } })).statusCode,
    ).toBe(200);
    expect(existsSync(join(ctx.dataDir, 'uploads', path))).toBe(false);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/admin/blogs/${blog.blog_id}`, headers: { cookie: as.cookie } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Blog post not found.' });
  });
});

describe('blog posts in Markdown, drafts until a cover image', () => {
  it('stores the Markdown as written, renders it for the public with paragraphs, line breaks and formatting, and publishes a draft with its cover', async () => {
    const markdown = [
      '## Check the papers',
      '',
      'Ask for the **khatauni** and the *sale deed*.',
      'Then visit the tehsil.',
      '',
      '- Map approved',
      '- No dues',
      '',
      '[bad](javascript:alert(1)) [guide](https://example.in/guide)',
      '',
      '<script>alert(1)</script>',
    ].join('\n');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blogs',
      headers: { cookie: as.cookie },
      payload: { blog_title: 'Papers for a plot in Varanasi', blog_description: markdown },
    });
    expect(created.statusCode, created.body).toBe(201);
    const blog = created.json().data;
    expect(blog).toMatchObject({ blog_status: 'Draft', blog_description: markdown });
    expect(blog.blog_excerpt).toBe(
      'Check the papers Ask for the khatauni and the sale deed . Then visit the tehsil. Map approved No dues bad guide',
    );
    expect((await ctx.app.inject({ method: 'GET', url: `/api/blogs/${blog.blog_id}` })).statusCode).toBe(404);

    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#6a8' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartBody([{ field: 'image', filename: 'cover.png', data: image }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/blogs/${blog.blog_id}/image`,
      headers: { ...headers, cookie: as.cookie },
      payload,
    });
    expect(uploaded.json().data).toMatchObject({ blog_status: 'Active', blog_description: markdown });

    const publicView = await ctx.app.inject({ method: 'GET', url: `/api/blogs/${blog.blog_id}` });
    expect(publicView.statusCode).toBe(200);
    expect(publicView.json().data.blog_description).toBe(
      [
        '<h2>Check the papers</h2>',
        '<p>Ask for the <strong>khatauni</strong> and the <em>sale deed</em>.<br>Then visit the tehsil.</p>',
        '<ul>',
        '<li>Map approved</li>',
        '<li>No dues</li>',
        '</ul>',
        '<p><a>bad</a> <a href="https://example.in/guide">guide</a></p>',
      ].join('\n'),
    );

    // an edit without a status keeps the post's; hiding is on purpose, and a new cover does not publish a hidden post
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/blogs/${blog.blog_id}`,
      headers: { cookie: as.cookie },
      payload: { blog_title: 'Papers for a plot in Varanasi', blog_description: '## Papers' },
    });
    expect(edited.json().data.blog_status).toBe('Active');
  });
});

describe('team management', () => {
  it('adds members with a photo and social link, reorders them, and the public team list follows', async () => {
    const add = (name: string, social = '') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/teams',
        headers: { cookie: as.cookie },
        payload: { team_name: name, team_designation: 'Sales Head', team_social: social },
      });
    const a = (await add('Anil Mishra', 'https://www.instagram.com/anil')).json().data;
    const b = (await add('Bhavna Rai')).json().data;
    const bad = await add('Chetan', 'javascript:alert(1)');
    expect(bad.json()).toMatchObject({
      field: 'team_social',
      message: 'Enter an https:// link of at most 300 characters, or leave it empty.',
    });

    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#468' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody([{ field: 'photo', filename: 'anil.jpg', data: photo }]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/teams/${a.team_id}/photo`,
      headers: { ...headers, cookie: as.cookie },
      payload,
    });
    expect(uploaded.json().data.team_profile_image).toMatch(new RegExp(`^media/teams/${a.team_id}/`));

    const current = (await ctx.app.inject({ method: 'GET', url: '/api/admin/teams', headers: { cookie: as.cookie } }))
      .json()
      .data.map((m: { team_id: number }) => m.team_id) as number[];
    const order = [b.team_id, ...current.filter((id) => id !== b.team_id)];
    const reordered = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/teams/order',
      headers: { cookie: as.cookie },
      payload: { team_ids: order },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const publicTeam = await ctx.app.inject({ method: 'GET', url: '/api/teams' });
    expect(publicTeam.json().data[0].team_name).toBe('Bhavna Rai');
    const partial = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/teams/order',
      headers: { cookie: as.cookie },
      payload: { team_ids: [b.team_id] },
    });
    expect(partial.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      field: 'team_ids',
      message: 'List every team member exactly once in the new order.',
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/teams/999999/photo',
      headers: { ...headers, cookie: as.cookie },
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Team member not found.' });
  });
});
