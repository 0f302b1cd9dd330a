/** A thrown error's own message when it has one, else the given fallback. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
