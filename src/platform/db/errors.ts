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

/** Node's socket errors for a server that is gone or unreachable. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
/** node-postgres' own words for a connection that broke or never came (it gives them no code). */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|connect ECONNREFUSED/i;

/**
 * True when the database could not be reached or dropped the connection: a
 * restart (SQLSTATE 57P01-57P03), a connection failure (class 08), a database
 * that refuses connections for now (55000 "not currently accepting
 * connections"), or the socket itself. Such a request may succeed when retried;
 * it is never the client's fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    if (SOCKET_CODES.has(code) || code.startsWith("08") || /^57P0[123]$/.test(code)) return true;
    if (code === "55000" && typeof candidate.message === "string" && /not currently accepting connections/.test(candidate.message)) return true;
    if (typeof candidate.message === "string" && DRIVER_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}
