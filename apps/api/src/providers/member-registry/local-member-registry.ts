import type { LocalMemberLookups, MemberRegistry } from './member-registry.ts';

/** Formats a local member number as its member id: 7 → 'KR000007'. */
export const localMemberId = (n: number): string => `KR${String(n).padStart(6, '0')}`;

/**
 * The default registry: associates are the members and sponsor ids are their member ids.
 * A new member gets the next 'KR' + 6-digit number (its database id is that number); two
 * simultaneous sign-ups may pick the same one, and the associates service retries on the
 * unique-index conflict. The associates' table is read through the injected `lookups`.
 */
export function createLocalMemberRegistry(lookups: LocalMemberLookups): MemberRegistry {
  return {
    name: 'local',
    async findSponsor(memberId) {
      const member = await lookups.findActiveMember(memberId.trim());
      return member ? { memberId: member.memberId, name: member.name } : null;
    },
    async isTaken() {
      return false; // our own tables are checked by the associates service
    },
    async registerMember() {
      const next = (await lookups.findHighestLocalMemberNumber()) + 1;
      return { memberId: localMemberId(next), memberDbId: String(next) };
    },
  };
}
