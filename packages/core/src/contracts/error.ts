import { z } from 'zod';

/** The single error shape of every API response with a 4xx or 5xx status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
