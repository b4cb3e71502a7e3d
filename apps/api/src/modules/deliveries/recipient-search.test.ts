import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { download, readXlsx } from '../../../test/documents.ts';
import { createGoods, createMember, login, memberSession, orderPayload } from '../../../test/factories.ts';

/**
 * The sent list's recipient search (GET /api/orders/deliveries?recipient=, and its Excel) matches
 * only what the caller sees: a sender its own sends, and a row shown masked (an address-book
 * recipient to a sender or viewer; every row of their Excel) only by its shown digits, so nobody
 * confirms a guessed number they may not see. Per role, and for an API key.
 */
let ctx: TestContext;
const tokens: Record<'owner' | 'manager' | 'sender' | 'viewer' | 'key', string> = {
  owner: '',
  manager: '',
  sender: '',
  viewer: '',
  key: '',
};
const HIDDEN = '01077771111'; // the address book's number: masked to a sender and a viewer
const OWNERS = '01077778888'; // typed by the owner: a sender does not see the row
const SENDERS = '01066665555'; // typed by the sender

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await memberSession(ctx.app, ctx.db, { balance: 1_000_000 });
  tokens.owner = owner.token;
  for (const role of ['manager', 'sender', 'viewer'] as const) {
    const member = await createMember(ctx.db, { company: owner.member.company, companyRole: role });
    tokens[role] = (await login(ctx.app, member.username, member.password)).access;
  }
  const key = await api(ctx.app, 'POST', '/api/company/api-keys', {
    token: owner.token,
    body: { name: '검색', mode: 'live' },
  });
  tokens.key = key.body.data.key;
  const goods = await createGoods(ctx.db, { price: 1000 });
  const contact = await api(ctx.app, 'POST', '/api/contacts', {
    token: owner.token,
    body: { name: '비밀', phone: '010-7777-1111', email: 'secret.person@example.kr' },
  });
  const toContact = {
    ...orderPayload([goods], ['01000000000']),
    deliveries: [{ contact_id: contact.body.data.id }],
  };
  for (const [token, body] of [
    [owner.token, orderPayload([goods], [OWNERS])],
    [owner.token, toContact],
    [tokens.sender, toContact],
    [tokens.sender, orderPayload([goods], [SENDERS])],
  ] as const) {
    expect((await api(ctx.app, 'POST', '/api/orders', { token, body })).statusCode).toBe(201);
  }
  // A contact e-mailed, too (the domain is all a masked e-mail shows).
  const mailed = {
    ...orderPayload([goods], ['x@x.kr'], { sendType: 2 }),
    deliveries: [{ contact_id: contact.body.data.id }],
  };
  expect((await api(ctx.app, 'POST', '/api/orders', { token: tokens.sender, body: mailed })).statusCode).toBe(
    201,
  );
});
afterAll(() => ctx.close());

const found = async (who: keyof typeof tokens, recipient: string) => {
  const res = await api(ctx.app, 'GET', `/api/orders/deliveries?recipient=${encodeURIComponent(recipient)}`, {
    token: tokens[who],
  });
  expect(res.statusCode).toBe(200);
  expect(res.body.data.count).toBe(res.body.data.results.length);
  return (res.body.data.results as { recipient: string | null; email: string | null }[]).map(
    (d) => d.recipient ?? d.email,
  );
};

describe('GET /api/orders/deliveries?recipient=', () => {
  it.each(['owner', 'manager', 'key'] as const)('%s: every row of the company, in full', async (who) => {
    expect(await found(who, HIDDEN)).toEqual([HIDDEN, HIDDEN]);
    expect(await found(who, '010-7777-8888')).toEqual([OWNERS]);
    expect(await found(who, SENDERS)).toEqual([SENDERS]);
    expect(await found(who, 'secret.person')).toEqual(['secret.person@example.kr']);
  });

  it('sender: only its own sends; its address-book row only by the digits it is shown', async () => {
    expect(await found('sender', OWNERS)).toEqual([]);
    expect(await found('sender', HIDDEN)).toEqual([]);
    expect(await found('sender', '7777')).toEqual([]);
    expect(await found('sender', '1111')).toEqual(['010-****-1111']);
    expect(await found('sender', SENDERS)).toEqual([SENDERS]);
    expect(await found('sender', 'secret')).toEqual([]);
    expect(await found('sender', '@example.kr')).toEqual(['s***@example.kr']);
  });

  it('viewer: the company’s rows, an address-book one only by what it is shown', async () => {
    expect(await found('viewer', OWNERS)).toEqual([OWNERS]);
    expect(await found('viewer', HIDDEN)).toEqual([]);
    expect(await found('viewer', '1111')).toEqual(['010-****-1111', '010-****-1111']);
    expect(await found('viewer', 'secret')).toEqual([]);
  });
});

describe('the Excel of the sent list (masked whole for a sender or viewer)', () => {
  const rows = async (who: keyof typeof tokens, recipient: string) => {
    const res = await download(
      ctx.app,
      `/api/orders/deliveries/export.xlsx?recipient=${encodeURIComponent(recipient)}`,
      tokens[who],
    );
    expect(res.status).toBe(200);
    return (await readXlsx(res.body))['발송내역']!.slice(1).map((r) => r[5]);
  };

  it('a viewer finds no row by a full number it sees masked; the owner does', async () => {
    expect(await rows('viewer', OWNERS)).toEqual([]);
    expect(await rows('viewer', '8888')).toEqual(['010-****-8888']);
    expect(await rows('sender', SENDERS)).toEqual([]);
    expect(await rows('owner', OWNERS)).toEqual([OWNERS]);
    expect(await rows('key', HIDDEN)).toEqual([HIDDEN, HIDDEN]);
  });
});
