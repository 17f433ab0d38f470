import type { Database } from '@realty/db/client';
import type { Env } from '../../config/env.ts';
import { createExternalMemberRegistry } from './external-member-registry.ts';
import { createLocalMemberRegistry } from './local-member-registry.ts';

/** A sponsor as the registry knows it: member id and display name. */
export type Sponsor = { memberId: string; name: string };

/** What the registry needs to enrol a new associate (accounts.md §7 `add_member`); Aadhaar/PAN are plain here and must never be logged. */
export type NewMember = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  aadhaar: string | null;
  pan: string | null;
  sponsorId: string;
  sponsorName: string;
  lat: number;
  lon: number;
};

/** Fields the registry can report as already taken. */
export type MemberField = 'email' | 'mobile' | 'aadhaar' | 'pan';

/**
 * The membership network associates join under a sponsor (accounts.md §1, §7; architecture
 * brief "Providers"): by default our own `associates` table, or the external member system.
 */
export type MemberRegistry = {
  name: 'local' | 'external';
  /** The sponsor with this member id, or null when there is none. @throws AppError 502 when the registry cannot be reached. */
  findSponsor: (memberId: string) => Promise<Sponsor | null>;
  /** True when the registry (beyond our own tables) already holds this value. */
  isTaken: (field: MemberField, value: string) => Promise<boolean>;
  /** Enrols the member; returns its member id (what others enter as sponsor id) and database id. @throws AppError 502 on failure. */
  registerMember: (member: NewMember) => Promise<{ memberId: string; memberDbId: string }>;
};

/** The external registry when MEMBER_REGISTRY_URL is set, else the local tables. */
export function createMemberRegistry(env: Env, db: Database): MemberRegistry {
  if (env.MEMBER_REGISTRY_URL) return createExternalMemberRegistry({ url: env.MEMBER_REGISTRY_URL, key: env.MEMBER_REGISTRY_KEY ?? '' });
  return createLocalMemberRegistry(db);
}
