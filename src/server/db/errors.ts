/** What the database's errors mean, the same on PostgreSQL (pg) and PGlite. */

/**
 * A unique constraint refused the write (SQLSTATE 23505) and its name, or the message when the driver gives
 * no name, mentions `name`: a clash with another row the caller can explain (a slug taken, say).
 */
export function isUniqueViolation(error: unknown, name: string): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: string; constraint?: string; message?: string };
  return code === '23505' && String(constraint ?? message).includes(name);
}
