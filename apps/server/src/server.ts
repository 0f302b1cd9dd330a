import type { FastifyInstance } from 'fastify';
import { createAuth, type PasswordHashing } from './auth/auth.js';
import { resolveAuthSecret } from './auth/auth-secret.js';
import { buildApp, type BuildAppOptions } from './app.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { Changes } from './changes/changes.js';
import { ReadCache } from './db/read-cache.js';
import { accountHooks } from './features/account/account-hooks.js';
import { emailVerificationHooks } from './features/account/email-verification-hooks.js';
import { passwordResetHooks } from './features/account/password-reset-hooks.js';
import { prepareSetupCode } from './features/admin/admin-setup-code.js';
import { adminExists } from './features/admin/admin.service.js';
import { deriveTokenKey, resolveExternalAppSecret } from './features/external/external-secrets.js';
import { getLiveProfile } from './features/profile/profile.service.js';
import { MailRoom } from './mail/mail-room.js';
import { startReminderJobs } from './features/notifications/reminder-jobs.js';
import { deliverByChannel } from './features/notifications/reminder-delivery.js';
import { emailReminders } from './features/notifications/reminder-email.js';
import { emailPartnerNews } from './features/notifications/partner-news-email.js';
import { pushPartnerNews } from './features/notifications/partner-news-push.js';
import { deriveUnsubscribeKey } from './features/notifications/unsubscribe-token.js';
import type { DeliverReminder } from './features/notifications/reminders.service.js';
import { pushReminders } from './features/push/push-reminders.js';
import { configuredPushSender } from './features/push/push.service.js';
import { queueDepths, startJobQueue, stopJobQueue } from './jobs/job-queue.js';
import { serveSnapshots } from './backup/control-socket.js';
import { duringRequests, type LineLog } from './http/request-log.js';

export interface ServerOptions extends Omit<BuildAppOptions, 'scrapeSources' | 'onClose'> {
  passwordHashing?: PasswordHashing;
  /**
   * Runs the reminders' schedule and sends reminders from this instance. Off unless asked for, so
   * a test that needs no reminders runs none. Every instance runs the job queue and sends mail.
   */
  runReminders?: boolean;
  /** Where reminders go; by default each channel the player chose for its kind (e-mail, push) delivers it. */
  deliverReminder?: DeliverReminder;
}

/** Wires configuration and an open database into a ready app (used by main and by tests). */
export async function createServer(
  config: Config,
  database: DatabaseHandle,
  { passwordHashing, runReminders = false, deliverReminder, ...appOptions }: ServerOptions = {},
): Promise<FastifyInstance> {
  const { db } = database;
  const secret = resolveAuthSecret(config.authSecret, config.dataDir);
  const readCache = new ReadCache(config.readCacheUsers);
  const changes = new Changes(database, readCache, (userId) => getLiveProfile(db, userId));
  await changes.start();
  // The queue starts before the app, so that closing the app stops it; its errors go to the
  // app's log once the app exists.
  let reportJobError = (error: Error) => console.error(error);
  const queue = await startJobQueue(database.jobConnection, {
    schedule: runReminders,
    onError: (error) => reportJobError(error),
  });
  const mailRoom = new MailRoom(config.mail, config.dataDir, queue);
  // better-auth's lines go to the log of the request they are part of, and before the app exists to the console.
  let authLog: LineLog = console;
  const auth = createAuth({
    db,
    hooks: accountHooks(db, (userId) => changes.publish('user.changed', { userId })),
    passwordReset: passwordResetHooks(db, mailRoom, config.mail.publicUrl, (userId) =>
      changes.publish('session.ended', { userId }),
    ),
    emailVerification: emailVerificationHooks(db, mailRoom, config.mail.publicUrl),
    baseUrl: config.baseUrl,
    trustedOrigins: config.allowedOrigins,
    secret,
    rateLimitPerMinute: config.authRateLimit,
    oidc: config.oidc,
    passwordHashing,
    log: duringRequests(() => authLog),
  });
  const externalKeys = {
    tokenKey: deriveTokenKey(secret),
    appSecret: resolveExternalAppSecret(config.externalAppSecret, config.dataDir),
  };
  const adminSetupCode = prepareSetupCode(config.adminSetupCode, config.dataDir, await adminExists(db));
  // The embedded database is this process's files: `npm run backup` asks this process for a snapshot.
  const stopSnapshots = database.dumpDataDir ? await serveSnapshots(config.dataDir, database) : null;
  const app = await buildApp(
    { config, db, auth, authSecret: secret, changes, readCache, externalKeys, mailRoom, adminSetupCode },
    {
      ...appOptions,
      onClose: async () => {
        await stopSnapshots?.();
        await stopJobQueue(queue);
      },
      scrapeSources: {
        databaseUsage: () => database.usage(),
        jobQueueDepths: () => queueDepths(database.jobConnection),
      },
    },
  );
  reportJobError = (error) => app.log.error({ err: error }, 'job queue error');
  authLog = app.log;
  await mailRoom.startSending();
  if (runReminders) {
    const mailing = { db, mailRoom, publicUrl: config.mail.publicUrl, unsubscribeKey: deriveUnsubscribeKey(secret) };
    const sendPush = configuredPushSender(config);
    const byChannel = deliverByChannel({ email: emailReminders(mailing), push: pushReminders(db, sendPush) });
    await startReminderJobs(queue, db, {
      reminder: deliverReminder ?? byChannel,
      partnerNews: deliverByChannel({ email: emailPartnerNews(mailing), push: pushPartnerNews(db, sendPush) }),
    });
  }
  if (adminSetupCode) {
    // A generated code comes last, alone after the colon, where it is read and copied from.
    const steps = 'No administrator yet. Sign up, open “Set up administrator” in the menu and enter';
    app.log.warn(
      config.adminSetupCode ? `${steps} the setup code set in ADMIN_SETUP_CODE.` : `${steps} this setup code: ${adminSetupCode}`,
    );
  }
  return app;
}
