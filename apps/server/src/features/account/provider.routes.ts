import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountApi,
  providerCallbackParamsSchema,
  providerCallbackQuerySchema,
  providerRedirectSchema,
  providerSignInBodySchema,
  signInProvidersSchema,
} from '@gauntlet/core';
import type { AppDeps } from '../../app-deps.js';
import { callAuth, forwardCallback } from '../../auth/auth-bridge.js';
import { OIDC_PROVIDER_ID } from '../../auth/auth.js';
import { declared } from '../../http/declared-route.js';
import { AppError } from '../../http/app-error.js';

const authorizeSchema = z.object({ url: z.string() });

/** Sign-in through the outside OpenID Connect provider, when one is configured (decision 0013). */
export function providerRoutes({ auth, config }: AppDeps): FastifyPluginAsyncZod {
  const providers = config.oidc ? [{ id: OIDC_PROVIDER_ID, name: config.oidc.name }] : [];
  const unknownProvider = (id: string) => new AppError(404, 'unknown_provider', `No sign-in provider "${id}" is configured`);

  return async (app) => {
    app.get(
      accountApi.providers.path,
      declared(accountApi.providers, {
        summary: 'The outside sign-in providers this server offers (none unless configured)',
        response: { 200: signInProvidersSchema },
      }),
      () => ({ providers }),
    );

    app.post(
      accountApi.signInWithProvider.path,
      declared(accountApi.signInWithProvider, {
        summary:
          'Start a sign-in at an outside provider; answers the address to send the browser to. Only a sign-in with acceptTerms (the 18+ confirmation) may create an account',
        body: providerSignInBodySchema,
        response: { 200: providerRedirectSchema },
      }),
      async (request, reply) => {
        const { providerId, acceptTerms, timeZone, returnTo = '/' } = request.body;
        if (!providers.some((provider) => provider.id === providerId)) throw unknownProvider(providerId);
        const answer = authorizeSchema.parse(
          await callAuth(auth, request, reply, '/sign-in/social', {
            provider: providerId,
            callbackURL: returnTo,
            errorCallbackURL: '/',
            requestSignUp: acceptTerms === true,
            additionalData: { timeZone },
            disableRedirect: true,
          }),
        );
        return { url: answer.url };
      },
    );

    app.get(
      accountApi.providerCallback.path,
      declared(accountApi.providerCallback, {
        summary:
          "The provider's redirect back: signs in and redirects to the app, or redirects to the home page with ?error=<code>",
        params: providerCallbackParamsSchema,
        querystring: providerCallbackQuerySchema,
      }),
      async (request, reply) => {
        const { providerId } = request.params;
        if (!providers.some((provider) => provider.id === providerId)) throw unknownProvider(providerId);
        await forwardCallback(auth, request, reply, `/callback/${providerId}`);
      },
    );
  };
}
