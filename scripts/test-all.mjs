// `npm test`: every tier (lint, dependency rules, types, unit/component + API on PGlite and
// PostgreSQL, build, browser). The quick static tiers run first, one after another, stopping at
// the first failure. Then two lanes run side by side, as they share no state (the API tests use
// their own databases and ports; the browser tier its own embedded database on its own port):
// the Vitest tiers, and the build followed by the browser tier. Each lane's lines are prefixed with
// its name. Prints one closing summary line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const staticSteps = [
  ['lint', 'npm', ['run', 'lint']],
  ['dependency rules', 'npm', ['run', 'deps']],
  ['types', 'npm', ['run', 'typecheck']],
];
const lanes = [
  { name: 'unit', steps: [['unit, component and API', 'npx', ['vitest', 'run']]] },
  {
    name: 'browser',
    steps: [
      ['build', 'npm', ['run', 'build']],
      ['browser', 'npx', ['playwright', 'test']],
    ],
  },
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only (set it to a PostgreSQL database to run them there too).');
}

/** Runs one step; its output goes to this process's, each line prefixed with `prefix` when given. Resolves to the exit code and seconds taken. */
function run(cmd, args, prefix) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
      }
    }
    child.on('close', (code) => resolve({ code: code ?? 1, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

let passed = 0;
let failed = 0;
for (const [name, cmd, args] of staticSteps) {
  console.log(`\n=== ${name} ===`);
  const { code, seconds } = await run(cmd, args);
  if (code !== 0) {
    console.log(`\n${name} failed after ${seconds} s`);
    console.log(`tiers: ${passed} passed, 1 failed`);
    process.exit(code);
  }
  passed += 1;
  console.log(`=== ${name} passed in ${seconds} s ===`);
}

const results = await Promise.all(
  lanes.map(async (lane) => {
    const prefix = `[${lane.name}]`;
    for (const [name, cmd, args] of lane.steps) {
      console.log(`\n${prefix} === ${name} ===`);
      const { code, seconds } = await run(cmd, args, prefix);
      if (code !== 0) {
        console.log(`\n${prefix} === ${name} failed after ${seconds} s ===`);
        return { name, code };
      }
      passed += 1;
      console.log(`\n${prefix} === ${name} passed in ${seconds} s ===`);
    }
    return { code: 0 };
  }),
);
const failures = results.filter((result) => result.code !== 0);
failed = failures.length;
if (failed > 0) console.log(`\nfailed: ${failures.map((result) => result.name).join(', ')}`);
console.log(`\ntiers: ${passed} passed, ${failed} failed`);
process.exit(failures[0]?.code ?? 0);
