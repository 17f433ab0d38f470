import type { Developer } from '@realty/contracts/builders/developers';
import type { Database } from '@realty/db/client';
import { notFound } from '../../lib/app-error.ts';
import { toSite } from '../sites/sites.service.ts';
import { findDeveloperRow, listDeveloperSiteRows } from './developers.repository.ts';

/** The 404 text of an unknown developer. */
export const DEVELOPER_NOT_FOUND = 'Developer not found.';

/**
 * `GET /api/developers/{id}`: the builder's company, city and GSTIN-verified flag with its
 * approved projects as public listings (most recently reviewed first). No person, mobile,
 * e-mail, address or GSTIN.
 * @throws AppError 404 'Developer not found.' for an unknown or inactive builder.
 * @see docs/product/builders.md ("Public")
 */
export async function getDeveloper(db: Database, builderId: number): Promise<Developer> {
  const builder = await findDeveloperRow(db, builderId);
  if (builder?.status !== 'active') throw notFound(DEVELOPER_NOT_FOUND);
  const listings = await listDeveloperSiteRows(db, builderId);
  return {
    builder_id: builder.builderId,
    company: builder.company,
    city: builder.city,
    gstin_verified: builder.gstinVerified,
    projects: listings.map(toSite),
  };
}
