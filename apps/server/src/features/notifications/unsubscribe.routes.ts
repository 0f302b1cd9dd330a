import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsApi, oneClickUnsubscribeSchema, unsubscribedSchema, unsubscribeQuerySchema } from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { declared } from '../../http/declared-route.js';
import { unsubscribePageLink } from '../../mail/messages/reminder.js';
import { unsubscribe, verifiedUnsubscribe } from './unsubscribe.service.js';
import { deriveUnsubscribeKey } from './unsubscribe-token.js';

/** A one-click body is one short field; anything longer is not one. */
const FORM_BODY_LIMIT = 1024;

/**
 * The one-click unsubscribe of reminder and partnership news mails. Its own plugin, so the form
 * body that mail programs send (RFC 8058) is read on these routes only; every other route takes
 * JSON alone.
 */
export function unsubscribeRoutes({ db, authSecret, config }: AppDeps): FastifyPluginAsyncZod {
  const key = deriveUnsubscribeKey(authSecret);
  return async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.post(
      notificationsApi.unsubscribe.path,
      declared(notificationsApi.unsubscribe, {
        summary: "Turn off one kind of reminder e-mail, or the partnership news by e-mail, with a mail's unsubscribe link",
        querystring: unsubscribeQuerySchema,
        body: oneClickUnsubscribeSchema,
        response: { 200: unsubscribedSchema },
      }),
      (request) => unsubscribe(db, key, request.query.token),
    );

    // Opening the link changes nothing (mail scanners open links too): it leads to the app's page, which asks first.
    app.get(
      notificationsApi.unsubscribePage.path,
      declared(notificationsApi.unsubscribePage, {
        summary: 'Open the page that confirms an unsubscribe link',
        querystring: unsubscribeQuerySchema,
      }),
      (request, reply) => {
        verifiedUnsubscribe(key, request.query.token);
        return reply.redirect(unsubscribePageLink(config.mail.publicUrl, request.query.token), 303);
      },
    );
  };
}
