import { z } from 'zod';
import { text } from './text.js';

export const externalTokenBodySchema = z.strictObject({ goalId: z.uuid() });
export const externalTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export const externalCompletionBodySchema = z.strictObject({ completion: text().trim().min(1).max(4000) });
export const externalProgressSchema = z.object({
  addedValue: z.number(),
  unit: z.string(),
  currentValue: z.number(),
  goalValue: z.number(),
});
export type ExternalProgress = z.infer<typeof externalProgressSchema>;
