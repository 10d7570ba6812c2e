/** PostgreSQL's "unique_violation". */
const UNIQUE_VIOLATION = "23505";

/**
 * Whether a failed query broke a unique index (by name, when given). Drizzle
 * wraps the driver's error (`cause`); node-postgres and PGlite both carry the
 * SQLSTATE in `code` and the index in `constraint`, so the chain is walked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === UNIQUE_VIOLATION) return constraint === undefined || name === undefined || name === constraint;
    current = cause;
  }
  return false;
}
