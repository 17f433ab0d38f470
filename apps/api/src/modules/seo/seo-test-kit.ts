import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '@realty/db/client';
import { sql } from 'drizzle-orm';
import { ErrorLevel, type IndexItem, type SitemapItem, XMLToSitemapIndexStream, XMLToSitemapItemStream } from 'sitemap';

/**
 * Helpers of the sitemap tests (docs/product/seo.md): listings inserted with only the columns a
 * sitemap reads, and strict readers of a `<urlset>` and a `<sitemapindex>` built on the `sitemap`
 * package's parsers. Both readers reject XML that is not well formed (a strict SAX parser) or holds
 * a tag or address the protocol does not allow.
 */

/**
 * Inserts one listing per entry (title, optional `updated_at` and builder; every other column
 * takes its default) and returns their `site_id`s in order.
 */
export async function insertListings(db: Database, listings: { title: string; updatedAt?: Date; builderId?: number }[]): Promise<number[]> {
  const ids: number[] = [];
  for (const listing of listings) {
    const updatedAt = (listing.updatedAt ?? new Date()).toISOString();
    const result = (await db.execute(
      sql`insert into sites (site_title, updated_at, builder_id) values (${listing.title}, ${updatedAt}::timestamptz, ${listing.builderId ?? null}) returning site_id`,
    )) as unknown as { rows: { site_id: number }[] };
    const id = result.rows[0]?.site_id;
    if (id === undefined) throw new Error('the listing was not stored');
    ids.push(Number(id));
  }
  return ids;
}

/** Everything `transform` emits for the text `xml`, or the first parse error. */
async function readAll<T>(xml: string, transform: XMLToSitemapItemStream | XMLToSitemapIndexStream): Promise<T[]> {
  const items: T[] = [];
  const sink = new Writable({
    objectMode: true,
    write(item: T, _encoding, callback) {
      items.push(item);
      callback();
    },
  });
  await pipeline(Readable.from([xml]), transform, sink);
  // the parsers never end their SAX parser: end it here, so a cut-off document (an unclosed root) fails too
  const late: Error[] = [];
  transform.saxStream.on('error', (error: Error) => late.push(error));
  transform.saxStream.end();
  if (late[0]) throw late[0];
  return items;
}

/**
 * The `<url>` entries of a sitemap (address, lastmod, `links` = the hreflang alternates as `{ lang, url }`).
 * @throws the parser's error when `xml` is not a well-formed, valid `<urlset>`.
 */
export function parseUrlSet(xml: string): Promise<SitemapItem[]> {
  return readAll<SitemapItem>(xml, new XMLToSitemapItemStream({ level: ErrorLevel.THROW, logger: false }));
}

/**
 * The `<sitemap>` entries of a sitemap index.
 * @throws the parser's error when `xml` is not a well-formed, valid `<sitemapindex>`.
 */
export async function parseSitemapIndexXml(xml: string): Promise<IndexItem[]> {
  const parser = new XMLToSitemapIndexStream({ level: ErrorLevel.THROW, logger: false });
  const items = await readAll<IndexItem>(xml, parser);
  if (parser.error) throw parser.error;
  return items;
}

/** The text of a stream of bytes or strings (a sitemap as the service returns it). */
export async function textOf(stream: Readable): Promise<string> {
  const parts: string[] = [];
  for await (const part of stream) parts.push(typeof part === 'string' ? part : Buffer.from(part).toString('utf8'));
  return parts.join('');
}
