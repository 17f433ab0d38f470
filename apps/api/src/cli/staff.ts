/**
 * `npm run staff -- <command>`: manages back office staff accounts (docs/product/back-office.md).
 *
 *   create --name "Priya Sharma" --mobile 9415000001 [--role admin|editor]
 *          prints a one-time password, to be changed at first sign-in
 *   list
 *   disable --mobile 9415000001      (ends their sessions at once)
 *   enable  --mobile 9415000001
 *   role    --mobile 9415000001 --role admin|editor
 *   reset-password --mobile 9415000001   (prints a new one-time password, ends their sessions)
 *
 * Uses DATABASE_URL, else the PGlite folder under DATA_DIR (stop the server first in that case).
 * For automated set-ups (the browser tests), `create` takes the password from STAFF_INITIAL_PASSWORD
 * when that is set, and then no change is forced.
 */
import { recordAudit } from '../modules/admin-audit/audit.service.ts';
import {
  createStaff,
  listStaff,
  resetStaffPassword,
  StaffCommandError,
  setStaffEnabled,
  setStaffRole,
} from '../modules/admin-auth/staff.service.ts';
import { openCliDatabase, parseOptions } from './cli-database.ts';

const USAGE = `Usage: npm run staff -- <command> [options]
  create --name "Full Name" --mobile 9XXXXXXXXX [--role admin|editor]
  list
  disable --mobile 9XXXXXXXXX
  enable --mobile 9XXXXXXXXX
  role --mobile 9XXXXXXXXX --role admin|editor
  reset-password --mobile 9XXXXXXXXX`;

const [command, ...rest] = process.argv.slice(2);
const options = parseOptions(rest);

function need(name: string): string {
  const value = options[name];
  if (!value || value === 'true') throw new StaffCommandError(`--${name} is required\n\n${USAGE}`);
  return value;
}

if (!command || command === 'help' || command === '--help') {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}

let code = 0;
let opened: Awaited<ReturnType<typeof openCliDatabase>> | undefined;
try {
  opened = await openCliDatabase();
  const db = opened.handle.db;
  switch (command) {
    case 'create': {
      const initial = process.env.STAFF_INITIAL_PASSWORD;
      const { staff, password } = await createStaff(db, {
        name: need('name'),
        mobile: need('mobile'),
        role: options.role ?? 'editor',
        ...(initial ? { password: initial } : {}),
      });
      await recordAudit(db, { staffId: null, action: 'create', entity: 'staff', entityId: String(staff.staff_id), after: staff });
      console.log(`Created ${staff.staff_role} ${staff.staff_name} (${staff.staff_mobile}).`);
      if (initial) console.log('Password taken from STAFF_INITIAL_PASSWORD.');
      else console.log(`One-time password: ${password}\nIt must be changed at the first sign-in at /admin/signin.`);
      break;
    }
    case 'list': {
      const members = await listStaff(db);
      if (members.length === 0)
        console.log('No staff accounts yet. Create one with: npm run staff -- create --name "..." --mobile 9XXXXXXXXX');
      for (const m of members) {
        console.log(
          `${String(m.staff_id).padStart(4)}  ${m.staff_mobile}  ${m.staff_role.padEnd(6)}  ${m.staff_status.padEnd(8)}  ${m.staff_name}${m.must_change_password ? '  (one-time password)' : ''}`,
        );
      }
      break;
    }
    case 'disable':
    case 'enable': {
      const member = await setStaffEnabled(db, need('mobile'), command === 'enable');
      await recordAudit(db, { staffId: null, action: command, entity: 'staff', entityId: String(member.staff_id), after: member });
      console.log(`${member.staff_name} (${member.staff_mobile}) is now ${member.staff_status}.`);
      break;
    }
    case 'role': {
      const member = await setStaffRole(db, need('mobile'), need('role'));
      await recordAudit(db, { staffId: null, action: 'role', entity: 'staff', entityId: String(member.staff_id), after: member });
      console.log(`${member.staff_name} (${member.staff_mobile}) is now ${member.staff_role}.`);
      break;
    }
    case 'reset-password': {
      const { staff, password } = await resetStaffPassword(db, need('mobile'));
      await recordAudit(db, { staffId: null, action: 'reset-password', entity: 'staff', entityId: String(staff.staff_id) });
      console.log(`New one-time password for ${staff.staff_name}: ${password}`);
      break;
    }
    default:
      throw new StaffCommandError(`Unknown command "${command}"\n\n${USAGE}`);
  }
} catch (error) {
  code = 1;
  if (error instanceof StaffCommandError) console.error(error.message);
  else console.error(error);
} finally {
  await opened?.handle.close();
}
process.exit(code);
