import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrigin } from '../../lib/public-origin.ts';
import type { ModuleOptions } from '../module-options.ts';
import { robotsTxt } from './robots.service.ts';
import { childSitemapXml, sitemapIndexXml } from './sitemap.service.ts';

/** Crawlers may keep a sitemap or robots.txt an hour; a changed catalogue shows within that. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * `/sitemaps/{file}`: the file name, checked by the service (an unknown one is a 404, not a 400).
 * The answers are XML or text, so no JSON response schema is declared; a failure is the usual
 * `{ success: false, code, message, field? }` (400 naming `host` for a bad Host header, 404).
 */
const childParamsSchema = z.object({
  // well-formed names only (a control character or a path is a 400); an unknown well-formed one is a 404
  file: z.string().regex(/^([a-z0-9-]{1,40}\.xml)?$/, 'Sitemap file must be a name such as listings-1.xml'),
});

/**
 * The search engine files, at the root of the site (not under `/api`): `GET /sitemap.xml` (the
 * sitemap index), `GET /sitemaps/{file}` (pages, listings in files of 45,000, blog posts; 404 for
 * an unknown file) and `GET /robots.txt`. Open to everyone, answered with
 * `cache-control: public, max-age=3600`; addresses are absolute under `PUBLIC_ORIGIN`, else under
 * the request's scheme and host. Registered before the static files, whose page shell would
 * otherwise answer these paths.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export const seoRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { reads, env }) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['seo'],
        summary: 'The sitemap index: the pages, listings and blog sitemaps (XML)',
      },
    },
    async (request, reply) => {
      const xml = await reads.run((db) => sitemapIndexXml(db, publicOrigin(env.PUBLIC_ORIGIN, request)));
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(xml);
    },
  );

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags: ['seo'],
        summary: 'One child sitemap: pages.xml, listings-{n}.xml or blogs.xml (XML)',
        params: childParamsSchema,
      },
      // a listings file is tens of thousands of addresses: enough for any crawler, not for a flood
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const xml = await reads.run((db) => childSitemapXml(db, publicOrigin(env.PUBLIC_ORIGIN, request), request.params.file));
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['seo'],
        summary: 'Crawler rules and the address of the sitemap index (plain text)',
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicOrigin(env.PUBLIC_ORIGIN, request))),
  );
};
