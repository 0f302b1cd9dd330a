import { z } from 'zod';
import { text } from './text.js';
import { LANGUAGES } from '../rules/languages.js';
import { emailProblem, passwordProblem, TERMS_REQUIRED_MESSAGE, userNameProblem } from '../rules/account-rules.js';

/** A zod check from one of the plain rules, so both speak with the same messages. */
function rule(problem: (value: string) => string | null) {
  return (value: string, context: z.RefinementCtx) => {
    const message = problem(value);
    if (message) context.addIssue({ code: 'custom', message });
  };
}

export const emailSchema = text()
  .superRefine(rule(emailProblem))
  .transform((value) => value.trim().toLowerCase());

export const passwordSchema = text().superRefine(rule(passwordProblem));

export const userNameSchema = text()
  .superRefine(rule(userNameProblem))
  .transform((value) => value.trim());

/** An IANA zone name the runtime knows, e.g. Europe/Madrid. */
export const timeZoneSchema = text()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

export const signUpBodySchema = z.strictObject({
  email: emailSchema,
  password: passwordSchema,
  username: userNameSchema,
  acceptTerms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }),
  timeZone: timeZoneSchema.optional(),
  /** The language the app is shown in: the verification mail's, until the profile has one. */
  language: z.enum(LANGUAGES).optional(),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

/** Signing in never changes the time zone: the browser's zone is only a new account's default. */
export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: text().min(1, 'Password is required').max(128),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const sessionUserSchema = z.object({
  userId: z.string(),
});

export const okSchema = z.object({ ok: z.literal(true) });

/** The answer to a sign-up or sign-in: who is now signed in. */
export const signedInSchema = z.object({ userId: z.string() });

/** A configured outside sign-in provider, as the login form shows it. */
export const signInProviderSchema = z.object({ id: z.string(), name: z.string() });
export const signInProvidersSchema = z.object({ providers: z.array(signInProviderSchema) });
export type SignInProvider = z.output<typeof signInProviderSchema>;

/**
 * Starts a sign-in at an outside provider. `acceptTerms` is the 18+ and terms confirmation: only
 * a sign-in that carries it may create an account, so a first sign-in without it creates nothing.
 */
export const providerSignInBodySchema = z.strictObject({
  providerId: text().min(1).max(64),
  acceptTerms: z.literal(true, { error: TERMS_REQUIRED_MESSAGE }).optional(),
  timeZone: timeZoneSchema.optional(),
  /**
   * The app's page to come back to once signed in (an invite's page, say): a path of this app
   * only, never another site's address. The home page without it.
   */
  returnTo: text()
    .max(300)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'Give a path of this app, starting with one slash.')
    .optional(),
});
export type ProviderSignInBody = z.input<typeof providerSignInBodySchema>;

/** Where the browser goes next: the provider's authorization page. */
export const providerRedirectSchema = z.object({ url: z.string() });

export const providerCallbackParamsSchema = z.object({ providerId: text().min(1).max(64) });

/** What a provider sends back to its callback (OAuth 2.0 / OpenID Connect). */
export const providerCallbackQuerySchema = z.object({
  code: text().max(4096).optional(),
  state: text().max(4096).optional(),
  iss: text().max(2048).optional(),
  error: text().max(256).optional(),
  error_description: text().max(2048).optional(),
});
