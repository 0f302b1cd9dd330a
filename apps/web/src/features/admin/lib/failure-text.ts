import { errorMessage } from '../../../lib/error-text';

/** A thrown error's own message (in the reader's language) when it has one, else the given fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? errorMessage(error) : fallback;
}
