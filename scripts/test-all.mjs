// `npm test`: every tier (lint, dependency rules, types, build, unit/component + API on PGlite and
// PostgreSQL, browser), quickest first, stopping at the first failing tier. The checks and the
// build run one after the other; then the Vitest tier runs beside the browser tier, which shares
// no state with it (its server has its own embedded database under .data-e2e and its own port,
// and the built site is complete before either starts). `TEST_TIERS_IN_TURN=1` runs every tier in
// turn instead. Prints one closing summary line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const checks = [
  ['lint', 'npm', ['run', 'lint']],
  ['dependency rules', 'npm', ['run', 'deps']],
  ['types', 'npm', ['run', 'typecheck']],
  ['build', 'npm', ['run', 'build']],
];
const unit = [['unit, component and API', 'npx', ['vitest', 'run']]];
const browser = [['browser', 'npx', ['playwright', 'test']]];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (set it to a PostgreSQL database to run them there too).');
}

let passed = 0;
let failed = 0;

/**
 * Runs one tier; its output goes straight through, or line by line after `prefix` while another
 * tier runs beside it. Resolves to true when it passed.
 */
function runTier([name, cmd, args], prefix) {
  return new Promise((resolve) => {
    console.log(`\n${prefix}=== ${name} ===`);
    const started = Date.now();
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => console.log(`${prefix}${line}`));
      }
    }
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (status === 0) {
        passed += 1;
        console.log(`${prefix}=== ${name} passed in ${seconds} s ===`);
        resolve(true);
      } else {
        failed += 1;
        console.log(`\n${prefix}${name} failed after ${seconds} s`);
        resolve(false);
      }
    });
  });
}

/** Runs `tiers` in turn, stopping at the first failure. */
async function inTurn(tiers, prefix = '') {
  for (const tier of tiers) if (!(await runTier(tier, prefix))) return false;
  return true;
}

function finish(ok) {
  console.log(`\ntiers: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

if (!(await inTurn(checks))) finish(false);
if (process.env.TEST_TIERS_IN_TURN === '1') {
  finish(await inTurn([...unit, ...browser]));
} else {
  const results = await Promise.all([inTurn(unit, '[unit] '), inTurn(browser, '[browser] ')]);
  finish(results.every(Boolean));
}
