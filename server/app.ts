import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_KEEP_DAYS } from '#shared/audit.js';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import { createBatchedWrites } from './db/batched-writes.js';
import type { DatabaseHandle } from './db/database.js';
import { loadMailCatalogs } from './i18n/mail-words.js';
import { loadRefusalCatalogs } from './i18n/refusal-words.js';
import { isLoopback } from './lib/loopback.js';
import { redactUrl } from './lib/redact-url.js';
import { daysBefore } from './lib/time.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { adminApplicationsRoutes } from './modules/admin-applications/admin-applications.routes.js';
import { adminGlobalJobsRoutes } from './modules/admin-global-jobs/admin-global-jobs.routes.js';
import { adminJobsRoutes } from './modules/admin-jobs/admin-jobs.routes.js';
import { listingExpiryRoutes } from './modules/admin-jobs/listing-expiry.routes.js';
import { adminOverviewRoutes } from './modules/admin-overview/admin-overview.routes.js';
import { adminSettingsRoutes } from './modules/admin-settings/admin-settings.routes.js';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.js';
import { adminInvitationsRoutes } from './modules/admins/admin-invitations.routes.js';
import { administratorsRoutes } from './modules/admins/administrators.routes.js';
import { adminAuthRoutes } from './modules/admins/admins.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { deleteAuditEntriesBefore } from './modules/audit/audit.repo.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { registerAuditTrail } from './modules/audit/audit-trail.js';
import { deleteExpiredEndedSessions } from './modules/auth/auth.repo.js';
import { TokenService } from './modules/auth/tokens.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { DeviceTrust } from './modules/form-guard/device-trust.js';
import { FormGuard } from './modules/form-guard/form-guard.js';
import { globalJobsRoutes } from './modules/global-jobs/global-jobs.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { answerLinks } from './modules/hearing-back/answer-links.js';
import { companyAnswersRoutes } from './modules/hearing-back/company-answers.routes.js';
import { ResponsivenessBook } from './modules/hearing-back/responsiveness.js';
import { sweepUnanswered } from './modules/hearing-back/sweep.js';
import { jobImportRoutes } from './modules/job-import/job-import.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { LinkChecks } from './modules/link-check/link-check-round.js';
import { MailSender, type RetryPolicy } from './modules/mail/mail-sender.js';
import { mailboxRoutes } from './modules/mail/mailbox.routes.js';
import { createLocalMailbox, createSmtpTransport, type MailTransport } from './modules/mail/transport.js';
import { OtpService } from './modules/otp/otp.service.js';
import type { RenderApp } from './modules/pages/app-renderer.js';
import { workerPageRenderer } from './modules/pages/page-renderers.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { SITEMAP_PAGE_SIZE } from './modules/pages/sitemap.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { registerPublicReads } from './modules/public-cache/public-reads.js';
import { deleteExpiredHits } from './modules/rate-limit/rate-limit.repo.js';
import { recommendationsRoutes } from './modules/recommendations/recommendations.routes.js';
import { adminReportsRoutes } from './modules/reports/admin-reports.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { savedRoutes } from './modules/saved/saved.routes.js';
import { alertLinks } from './modules/saved-searches/alert-links.js';
import { AlertScheduler } from './modules/saved-searches/alert-scheduler.js';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { unsubscribeRoutes } from './modules/saved-searches/unsubscribe.routes.js';
import { pruneChanges } from './modules/search-index/index-source.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { authGuardPlugin } from './plugins/auth-guard.js';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerMaintenanceGuard } from './plugins/maintenance.js';
import { registerOpenApi } from './plugins/openapi.js';
import { OneLinePerRequest } from './plugins/request-log.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { sharedWorkerPool } from './workers/shared-worker-pool.js';
import { createWorkerPool, PAGE_RENDER_POOL, type WorkerPool } from './workers/worker-pool.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built web app (dist/web); null serves the API only. */
  webRoot?: string | null;
  /** Replace the transport chosen from config (tests). */
  mailTransport?: MailTransport;
  /** Run the outbox sender loop inside this app (main does; most tests drive it by hand). */
  startMailSender?: boolean;
  /**
   * Check the global jobs' links in the housekeeping round (main does; tests run the round by hand
   * against their own servers, so no test reaches the demo data's real sites). docs/decisions/0036.
   */
  checkLinks?: boolean;
  /** Mail saved searches' alerts when due (main does; tests run the digest by hand). docs/decisions/0046. */
  sendAlerts?: boolean;
  mailRetry?: RetryPolicy;
  mailPollMs?: number;
  /** Global API requests a minute per client address. */
  requestsPerMinute?: number;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** How long a process trusts its cached public answers before checking for other processes' changes (ms). */
  contentCheckMs?: number;
  /** Worker threads for CPU-heavy work; by default the process's shared pool. */
  workers?: WorkerPool;
  /** Sees every route as it is registered, before any is (tests collect the router's own route list). */
  onRoute?: (this: FastifyInstance, route: RouteOptions) => void;
  /** URLs a sitemap file holds at most (docs/decisions/0044); tests split at a few. */
  sitemapPageSize?: number;
  /**
   * The web's server render of the pages (docs/decisions/0048); by default the build's, beside webRoot.
   * null: pages are the shell.
   */
  pageRenderer?: RenderApp | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender;
    mailTransport: MailTransport;
    /** How companies answer (docs/decisions/0033), counted at each housekeeping round. */
    responsiveness: ResponsivenessBook;
    /** The saved searches' alert digest (docs/decisions/0046); tests run it with runNow. */
    alerts: AlertScheduler;
  }
}

