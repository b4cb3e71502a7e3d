import { randomBytes } from 'node:crypto';
import { createBizGiftClient } from '@bizgift/client';
import { isValidBusinessNumberChecksum } from '@bizgift/domain/account';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { brands, categories, goods } from '../src/db/schema/catalog.ts';
import { inquiries, notices } from '../src/db/schema/support.ts';
import { companies, notificationSettings, terms, users } from '../src/db/schema/users.ts';
import { recharges, walletTransactions } from '../src/db/schema/wallet.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { applyBalanceChange, createWallet } from '../src/modules/wallet/ledger.ts';
import type { SmsMessage, SmsSender } from '../src/providers/sms/sms-sender.ts';
import { TERMS_SEED } from '../src/seed/terms.ts';
import { api } from './context.ts';

const unique = () => randomBytes(4).toString('hex');
export const DEFAULT_PASSWORD = 'Test!2345';

let cachedHash: Promise<string> | undefined;
const defaultHash = () => {
  cachedHash ??= hashPassword(DEFAULT_PASSWORD);
  return cachedHash;
};

export interface MemberOptions {
  username?: string;
  password?: string;
  balance?: number;
  status?: 'active' | 'suspended' | 'withdrawn';
  phoneNumber?: string;
  fullname?: string;
  /** Join this company (and share its wallet) instead of founding one (issue #27). */
  company?: typeof companies.$inferSelect;
  /** The role in the company: owner when founding one, else sender. */
  companyRole?: 'owner' | 'manager' | 'sender' | 'viewer';
  monthlyLimit?: number | null;
}

/**
 * A business member with a company and a wallet (funded through the ledger when balance > 0), or,
 * with `company`, another member of that company sharing its wallet.
 */
export async function createMember(db: Db, options: MemberOptions = {}) {
  const username = options.username ?? `member${unique()}`;
  const passwordHash = options.password ? await hashPassword(options.password) : await defaultHash();
  return db.transaction(async (tx) => {
    const [company] = options.company
      ? [options.company]
      : await tx
          .insert(companies)
          .values({
            name: `테스트상사 ${username}`,
            businessNumber: '1234567891',
            ownerName: '홍길동',
            primaryPhone: '02-000-0000',
          })
          .returning();
    const [user] = await tx
      .insert(users)
      .values({
        username,
        passwordHash,
        role: 'member',
        status: options.status ?? 'active',
        fullname: options.fullname ?? '홍길동',
        email: `${username}@example.com`,
        phoneNumber: options.phoneNumber ?? '01011112222',
        companyId: company!.id,
        companyRole: options.companyRole ?? (options.company ? 'sender' : 'owner'),
        monthlyLimit: options.monthlyLimit ?? null,
      })
      .returning();
    await tx.insert(notificationSettings).values({ userId: user!.id });
    await createWallet(tx, user!.id);
    if (options.balance) {
      await applyBalanceChange(tx, {
        userId: user!.id,
        transactionType: 4,
        amount: options.balance,
        memo: 'test funding',
      });
    }
    return { ...user!, password: options.password ?? DEFAULT_PASSWORD, company: company! };
  });
}

/** A staff account: 최고 관리자 unless `staffRole: 'operator'` (운영자) is asked for. */
export async function createStaff(
  db: Db,
  options: { username?: string; password?: string; staffRole?: 'super' | 'operator' } = {},
) {
  const username = options.username ?? `staff${unique()}`;
  const passwordHash = options.password ? await hashPassword(options.password) : await defaultHash();
  const [user] = await db
    .insert(users)
    .values({
      username,
      passwordHash,
      role: 'staff',
      staffRole: options.staffRole ?? 'super',
      fullname: '관리자',
      email: `${username}@bizgift.co.kr`,
    })
    .returning();
  return { ...user!, password: options.password ?? DEFAULT_PASSWORD };
}

