// `npm test`: every tier in order (lint, dependency rules, types, unit/component + API on PGlite and
// PostgreSQL, build, the JavaScript budget per page, browser), quickest first, stopping at the first
// failing tier. Prints one closing summary line.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['dependency rules', 'npm', ['run', 'deps']],
  ['types', 'npm', ['run', 'typecheck']],
  ['unit, component and API', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  // Issue #35's budget (170 KB gzip per public page, docs/decisions/0033-javascript-budget.md). Every
  // public page is still over it (181–267 KB), so the tier prints the figures and fails only past a
  // ceiling of 270 KB, so no page grows meanwhile; once the pages are under 170 KB, drop `--ceiling`.
  ['JavaScript budget', 'npm', ['run', 'check:js-budget', '--', '--ceiling', '270']],
  ['browser', 'npx', ['playwright', 'test']],
];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (set it to a PostgreSQL database to run them there too).');
}
let passed = 0;
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`\n${name} failed after ${seconds} s`);
    console.log(`tiers: ${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`=== ${name} passed in ${seconds} s ===`);
}
console.log(`\ntiers: ${passed} passed, 0 failed`);