const ONE_MIB = 1024 * 1024;
/** Changes kept in the search log: a process further behind than this builds its index again (decision 0026). */
const KEPT_CHANGES = 100_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  let securityHeaders: Record<string, string> = {};
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            stream: options.logStream,
            // A page's address can hold a secret (a reset link's token): logged with it redacted.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
          },
    // The access log: one line a request, as it ends (docs/decisions/0054).
    logController: new OneLinePerRequest(),
    // One load balancer in front: the address it appends to X-Forwarded-For is the client. What the
    // client wrote further left is ignored, so rotating it never resets a per-address limit.
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: ONE_MIB,
    // The search index is built before the server answers (an onReady hook, docs/decisions/0026): about
    // 1.2 s at 100,000 internships, 11.7 s at 1,000,000, past Fastify's default 10 s for a hook, and
    // the server did not start. A build that truly hangs still ends the start, after 2 minutes.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply, securityHeaders),
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The mailbox page shows every code and reset link: only on a development server bound to loopback.
  const useLocalMailbox = !config.smtpUrl && config.env !== 'production' && isLoopback(config.host);
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl)
      : createLocalMailbox(app.log, useLocalMailbox ? config.publicUrl : null));
  const mailSender = new MailSender({
    db: database.db,
    transport,
    from: config.mailFrom,
    log: app.log,
    retry: options.mailRetry,
    pollMs: options.mailPollMs,
  });
  app.decorate('mailSender', mailSender);
  app.decorate('mailTransport', transport);

  // How companies answer shows on every card and detail: the cached answers follow its counts too.
  const responsiveness = new ResponsivenessBook();
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    sqliteFile: database.sqliteFile,
    pingDatabase: database.ping,
    tokens: new TokenService(config.jwtSecret),
    otp: new OtpService(config.jwtSecret),
    kickMail: () => mailSender.kick(),
    runWrite: createBatchedWrites(database.db, database.dialect),
    publicReads: registerPublicReads(app, database.db, {
      contentCheckMs: options.contentCheckMs ?? 500,
      alsoFollows: () => responsiveness.counted,
    }),
    workers: options.workers ?? sharedWorkerPool(),
    guard: new FormGuard(database.db, config.jwtSecret),
    devices: new DeviceTrust(config.jwtSecret, config.publicUrl.startsWith('https://')),
    answerLinks: answerLinks(config.jwtSecret, config.publicUrl),
    alertLinks: alertLinks(config.jwtSecret, config.publicUrl),
    responsiveness,
  };

  app.decorate('responsiveness', deps.responsiveness);

  // The catalogs are read as the app starts: a build without them does not start (docs/decisions/0031).
  loadRefusalCatalogs();
  loadMailCatalogs();
  registerErrorHandler(app);
  await app.register(cookie);
  securityHeaders = await registerSecurity(app, {
    requestsPerMinute: options.requestsPerMinute ?? config.requestsPerMinute,
    frameSources: config.frameSources,
  });
  // After the security headers (a 503 carries them too), before everything else: shedding is cheap.
  registerLoadShedding(app, config.loadShedding);
  await app.register(authGuardPlugin, deps);
  registerAuditTrail(app, database.db);
  await registerOpenApi(app, { adminOnly: config.env === 'production' });
  registerMaintenanceGuard(app, deps.publicReads, deps.tokens);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(settingsRoutes, deps);
      await api.register(adminAuthRoutes, deps);
      await api.register(usersRoutes, deps);
      await api.register(sessionsRoutes, deps);
      await api.register(passwordResetRoutes, deps);
      await api.register(filesRoutes, deps);
      await api.register(applicationsRoutes, deps);
      await api.register(companyAnswersRoutes, deps);
      await api.register(accountRoutes, deps);
      await api.register(jobsRoutes, deps);
      await api.register(globalJobsRoutes, deps);
      await api.register(recommendationsRoutes, deps);
      await api.register(savedRoutes, deps);
      await api.register(savedSearchesRoutes, deps);
      await api.register(unsubscribeRoutes, deps);
      await api.register(adminOverviewRoutes, deps);
      await api.register(adminJobsRoutes, deps);
      await api.register(listingExpiryRoutes, deps);
      await api.register(jobImportRoutes, deps);
      await api.register(adminGlobalJobsRoutes, deps);
      await api.register(adminApplicationsRoutes, deps);
      await api.register(adminUsersRoutes, deps);
      await api.register(adminSettingsRoutes, deps);
      await api.register(administratorsRoutes, deps);
      await api.register(adminInvitationsRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(reportsRoutes, deps);
      await api.register(adminReportsRoutes, deps);
    },
    { prefix: '/api' },
  );
  if (useLocalMailbox) await app.register(mailboxRoutes, { db: database.db });
  const shell = await registerStaticWeb(app, options.webRoot ?? null);
  // Pages render in a pool of their own, so none waits behind a spreadsheet or an export (docs/decisions/0048).
  let pageWorkers: WorkerPool | null = null;
  app.addHook('onClose', async () => pageWorkers?.destroy());
  await app.register(pagesRoutes, {
    ...deps,
    shell,
    sitemapPageSize: options.sitemapPageSize ?? SITEMAP_PAGE_SIZE,
    pageRenderer:
      options.pageRenderer === undefined
        ? workerPageRenderer(options.webRoot ?? null, () => {
            pageWorkers ??= createWorkerPool(PAGE_RENDER_POOL);
            return pageWorkers;
          })
        : options.pageRenderer,
  });

  if (options.startMailSender) app.addHook('onReady', async () => mailSender.start());
  const alerts = new AlertScheduler(
    { db: database.db, workers: deps.workers, links: deps.alertLinks, publicUrl: config.publicUrl },
    config.alertCheckMs,
    app.log,
    () => mailSender.kick(),
  );
  app.decorate('alerts', alerts);
  if (options.sendAlerts) app.addHook('onReady', async () => alerts.start());
  // The first count of how companies answer, in the background: the pages show figures once it is done.
  app.addHook('onReady', async () => {
    deps.responsiveness
      .refresh(database.db)
      .catch((error) => app.log.error({ err: error }, 'responsiveness count failed'));
  });
  // Counters and used proofs whose window has passed are of no use (the form guard's, the limits'),
  // nor are ended sessions whose tokens have expired, nor changes long applied by every search index.
  // The same round reminds companies and closes applications left without an answer (docs/decisions/0033),
  // and checks a batch of the global jobs' links not checked for a day (docs/decisions/0036).
  const linkChecks = options.checkLinks ? new LinkChecks(database.db) : null;
  const housekeeping = setInterval(() => {
    const now = new Date();
    Promise.all([
      deleteExpiredHits(database.db, now),
      deleteExpiredEndedSessions(database.db, now),
      pruneChanges(database.db, KEPT_CHANGES),
      deleteAuditEntriesBefore(database.db, daysBefore(now, AUDIT_KEEP_DAYS)),
      deps.responsiveness.refresh(database.db, now),
      sweepUnanswered(database.db, deps.answerLinks, now).then((swept) => {
        if (swept.reminded + swept.closed > 0) {
          app.log.info(swept, 'applications reminded and closed for want of an answer');
          mailSender.kick();
        }
      }),
      linkChecks?.run(now).then(
        (round) => {
          if (round?.flagged) app.log.warn(round, 'global job links that may be broken');
        },
        (error) => app.log.error({ err: error }, 'link check failed'),
      ),
    ]).catch((error) => app.log.error({ err: error }, 'housekeeping failed'));
  }, 10 * 60_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(housekeeping);
    // Checks under way are aborted: a slow site never holds up the close.
    await linkChecks?.stop();
    await alerts.stop();
    await mailSender.stop();
    transport.close();
  });
  return app;
}
