import { errorResponseSchema } from '@realty/contracts/common/envelope';
import { blogIdParamsSchema, getBlogResponseSchema } from '@realty/contracts/content/get-blog';
import { listBlogsQuerySchema, listBlogsResponseSchema } from '@realty/contracts/content/list-blogs';
import { recentBlogsResponseSchema } from '@realty/contracts/content/recent-blogs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleOptions } from '../module-options.ts';
import { getBlog, listBlogs, listRecentBlogs } from './blogs.service.ts';

/**
 * Public blog routes (docs/product/content.md "Blog page", §7): `GET /api/blogs`,
 * `GET /api/blogs/recent` and `GET /api/blogs/{blog_id}`. No credential.
 * @see docs/product/content.md ("Blog")
 */
export const blogsRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads }) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags: ['content'],
        summary: 'Active blog posts, newest first, paged',
        querystring: listBlogsQuerySchema,
        response: { 200: listBlogsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => reads.run((db) => listBlogs(db, request.query)),
  );

  app.get(
    '/blogs/recent',
    {
      schema: {
        tags: ['content'],
        summary: 'The home page blog window: last month, else the month of the newest post',
        response: { 200: recentBlogsResponseSchema },
      },
    },
    async () => reads.run((db) => listRecentBlogs(db)),
  );

  app.get(
    '/blogs/:blog_id',
    {
      schema: {
        tags: ['content'],
        summary: 'One Active blog post',
        params: blogIdParamsSchema,
        response: { 200: getBlogResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => reads.run((db) => getBlog(db, request.params.blog_id)),
  );
};
