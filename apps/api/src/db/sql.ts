import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

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

/**
 * A statement built once and prepared by name (issue #32 §3): a call sends only its values, so the
 * API builds no SQL per request and PostgreSQL parses and plans it once per connection (PGlite runs
 * it as usual). Its text never changes: every value goes through `sql.placeholder`. Runs on the pool
 * or inside the caller's transaction; answers the driver's `rows`, like `execute`.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const built = new PgDialect().sqlToQuery(query);
  return async (db: DbOrTx, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await db._.session.prepareQuery(built, undefined, name, false).execute(values)) as {
      rows: Row[];
    };
    return result.rows;
  };
}
