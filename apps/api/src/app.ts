import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Database, PoolStats } from '@realty/db/client';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Env } from './config/env.ts';
import { createReads } from './lib/reads.ts';
import { accountEmailRoutes } from './modules/account-email/account-email.routes.ts';
import { activityRoutes } from './modules/activity/activity.routes.ts';
import { adminAuditRoutes } from './modules/admin-audit/admin-audit.routes.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { staffSessionView } from './modules/admin-auth/staff-account.ts';
import { adminBrokerageRoutes } from './modules/admin-brokerage/admin-brokerage.routes.ts';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.ts';
import type { AdminRouteOptions } from './modules/admin-core/admin-context.ts';
import { prepareAdminScope } from './modules/admin-core/admin-scope.ts';
import { adminImportRoutes } from './modules/admin-import/admin-import.routes.ts';
import { adminInboxRoutes } from './modules/admin-inbox/admin-inbox.routes.ts';
import { adminPeopleRoutes } from './modules/admin-people/admin-people.routes.ts';
import { adminPipelineRoutes } from './modules/admin-pipeline/admin-pipeline.routes.ts';
import { adminPrivacyRoutes } from './modules/admin-privacy/admin-privacy.routes.ts';
import { defineBreachNoticeJob } from './modules/admin-privacy/admin-privacy.service.ts';
import { adminProjectsRoutes } from './modules/admin-projects/admin-projects.routes.ts';
import { adminSitesRoutes } from './modules/admin-sites/admin-sites.routes.ts';
import { createAlertDelivery, defineAlertDeliveryJobs } from './modules/alerts/delivery/delivery.service.ts';
import { defineAlertExpandJob } from './modules/alerts/matching/expand.ts';
import { defineAlertScanJob, queueAlertScan } from './modules/alerts/matching/scan.ts';
import { alertSettingsRoutes } from './modules/alerts/settings/alert-settings.routes.ts';
import { unsubscribeApiRoutes, unsubscribeOneClickRoutes } from './modules/alerts/unsubscribe/unsubscribe.routes.ts';
import { associateMemberLookups, associateSessionView } from './modules/associates/associate-account.ts';
import { associatesRoutes } from './modules/associates/associates.routes.ts';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { blogsRoutes } from './modules/blogs/blogs.routes.ts';
import { brokerageRoutes } from './modules/brokerage/brokerage.routes.ts';
import { builderSessionView } from './modules/builders/builder-account.ts';
import { buildersRoutes } from './modules/builders/builders.routes.ts';
import { contactsRoutes } from './modules/contacts/contacts.routes.ts';
import { developersRoutes } from './modules/developers/developers.routes.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { createIdentityContext } from './modules/identity/identity-context.ts';
import { leadsRoutes } from './modules/leads/leads.routes.ts';
import { definePhotoVariantJobs } from './modules/media-intake/photo-variants.job.ts';
import { adminMembershipRoutes } from './modules/membership/admin-membership.routes.ts';
import { membershipRoutes } from './modules/membership/membership.routes.ts';
import { razorpayWebhookRoutes } from './modules/membership/razorpay-webhook.routes.ts';
import { defineMembershipRenewalsJob } from './modules/membership/renewals.ts';
import type { ModuleOptions } from './modules/module-options.ts';
import { defineNotificationJobs } from './modules/notifications/notifications.service.ts';
import { adminPayoutsRoutes, associatePayoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { placesRoutes } from './modules/places/places.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { defineDataExportJob } from './modules/privacy-rights/data-export.service.ts';
import { privacyRightsRoutes } from './modules/privacy-rights/privacy-rights.routes.ts';
import { defineRetentionJob } from './modules/privacy-rights/retention/retention.service.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { loadVapidKeys } from './modules/push/push.service.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { counterFloorsRoutes } from './modules/site-stats/counter-floors.routes.ts';
import { siteStatsRoutes } from './modules/site-stats/site-stats.routes.ts';
import { catalogueIndexStats, configureCatalogueIndex } from './modules/sites/catalogue-index/store.ts';
import { defineCatalogueJobs } from './modules/sites/catalogue-jobs.ts';
import { markCatalogueWrites } from './modules/sites/catalogue-writes.ts';
import { configureKeptSiteRows } from './modules/sites/listing-rows.ts';
import { mapPointsRoutes } from './modules/sites/map-points.routes.ts';
import { sitesRoutes } from './modules/sites/sites.routes.ts';
import { adminTdsRoutes, associateTdsRoutes } from './modules/tds/tds.routes.ts';
import { teamsRoutes } from './modules/teams/teams.routes.ts';
import { customerSessionView } from './modules/users/customer-account.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { visitsRoutes } from './modules/visits/visits.routes.ts';
import { answerFrameworkError, redactForLog, registerErrorHandler, serializeErrorForLog } from './plugins/error-handler.ts';
import { registerHealthRoutes } from './plugins/health.ts';
import { registerHttpCaching } from './plugins/http-caching.ts';
import { countedSms, createMetrics, type MetricSources, registerMetricsRoute } from './plugins/metrics.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSession } from './plugins/session.ts';
import { registerStaticFiles } from './plugins/static-files.ts';
import { createPgBossQueue } from './providers/jobs/pg-boss-queue.ts';
import { createMemberRegistry } from './providers/member-registry/create-member-registry.ts';
import { createFileStorage } from './providers/storage/create-file-storage.ts';

/** What {@link buildApp} needs: validated settings and an open, migrated database. */
export type AppDependencies = {
  env: Env;
  db: Database;
  /** Use of the PostgreSQL pool, for `/metrics` (server.ts passes the database handle's). */
  poolStats?: () => PoolStats;
  /** The read replica (`DATABASE_READ_URL`) for public catalogue and content reads, if any. */
  replica?: Database;
};

/**
 * Builds the Fastify instance (plugins, then routes) without listening; tests call
 * `app.inject()` on it and `server.ts` alone calls `listen` (conventions: "App vs server split").
 * It is the one place that builds the providers and the identity context (once per app) and wires
 * every route module (ARCHITECTURE.md, "Module map"); no module registers another's routes.
 */
export async function buildApp({ env, db, poolStats, replica }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // Nothing secret or personal reaches the log: values under secret keys (passwords, hashes,
    // OTPs, tokens, Aadhaar, PAN) are redacted at any depth, and a database error is logged by
    // its code, table and constraint alone, never with the query's parameters.
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            serializers: { err: (error) => serializeErrorForLog(error), error: (error) => serializeErrorForLog(error) },
            formatters: { log: (object: Record<string, unknown>) => redactForLog(object) },
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // the router's own refusals (a path parameter too long, an address that cannot be decoded) in words
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurity(app, env);
  // ETags and Cache-Control for a CDN; hashed before compression, so every instance agrees
  await registerHttpCaching(app);
  // JSON and HTML answers over 1 KB go out brotli- or gzip-compressed (a page of listings is
  // about 15 KB of JSON, 3 KB compressed). Built assets are compressed once at build time and
  // sent as they are (static-files.ts); images are never recompressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // one identity context per app: one OTP throttle, one clock (tests set app.identity.now)
  const identity = createIdentityContext({ db, env, log: app.log });
  // Prometheus metrics (docs/deploying.md): every request from here on, SMS sends, pool and queue
  const metricSources: MetricSources = { poolStats };
  const metrics = createMetrics(app, metricSources);
  identity.sms = countedSms(identity.sms, metrics);
  app.addHook('onClose', async () => identity.throttle.close());
  registerSession(app, identity);
  // Per-route limits opt in with `config: { rateLimit: { max, timeWindow } }`; shared through Redis when REDIS_URL is set.
  const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'realty-rl:' } : {}) });
  await registerOpenApi(app);

  // the background job queue (docs/decisions/0011-job-queue.md): modules define their jobs while
  // they register; it starts when the app is ready and stops before the database is closed
  const jobs = createPgBossQueue(db, app.log, { pollingSeconds: env.JOB_POLL_SECONDS, work: env.JOB_WORKERS === 'true' });
  defineNotificationJobs(jobs, { db, env, sms: identity.sms, warn: (message) => app.log.warn(message) });
  defineCatalogueJobs(jobs, db);
  // alerts of saved searches and favourites (docs/product/alerts.md, "How alerts are sent"): the
  // delivery reads the providers at each send and has its own clock (tests set app.alerts.now)
  const alerts = createAlertDelivery(
    {
      db,
      env,
      providers: { sms: () => identity.sms, mail: () => identity.mail },
      keys: identity.keys,
      pushKeys: loadVapidKeys(env, (message) => app.log.warn(message)),
      log: app.log,
    },
    () => identity.now(),
  );
  defineAlertDeliveryJobs(jobs, alerts);
  app.decorate('alerts', alerts);
  // finding what to alert: the scan of the catalogue change log, then the expansion of what it
  // recorded into items (docs/product/alerts.md, "Alerts")
  defineAlertScanJob(jobs, db);
  defineAlertExpandJob(jobs, db);
  // Pro's renewal reminders and its end (docs/product/payments.md, "Renewals and expiry")
  defineMembershipRenewalsJob(jobs, db, () => identity.now());
  // the SMS notice to each account a recorded breach affected (docs/breach-playbook.md)
  defineBreachNoticeJob(jobs, { db, env, sms: () => identity.sms });
  // the person's rights and retention (docs/product/privacy-rights.md): exports, erasure, retention periods
  const privacyProviders = { sms: () => identity.sms, mail: () => identity.mail };
  defineDataExportJob(jobs, { db, env, ...privacyProviders, now: () => identity.now() });
  defineRetentionJob(jobs, { db, env, sms: privacyProviders.sms, warn: (message) => app.log.warn(message) }, () => identity.now());
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  configureCatalogueIndex({
    from: env.CATALOGUE_INDEX_FROM,
    refreshMs: env.CATALOGUE_REFRESH_MS,
    mergeFrom: env.CATALOGUE_MERGE_FROM,
    onError: (error) => app.log.error({ err: error }, 'The catalogue index could not be built or refreshed; searches use SQL meanwhile'),
  });
  configureKeptSiteRows(env.CATALOGUE_KEPT_ROWS);
  const reads = createReads(db, replica, app.log);
  const options: ModuleOptions = { db, env, identity, jobs, reads };
  const adminStorage = createFileStorage(env);
  definePhotoVariantJobs(jobs, adminStorage);
  metricSources.jobs = jobs;
  metricSources.catalogueIndex = () => ({
    primary: catalogueIndexStats(db),
    ...(replica ? { replica: catalogueIndexStats(replica) } : {}),
  });
  app.decorate('metrics', metrics);
  registerMetricsRoute(app, env, metrics);
  // health for load balancers (docs/deploying.md)
  registerHealthRoutes(app, { db, redis, jobs, storage: adminStorage, storageIsRemote: adminStorage.name !== 'local' });
  const registry = createMemberRegistry(env, associateMemberLookups(db));
  const adminOptions: AdminRouteOptions = { ...options, storage: adminStorage };
  await app.register(
    async (api) => {
      await api.register(sitesRoutes, options);
      await api.register(mapPointsRoutes, options);
      await api.register(placesRoutes, options);
      await api.register(activityRoutes, options);
      await api.register(identityRoutes, {
        identity,
        sessionViews: [customerSessionView, associateSessionView, staffSessionView, builderSessionView],
      });
      await api.register(usersRoutes, options);
      await api.register(associatesRoutes, { ...options, registry });
      await api.register(pushRoutes, options);
      await api.register(savedSearchesRoutes, options);
      // alerts: the unsubscribe page's routes and the customer's alert settings (docs/product/alerts.md)
      await api.register(unsubscribeApiRoutes, options);
      await api.register(alertSettingsRoutes, options);
      // the account's e-mail address and its confirmation (docs/product/accounts.md, "E-mail confirmation")
      await api.register(accountEmailRoutes, options);
      // the person's rights over their data: export, correction, deletion (docs/product/privacy-rights.md)
      await api.register(privacyRightsRoutes, options);
      // the brokerage pipeline (docs/product/pipeline.md)
      await api.register(leadsRoutes, options);
      await api.register(visitsRoutes, options);
      await api.register(brokerageRoutes, options);
      await api.register(membershipRoutes, options);
      await api.register(associateTdsRoutes, options);
      // the associate's bank account for payouts (docs/product/payouts-bank-details.md)
      await api.register(bankAccountsRoutes, options);
      await api.register(razorpayWebhookRoutes, options);
      // payouts to associates (docs/product/payouts.md)
      await api.register(associatePayoutsRoutes, options);
      // builders and their projects (docs/product/builders.md)
      await api.register(buildersRoutes, options);
      await api.register(projectsRoutes, { ...options, storage: adminOptions.storage });
      await api.register(developersRoutes, options);
      await api.register(blogsRoutes, options);
      await api.register(teamsRoutes, options);
      await api.register(siteStatsRoutes, options);
      await api.register(contactsRoutes, options);
      // consents, nominee and grievances (docs/product/privacy.md)
      await api.register(privacyRoutes, options);
      // the staff back office under /api/admin/*, in one scope with multipart uploads
      await api.register(async (admin) => {
        await prepareAdminScope(admin);
        // read-your-writes: staff who change listings see the change in their next search
        // …and a listing published or made cheaper is alerted within seconds (docs/product/alerts.md "Alerts")
        markCatalogueWrites(admin, db, () => queueAlertScan(jobs));
        for (const routes of [
          adminAuthRoutes,
          adminAuditRoutes,
          adminSitesRoutes,
          adminInboxRoutes,
          adminContentRoutes,
          adminPeopleRoutes,
          adminImportRoutes,
          adminPipelineRoutes,
          adminBrokerageRoutes,
          adminProjectsRoutes,
          adminMembershipRoutes,
          adminPayoutsRoutes,
          adminTdsRoutes,
          counterFloorsRoutes,
          adminPrivacyRoutes,
        ]) {
          await admin.register(routes, adminOptions);
        }
      });
    },
    { prefix: '/api' },
  );

  // RFC 8058 one-click unsubscribe at the page's own address (GET of it is the web page)
  await app.register(unsubscribeOneClickRoutes, options);
  await app.register(seoRoutes, options);
  await registerStaticFiles(app, env, db);
  return app;
}
