/**
 * Creates the staff accounts the browser tests sign in with, before the e2e server starts
 * (PGlite is single-process). Reads E2E_STAFF: comma-separated `mobile:role` pairs (default
 * `9000000001:admin,9000000002:admin,9000000003:editor,9000000004:admin,9000000005:admin,9000000006:admin,9000000007:admin,9000000008:admin,9000000009:admin,9000000010:admin,9000000011:admin,9000000012:admin,9000000013:admin,9000000014:admin,9000000015:admin,9000000016:admin,9000000017:admin`; 4 and 5 sign in for the pipeline journey, 6 and 7 for the builder journey, 8 and 9 for its retries, 10 and 11 for the blog editor, 12 and 13 for the alerts journey, 14 and 15 for the Pro purchase, 16 and 17 for the payout run: one creates, the other approves), all with the password
 * E2E_STAFF_PASSWORD (default `Vishwanath#Gali2024`) and no forced change. Only
 * `scripts/e2e-server.mjs` runs this.
 */
import { createStaff } from '../modules/admin-auth/staff.service.ts';
import { openCliDatabase } from './cli-database.ts';

const pairs = (
  process.env.E2E_STAFF ??
  '9000000001:admin,9000000002:admin,9000000003:editor,9000000004:admin,9000000005:admin,9000000006:admin,9000000007:admin,9000000008:admin,9000000009:admin,9000000010:admin,9000000011:admin,9000000012:admin,9000000013:admin,9000000014:admin,9000000015:admin,9000000016:admin,9000000017:admin'
)
  .split(',')
  .map((p) => p.trim().split(':'));
const password = process.env.E2E_STAFF_PASSWORD ?? 'Vishwanath#Gali2024';
const { handle } = await openCliDatabase();
try {
  for (const [mobile = '', role = 'admin'] of pairs) {
    await createStaff(handle.db, {
      name: `E2E ${role === 'admin' ? 'Admin' : 'Editor'} ${mobile.slice(-1)}`,
      mobile,
      role,
      password,
      mustChangePassword: false,
    });
  }
  console.log(`Created ${pairs.length} staff accounts for the browser tests.`);
} finally {
  await handle.close();
}
