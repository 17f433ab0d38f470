import { COUNTERS, type CounterFloors, type CounterSettings } from '@realty/contracts/admin/counter-floors';
import type { SiteStats } from '@realty/contracts/content/site-stats';
import type { Database } from '@realty/db/client';
import { runInTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../admin-audit/audit.service.ts';
import { getSetting, saveSetting } from '../site-settings/site-settings.service.ts';
import { countSiteFigures } from './site-stats.repository.ts';

/** Key of the counters' floors in `site_settings`. */
export const COUNTER_FLOORS_KEY = 'counter_floors';

/** No floor on any counter: what the home page uses until staff save floors. */
export const NO_FLOORS: CounterFloors = { sites: 0, associates: 0, customers: 0 };

/** The stored floors read leniently: a missing or unreadable figure counts as 0 (no floor). */
function floorsOf(value: unknown): CounterFloors {
  const stored = (value ?? {}) as Record<string, unknown>;
  const read = (counter: keyof CounterFloors) => {
    const n = stored[counter];
    return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
  };
  return { sites: read('sites'), associates: read('associates'), customers: read('customers') };
}

/**
 * The figures the home page shows (docs/product/content.md "Counters"): each counter is the larger
 * of the database's count and the staff-set floor; `floored` lists the counters whose figure is
 * the floor (absent when none is), so the page can mark them "+".
 */
export function applyFloors(counted: Omit<SiteStats, 'floored'>, floors: CounterFloors): SiteStats {
  const shown: SiteStats = {
    sites: Math.max(counted.sites, floors.sites),
    associates: Math.max(counted.associates, floors.associates),
    customers: Math.max(counted.customers, floors.customers),
  };
  const floored = COUNTERS.filter((c) => floors[c] > counted[c]);
  return floored.length > 0 ? { ...shown, floored } : shown;
}

/**
 * The counters' floors as staff last saved them (all 0 until then).
 * @see docs/product/back-office.md ("Home page counters")
 */
export async function readCounterFloors(db: Database): Promise<CounterFloors> {
  return floorsOf((await getSetting(db, COUNTER_FLOORS_KEY))?.value);
}

async function settingsOf(db: Database, floors: CounterFloors, updatedAt: Date | null, updatedBy: string | null): Promise<CounterSettings> {
  const counted = await countSiteFigures(db);
  const { floored: _floored, ...shown } = applyFloors(counted, floors);
  return { floors, counted, shown, updated_at: updatedAt?.toISOString() ?? null, updated_by: updatedBy };
}

/**
 * `GET /api/admin/counters` (every staff member): the floors, today's counts, the figures the home
 * page shows and who saved the floors last.
 * @see docs/product/back-office.md ("Home page counters")
 */
export async function getCounterSettings(db: Database): Promise<CounterSettings> {
  const stored = await getSetting(db, COUNTER_FLOORS_KEY);
  return settingsOf(db, floorsOf(stored?.value), stored?.updatedAt ?? null, stored?.updatedBy ?? null);
}

/**
 * `PUT /api/admin/counters` (admins only): saves the three floors as staff member `staffId` at `at`,
 * audited as `update` on entity `counter-floors` with the floors before and after, in the same
 * transaction. Saving the floors already in force changes nothing and writes no audit entry.
 * @see docs/product/back-office.md ("Home page counters")
 */
export async function saveCounterFloors(db: Database, staffId: number, floors: CounterFloors, at: Date): Promise<CounterSettings> {
  await runInTransaction(db, async (tx) => {
    const before = floorsOf((await getSetting(tx, COUNTER_FLOORS_KEY, true))?.value);
    if (COUNTERS.every((c) => before[c] === floors[c])) return;
    await saveSetting(tx, COUNTER_FLOORS_KEY, floors, staffId, at);
    await recordAudit(tx, { staffId, action: 'update', entity: 'counter-floors', entityId: COUNTER_FLOORS_KEY, before, after: floors });
  });
  return getCounterSettings(db);
}
