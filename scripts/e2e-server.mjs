// Starts the server for the browser tests on a fresh embedded database (DATA_DIR is wiped first).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
// The back office specs sign in as these staff members; PGlite is single-process, so they are created before the server starts.
const staff = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/e2e-staff.ts'], { stdio: 'inherit', env: process.env });
if (staff.status !== 0) process.exit(staff.status ?? 1);
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
