import { AppError } from '../../lib/app-error.ts';
import type { MemberField, MemberRegistry } from './member-registry.ts';

/** Address of the member system's endpoint (e.g. https://members.example.in/wp_api/) and its key; `timeoutMs` defaults to 10 s. */
export type ExternalRegistrySettings = { url: string; key: string; timeoutMs?: number };

/** An answer of the member system (docs/product/accounts.md): `error` 0 ok / 1 exists, plus `msg`, `data`, `SponserDetail`. */
type RegistryAnswer = {
  error?: number | string;
  msg?: string;
  data?: { Member_id?: string | number; Member_db_id?: string | number } | null;
  SponserDetail?: { name?: string; id?: string | number } | null;
};

const CHECKS: Record<MemberField, { act: string; param: string }> = {
  email: { act: 'check_email_no', param: 'email_id' },
  mobile: { act: 'check_mobile_no', param: 'mobile_no' },
  aadhaar: { act: 'check_aadhar_no', param: 'aadhar_no' },
  pan: { act: 'check_pancard', param: 'pancard_no' },
};

/**
 * Adapter for the external member-management system of docs/product/accounts.md, called only by the
 * server (its key never reaches a browser): GET requests to `url` with `act`, `fkey` and the
 * action's parameters, the key also in the `Authorization` header. URLs are never logged (they
 * carry personal data).
 */
export function createExternalMemberRegistry(settings: ExternalRegistrySettings): MemberRegistry {
  async function call(act: string, params: Record<string, string>, failure: string): Promise<RegistryAnswer> {
    const url = new URL(settings.url);
    url.searchParams.set('act', act);
    url.searchParams.set('fkey', settings.key);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { authorization: settings.key, accept: 'application/json' },
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw new AppError(502, failure);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new AppError(502, failure);
    }
    try {
      return (await response.json()) as RegistryAnswer;
    } catch {
      throw new AppError(502, failure);
    }
  }
  const isOk = (answer: RegistryAnswer) => Number(answer.error ?? 0) === 0;

  return {
    name: 'external',
    async findSponsor(memberId) {
      const answer = await call('check_status', { sponser_id: memberId }, 'Error checking Sponsor ID');
      const name = answer.SponserDetail?.name;
      if (!isOk(answer) || !name) return null;
      return { memberId: String(answer.SponserDetail?.id ?? memberId), name: String(name) };
    },
    async isTaken(field, value) {
      const { act, param } = CHECKS[field];
      const answer = await call(act, { [param]: value }, 'Error checking duplicates. Please try again.');
      return Number(answer.error ?? 0) === 1;
    },
    async registerMember(member) {
      const answer = await call(
        'add_member',
        {
          ass_name: member.name,
          ass_email: member.email,
          ass_mobile: member.mobile,
          ass_password: member.password,
          ass_aadhaar: member.aadhaar ?? '',
          ass_pan: member.pan ?? '',
          ass_sponsor_id: member.sponsorId,
          ass_lat: String(member.lat),
          ass_lon: String(member.lon),
          ass_sponsor_name: member.sponsorName,
        },
        'Node API failed',
      );
      if (!isOk(answer)) throw new AppError(502, 'Node API failed');
      const memberId = answer.data?.Member_id;
      const memberDbId = answer.data?.Member_db_id;
      if (memberId === undefined || memberId === '' || memberDbId === undefined || memberDbId === '')
        throw new AppError(502, 'Member IDs missing');
      return { memberId: String(memberId), memberDbId: String(memberDbId) };
    },
  };
}
