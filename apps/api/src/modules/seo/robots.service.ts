/**
 * The paths robots.txt keeps crawlers out of: the back office, the API, and every dashboard in
 * English and in Hindi (they only show a signed-in person's own data).
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/admin',
  '/api/',
  '/userdashboard',
  '/associatedashboard',
  '/builderdashboard',
  '/hi/userdashboard',
  '/hi/associatedashboard',
  '/hi/builderdashboard',
];

/**
 * The text of `/robots.txt` for the site at `origin` (e.g. `https://www.example.in`, no trailing
 * slash): every crawler may read everything but {@link ROBOTS_DISALLOWED}, and the last line names
 * the sitemap index, `Sitemap: {origin}/sitemap.xml`. Ends with a newline.
 * @see docs/product/seo.md ("Sitemap and robots.txt")
 */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
