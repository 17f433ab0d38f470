import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's dependency rules (ARCHITECTURE.md, "The web app"): a feature never imports
 * another feature, and shared code (components/, lib/, config/) imports neither a feature nor
 * the app (app/). Tests included: a shared piece's test must not lean on a feature either.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every module a file names: static and type imports, re-exports, dynamic imports and `vi.mock` paths. */
function importedPaths(text: string): string[] {
  const found: string[] = [];
  for (const pattern of [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
  ]) {
    for (const match of text.matchAll(pattern)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** The area of a file: 'feature:<name>', 'app', 'shared' (components, lib, config) or 'root'. */
function areaOf(relative: string): string {
  const [top, second] = relative.split(path.sep);
  if (top === 'features') return `feature:${second}`;
  if (top === 'app') return 'app';
  if (top === 'components' || top === 'lib' || top === 'config') return 'shared';
  return 'root';
}

/** The broken rule when a file of area `from` imports one of area `to`, else null. */
function brokenRule(from: string, to: string): string | null {
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) return 'a feature imports another feature';
  if (from.startsWith('feature:') && to === 'app') return 'a feature imports the app';
  if (from === 'shared' && (to.startsWith('feature:') || to === 'app')) return 'shared code imports a feature or the app';
  return null;
}

describe('web dependency rules', () => {
  it('knows the rules', () => {
    expect(brokenRule('feature:auth', 'feature:admin')).not.toBeNull();
    expect(brokenRule('shared', 'feature:auth')).not.toBeNull();
    expect(brokenRule('shared', 'app')).not.toBeNull();
    expect(brokenRule('feature:auth', 'feature:auth')).toBeNull();
    expect(brokenRule('app', 'feature:auth')).toBeNull();
    expect(brokenRule('feature:auth', 'shared')).toBeNull();
  });

  it('holds for every source and test file', () => {
    const broken: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const from = areaOf(path.relative(SRC, file));
      for (const imported of importedPaths(readFileSync(file, 'utf8'))) {
        if (!imported.startsWith('.')) continue;
        const target = path.relative(SRC, path.resolve(path.dirname(file), imported));
        const rule = brokenRule(from, areaOf(target));
        if (rule) broken.push(`${path.relative(SRC, file)} → ${imported}: ${rule}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
