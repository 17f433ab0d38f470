import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signInAsStaff } from './fixtures/staff.ts';

/**
 * Blog posts written in Markdown in the back office (docs/product/content.md, "Blog";
 * docs/decisions/0026-blog-bodies-in-markdown.md; issue "What a new user trips over", item 17): the
 * line breaks, paragraphs, headings and bold staff type show on the public page, and a new post is
 * a draft until it gets its cover image. Desktop and phone sign in as their own staff member.
 */

test('a post typed in Markdown is a draft until its cover image, then shows its headings, paragraphs and bold', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await signInAsStaff(page, phone ? '9000000011' : '9000000010');
  const title = `Papers to ask for before buying a plot ${phone ? 'in Prayagraj' : 'in Varanasi'} ${Date.now().toString().slice(-5)}`;
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(page.getByLabel('Status')).toHaveValue('Draft');
  await page
    .getByLabel('Body', { exact: true })
    .fill(
      [
        '## Check the papers',
        '',
        'Ask the seller for the **khatauni** first.',
        'Then visit the tehsil office.',
        '',
        'A second paragraph about the *registry*.',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Blog post created.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  const { data } = (await (await page.request.get('/api/admin/blogs')).json()) as { data: { blog_id: number; blog_title: string }[] };
  const blogId = data.find((blog) => blog.blog_title === title)?.blog_id;
  expect(blogId).toBeGreaterThan(0);

  const visitorContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/blogs/${blogId}`);
  await expect(visitor.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const cover = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c86' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Upload cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
  await expect(page.getByText('Cover image uploaded.')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await visitor.goto(`/blogs/${blogId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = visitor.getByRole('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Check the papers' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'khatauni' })).toBeVisible();
  await expect(article.locator('em', { hasText: 'registry' })).toBeVisible();
  await expect(article.locator('p', { hasText: 'Ask the seller' }).locator('br')).toHaveCount(1);
  await expect(article.locator('p', { hasText: 'A second paragraph' })).toBeVisible();
  await expect(article).not.toContainText('##');
  await expect(article).not.toContainText('**');
  await visitorContext.close();
});
