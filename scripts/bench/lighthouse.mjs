// `npm run bench:lighthouse`: Lighthouse (mobile preset) on every public page drawn on the server,
// in English and in Hindi (/hi/...), of a running site (BASE_URL, default http://localhost:3000),
// with Debian's Chromium (CHROME_PATH). `-- /faqs /hi/faqs` measures only the pages named.
// Lighthouse 12 is fetched by npx on first use (13 needs Node 22). Budgets: docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const english = [
  '/',
  '/properties',
  '/detailpage/1',
  '/blogs',
  '/blogs/1',
  '/aboutpage',
  '/faqs',
  '/contactus',
  '/associatemembership',
  '/propertyseekers',
  '/associates',
  '/builders',
  '/developers/1',
];
const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = named.length > 0 ? named : [...english, ...english.map((page) => (page === '/' ? '/hi' : `/hi${page}`))];
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const budget = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };
const rows = [];
for (const page of pages) {
  const file = join(out, `${page.replace(/\W+/g, '_') || 'home'}.json`);
  // Lighthouse now and then fails to record a trace (NO_NAVSTART): up to three tries a page, and a
  // page that still fails is reported as such instead of ending the run
  let measured = false;
  for (let attempt = 1; attempt <= 3 && !measured; attempt++) {
    try {
      execFileSync(
        'npx',
        [
          '--yes',
          'lighthouse@12.8.2',
          `${base}${page}`,
          '--quiet',
          '--output=json',
          `--output-path=${file}`,
          '--only-categories=performance,accessibility,best-practices,seo',
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
        ],
        { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
      );
      measured = true;
    } catch {
      console.error(`Lighthouse failed on ${page} (try ${attempt} of 3)`);
    }
  }
  if (!measured) {
    rows.push({ page, performance: 'failed' });
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const row = { page };
  for (const [id, min] of Object.entries(budget)) {
    const score = Math.round(report.categories[id].score * 100);
    row[id] = `${score}${score < min ? ` (<${min})` : ''}`;
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    row[id.replace(/-[a-z]+/g, (m) => m[1].toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase())] = report.audits[id].displayValue;
  }
  rows.push(row);
}
console.table(rows);
console.log(`Reports in ${out}`);
