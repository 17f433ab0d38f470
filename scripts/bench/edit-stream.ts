/**
 * The edit stream of `npm run bench` (docs/benchmarks.md, "Edits during the stream"): a child
 * process of scripts/bench/sites.ts with its own database connection that changes the catalogue
 * while the varied search stream runs, through the functions the back office uses:
 *
 * - at `rate` edits a second, on a timer (edit k is due at start + k / rate, whatever the earlier
 *   ones took), a random listing's price (up or down, to a rupee value no other listing has),
 *   its title (a token no other title has added) or its status (`updateSite`, the staff
 *   editor's save, and `setSiteStatus`, its status menu), and now and then a new listing
 *   (`createSite`), each in a transaction of its own so its commit is the moment it returns;
 * - with `bulk`, one import of `bulk` listings through `importListings` (the CSV import's code)
 *   in ONE transaction, every listing's title carrying one token.
 *
 * Freshness: after an edit commits, a probe asks the app (`GET /api/sites?...` that the change
 * must affect) every `pollMs` until the answer reflects it, at most `maxProbes` probes at a time
 * (an edit due while they are all busy is made but not probed); the lag is the time from the
 * commit until the first answer that reflects it arrived. For the bulk import, the time from its
 * commit until `GET /api/sites?title=<token>&pageSize=1` counts every listing.
 *
 * Listings it creates have the developer {@link BENCH_DEVELOPER}, so sites.ts can remove them.
 * Driven over IPC: { kind: 'start', ... } in, { kind: 'ready' } and { kind: 'report', ... } out.
 */
import { type SiteInput, siteInputSchema } from '@realty/contracts/admin/site-input';
import { SITE_CATEGORIES, SITE_STATUSES, type SiteStatus } from '@realty/contracts/sites/site';
import { type Database, openDatabase } from '@realty/db/client';
import { CITIES } from '@realty/db/seed/places';
import { importListings } from '../../apps/api/src/modules/admin-import/import.service.ts';
import { createSite, getAdminSite, setSiteStatus, updateSite } from '../../apps/api/src/modules/admin-sites/admin-sites.service.ts';
import { seededRandom } from './varied-stream.ts';

/** The developer of every listing the edit stream creates (sites.ts deletes them before and after a run). */
export const BENCH_DEVELOPER = 'Bench edit stream';

/** What sites.ts asks of one scenario. */
export type EditStreamStart = {
  kind: 'start';
  databaseUrl: string;
  /** The app's base address, e.g. http://127.0.0.1:41234. */
  appBase: string;
  /** Edits a second (0: none). */
  rate: number;
  /** Seconds of edits. */
  seconds: number;
  /** Listings of one bulk import made `bulkAfter` seconds after the start (0: none). */
  bulk: number;
  bulkAfter: number;
  /** Milliseconds between two polls of a probe. */
  pollMs: number;
  /** Probes at a time. */
  maxProbes: number;
  /** Milliseconds after which a probe gives up (counted as unresolved). */
  probeTimeoutMs: number;
  /** Lowest and highest listing id of the catalogue to edit. */
  lo: number;
  hi: number;
  seed: number;
};

/** What the edit stream reports at the end (times in ms since the Unix epoch). */
export type EditStreamReport = {
  kind: 'report';
  /** Edits committed, by kind. */
  edits: Record<'price' | 'title' | 'status' | 'insert', number>;
  /** Edits due (the timer's ticks), and those that failed. */
  due: number;
  failed: number;
  /** The edits a second committed within the edit window (`seconds` from the start). */
  achievedRate: number;
  /** Milliseconds per edit, from its start to its commit (p50, p99). */
  editMs: { p50: number; p99: number };
  /** Edits due while the previous ones were still running (the database was slower than the rate). */
  overlapped: number;
  /** Freshness lags of the probed edits in ms, and how many probes gave up. */
  lags: number[];
  /** For each lag, the latency of the request whose answer reflected the edit (ms): a lag made of one slow answer is not a stale one. */
  answerMs: number[];
  unresolved: number;
  /** The bulk import: its start, its commit, when every listing was found (null: not within the timeout). */
  bulk: { listings: number; startedAt: number; committedAt: number; foundAt: number | null } | null;
  errors: string[];
};

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A listing as the staff editor sends it back (docs/product/back-office.md), checked like the route checks it. */
function inputOf(site: Record<string, unknown>, related: number[]): SiteInput {
  const { site_lat, site_lon, ...rest } = site;
  return siteInputSchema.parse({
    ...rest,
    site_lat: site_lat ?? null,
    site_lon: site_lon ?? null,
    related_sites: related,
  });
}

