import { z } from 'zod';

export const TERMS_REQUIRED_MESSAGE =
  'You must accept the Terms of Use and Privacy Policy to register.';

/** The spec's e-mail pattern: at most 254 characters, at most 64 before the @. */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'E-mail must be at most 254 characters')
  .refine((value) => /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(value), 'Enter a valid e-mail address')
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string()
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const userNameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, _, - and . only');

/** An IANA zone name the runtime knows, e.g. Europe/Madrid. */
export const timeZoneSchema = z
  .string()
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

export const signInBodySchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128),
  timeZone: timeZoneSchema.optional(),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const sessionUserSchema = z.object({
  userId: z.string(),
});

export const okSchema = z.object({ ok: z.literal(true) });
