import { z } from 'zod';
import { text } from './text.js';
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
