/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_MESSAGES } from '../admin/import-listings.ts';
import { codeNamesIn, GENERIC_ZOD_MESSAGE } from './field-labels.ts';
import { WRONG_VALUES } from './wrong-values.ts';

/**
 * Every message the contracts hold speaks in words (docs/product/README.md, "Errors"): no field's
 * code name ('scheduled_at', 'budget_min', 'minPrice') and no lower-case code name at the start
 * ('city is required'). The field a message is about travels beside it, in the error's `field`.
 * Walked: every exported messages object (`*_MESSAGES`, with its message functions called), the
 * custom message of every check of every exported schema, and the messages each exported object
 * schema gives to wrong values of each of its fields (those of refinements and transforms, which
 * only parsing reaches).
 */
const modules = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], { eager: true });

type Zod = z.ZodType & { _zod: { def: Record<string, unknown> } };
const isZod = (value: unknown): value is Zod => value instanceof z.ZodType;

/**
 * Values a message function of a messages object is called with (each one for all its
 * parameters): a label or a person's text, a count, a list of labels and a list of ids.
 */
const SAMPLE_ARGUMENTS: unknown[] = ['Sample text', 3, ['Title', 'State'], [7, 9]];

/** Every string in `value` (nested objects and arrays too); functions are called with sample arguments. */
function textsOf(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return SAMPLE_ARGUMENTS.flatMap((sample) => {
      try {
        return textsOf(fn(...Array.from({ length: fn.length }, () => sample)), depth + 1);
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, depth + 1));
  if (value !== null && typeof value === 'object' && !isZod(value)) return Object.values(value).flatMap((item) => textsOf(item, depth + 1));
  return [];
}

/** Fake issues a custom error function is asked about: a value missing, of the wrong type, too short and too long. */
const FAKE_ISSUES = [
  { code: 'invalid_type', expected: 'string', input: undefined, path: [] },
  { code: 'invalid_type', expected: 'string', input: 12, path: [] },
  { code: 'invalid_type', expected: 'string', input: 'a\u0000b', path: [] },
  { code: 'too_small', origin: 'string', minimum: 1, input: '', path: [] },
  { code: 'too_big', origin: 'string', maximum: 1, input: 'xx', path: [] },
  { code: 'invalid_union', errors: [], input: {}, path: [] },
];

/** The message an error option of zod (a function since zod 4) gives for each fake issue. */
function errorTexts(error: unknown): string[] {
  if (typeof error !== 'function') return [];
  return FAKE_ISSUES.flatMap((issue) => {
    try {
      const result = (error as (issue: unknown) => unknown)(issue);
      if (typeof result === 'string') return [result];
      if (result && typeof result === 'object' && typeof (result as { message?: unknown }).message === 'string')
        return [(result as { message: string }).message];
    } catch {
      // an error function that needs a real issue: its message is checked by parsing below
    }
    return [];
  });
}

/** Every custom message of `schema` and the schemas inside it (fields, elements, options, pipes, checks). */
function schemaTexts(schema: unknown, seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  const texts = errorTexts(def.error);
  for (const [key, value] of Object.entries(def)) {
    if (key === 'error' || key === 'getter') continue;
    if (key === 'shape' && value && typeof value === 'object')
      for (const field of Object.values(value)) texts.push(...schemaTexts(field, seen));
    else if (Array.isArray(value)) for (const item of value) texts.push(...schemaTexts(item, seen));
    else if (value && typeof value === 'object') texts.push(...schemaTexts(value, seen));
  }
  return texts;
}

/** The object schema inside `schema` (through optional, pipes and the like), or undefined. */
function objectInside(schema: Zod, depth = 0): z.ZodObject | undefined {
  if (depth > 6) return undefined;
  if (schema instanceof z.ZodObject) return schema;
  const def = schema._zod.def;
  for (const key of ['innerType', 'in', 'out', 'schema']) {
    const inner = def[key];
    if (isZod(inner)) {
      const found = objectInside(inner, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** The messages `schema` answers to `input` with (none when it accepts it). */
function issueTexts(schema: Zod, input: unknown): string[] {
  try {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  } catch {
    return [];
  }
}

/** Messages of an exported object schema for wrong values of each of its fields, one field at a time. */
function parsedTexts(schema: Zod): string[] {
  const object = objectInside(schema);
  const texts = [...issueTexts(schema, undefined), ...issueTexts(schema, 'text'), ...issueTexts(schema, {})];
  if (!object) return [...texts, ...WRONG_VALUES.flatMap((value) => issueTexts(schema, value))];
  const fields = Object.keys(object.shape);
  for (const field of fields) {
    for (const value of WRONG_VALUES) texts.push(...issueTexts(schema, { [field]: value }));
    // two fields that are compared with each other (minimum above maximum): the larger one first
    for (const other of fields) if (other !== field) texts.push(...issueTexts(schema, { [field]: 900, [other]: 100 }));
  }
  return texts;
}

type Found = { where: string; text: string };

const found: Found[] = [];
for (const [path, exports] of Object.entries(modules)) {
  const file = path.replace(/^\.\.\//, '');
  for (const [name, value] of Object.entries(exports)) {
    const where = `${file} ${name}`;
    if (isZod(value)) {
      for (const text of [...schemaTexts(value), ...parsedTexts(value)]) found.push({ where, text });
    } else if (/MESSAGES$/.test(name)) {
      for (const text of textsOf(value)) found.push({ where, text });
    }
  }
}

/**
 * One line for each message that is not in words: where it is, the code names it holds, the text.
 * zod's own messages ('Invalid option: …', of answer schemas and of fields without a message of
 * their own) are left out: the API's error handler never shows them, it writes the field's label
 * instead (apps/api/src/plugins/error-handler.ts).
 */
function faults(items: Found[]): string[] {
  const lines = new Set<string>();
  for (const { where, text } of items) {
    if (GENERIC_ZOD_MESSAGE.test(text)) continue;
    const codes = codeNamesIn(text);
    if (codes.length > 0) lines.add(`${where}: ${codes.join(', ')} in "${text.slice(0, 160)}"`);
    else if (/^[a-z]/.test(text)) lines.add(`${where}: starts with a code name: "${text.slice(0, 160)}"`);
  }
  return [...lines].sort();
}

describe('messages of the contracts speak in words (docs/product/README.md, "Errors")', () => {
  it('finds the messages objects and the schemas', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(50);
    const messageObjects = Object.values(modules).flatMap((exports) => Object.keys(exports).filter((name) => /MESSAGES$/.test(name)));
    expect(messageObjects).toEqual(expect.arrayContaining(['PIPELINE_MESSAGES', 'ACCOUNT_MESSAGES', 'SITE_INPUT_MESSAGES']));
    expect(found.length).toBeGreaterThan(1000);
  });

  it('names no field by its code in any message', () => {
    expect(faults(found)).toEqual([]);
  });

  it('names missing CSV columns in words, though the file names them by code', () => {
    const message = IMPORT_MESSAGES.missingColumns(['site_state', 'site_category']);
    expect(message).toBe('The header row is missing the columns State, Category.');
    expect(codeNamesIn(message)).toEqual([]);
  });
});
