import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.js';
import { findSessionViewer } from './auth/sessions.repository.js';
import { registerSessionSliding } from './auth/session-sliding.js';
import { announceChanges } from './changes/announce-changes.js';
import { accountRoutes } from './features/account/account.routes.js';
import { providerRoutes } from './features/account/provider.routes.js';
import { passwordResetRoutes } from './features/account/password-reset.routes.js';
import { emailVerificationRoutes } from './features/account/email-verification.routes.js';
import { activityRoutes } from './features/challenges/activity.routes.js';
import { challengeRoutes } from './features/challenges/challenges.routes.js';
import { checkInRoutes } from './features/challenges/check-in.routes.js';
import { metricRoutes } from './features/challenges/metrics.routes.js';
import { punishmentRoutes } from './features/challenges/punishment.routes.js';
import { undoRoutes } from './features/challenges/undo.routes.js';
import { externalRoutes } from './features/external/external.routes.js';
import { routineRoutes } from './features/routines/routines.routes.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { slideshowRoutes } from './features/slideshow/slideshow.routes.js';
import { slideImageRoutes } from './features/slideshow/slide-images.routes.js';
import { boardRoutes } from './features/tagger/board.routes.js';
import { videoRoutes } from './features/tagger/video.routes.js';
import { healthRoutes } from './features/health/health.routes.js';
import { avatarRoutes } from './features/profile/avatar.routes.js';
import { profileRoutes } from './features/profile/profile.routes.js';
import { pointsRoutes } from './features/points/points.routes.js';
import { notificationRoutes } from './features/notifications/notifications.routes.js';
import { inboxRoutes } from './features/notifications/inbox.routes.js';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes.js';
import { pushRoutes } from './features/push/push.routes.js';
import { partnershipRoutes } from './features/partner/partnership.routes.js';
import { keptAnswerSerializer } from './http/kept-answer-serializer.js';
import { findLiveRights } from './features/partner/partnerships.repository.js';
import { partnerPointsRoutes } from './features/partner/partner-points.routes.js';
import { partnerConfirmationRoutes } from './features/partner/partner-confirmations.routes.js';
import { partnerRequestsRoutes } from './features/partner/partner-requests.routes.js';
import { partnerViewRoutes } from './features/partner/partner-view.routes.js';
import { registerAccessControl } from './http/access.js';
import { clientErrorHandler } from './http/client-errors.js';
import { capConnectionsPerAddress, timeoutOptions } from './http/connection-limits.js';
import { errorBody, registerErrorHandling } from './http/error-handler.js';
import { openMetricsListener, registerMetricsRoute } from './http/metrics-endpoint.js';
import { registerOpenApi } from './http/openapi.js';
import { proxyTrust } from './http/proxy-trust.js';
import { registerRequestIdHeader, requestIdOptions } from './http/request-id.js';
import { duringRequests, registerRequestLog } from './http/request-log.js';
import { registerRequestMetrics } from './http/request-metrics.js';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.js';
import { inlineScriptSources, registerSpa } from './http/spa.js';
import { defaultWebRoot } from './locations.js';
import { startProcessMetrics } from './metrics/instruments.js';
import { appRegistry, type ScrapeSources } from './metrics/scrape-gauges.js';

