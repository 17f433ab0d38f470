// `npm run bench:page-work`: the main thread's work while a page loads on a slow phone, measured
// in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) at 412×823 with the CPU slowed
// 4× (DevTools' CPU throttling, applied for real rather than simulated as Lighthouse does;
// CPU_SLOWDOWN sets another factor, e.g. 10 for a phone on a machine like this one slowed more).
// Lighthouse's score moves by several points between runs on a shared machine; this reports the
// median of several loads, and with more than one site (BASE_URLS, comma-separated) it loads
// them in turn, so two builds are compared under the same conditions.
//
//   BASE_URLS=http://localhost:3401,http://localhost:3400 npm run bench:page-work -- / /detailpage/1
//   CPU_SLOWDOWN=10 BASE_URLS=… npm run bench:page-work -- /
//
// Per page and site: blocking time (the part over 50 ms of every task from the first paint until
// the page has been quiet for 3 s: Lighthouse's total blocking time, observed), the longest task,
// and the time spent in script, style and layout. docs/benchmarks.md.
import { chromium } from 'playwright-core';

const bases = (process.env.BASE_URLS ?? process.env.BASE_URL ?? 'http://localhost:3000').split(',').map((url) => url.trim());
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const rounds = Number(process.env.ROUNDS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const QUIET_MS = 3000;
/** A page that never goes quiet is measured as it stands after this long. */
const MAX_WAIT_MS = 30_000;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

/** One load of `url`: blocking time, longest task and the renderer's durations, in ms. */
async function measure(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__work = { tasks: [], fcp: undefined };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__work.tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__work.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // quiet: no long task for QUIET_MS (or MAX_WAIT_MS in all)
  for (;;) {
    const [last, now] = await page.evaluate(() => [
      Math.max(0, ...window.__work.tasks.map(([start, duration]) => start + duration)),
      performance.now(),
    ]);
    if (now - last >= QUIET_MS || now >= MAX_WAIT_MS) break;
    await page.waitForTimeout(500);
  }
  const { tasks, fcp } = await page.evaluate(() => window.__work);
  const metrics = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await context.close();
  const after = tasks.filter(([start, duration]) => start + duration > (fcp ?? 0));
  return {
    blocking: after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
    longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
    script: metrics.ScriptDuration * 1000,
    style: metrics.RecalcStyleDuration * 1000,
    layout: metrics.LayoutDuration * 1000,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const runs = new Map();
for (let round = 0; round < rounds; round++) {
  for (const page of pages) {
    for (const base of bases) {
      const key = `${base}${page}`;
      if (!runs.has(key)) runs.set(key, []);
      runs.get(key).push(await measure(key));
    }
  }
}
await browser.close();

const rows = [...runs].map(([url, results]) => ({
  page: url,
  'blocking ms': Math.round(median(results.map((r) => r.blocking))),
  'blocking, each run': results.map((r) => Math.round(r.blocking)).join(' '),
  'longest task ms': Math.round(median(results.map((r) => r.longest))),
  'script ms': Math.round(median(results.map((r) => r.script))),
  'style ms': Math.round(median(results.map((r) => r.style))),
  'layout ms': Math.round(median(results.map((r) => r.layout))),
}));
console.log(`${rounds} loads each, CPU slowed ${slowdown}×, 412×823; medians`);
console.table(rows);
