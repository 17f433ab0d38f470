import type { Env } from '../../config/env.ts';
import { createExternalMemberRegistry } from './external-member-registry.ts';
import { createLocalMemberRegistry } from './local-member-registry.ts';
import type { LocalMemberLookups, MemberRegistry } from './member-registry.ts';

/**
 * The external registry when MEMBER_REGISTRY_URL is set, else the local one reading the
 * associates' table through `lookups` (docs/product/accounts.md, "Associate sign-up").
 */
export function createMemberRegistry(env: Env, lookups: LocalMemberLookups): MemberRegistry {
  if (env.MEMBER_REGISTRY_URL) return createExternalMemberRegistry({ url: env.MEMBER_REGISTRY_URL, key: env.MEMBER_REGISTRY_KEY ?? '' });
  return createLocalMemberRegistry(lookups);
}
