import type { FileStorage } from '../../providers/storage/file-storage.ts';
import type { AccountsContext } from '../auth/accounts-context.ts';
import type { ModuleOptions } from '../module-options.ts';

/**
 * What every back office route module receives: the database and settings, the accounts context
 * (OTP sending and checking for the staff sign-in) and the file storage for photos and PDFs.
 */
export type AdminRouteOptions = ModuleOptions & { accounts: AccountsContext; storage: FileStorage };
