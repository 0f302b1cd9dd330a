/**
 * Whether the error (or one it wraps: drizzle wraps the driver's) is PostgreSQL refusing a row
 * that would break the named unique index or constraint.
 */
export function violatesUnique(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object');) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
