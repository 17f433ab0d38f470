import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminBlogInput, adminBlogInputSchema } from '@realty/contracts/admin/blogs';
import { BLOG_STATUSES, type Blog } from '@realty/contracts/content/blog';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useAdminBlogs, useDeleteBlog, useRefreshContent, useSaveBlog } from '../api/admin-content.ts';
import { formatWhen, thumbnailUrl } from '../utils/format.ts';
import { ImageUploadButton } from './image-upload-button.tsx';
import { StatusPill } from './status-pill.tsx';

type BlogForm = z.input<typeof adminBlogInputSchema>;

/** How the editor names each status. */
const STATUS_LABEL: Record<(typeof BLOG_STATUSES)[number], string> = {
  Draft: 'Draft (published when it gets a cover image)',
  Active: 'Active (published)',
  Hidden: 'Hidden',
};

function BlogEditor({ blog, onDone }: { blog?: Blog; onDone: () => void }) {
  const save = useSaveBlog();
  const refresh = useRefreshContent();
  const form = useForm<BlogForm, unknown, AdminBlogInput>({
    resolver: zodResolver(adminBlogInputSchema),
    defaultValues: {
      blog_title: blog?.blog_title ?? '',
      blog_excerpt: blog?.blog_excerpt ?? '',
      blog_description: blog?.blog_description ?? '',
      blog_status: (blog?.blog_status as AdminBlogInput['blog_status']) ?? 'Draft',
      blog_author: blog?.blog_author ?? '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const answer = await save.mutateAsync({ blogId: blog?.blog_id, body });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (field && field in body) form.setError(field as keyof BlogForm, { message: (error as Error).message });
      else toast.error((error as Error).message);
    }
  });
  const err = (name: keyof BlogForm) => errors[name] && <p className="mt-1 text-sm text-red-700">{errors[name]?.message}</p>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      aria-label={blog ? `Edit ${blog.blog_title}` : 'New blog post'}
    >
      <h2 className="text-lg font-semibold text-slate-900">{blog ? 'Edit post' : 'New post'}</h2>
      <div>
        <label htmlFor="blog_title" className="label">
          Title
        </label>
        <input id="blog_title" className="input" aria-invalid={Boolean(errors.blog_title)} {...form.register('blog_title')} />
        {err('blog_title')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="blog_status" className="label">
            Status
          </label>
          <select id="blog_status" className="input" {...form.register('blog_status')}>
            {BLOG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="blog_author" className="label">
            Author
          </label>
          <input id="blog_author" className="input" {...form.register('blog_author')} />
          {err('blog_author')}
        </div>
      </div>
      <div>
        <label htmlFor="blog_excerpt" className="label">
          Summary (optional; made from the body when empty)
        </label>
        <input id="blog_excerpt" className="input" {...form.register('blog_excerpt')} />
        {err('blog_excerpt')}
      </div>
      <div>
        <label htmlFor="blog_description" className="label">
          Body
        </label>
        <p id="blog-body-hint" className="mb-1 text-xs text-slate-500">
          Markdown: a blank line starts a new paragraph, a line break stays a line break; ## Heading, ### Smaller heading, **bold**,
          *italic*, - list item, 1. numbered item, &gt; quote, [link text](https://…).
        </p>
        <textarea
          id="blog_description"
          rows={12}
          className="input font-mono text-sm"
          aria-describedby="blog-body-hint"
          aria-invalid={Boolean(errors.blog_description)}
          {...form.register('blog_description')}
        />
        {err('blog_description')}
      </div>
      {blog && (
        <div className="flex flex-wrap items-center gap-3">
          {blog.blog_image ? (
            <img
              src={thumbnailUrl(blog.blog_image)}
              alt={`Cover of ${blog.blog_title}`}
              width={160}
              height={120}
              className="aspect-[4/3] w-40 rounded object-cover"
            />
          ) : (
            <span className="text-sm text-slate-500">No cover image yet.</span>
          )}
          <ImageUploadButton
            label={blog.blog_image ? 'Replace cover image' : 'Upload cover image'}
            path={`/admin/blogs/${blog.blog_id}/image`}
            field="image"
            onDone={() => {
              void refresh('blogs');
              toast.success('Cover image uploaded.');
            }}
          />
        </div>
      )}
      <div className="flex gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : blog ? 'Save post' : 'Create post'}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}

/** Blog posts (docs/product/back-office.md): list of every post, create, edit, publish (Active) or hide, cover image, delete. */
export function BlogManager() {
  const blogs = useAdminBlogs();
  const remove = useDeleteBlog();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const current = typeof editing === 'number' ? blogs.data?.data.find((b) => b.blog_id === editing) : undefined;
  return (
    <section aria-labelledby="blogs-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="blogs-heading" className="text-2xl font-bold text-slate-900">
          Blog
        </h1>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" /> New post
        </button>
      </div>
      {editing !== null && <BlogEditor key={String(editing)} blog={current} onDone={() => setEditing(null)} />}
      {blogs.isPending ? (
        <p role="status">Loading...</p>
      ) : blogs.isError ? (
        <p role="alert" className="text-red-700">
          {blogs.error.message}
        </p>
      ) : blogs.data.data.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-600">No blogs available at the moment.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {blogs.data.data.map((blog) => (
            <li key={blog.blog_id} className="flex flex-wrap items-center gap-3 p-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{blog.blog_title}</p>
                <p className="text-xs text-slate-500">
                  {formatWhen(blog.created_at)}
                  {blog.blog_author ? ` · ${blog.blog_author}` : ''}
                </p>
              </div>
              <StatusPill status={blog.blog_status} />
              <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setEditing(blog.blog_id)}>
                Edit<span className="sr-only"> {blog.blog_title}</span>
              </button>
              <button
                type="button"
                className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                onClick={() => {
                  if (window.confirm(`Delete "${blog.blog_title}"?`))
                    remove.mutate(blog.blog_id, {
                      onSuccess: () => toast.success('Blog post deleted.'),
                      onError: (e) => toast.error(e.message),
                    });
                }}
              >
                Delete<span className="sr-only"> {blog.blog_title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
