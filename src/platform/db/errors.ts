/**
 * True for PostgreSQL's unique_violation (SQLSTATE 23505), as node-postgres and
 * PGlite raise it; Drizzle wraps the driver's error, so causes are looked into.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505") return constraint === undefined || candidate.constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}
