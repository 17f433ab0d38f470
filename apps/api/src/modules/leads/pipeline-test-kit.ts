import type { Database } from '@realty/db/client';
import { associates } from '@realty/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signUpAssociate, signUpCustomer } from '../../../test/fixtures/accounts.ts';

/**
 * Helpers of the pipeline's API tests (docs/product/pipeline.md): associates with preferences,
 * customers, requirements and polling. Everything goes through the API as a client would, except
 * an associate's plan (set in the database; the back office route has its own tests).
 */

type AppLike = FastifyInstance | { app: FastifyInstance };
const appOf = (target: AppLike): FastifyInstance => ('app' in target ? target.app : target);

/**
 * A signed-in associate of a test, with their id.
 * @see docs/product/pipeline.md
 */
export type TestAssociate = Awaited<ReturnType<typeof signUpAssociate>> & { assId: number };
/**
 * A signed-in customer of a test, with their id.
 * @see docs/product/pipeline.md
 */
export type TestCustomer = Awaited<ReturnType<typeof signUpCustomer>> & { userId: number };

/**
 * Signs an associate up and saves their preferences through `PUT /api/associate/preferences`
 * (`cities`, `categories` default none = every category, `max_open_leads` default 10); `plan`
 * 'pro' is written to the database.
 * @see docs/product/pipeline.md
 */
export async function associateTaking(
  target: AppLike,
  preferences: { cities: string[]; categories?: string[]; max_open_leads?: number; name?: string; plan?: 'free' | 'pro' },
): Promise<TestAssociate> {
  const app = appOf(target);
  const associate = await signUpAssociate(app, preferences.name ? { ass_name: preferences.name } : {});
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/associate/preferences',
    headers: { cookie: associate.cookie },
    payload: { cities: preferences.cities, categories: preferences.categories ?? [], max_open_leads: preferences.max_open_leads ?? 10 },
  });
  if (saved.statusCode !== 200) throw new Error(`preferences answered ${saved.statusCode}: ${saved.body}`);
  if (preferences.plan === 'pro') {
    await (app.identity.db as Database).update(associates).set({ plan: 'pro' }).where(eq(associates.assId, associate.user.ass_id));
  }
  return { ...associate, assId: associate.user.ass_id };
}

/**
 * Signs a new customer up (name `name` when given).
 * @see docs/product/pipeline.md
 */
export async function newCustomer(target: AppLike, name?: string): Promise<TestCustomer> {
  const customer = await signUpCustomer(appOf(target), name ? { user_name: name } : {});
  return { ...customer, userId: customer.user.user_id };
}

/**
 * A requirement body with defaults (Varanasi, Apartment, ₹40 L – ₹60 L) and `overrides`.
 * @see docs/product/pipeline.md
 */
export function requirement(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { city: 'Varanasi', category: 'Apartment', budget_min: 4000000, budget_max: 6000000, ...overrides };
}

/**
 * Posts a requirement as `customer`; returns the raw response.
 * @see docs/product/pipeline.md
 */
export function postRequirement(target: AppLike, customer: { cookie: string }, body: Record<string, unknown> = requirement()) {
  return appOf(target).inject({ method: 'POST', url: '/api/user/requirements', headers: { cookie: customer.cookie }, payload: body });
}

/**
 * `GET url` as the holder of `cookie`; returns the raw response.
 * @see docs/product/pipeline.md
 */
export function getAs(target: AppLike, cookie: string, url: string) {
  return appOf(target).inject({ method: 'GET', url, headers: { cookie } });
}

/**
 * `POST url` with `payload` as the holder of `cookie`; returns the raw response.
 * @see docs/product/pipeline.md
 */
export function postAs(target: AppLike, cookie: string, url: string, payload?: Record<string, unknown>) {
  return appOf(target).inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/**
 * Calls `probe` every 200 ms until it returns something other than undefined, for at most
 * `timeoutMs` (default 10 s); returns that value.
 * @throws Error with `what` when time runs out.
 * @see docs/product/pipeline.md
 */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
