import type { FileStorage } from '../../providers/storage/file-storage.ts';
import type { ModuleOptions } from '../module-options.ts';

/**
 * What every back office route module receives (docs/product/back-office.md): the module
 * options (database, settings, the identity core for the staff sign-in) and the file storage for
 * photos and PDFs, built once by app.ts.
 */
export type AdminRouteOptions = ModuleOptions & { storage: FileStorage };
