/**
 * The whole Drizzle schema, one module per area. Imported by the database client, the
 * migration generator and the repositories.
 */
export * from './schema/accounts.ts';
export * from './schema/activity.ts';
export * from './schema/alert-delivery.ts';
export * from './schema/alerts.ts';
export * from './schema/builders.ts';
export * from './schema/content.ts';
export * from './schema/membership.ts';
export * from './schema/payouts.ts';
export * from './schema/pipeline.ts';
export * from './schema/places.ts';
export * from './schema/privacy.ts';
export * from './schema/privacy-rights.ts';
export * from './schema/sites.ts';