export interface BuildAppOptions {
  /** The log's level and, when not pino's JSON on stdout, where its lines go (see http/terminal-log.ts). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  webRoot?: string;
  /** Runs when the app closes, before the database does (the job queue stops here). */
  onClose?: () => Promise<void>;
  /** What `/metrics` reads when it is scraped, besides the process's counters. */
  scrapeSources: ScrapeSources;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions): Promise<FastifyInstance> {
  const webRoot = options.webRoot ?? defaultWebRoot;
  const headers = securityHeaders(deps.config.baseUrl, deps.config.imageBoardMediaOrigins, inlineScriptSources(webRoot));
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: proxyTrust(deps.config.trustProxy),
    ...requestIdOptions(deps.config.trustProxy),
    bodyLimit: 1024 * 1024,
    ...timeoutOptions(deps.config.connectionLimits),
    clientErrorHandler: clientErrorHandler(headers),
    // Errors the router raises before any route runs (a malformed or overlong URL).
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .status(error.statusCode ?? 400)
        .headers(headers)
        .send(errorBody('bad_url', 'This address cannot be read.'));
    },
  }).withTypeProvider<ZodTypeProvider>();
  capConnectionsPerAddress(app.server, deps.config.connectionLimits.maxConnectionsPerAddress);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptAnswerSerializer);

  // Before any route: each route gets its timing as it is declared.
  registerRequestMetrics(app);
  registerRequestLog(app);
  registerRequestIdHeader(app);
  app.addHook('onClose', () => deps.changes.stop());
  deps.mailRoom.logTo(duringRequests(() => app.log));
  // Fastify runs the close hooks last added first: the job queue (options.onClose) stops first,
  // finishing the mail it is sending, then the mails still being prepared are queued, all before
  // the database closes.
  app.addHook('onClose', () => deps.mailRoom.close());
  const { onClose } = options;
  if (onClose) app.addHook('onClose', onClose);
  registerErrorHandling(app);
  registerSecurityHeaders(app, headers);
  registerAccessControl(
    app,
    (token) => deps.readCache.session(token, () => findSessionViewer(deps.db, token)),
    // Kept with the player's reads: every change of the contract or its end is a change of the
    // player. A refusal is not kept, so a partnership that begins is seen at once.
    (partnerId, playerId) =>
      deps.readCache.answer(
        playerId,
        `partner-rights:${partnerId}`,
        () => findLiveRights(deps.db, partnerId, playerId),
        (rights) => rights !== null,
      ),
    deps.authSecret,
    deps.config.allowedOrigins,
  );
  registerSessionSliding(app, deps.auth);
  announceChanges(app, deps.changes);
  await registerOpenApi(app);

  await app.register(healthRoutes(deps));
  await app.register(accountRoutes(deps));
  await app.register(providerRoutes(deps));
  await app.register(passwordResetRoutes(deps));
  await app.register(emailVerificationRoutes(deps));
  await app.register(profileRoutes(deps));
  await app.register(avatarRoutes(deps));
  await app.register(pointsRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(inboxRoutes(deps));
  await app.register(unsubscribeRoutes(deps));
  await app.register(pushRoutes(deps));
  await app.register(challengeRoutes(deps));
  await app.register(metricRoutes(deps));
  await app.register(checkInRoutes(deps));
  await app.register(undoRoutes(deps));
  await app.register(activityRoutes(deps));
  await app.register(punishmentRoutes(deps));
  await app.register(externalRoutes(deps));
  await app.register(routineRoutes(deps));
  await app.register(partnershipRoutes(deps));
  await app.register(partnerViewRoutes(deps));
  await app.register(partnerPointsRoutes(deps));
  await app.register(partnerConfirmationRoutes(deps));
  await app.register(partnerRequestsRoutes(deps));
  await app.register(adminRoutes(deps));
  await app.register(slideImageRoutes(deps));
  await app.register(slideshowRoutes(deps));
  await app.register(boardRoutes(deps));
  await app.register(videoRoutes(deps));

  const metrics = deps.config.metrics;
  if (metrics.token || metrics.port !== null) startProcessMetrics();
  const registry = appRegistry(options.scrapeSources);
  registerMetricsRoute(app, registry, metrics);
  const metricsListener = await openMetricsListener(registry, metrics);
  if (metricsListener) {
    app.addHook('onClose', () => metricsListener.close());
    app.log.info(`Metrics on http://${metrics.host}:${metrics.port}/metrics`);
  }

  await registerSpa(app, webRoot);
  await app.ready();
  return app;
}
