import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driver, freshDatabase } from '../../test/context.ts';
import type { Database } from './client.ts';
import { databaseUnavailable } from './unavailable.ts';

/**
 * Issue 28 §10, found by the cluster fault run: PostgreSQL stopped under an API node and a worker
 * ended both processes. A connection checked out of the pool and waiting between its own queries
 * (inside a transaction, or holding an advisory lock while the work runs elsewhere) heard the
 * server's "terminating connection due to administrator command" (57P01) as an 'error' event with
 * no listener: Node's unhandled 'error'. Here the server ends such a connection (pg_terminate_backend
 * sends the same message a stopping server does); the process lives on, the caller gets an error
 * the API answers 503 for, and the pool goes on with fresh connections. PostgreSQL only.
 */
describe.skipIf(driver !== 'pg')('a held connection the server ends', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const terminate = (pid: number) =>
    database.execute('select pg_terminate_backend($1)', [pid]).then(() => sleep(300));

  it('inside a transaction, between its queries', async () => {
    const failed = await database.db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await terminate(rows[0]!.pid);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(databaseUnavailable(failed)).toBeDefined();
    const { rows } = await database.execute('select 1 as one');
    expect(rows[0]!.one).toBe(1);
  });

  it('holding the advisory lock of a sweep while the sweep runs on other connections', async () => {
    const key = 924_001;
    const ran = await database.alone(key, async () => {
      const { rows } = await database.execute(
        'select pid from pg_locks where locktype = $1 and objid = $2 and granted',
        ['advisory', key],
      );
      await terminate(Number(rows[0]!.pid));
      return 'ran';
    });
    expect(ran).toBe('ran');
    // The lock went with the ended session: the next sweep gets it.
    expect(await database.alone(key, async () => 'again')).toBe('again');
  });
});
