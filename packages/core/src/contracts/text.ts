import { z } from 'zod';

/**
 * PostgreSQL cannot store the NUL character in text or JSON, so a client's string holding one is
 * refused while the request is validated (400) instead of failing in the database (500).
 */
const hasNoNul = (value: string) => !value.includes('\u0000');
export const NUL_MESSAGE = 'Text cannot contain the NUL character';

/** Any string a client sends. */
export function text() {
  return z.string().refine(hasNoNul, NUL_MESSAGE);
}

/** A web address a client sends. */
export function webUrl() {
  return z.url({ protocol: /^https?$/ }).refine(hasNoNul, NUL_MESSAGE);
}
