import { teams } from '@realty/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('GET /api/teams', () => {
  it('answers an empty list when there is no team yet', async () => {
    const res = await ctx.app.inject({ url: '/api/teams' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('lists members by team_order with the spec field names', async () => {
    await ctx.db.insert(teams).values([
      { name: 'Ritu Pandey', designation: 'Legal Advisor', sortOrder: 3, profileImage: 'media/team/ritu.webp' },
      { name: 'Alok Mishra', designation: 'Founder & Managing Director', sortOrder: 1, social: 'https://www.linkedin.com/in/alok' },
      { name: 'Sana Khan', designation: 'Head of Sales', sortOrder: 2 },
    ]);
    const res = await ctx.app.inject({ url: '/api/teams' });
    const body = res.json();
    expect(body.data.map((m: { team_name: string }) => m.team_name)).toEqual(['Alok Mishra', 'Sana Khan', 'Ritu Pandey']);
    expect(body.data[0]).toEqual({
      team_id: expect.any(Number),
      team_name: 'Alok Mishra',
      team_designation: 'Founder & Managing Director',
      team_profile_image: '',
      team_social: 'https://www.linkedin.com/in/alok',
    });
    expect(body.data[2].team_profile_image).toBe('media/team/ritu.webp');
  });
});
