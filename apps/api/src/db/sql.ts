import { type SQL, sql } from 'drizzle-orm';

/**
 * Status or type codes written into a statement as literals, not parameters: `status in (0, 2)`
 * stays the predicate of the partial indexes (deliveries_pending_idx…), which a parameter would not match.
 */
export function codeList(...codes: number[]): SQL {
  return sql.raw(codes.map((c) => String(Math.trunc(c))).join(', '));
}

/** Escapes LIKE wildcards so a search for "100%" means the text "100%" (use with ilike/like). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A unique-constraint violation (SQLSTATE 23505), of `constraint` when named. Drizzle wraps the
 * driver's error in `cause`; PGlite and node-postgres both carry the code and the constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const inner = e?.cause ?? e;
  if (inner?.code !== '23505') return false;
  return constraint === undefined || inner.constraint === constraint || String(error).includes(constraint);
}
