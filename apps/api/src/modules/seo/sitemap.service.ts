import { pipeline, Readable, Transform } from 'node:stream';
import type { Database } from '@realty/db/client';
import { ErrorLevel, SitemapIndexStream, type SitemapItem, SitemapItemStream } from 'sitemap';
import { notFound } from '../../lib/app-error.ts';
import {
  countListingRows,
  listActiveBlogSitemapRows,
  listDeveloperSitemapRows,
  listingRowBatches,
  type SitemapRow,
} from './sitemap.repository.ts';

/** Most listing addresses in one `/sitemaps/listings-{n}.xml` (the protocol allows 50,000; we keep a margin). */
export const LISTINGS_PER_SITEMAP = 45_000;

/** The 404 text of an unknown child sitemap. */
export const SITEMAP_NOT_FOUND = 'Sitemap not found.';

/**
 * The public pages of `/sitemaps/pages.xml`, before the developer pages: the landing page, the
 * catalogue, the blog and the content and audience pages (docs/product/content.md). Sign-in,
 * sign-up and dashboard pages are left out.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/properties',
  '/blogs',
  '/aboutpage',
  '/faqs',
  '/contactus',
  '/associatemembership',
  '/propertyseekers',
  '/associates',
  '/builders',
  '/privacy',
];

/** A child sitemap named by `/sitemaps/{file}`: the public pages, one file of listings (`page` from 1), or the blog. */
export type SitemapChild = { kind: 'pages' } | { kind: 'blogs' } | { kind: 'listings'; page: number };

/**
 * Reads a child sitemap's file name: `pages.xml`, `blogs.xml` or `listings-{n}.xml` with `n` a
 * whole number from 1 written without leading zeros (at most 6 digits). Anything else is undefined.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export function parseSitemapChild(file: string): SitemapChild | undefined {
  if (file === 'pages.xml') return { kind: 'pages' };
  if (file === 'blogs.xml') return { kind: 'blogs' };
  const listings = /^listings-([1-9]\d{0,5})\.xml$/.exec(file);
  return listings ? { kind: 'listings', page: Number(listings[1]) } : undefined;
}

/**
 * The Hindi address of an English page path: the same path under `/hi` (`/detailpage/7` →
 * `/hi/detailpage/7`); the home page `/` is `/hi`.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export function hindiPath(path: string): string {
  return path === '/' ? '/hi' : `/hi${path}`;
}

/**
 * One `<url>` of a sitemap for the page at `path` (site-relative) of the site at `origin`: its
 * absolute address, its `<lastmod>` when known (ISO 8601) and its language alternates: `en-IN` and
 * `x-default` → the English address, `hi-IN` → {@link hindiPath}. Addresses are joined as text:
 * `origin` is a parsed URL origin and every path is built here from fixed words and whole numbers.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export function sitemapEntry(origin: string, path: string, lastmod?: string): SitemapItem {
  const english = `${origin}${path}`;
  return {
    url: english,
    ...(lastmod ? { lastmod } : {}),
    img: [],
    video: [],
    links: [
      { lang: 'en-IN', url: english },
      { lang: 'hi-IN', url: `${origin}${hindiPath(path)}` },
      { lang: 'x-default', url: english },
    ],
  };
}

/** What `<urlset>` opens with: the sitemap and XHTML namespaces (the `xhtml:link` alternates), no others. */
const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const URLSET_CLOSE = '</urlset>';

/** Bytes gathered before a piece of the answer is handed on (the writers emit one small string per tag). */
const CHUNK_BYTES = 64 * 1024;

/**
 * Joins the writers' many small strings into pieces of about {@link CHUNK_BYTES} (so compression
 * and the socket see few writes), starting with `prefix` and ending with `suffix`.
 */
function chunked(prefix = '', suffix = ''): Transform {
  let parts: string[] = prefix ? [prefix] : [];
  let length = prefix.length;
  return new Transform({
    writableObjectMode: true,
    transform(part: string | Buffer, _encoding, callback) {
      const text = typeof part === 'string' ? part : part.toString('utf8');
      parts.push(text);
      length += text.length;
      if (length >= CHUNK_BYTES) {
        this.push(parts.join(''));
        parts = [];
        length = 0;
      }
      callback();
    },
    flush(callback) {
      parts.push(suffix);
      this.push(parts.join(''));
      callback();
    },
  });
}

