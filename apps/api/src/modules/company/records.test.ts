import { count, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ledgerCheckedContext } from '../../../test/context.ts';
import { download, pdfText, readXlsx } from '../../../test/documents.ts';
import { companySessions, createGoods, orderPayload, staffSession } from '../../../test/factories.ts';
import { deliveries, memberOrderCounts, orders } from '../../db/schema/orders.ts';

/**
 * Issue #27, the company's records: who placed each order on the statements, the delivery report
 * and the deliveries list (with its 주문자 filter); who asked for each recharge in the member's list,
 * the staff list and the 충전 확인서; and the role × route matrix of documents and deliveries.
 */
const ctx = ledgerCheckedContext();
let staffToken: string;
beforeAll(async () => {
  staffToken = (await staffSession(ctx.app, ctx.db)).token;
});

type Role = 'owner' | 'manager' | 'sender' | 'viewer';
const ROLES: Role[] = ['owner', 'manager', 'sender', 'viewer'];
const NAMES: Record<Role, string> = {
  owner: '대표김',
  manager: '관리박',
  sender: '발송이',
  viewer: '조회최',
};
interface Person {
  member: { id: number; username: string };
  token: string;
}

/** A company with one member of each role, each with its own name. */
const company = (balance = 200_000): Promise<Record<Role, Person>> =>
  companySessions(ctx.app, ctx.db, balance, (role) => ({ fullname: NAMES[role] }));

async function placeOrder(who: Person, goodsName: string, phone: string) {
  const goods = await createGoods(ctx.db, { price: 3000, name: goodsName });
  const res = await api(ctx.app, 'POST', '/api/orders', {
    token: who.token,
    body: orderPayload([goods], [phone]),
  });
  expect(res.statusCode).toBe(201);
  return res.body.data.id as number;
}

const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
const thisMonth = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);

describe('documents name who placed each order', () => {
  it("the month's 거래명세서 has a 주문자 on every line; a sender's has only its own lines", async () => {
    const people = await company();
    const bySender = await placeOrder(people.sender, '발송 쿠폰', '01050001111');
    const byManager = await placeOrder(people.manager, '관리 쿠폰', '01050002222');

    const owners = flat(
      (await download(ctx.app, `/api/statements/${thisMonth()}.pdf`, people.owner.token)).body,
    );
    expect(owners).toContain('주문자');
    expect(owners).toMatch(new RegExp(`${bySender} 발송이 \\[[^\\]]+\\] 발송 쿠폰 1 3,000 3,000 0 면세`));
    expect(owners).toMatch(new RegExp(`${byManager} 관리박 \\[[^\\]]+\\] 관리 쿠폰 1 3,000 3,000 0 면세`));
    expect(owners).toContain('합계 금액 (면세) 6,000원');

    const senders = flat(
      (await download(ctx.app, `/api/statements/${thisMonth()}.pdf`, people.sender.token)).body,
    );
    expect(senders).toMatch(new RegExp(`${bySender} 발송이 \\[`));
    expect(senders).not.toContain('관리 쿠폰');
    expect(senders).toContain('합계 금액 (면세) 3,000원');

    // one order's statement and its 발송결과 내역서 name the placer too
    const statement = flat(
      (await download(ctx.app, `/api/orders/${bySender}/statement.pdf`, people.viewer.token)).body,
    );
    expect(statement).toMatch(/발송이 \[[^\]]+\] 발송 쿠폰 1 3,000 3,000 0 면세/);
    const report = flat(
      (await download(ctx.app, `/api/orders/${byManager}/deliveries.pdf`, people.owner.token)).body,
    );
    expect(report).toContain('주문자 관리박');
  });

  it('the Excel exports of orders and deliveries carry the 주문자 of each row', async () => {
    const people = await company();
    await placeOrder(people.sender, '엑셀 쿠폰', '01050003333');
    for (const path of ['/api/orders/export.xlsx', '/api/orders/deliveries/export.xlsx']) {
      const res = await download(ctx.app, path, people.owner.token);
      expect(res.status, path).toBe(200);
      const [sheet] = Object.values(await readXlsx(res.body));
      const column = sheet![0]!.indexOf('주문자');
      expect(column, path).toBeGreaterThan(0);
      expect(sheet![1]![column], path).toBe(people.sender.member.username);
    }
  });
});

