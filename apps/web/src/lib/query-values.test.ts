import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sortQueryValues } from './query-values.ts';

const schema = z.object({
  q: z.string().max(5, 'q must be at most 5 characters').optional(),
  n: z.coerce.number({ error: 'n must be a number' }).max(10, 'n must be at most 10').optional(),
  page: z.coerce.number().int().min(1).default(1),
});

describe('sortQueryValues', () => {
  it('keeps accepted values as the schema reads them and reports refused ones with its message', () => {
    expect(sortQueryValues(schema, { q: 'abc', n: 'x', page: '2' })).toEqual({
      accepted: { q: 'abc', page: 2 },
      refused: [{ name: 'n', value: 'x', message: 'n must be a number' }],
    });
  });

  it('leaves absent parameters out of both lists', () => {
    expect(sortQueryValues(schema, { q: null, n: undefined })).toEqual({ accepted: {}, refused: [] });
  });

  it('reports refused values in the order of the schema', () => {
    expect(sortQueryValues(schema, { page: '0', q: 'toolong', n: '11' }).refused.map((r) => r.name)).toEqual(['q', 'n', 'page']);
  });

  it('drops the values a rule across parameters refuses', () => {
    const ordered = z
      .object({ min: z.coerce.number().optional(), max: z.coerce.number().optional() })
      .refine((v) => v.min === undefined || v.max === undefined || v.min <= v.max, { message: 'min above max', path: ['min'] });
    expect(sortQueryValues(ordered, { min: '9', max: '3' })).toEqual({
      accepted: { max: 3 },
      refused: [{ name: 'min', value: '9', message: 'min above max' }],
    });
  });
});
