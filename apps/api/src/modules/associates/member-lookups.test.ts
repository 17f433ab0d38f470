import { associates } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createLocalMemberRegistry, localMemberId } from '../../providers/member-registry/local-member-registry.ts';
import { associateMemberLookups } from './associate-account.ts';

describe('local member registry', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('numbers members KR000001, KR000002, … after the highest one stored', async () => {
    const registry = createLocalMemberRegistry(associateMemberLookups(ctx.db));
    expect(localMemberId(7)).toBe('KR000007');
    expect(await registry.registerMember({} as never)).toEqual({ memberId: 'KR000001', memberDbId: '1' });
    await ctx.db
      .insert(associates)
      .values({ name: 'A', email: 'a@example.in', mobile: '9415000101', passwordHash: 'x', memberId: 'KR000041' });
    await ctx.db
      .insert(associates)
      .values({ name: 'B', email: 'b@example.in', mobile: '9415000102', passwordHash: 'x', memberId: 'EXT-99' });
    expect(await registry.registerMember({} as never)).toEqual({ memberId: 'KR000042', memberDbId: '42' });
    expect(await registry.findSponsor('kr000041')).toEqual({ memberId: 'KR000041', name: 'A' });
    expect(await registry.findSponsor('KR000042')).toBeNull();
  });
});