describe('recharges name who asked', () => {
  it("the company's request list, the staff list and the 충전 확인서 show the requester", async () => {
    const people = await company(0);
    const created = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token: people.manager.token,
      body: { amount: '50000', recharge_method: 1 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.body.data.recharge.id as number;

    const asked = {
      id: people.manager.member.id,
      username: people.manager.member.username,
      fullname: '관리박',
    };
    for (const role of ['owner', 'manager', 'viewer'] as const) {
      const list = await api(ctx.app, 'GET', '/api/payments/recharge', { token: people[role].token });
      expect(list.body.data.find((r: { id: number }) => r.id === id)?.requested_by, role).toEqual(asked);
    }
    // a sender sees only its own movements: not the manager's request
    const senders = await api(ctx.app, 'GET', '/api/payments/recharge', { token: people.sender.token });
    expect(senders.body.data).toEqual([]);

    const staff = await api(ctx.app, 'GET', '/api/admin/recharges', { token: staffToken });
    expect(staff.body.data.results.find((r: { id: number }) => r.id === id)?.member).toMatchObject({
      id: people.manager.member.id,
      fullname: '관리박',
    });

    expect(
      (await api(ctx.app, 'POST', `/api/admin/recharges/${id}/approve`, { token: staffToken })).statusCode,
    ).toBe(200);
    const receipt = flat(
      (await download(ctx.app, `/api/payments/recharge/${id}/receipt.pdf`, people.owner.token)).body,
    );
    expect(receipt).toContain(`충전 요청자 관리박 (${people.manager.member.username})`);
    expect(receipt).toContain('50,000원');
  });
});

describe('the deliveries list: 주문자 and its filter', () => {
  it('each delivery names its placer; owner, manager and viewer filter by placed_by; a sender sees its own', async () => {
    const people = await company();
    const bySender = await placeOrder(people.sender, '목록 쿠폰 A', '01050004444');
    const byOwner = await placeOrder(people.owner, '목록 쿠폰 B', '01050005555');
    const list = async (who: Person, query = '') =>
      (await api(ctx.app, 'GET', `/api/orders/deliveries${query}`, { token: who.token })).body.data;

    for (const role of ['owner', 'manager', 'viewer'] as const) {
      const all = await list(people[role]);
      expect(all.results.map((d: { order_id: number }) => d.order_id).sort(), role).toEqual(
        [bySender, byOwner].sort(),
      );
      const senders = await list(people[role], `?placed_by=${people.sender.member.id}`);
      expect(senders.count, role).toBe(1);
      expect(senders.results[0]).toMatchObject({
        order_id: bySender,
        placed_by: {
          id: people.sender.member.id,
          username: people.sender.member.username,
          fullname: '발송이',
        },
      });
    }
    const own = await list(people.sender);
    expect(own.results.map((d: { order_id: number }) => d.order_id)).toEqual([bySender]);
    expect((await list(people.sender, `?placed_by=${people.owner.member.id}`)).count).toBe(0);

    const bad = await api(ctx.app, 'GET', '/api/orders/deliveries?placed_by=abc', {
      token: people.owner.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toBe('주문자가 올바르지 않습니다.');

    // the Excel of the sent list follows the same filter
    const sheet = await download(
      ctx.app,
      `/api/orders/deliveries/export.xlsx?placed_by=${people.owner.member.id}`,
      people.manager.token,
    );
    const [rows] = Object.values(await readXlsx(sheet.body));
    expect(rows!.slice(1).map((r) => r[1])).toEqual([byOwner]);
  });
});

describe("the order list's count (issue #32 §4: kept per member, summed for the first screen)", () => {
  /** Every company, member and world's kept count equals its orders counted now. */
  const expectCountsKept = async () => {
    const counted = await ctx.db
      .select({ companyId: orders.companyId, userId: orders.userId, test: orders.test, n: count() })
      .from(orders)
      .groupBy(orders.companyId, orders.userId, orders.test);
    const kept = await ctx.db.select().from(memberOrderCounts).where(gt(memberOrderCounts.orders, 0));
    const key = (r: { companyId: number; userId: number; test: boolean }, n: number) =>
      `${r.companyId}/${r.userId}/${r.test}: ${n}`;
    expect(kept.map((r) => key(r, r.orders)).sort()).toEqual(counted.map((r) => key(r, r.n)).sort());
  };

  it('each role counts what it sees, with and without filters; placed_by counts one member', async () => {
    const people = await company();
    await placeOrder(people.owner, '세기 쿠폰 A', '01050006666');
    await placeOrder(people.owner, '세기 쿠폰 B', '01050007777');
    await placeOrder(people.manager, '세기 쿠폰 C', '01050008888');
    await placeOrder(people.sender, '세기 쿠폰 D', '01050009999');
    const bySender = await placeOrder(people.sender, '세기 쿠폰 E', '01050000000');
    const list = async (who: Person, query = '') =>
      (await api(ctx.app, 'GET', `/api/orders${query}`, { token: who.token })).body.data;

    for (const role of ['owner', 'manager', 'viewer'] as const) {
      const all = await list(people[role]);
      expect([all.count, all.results.length], role).toEqual([5, 5]);
      expect((await list(people[role], '?page_size=2')).count, role).toBe(5);
      expect((await list(people[role], `?placed_by=${people.sender.member.id}`)).count, role).toBe(2);
      expect((await list(people[role], `?placed_by=${people.owner.member.id}`)).count, role).toBe(2);
      expect((await list(people[role], '?goods_name=쿠폰 C')).count, role).toBe(1);
    }
    const own = await list(people.sender);
    expect([own.count, own.results.length]).toEqual([2, 2]);
    expect((await list(people.sender, `?placed_by=${people.owner.member.id}`)).count).toBe(0);
    expect((await list(people.sender, '?goods_name=쿠폰 C')).count).toBe(0);
    expect(
      (await list(people.sender, '?goods_name=쿠폰 E')).results.map((o: { id: number }) => o.id),
    ).toEqual([bySender]);
    // Another company's orders never count here.
    const other = await company();
    await placeOrder(other.owner, '세기 쿠폰 F', '01050001212');
    expect((await list(people.viewer)).count).toBe(5);
    expect((await list(other.viewer)).count).toBe(1);
    await expectCountsKept();
  });

  it('the kept counts follow every writer: SQL by hand, a change of placer or world, a rollback, a delete', async () => {
    const people = await company();
    const moved = await placeOrder(people.owner, '세기 쿠폰 G', '01050001313');
    await placeOrder(people.sender, '세기 쿠폰 H', '01050001414');
    const count = async (who: Person) =>
      (await api(ctx.app, 'GET', '/api/orders', { token: who.token })).body.data.count as number;
    await ctx.db.execute(sql`update orders set user_id = ${people.sender.member.id} where id = ${moved}`);
    expect([await count(people.owner), await count(people.sender)]).toEqual([2, 2]);
    await ctx.db.execute(sql`update orders set test = true where id = ${moved}`);
    expect([await count(people.owner), await count(people.sender)]).toEqual([1, 1]);
    await expectCountsKept();
    // An order written and then rolled back leaves no count behind.
    await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into orders (user_id, company_id, name, send_type, delivery_at, total_order_amount)
          values (${people.owner.member.id}, (select company_id from users where id = ${people.owner.member.id}), '되돌림', 1, now(), 0)`);
        throw new Error('rolled back');
      })
      .catch(() => {});
    expect(await count(people.owner)).toBe(1);
    // An order inserted and deleted by hand in one transaction counts nowhere.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`insert into orders (user_id, company_id, name, send_type, delivery_at, total_order_amount)
        values (${people.owner.member.id}, (select company_id from users where id = ${people.owner.member.id}), '지움', 1, now(), 0)`);
      await tx.execute(sql`delete from orders where name = '지움'`);
    });
    expect(await count(people.owner)).toBe(1);
    await expectCountsKept();
  });
});

describe('role × route: documents and deliveries', () => {
  // One order of the manager's (the sender may not see it) and one of the sender's (everyone may).
  it('every role reads the company records it may see; a sender gets 404 for the rest', async () => {
    const people = await company();
    const managers = await placeOrder(people.manager, '행렬 쿠폰 M', '01050006666');
    const senders = await placeOrder(people.sender, '행렬 쿠폰 S', '01050007777');
    const deliveryOf = async (orderId: number) =>
      (await ctx.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0]!.id;
    const recharge = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token: people.owner.token,
      body: { amount: '10000', recharge_method: 1 },
    });
    const rechargeId = recharge.body.data.recharge.id;
    await api(ctx.app, 'POST', `/api/admin/recharges/${rechargeId}/approve`, { token: staffToken });

    const everyone = { owner: 200, manager: 200, sender: 200, viewer: 200 };
    const notSender = { owner: 200, manager: 200, sender: 404, viewer: 200 };
    const paths: [string, Record<Role, number>][] = [
      ['/api/orders/deliveries', everyone],
      [`/api/orders/deliveries/${await deliveryOf(managers)}`, notSender],
      [`/api/orders/deliveries/${await deliveryOf(senders)}`, everyone],
      [`/api/orders/${managers}/statement.pdf`, notSender],
      [`/api/orders/${managers}/deliveries.pdf`, notSender],
      [`/api/orders/${managers}/deliveries.xlsx`, notSender],
      [`/api/orders/${senders}/statement.pdf`, everyone],
      [`/api/orders/${senders}/deliveries.pdf`, everyone],
      [`/api/orders/${senders}/deliveries.xlsx`, everyone],
      [`/api/statements/${thisMonth()}.pdf`, everyone],
      ['/api/orders/export.xlsx', everyone],
      ['/api/orders/deliveries/export.xlsx', everyone],
      ['/api/payments/recharge/histories/export.xlsx', everyone],
      [`/api/payments/recharge/${rechargeId}/receipt.pdf`, notSender],
    ];
    for (const [path, expected] of paths) {
      for (const role of ROLES) {
        expect((await download(ctx.app, path, people[role].token)).status, `${role} ${path}`).toBe(
          expected[role],
        );
      }
      expect((await download(ctx.app, path)).status, `anonymous ${path}`).toBe(401);
    }
  }, 180_000);
});
