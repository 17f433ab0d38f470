/** A sponsor as the registry knows it: member id and display name. */
export type Sponsor = { memberId: string; name: string };

/** What the registry needs to enrol a new associate (docs/product/accounts.md `add_member`); Aadhaar/PAN are plain here and must never be logged. */
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
 * The membership network associates join under a sponsor (docs/product/accounts.md; architecture
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

/**
 * What the local registry reads from the associates' own table, injected by the associates
 * module (`associateMemberLookups`), so the provider depends on no module's repository.
 */
export type LocalMemberLookups = {
  /** The active associate whose member id is `memberId` (case-insensitive), if any. */
  findActiveMember: (memberId: string) => Promise<Sponsor | undefined>;
  /** Highest N among local member ids 'KR' + 6 digits (0 when none). */
  findHighestLocalMemberNumber: () => Promise<number>;
};