/** A new listing as a CSV row would give it, carrying `token` in its title. */
function newListing(random: () => number, token: string): SiteInput {
  const names = Object.keys(CITIES);
  const city = CITIES[names[Math.floor(random() * names.length)] as string];
  const category = SITE_CATEGORIES[Math.floor(random() * SITE_CATEGORIES.length)] as string;
  const price = 1_500_000 + Math.floor(random() * 300) * 50_000;
  return siteInputSchema.parse({
    site_title: `Bench Residency ${token}`,
    site_city: city?.city ?? 'Varanasi',
    site_state: city?.state ?? 'Uttar Pradesh',
    site_category: category,
    site_developer: BENCH_DEVELOPER,
    site_price: String(price),
    site_min_price: String(price),
    site_max_price: String(price),
    site_status: 'Available',
    bhk: category === 'Plots' ? '' : String(1 + Math.floor(random() * 4)),
    carpet_area_sqft_min: category === 'Plots' ? null : 600 + Math.floor(random() * 1400),
  });
}

/** The p-th percentile of sorted numbers. */
const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

async function run(start: EditStreamStart): Promise<EditStreamReport> {
  const handle = await openDatabase({ databaseUrl: start.databaseUrl, poolSize: 6 });
  const db = handle.db;
  const random = seededRandom(start.seed);
  const actor = { staffId: null };
  const runToken = `b${Date.now().toString(36)}`;
  let sequence = 0;
  const token = () => `${runToken}x${(sequence++).toString(36)}`;
  const report: EditStreamReport = {
    kind: 'report',
    edits: { price: 0, title: 0, status: 0, insert: 0 },
    due: 0,
    failed: 0,
    achievedRate: 0,
    editMs: { p50: 0, p99: 0 },
    overlapped: 0,
    lags: [],
    answerMs: [],
    unresolved: 0,
    bulk: null,
    errors: [],
  };
  const editMs: number[] = [];
  const commits: number[] = [];
  let probes = 0;
  const probing: Promise<void>[] = [];

  /** Asks `path` every pollMs from `committedAt` until `reflects(answer)`; the lag and the last answer's latency, or null after the timeout. */
  async function probe(
    path: string,
    reflects: (answer: ListAnswer) => boolean,
    committedAt: number,
  ): Promise<{ lag: number; answerMs: number } | null> {
    while (now() - committedAt < start.probeTimeoutMs) {
      const sent = now();
      try {
        const response = await fetch(`${start.appBase}${path}`);
        const answer = (await response.json()) as ListAnswer;
        if (response.ok && reflects(answer)) return { lag: now() - committedAt, answerMs: now() - sent };
      } catch (error) {
        if (report.errors.length < 10) report.errors.push(`probe ${path}: ${String(error)}`);
      }
      await sleep(Math.max(0, start.pollMs - (now() - sent)));
    }
    return null;
  }
  /** Probes an edit when fewer than maxProbes are running. */
  function probeEdit(path: string, reflects: (answer: ListAnswer) => boolean, committedAt: number): void {
    if (probes >= start.maxProbes) return;
    probes += 1;
    probing.push(
      probe(path, reflects, committedAt).then((found) => {
        probes -= 1;
        if (found === null) report.unresolved += 1;
        else {
          report.lags.push(found.lag);
          report.answerMs.push(found.answerMs);
        }
      }),
    );
  }
  const has = (id: number, check?: (site: ListedSite) => boolean) => (answer: ListAnswer) =>
    (answer.data ?? []).some((site) => site.site_id === id && (!check || check(site)));

  /** One random edit through the back office's functions, each in its own transaction. */
  async function edit(): Promise<void> {
    const roll = random();
    const begun = now();
    if (roll < 0.1) {
      const tag = token();
      const site = await db.transaction((tx) => createSite(tx as unknown as Database, actor, newListing(random, tag)));
      const committedAt = now();
      editMs.push(committedAt - begun);
      commits.push(committedAt);
      report.edits.insert += 1;
      probeEdit(`/api/sites?title=${tag}&pageSize=60`, has(site.site_id), committedAt);
      return;
    }
    const id = start.lo + Math.floor(random() * (start.hi - start.lo + 1));
    const { data } = await getAdminSite(db, id).catch(() => ({ data: null }));
    if (!data) return;
    const site = data.site;
    if (roll < 0.5) {
      // price up or down by 2-20 %, to a rupee value no seeded listing has (they are multiples of 50,000)
      const old = Number(site.site_price) || 2_500_000;
      const factor = random() < 0.5 ? 1 - (0.02 + random() * 0.18) : 1 + (0.02 + random() * 0.18);
      const price = Math.round((old * factor) / 50_000) * 50_000 + 1 + ((sequence++ * 7919) % 49_999);
      const input = { ...inputOf(site, site.related_sites ?? []), site_price: price.toFixed(2) };
      if (Number(input.site_max_price) > 0 && price > Number(input.site_max_price)) input.site_max_price = price.toFixed(2);
      if (price < Number(input.site_min_price)) input.site_min_price = price.toFixed(2);
      await db.transaction((tx) => updateSite(tx as unknown as Database, actor, id, input));
      const committedAt = now();
      editMs.push(committedAt - begun);
      commits.push(committedAt);
      report.edits.price += 1;
      probeEdit(`/api/sites?minPrice=${price}&maxPrice=${price}&pageSize=60`, has(id), committedAt);
    } else if (roll < 0.75) {
      const tag = token();
      const title = `${site.site_title.replace(/ b[0-9a-z]+x[0-9a-z]+$/, '').slice(0, 180)} ${tag}`;
      await db.transaction((tx) =>
        updateSite(tx as unknown as Database, actor, id, { ...inputOf(site, site.related_sites ?? []), site_title: title }),
      );
      const committedAt = now();
      editMs.push(committedAt - begun);
      commits.push(committedAt);
      report.edits.title += 1;
      probeEdit(`/api/sites?title=${tag}&pageSize=60`, has(id), committedAt);
    } else {
      const others = SITE_STATUSES.filter((s) => s !== site.site_status);
      const status = others[Math.floor(random() * others.length)] as SiteStatus;
      // probed only when the listing's title and price find it among 60 (checked before the edit)
      const path = `/api/sites?${new URLSearchParams({ title: site.site_title, minPrice: String(Number(site.site_price)), maxPrice: String(Number(site.site_price)), pageSize: '60' })}`;
      const findable =
        probes < start.maxProbes &&
        (await fetch(`${start.appBase}${path}`)
          .then((r) => r.json() as Promise<ListAnswer>)
          .then(has(id), () => false));
      await db.transaction((tx) => setSiteStatus(tx as unknown as Database, actor, id, status));
      const committedAt = now();
      editMs.push(committedAt - begun);
      commits.push(committedAt);
      report.edits.status += 1;
      if (findable)
        probeEdit(
          path,
          has(id, (s) => s.site_status === status),
          committedAt,
        );
    }
  }

  /** One import of `bulk` listings in one transaction, then the wait until a search counts them all. */
  async function bulkImport(): Promise<void> {
    const tag = token();
    const listings = Array.from({ length: start.bulk }, () => newListing(random, tag));
    const startedAt = now();
    await db.transaction((tx) => importListings(tx as unknown as Database, null, listings).then(() => undefined));
    const committedAt = now();
    report.bulk = { listings: start.bulk, startedAt, committedAt, foundAt: null };
    const found = await probe(`/api/sites?title=${tag}&pageSize=1`, (answer) => (answer.total ?? 0) >= start.bulk, committedAt);
    report.bulk.foundAt = found === null ? null : committedAt + found.lag;
  }

  process.send?.({ kind: 'ready' });
  const began = now();
  const running = new Set<Promise<void>>();
  const bulkDone = start.bulk > 0 ? sleep(start.bulkAfter * 1000).then(bulkImport) : Promise.resolve();
  if (start.rate > 0) {
    const interval = 1000 / start.rate;
    for (let k = 0; ; k++) {
      const due = began + k * interval;
      if (due - began >= start.seconds * 1000) break;
      const wait = due - now();
      if (wait > 0) await sleep(wait);
      report.due += 1;
      if (running.size > 0) report.overlapped += 1;
      const one: Promise<void> = edit()
        .catch((error: unknown) => {
          report.failed += 1;
          if (report.errors.length < 10) report.errors.push(String(error));
        })
        .finally(() => running.delete(one));
      running.add(one);
    }
    await Promise.all(running);
    report.achievedRate = commits.filter((at) => at - began <= start.seconds * 1000).length / start.seconds;
  }
  await bulkDone.catch((error: unknown) => {
    report.errors.push(`bulk import: ${String(error)}`);
  });
  await Promise.all(probing);
  const sorted = editMs.sort((a, b) => a - b);
  report.editMs = { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  await handle.close();
  return report;
}

type ListedSite = { site_id: number; site_status?: string };
type ListAnswer = { data?: ListedSite[]; total?: number };

// the bench that started this process is gone: stop editing its catalogue
process.on('disconnect', () => process.exit(1));
process.on('message', (message: EditStreamStart) => {
  if (message?.kind !== 'start') return;
  run(message).then(
    (report) => {
      process.send?.(report, () => process.exit(0));
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