/**
 * A `<urlset>` of `entries` as a byte stream: each `<url>` written by the `sitemap` package's
 * item writer (which escapes the text), between the opening and closing tags, so an empty set is
 * still a whole document. The item writer is used rather than the package's `SitemapStream`,
 * which parses every address and date again: a file of 45,000 listings takes a fifth of the time.
 * A failure on the way (the database going away half-way) destroys the returned stream with that
 * error, which ends the answer.
 */
function urlSetStream(entries: Iterable<SitemapItem> | AsyncIterable<SitemapItem>): Readable {
  return pipeline(Readable.from(entries), new SitemapItemStream({ level: ErrorLevel.THROW }), chunked(URLSET_OPEN, URLSET_CLOSE), () => {});
}

/** How many `listings-{n}.xml` files the catalogue needs: one per `perFile` listings, at least one. */
export function listingSitemapCount(listings: number, perFile: number = LISTINGS_PER_SITEMAP): number {
  return Math.max(1, Math.ceil(listings / perFile));
}

/**
 * `/sitemap.xml`: a `<sitemapindex>` of the child sitemaps under `origin` (e.g.
 * `https://www.example.in`): `/sitemaps/pages.xml`, `/sitemaps/listings-1.xml` … one per
 * `perFile` listings (always at least one), and `/sitemaps/blogs.xml`. Counts the listings on
 * every call, so a file appears or goes as soon as the catalogue grows or shrinks.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export async function sitemapIndexXml(db: Database, origin: string, perFile: number = LISTINGS_PER_SITEMAP): Promise<Readable> {
  const files = listingSitemapCount(await countListingRows(db), perFile);
  const children = ['pages.xml', ...Array.from({ length: files }, (_, i) => `listings-${i + 1}.xml`), 'blogs.xml'];
  return pipeline(
    Readable.from(children.map((file) => ({ url: `${origin}/sitemaps/${file}` }))),
    new SitemapIndexStream({ level: ErrorLevel.THROW }),
    chunked(),
    () => {},
  );
}

/**
 * `/sitemaps/{file}` under `origin`, read from the database on every call (nothing is cached, so a
 * deleted listing or post is gone and a new one is there on the next request):
 * - `pages.xml`: {@link PUBLIC_PAGES}, then `/developers/{id}` of every active builder with at
 *   least one listing (lastmod: its newest listing's `updated_at`);
 * - `listings-{n}.xml`: the n-th run of `perFile` listings in `site_id` order, each
 *   `/detailpage/{site_id}` with lastmod = `updated_at`, streamed in batches (id and `updated_at`
 *   only); `listings-1.xml` always exists, even for an empty catalogue;
 * - `blogs.xml`: every Active post, `/blogs/{blog_id}` with lastmod = `updated_at`.
 * Every address carries its `en-IN`, `hi-IN` and `x-default` alternates ({@link sitemapEntry}).
 * @throws AppError 404 'Sitemap not found.' for any other name, or a listings file past the last.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export async function childSitemapXml(
  db: Database,
  origin: string,
  file: string,
  perFile: number = LISTINGS_PER_SITEMAP,
): Promise<Readable> {
  const child = parseSitemapChild(file);
  if (!child) throw notFound(SITEMAP_NOT_FOUND);
  if (child.kind === 'pages') {
    const developers = await listDeveloperSitemapRows(db);
    return urlSetStream([
      ...PUBLIC_PAGES.map((path) => sitemapEntry(origin, path)),
      ...developers.map((developer) => sitemapEntry(origin, `/developers/${developer.id}`, developer.lastmod)),
    ]);
  }
  if (child.kind === 'blogs') {
    const posts = await listActiveBlogSitemapRows(db);
    return urlSetStream(posts.map((post) => sitemapEntry(origin, `/blogs/${post.id}`, post.lastmod)));
  }
  const batches = listingRowBatches(db, (child.page - 1) * perFile, perFile);
  const first = await batches.next();
  if (first.done && child.page > 1) throw notFound(SITEMAP_NOT_FOUND);
  return urlSetStream(listingEntries(origin, first.done ? [] : first.value, batches));
}

/** The `<url>` entries of one listings file: the batch already read, then the rest as they arrive. */
async function* listingEntries(origin: string, first: SitemapRow[], rest: AsyncIterable<SitemapRow[]>): AsyncGenerator<SitemapItem> {
  for (const row of first) yield sitemapEntry(origin, `/detailpage/${row.id}`, row.lastmod);
  for await (const batch of rest) {
    for (const row of batch) yield sitemapEntry(origin, `/detailpage/${row.id}`, row.lastmod);
  }
}
