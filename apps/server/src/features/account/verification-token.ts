import { z } from 'zod';

/** What better-auth signs into a verification link's token (a JWT): whose address, and any new one. */
const claimSchema = z.object({
  email: z.string(),
  userId: z.string().optional(),
  updateTo: z.string().optional(),
});
export type VerificationClaim = z.output<typeof claimSchema>;

/**
 * Reads what a verification token claims, WITHOUT checking its signature: only to choose which
 * mail to write, or to know what a link asks for before better-auth checks and applies it.
 * Nothing it says is trusted on its own. Null for anything that is not such a token.
 */
export function readVerificationClaim(token: string): VerificationClaim | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const parsed = claimSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
