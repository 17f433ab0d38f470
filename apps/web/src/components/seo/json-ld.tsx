import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from '../../lib/seo/structured-data.ts';

/**
 * One JSON-LD block, `<script type="application/ld+json">`, drawn where it is rendered (inside the
 * page, on the server and in the browser alike, so hydration finds the same text). The JSON is
 * made safe inside a script by `jsonLdText` (lib/seo/structured-data.ts): no `<` can end it.
 * Build `data` with the typed builders of lib/seo/structured-data.ts. docs/product/seo.md, "Page
 * heads, structured data and status codes".
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block (never executed) whose `<`, `>` and `&` are escaped by jsonLdText
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