export async function login(app: FastifyInstance, username: string, password = DEFAULT_PASSWORD) {
  const res = await api(app, 'POST', '/api/auth/login', { body: { username, password } });
  if (res.statusCode !== 200)
    throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body.message}`);
  return res.body.data as { access: string; refresh: string };
}

/** A member plus an access token, the common start of an API test. */
export async function memberSession(app: FastifyInstance, db: Db, options: MemberOptions = {}) {
  const member = await createMember(db, options);
  const tokens = await login(app, member.username, member.password);
  return { member, token: tokens.access, refresh: tokens.refresh };
}

export type CompanyRole = 'owner' | 'manager' | 'sender' | 'viewer';

/**
 * A company: its owner (with `balance` in the wallet) and one signed-in member of each other role;
 * `each(role)` gives a person options of its own (a name, a monthly limit).
 */
export async function companySessions(
  app: FastifyInstance,
  db: Db,
  balance: number,
  each: (role: CompanyRole) => MemberOptions = () => ({}),
) {
  const owner = await memberSession(app, db, { ...each('owner'), balance });
  const people = { owner } as Record<CompanyRole, typeof owner>;
  for (const role of ['manager', 'sender', 'viewer'] as const) {
    people[role] = await memberSession(app, db, {
      ...each(role),
      company: owner.member.company,
      companyRole: role,
    });
  }
  return people;
}

export async function staffSession(
  app: FastifyInstance,
  db: Db,
  options: { staffRole?: 'super' | 'operator' } = {},
) {
  const staff = await createStaff(db, options);
  const tokens = await login(app, staff.username, staff.password);
  return { staff, token: tokens.access };
}

export async function createCategory(db: Db, name = `카테고리${unique()}`, parentId: number | null = null) {
  const [row] = await db.insert(categories).values({ name, parentId }).returning();
  return row!;
}

export async function createBrand(db: Db, name = `브랜드${unique()}`) {
  const [row] = await db.insert(brands).values({ name }).returning();
  return row!;
}

export interface GoodsOptions {
  name?: string;
  price?: number;
  regularPrice?: number;
  brandId?: number;
  categoryId?: number;
  isOnSale?: boolean;
  validPeriod?: number;
  soldCount?: number;
  isCorporateOnly?: boolean;
}

export async function createGoods(db: Db, options: GoodsOptions = {}) {
  const brandId = options.brandId ?? (await createBrand(db)).id;
  const categoryId = options.categoryId ?? (await createCategory(db)).id;
  const price = options.price ?? 4500;
  const [row] = await db
    .insert(goods)
    .values({
      name: options.name ?? `상품${unique()}`,
      brandId,
      categoryId,
      price,
      regularPrice: options.regularPrice ?? price,
      validPeriod: options.validPeriod ?? 30,
      isOnSale: options.isOnSale ?? true,
      soldCount: options.soldCount ?? 0,
      isCorporateOnly: options.isCorporateOnly ?? false,
    })
    .returning();
  return row!;
}

export async function setUserStatus(db: Db, userId: number, status: 'active' | 'suspended' | 'withdrawn') {
  await db.update(users).set({ status }).where(eq(users.id, userId));
}

export interface OrderPayloadOptions {
  sendType?: 1 | 2;
  quantity?: number;
  title?: string;
  body?: string;
  isReserved?: boolean;
  deliveryAt?: string;
}

/**
 * The SPEC §3 order payload as the send screen builds it: deliveries repeated once per quantity per
 * recipient, each item's total_count = recipients × quantity, and the total computed from `price`.
 */
export function orderPayload(
  items: { id: number; price: number }[],
  recipients: string[],
  options: OrderPayloadOptions = {},
) {
  const quantity = options.quantity ?? 1;
  const sendType = options.sendType ?? 1;
  const deliveries = recipients.flatMap((r) =>
    Array.from({ length: quantity }, () => (sendType === 1 ? { recipient: r } : { email: r })),
  );
  const totalCount = deliveries.length;
  const orderItems = items.map((g) => ({
    goods: g.id,
    amount: String(g.price),
    total_count: totalCount,
    total_amount: String(g.price * totalCount),
  }));
  const total = items.reduce((sum, g) => sum + g.price * totalCount, 0);
  return {
    title: options.title ?? '',
    name: options.title ?? '감사의 마음을 전합니다',
    send_msg: options.body ?? '늘 함께해주셔서 감사합니다.',
    sender: '01012345678',
    send_type: sendType,
    delivery_at: options.deliveryAt ?? new Date().toISOString(),
    is_reserved: options.isReserved ?? false,
    order_items: orderItems,
    deliveries,
    payments: { recharge: String(total), reward: '0' },
  };
}

export interface InquiryOptions {
  inquiryType?: number;
  title?: string;
  content?: string;
  /** Given: the inquiry is answered (status 2) with this text. */
  answer?: string;
  createdAt?: Date;
}

export async function createInquiry(db: Db, userId: number, options: InquiryOptions = {}) {
  const [row] = await db
    .insert(inquiries)
    .values({
      userId,
      inquiryType: options.inquiryType ?? 3,
      title: options.title ?? `문의${unique()}`,
      content: options.content ?? '문의 내용입니다.',
      ...(options.answer !== undefined && { status: 2, answer: options.answer, answeredAt: new Date() }),
      ...(options.createdAt && { createdAt: options.createdAt }),
    })
    .returning();
  return row!;
}

export interface NoticeOptions {
  noticeType?: 1 | 2;
  title?: string;
  content?: string;
  isPinned?: boolean;
  createdAt?: Date;
}

export async function createNotice(db: Db, options: NoticeOptions = {}) {
  const [row] = await db
    .insert(notices)
    .values({
      noticeType: options.noticeType ?? 1,
      title: options.title ?? `공지${unique()}`,
      content: options.content ?? '공지 내용입니다.',
      isPinned: options.isPinned ?? false,
      ...(options.createdAt && { createdAt: options.createdAt }),
    })
    .returning();
  return row!;
}

// ── Accounts: sign-up, identity verification (sandbox KCP), terms ──────────────────────────

/** A random business number with a correct check digit (weights 1,3,7,1,3,7,1,3,5). */
export function validBusinessNumber(): string {
  const first9 = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  for (let d = 0; d <= 9; d++) {
    if (isValidBusinessNumberChecksum(`${first9}${d}`)) return `${first9}${d}`;
  }
  throw new Error('unreachable: every prefix has one check digit');
}

export async function seedTerms(db: Db) {
  const existing = await db.select().from(terms);
  if (existing.length) return existing;
  return db.insert(terms).values(TERMS_SEED).returning();
}

/** What the sandbox popup form posts by default (a valid person). */
export const SANDBOX_FORM = {
  user_name: '김담당',
  phone_no: '01012345678',
  birth_day: '19900101',
  sex_code: 'M',
  comm_id: 'SKT',
} as const;

/** Starts a verification and posts the sandbox popup's answer to the callback, like the browser does. */
export async function completeIdentity(
  app: FastifyInstance,
  verificationType: 1 | 20 | 21 | 22,
  options: { person?: Partial<Record<keyof typeof SANDBOX_FORM, string>>; resCd?: string } = {},
) {
  const hash = await api(app, 'POST', '/api/identities/kcp/hash', {
    body: { verification_type: verificationType },
  });
  if (hash.statusCode !== 200) throw new Error(`hash failed: ${hash.statusCode} ${hash.body.message}`);
  const fields = hash.body.data as Record<string, string>;
  const form = new URLSearchParams({
    site_cd: fields.site_cd!,
    ordr_idxx: fields.ordr_idxx!,
    req_tx: fields.req_tx!,
    verification_type: String(fields.verification_type),
    up_hash: fields.up_hash!,
    res_cd: options.resCd ?? '0000',
    ...SANDBOX_FORM,
    ...options.person,
  });
  const callback = await postIdentityCallback(app, form);
  return { ordrIdxx: fields.ordr_idxx!, fields, callback };
}

/** Posts a form to the identity callback as the popup's browser does (the answer is an HTML page). */
export function postIdentityCallback(app: FastifyInstance, form: Record<string, string> | URLSearchParams) {
  return app.inject({
    method: 'POST',
    url: '/api/identities/kcp/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export interface SignUpOptions {
  username?: string;
  password?: string;
  businessNumber?: string;
  companyName?: string;
  phone?: string;
  name?: string;
  /** Skip the business-number verification step (to test that sign-up requires it). */
  skipBusinessVerify?: boolean;
  orderId?: string;
}

/** The SPEC §3 sign-up payload, every term agreed. */
export async function signUpPayload(app: FastifyInstance, db: Db, options: SignUpOptions = {}) {
  const termRows = await seedTerms(db);
  const businessNumber = options.businessNumber ?? validBusinessNumber();
  const companyName = options.companyName ?? `테스트상사 ${unique()}`;
  if (!options.skipBusinessVerify) {
    const verify = await api(app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: businessNumber, company_name: companyName },
    });
    if (verify.statusCode !== 200) throw new Error(`business verify failed: ${verify.body.message}`);
  }
  const orderId =
    options.orderId ??
    (
      await completeIdentity(app, 20, {
        person: { phone_no: options.phone ?? '01012345678', user_name: options.name ?? '김담당' },
      })
    ).ordrIdxx;
  return {
    user: {
      username: options.username ?? `biz${unique()}`,
      password: options.password ?? 'Signup!234',
      email: `owner${unique()}@example.com`,
      user_type: 'corporate',
      terms: termRows.map((t) => ({ term_id: t.id, is_agreed: true })),
      notification: {
        is_event_sms_enabled: true,
        is_event_email_enabled: false,
        is_info_sms_enabled: false,
        is_info_email_enabled: false,
      },
      referral_code: '',
      order_id: orderId,
    },
    company_name: companyName,
    business_number: businessNumber,
    owner_name: '대표자',
    primary_phone: '02-123-4567',
  };
}

/** Every message handed to the SMS provider from now on (it still sends): what the gateway was asked. */
export function recordSmsSends(sms: SmsSender): SmsMessage[] {
  const sent: SmsMessage[] = [];
  const send = sms.send.bind(sms);
  sms.send = async (message) => {
    sent.push(message);
    return send(message);
  };
  return sent;
}

/** 10:00 in Korea, `days` days after 1 January of `year`: a daily job's clock (expiry reminders). */
export const kstMorning = (days: number, year = 2030) => new Date(Date.UTC(year, 0, 1 + days, 1));

/** 23:59:59 in Korea, `n` days after the Korean date of `now`: a voucher's expiry. */
export const expiryAfter = (now: Date, n: number) => {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  return new Date(Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + n, 14, 59, 59));
};

/** A card recharge by the order id we gave the provider, with the ledger rows it wrote. */
export async function rechargeByOrderId(db: Db, providerOrderId: string) {
  const [row] = await db.select().from(recharges).where(eq(recharges.providerOrderId, providerOrderId));
  const txs = await db.select().from(walletTransactions).where(eq(walletTransactions.rechargeId, row!.id));
  return { recharge: row!, txs };
}

/**
 * The generated TypeScript client (packages/client) talking to `app` in process: a request the
 * OpenAPI document does not describe does not compile, so a test written with it keeps the
 * document honest.
 */
export function apiClient(app: FastifyInstance, token?: string) {
  return createBizGiftClient({
    baseUrl: 'http://localhost',
    token,
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const res = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        payload,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        for (const v of [value ?? []].flat()) headers.append(name, String(v));
      }
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
    },
  });
}

/** One `file` part as multipart/form-data, for the upload routes. */
export function multipartFile(file: Buffer, filename: string, type = 'application/octet-stream') {
  const boundary = '----bizgift-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A new API key of the signed-in owner's company, made through the generated client: its secret (shown once) and id. */
export async function createApiKey(
  app: FastifyInstance,
  ownerToken: string,
  name: string,
  mode: 'live' | 'test' = 'live',
) {
  const created = await apiClient(app, ownerToken).POST('/api/company/api-keys', { body: { name, mode } });
  if (!created.data) throw new Error(`key not created: ${created.error?.message}`);
  return created.data.data;
}
