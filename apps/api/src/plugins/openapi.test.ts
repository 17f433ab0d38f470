import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('OpenAPI document', () => {
  it('describes the spec paths with their field names, generated from the zod schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/sites',
      '/api/sites/{id}',
      '/api/user/favorites',
      '/api/user/favorites/{favId}/{userId}',
      '/api/user/user_enquiry',
      '/api/auth/user/send-otp',
      '/api/associate/sign-up',
      '/api/admin/contacts',
      '/api/blogs',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const params = doc.paths['/api/sites'].get.parameters.map((p: { name: string }) => p.name);
    expect(params).toEqual(
      expect.arrayContaining(['title', 'category', 'location', 'search', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize']),
    );
  });

  it('is browsable at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
