import type { Database } from '@realty/db/client';
import { builders } from '@realty/db/schema';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE, startSession } from '../identity/session.service.ts';

/**
 * Helpers of the projects API tests (docs/product/builders.md): a builder account inserted
 * directly with an active session opened by the identity core (the sign-up route has its own
 * tests), a project body with defaults, and JSON calls as a session holder.
 */

let counter = 0;

/**
 * A signed-in builder of a test: `cookie` ('session=…'), its id, company and mobile.
 * @see docs/product/builders.md ("Account")
 */
export type TestBuilder = { cookie: string; builderId: number; company: string; mobile: string };

/**
 * Inserts a builder (company `company`, city Varanasi, a GSTIN marked verified unless `gstin` is
 * '') and opens an active builder session at the app clock's now.
 * @see docs/product/builders.md ("Account")
 */
export async function newBuilder(
  app: FastifyInstance,
  options: { company?: string; gstin?: string; reraPromoterNo?: string } = {},
): Promise<TestBuilder> {
  counter += 1;
  const db = app.identity.db as Database;
  const mobile = `6${String((process.pid % 1000) * 100_000 + counter).padStart(9, '0')}`.slice(0, 10);
  const company = options.company ?? `Test Builders ${counter} Pvt. Ltd.`;
  const gstin = options.gstin ?? '09AAACG1234A1Z5';
  const [row] = await db
    .insert(builders)
    .values({
      company,
      name: `Contact ${counter}`,
      email: `builder${process.pid}-${counter}@example.com`,
      mobile,
      passwordHash: 'not-used-in-these-tests',
      city: 'Varanasi',
      gstin,
      gstinVerified: gstin !== '',
      reraPromoterNo: options.reraPromoterNo ?? 'UPRERAPRM1234',
    })
    .returning({ builderId: builders.builderId });
  if (!row) throw new Error('builder insert returned nothing');
  const session = await startSession(db, { subjectType: 'builder', subjectId: row.builderId, status: 'active', now: app.identity.now() });
  return { cookie: `${SESSION_COOKIE}=${session.token}`, builderId: row.builderId, company, mobile };
}

/**
 * A complete project body (Varanasi, Uttar Pradesh, Apartment, a UP RERA number, ₹45 L – ₹60 L,
 * carpet 950–1,250 sq ft, coordinates, 2.50 % offered) with `overrides`.
 * @see docs/product/builders.md ("Projects")
 */
export function projectBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    site_title: 'Ganga Residency Phase 2',
    site_city: 'Varanasi',
    site_state: 'Uttar Pradesh',
    site_landmark: 'Near BHU',
    site_category: 'Apartment',
    site_min_price: '4500000',
    site_max_price: '6000000',
    site_price: '4500000',
    site_description: 'Two and three bedroom homes near the ghats.',
    site_lat: 25.2677,
    site_lon: 82.9913,
    amenities: ['Lift', 'Power backup'],
    bhk: [2, 3],
    carpet_area_sqft_min: 950,
    carpet_area_sqft_max: 1250,
    possession: 'under_construction',
    possession_date: '2027-06',
    rera_number: 'UPRERAPRJ123456',
    brokerage_percent_offered: '2.50',
    ...overrides,
  };
}

/**
 * `method url` with an optional JSON `payload` as the holder of `cookie` ('' for a guest); returns the raw response.
 * @see docs/product/builders.md
 */
export function callAs(app: FastifyInstance, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return app.inject({ method, url, ...(cookie ? { headers: { cookie } } : {}), ...(payload ? { payload } : {}) });
}
