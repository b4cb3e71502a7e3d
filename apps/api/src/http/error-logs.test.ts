import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { memberSession } from '../../test/factories.ts';
import { loggerOptions } from './logging.ts';
import { withoutQueryParameters } from './unstorable-text.ts';

/**
 * Issue #20 §4: error logs never carry query parameters (user input). A failed query's message
 * holds its parameters, and a request line its URL's query string: neither may reach the log of a
 * 500, whichever logger call writes it.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    callback();
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    deps: { logger: { ...loggerOptions({ logLevel: 'debug', logFormat: 'json' }), stream } },
  });
});
afterAll(() => ctx.close());

it('a failed insert: the 500 is logged without the values the member typed', async () => {
  const { token } = await memberSession(ctx.app, ctx.db);
  await ctx.database.execute('alter table inquiries rename column title to title_gone');
  try {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: { authorization: `Bearer ${token}` },
      payload: { inquiry_type: 1, title: 'SECRET-TITLE-4711', content: 'SECRET-CONTENT-4711' },
    });
    expect(res.statusCode).toBe(500);
  } finally {
    await ctx.database.execute('alter table inquiries rename column title_gone to title');
  }
  const errors = lines.filter((l) => JSON.parse(l).level >= 50);
  expect(errors.length).toBeGreaterThan(0);
  expect(errors.join('\n')).toContain('Failed query');
  expect(lines.join('\n')).not.toContain('SECRET-');
});

it('a failed search: the request line of the 500 has no query string', async () => {
  await ctx.database.execute('alter table goods_search rename to goods_search_gone');
  try {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/goods?search=SECRETWORD4711&page=1' });
    expect(res.statusCode).toBe(500);
  } finally {
    await ctx.database.execute('alter table goods_search_gone rename to goods_search');
  }
  const line = lines.map((l) => JSON.parse(l)).find((l) => /^GET \/api\/goods/.test(l.msg) && l.level >= 50);
  expect(line?.msg).toMatch(/^GET \/api\/goods\?… 500/);
  expect(lines.join('\n')).not.toContain('SECRETWORD4711');
});

it('an error logged anywhere else (a job, a sweep) loses the parameters too', () => {
  const error = new Error('Failed query: select 1 where x = $1\nparams: SECRET-JOB-4711');
  ctx.app.log.error({ err: error }, 'sweep task failed');
  const line = lines.find((l) => l.includes('sweep task failed'));
  expect(line).toContain('Failed query');
  expect(line).not.toContain('SECRET-JOB-4711');
});

/**
 * Issue 28 §9: a full or unwritable disk under the database answers 503 storage_unavailable with a
 * Korean message, logged. A deadlock, a serialization failure or no free connection is the moment's
 * fault, not the request's: the transaction rolled back whole, so the answer is 503 busy with
 * Retry-After (send it again), not a 500. A trigger makes the database raise each code for real
 * inside the insert, and nothing is written.
 */
const STORAGE = {
  retryAfter: '30',
  body: {
    status: 'error',
    message: '저장 공간 문제로 지금은 처리할 수 없습니다. 잠시 후 다시 시도해주세요.',
    code: 'storage_unavailable',
  },
  log: { msg: 'database storage full or not writable: answered 503' },
};
const BUSY = {
  retryAfter: '1',
  body: {
    status: 'error',
    message: '요청이 많아 처리하지 못했습니다. 잠시 후 다시 시도해주세요.',
    code: 'busy',
  },
  log: { msg: expect.stringMatching(/^database busy/), level: 40 },
};
it.each([
  { sqlState: '53100', name: 'disk_full', answer: STORAGE },
  { sqlState: '58030', name: 'io_error', answer: STORAGE },
  { sqlState: '40P01', name: 'deadlock_detected', answer: BUSY },
  { sqlState: '40001', name: 'serialization_failure', answer: BUSY },
  { sqlState: '53300', name: 'too_many_connections', answer: BUSY },
])(
  'the database raising $sqlState ($name) answers 503 $answer.body.code with Retry-After, logged, nothing written',
  async ({ sqlState, answer }) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    await ctx.database.execute(
      `create function raise_for_test() returns trigger language plpgsql as $$
       begin raise exception 'raised for the test' using errcode = '${sqlState}'; end $$`,
    );
    await ctx.database.execute(
      'create trigger raise_test before insert on inquiries for each row execute function raise_for_test()',
    );
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/inquiries',
        headers: { authorization: `Bearer ${token}` },
        payload: { inquiry_type: 1, title: '배송 문의', content: '언제 오나요?' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(answer.retryAfter);
      expect(res.json()).toEqual(answer.body);
    } finally {
      await ctx.database.execute('drop trigger raise_test on inquiries');
      await ctx.database.execute('drop function raise_for_test()');
    }
    const { rows } = await ctx.database.execute(
      "select count(*)::int as n from inquiries where title = '배송 문의'",
    );
    expect(rows[0]).toEqual({ n: 0 });
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.dbCode === sqlState);
    expect(logged.at(-1)).toMatchObject(answer.log);
  },
);

it('error logs carry no query parameters', () => {
  const error = new Error('Failed query: select * from users where email = $1\nparams: secret@example.com');
  const logged = withoutQueryParameters(error) as { message: string; stack: string };
  expect(JSON.stringify(logged)).not.toContain('secret@example.com');
  expect(logged.message).toContain('Failed query');
});
