import { COMPANY_ROLE_LABELS, type CompanyRole } from '@bizgift/domain/company';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { forbidden } from '../../http/errors.ts';
import type { AuthUser } from '../auth/caller.ts';

/**
 * What each role of a company may do (issue #27 §1): the one table the routes, the services and
 * API keys ask. owner: everything · manager: send, recharge, approve, every company order ·
 * sender: send within its limit, its own orders only · viewer: read the company's records only.
 */
export const PERMISSIONS = {
  /** Place orders; refund, resend or cancel vouchers; use the cart and the send screen. */
  send: ['owner', 'manager', 'sender'],
  /** Recharge the company wallet (card or bank transfer). */
  recharge: ['owner', 'manager'],
  /** Approve or reject a sender's order waiting for approval. */
  approve: ['owner', 'manager'],
  /** See every member of the company, the approvals list and the activity log. */
  seeMembers: ['owner', 'manager'],
  /** Invite, change or remove members; the approval policy; API keys. */
  manageCompany: ['owner'],
  /** Anniversary rules that send gifts by themselves (issue #31 §3), and their history. */
  autoGifts: ['owner', 'manager'],
  /**
   * The address book (issue #31 §1): add, change, delete, import and export contacts, and see their
   * phones, e-mails and memos. Every role reads names, tags and occasions; a sender sends to them.
   */
  manageContacts: ['owner', 'manager'],
  /** Write the company's message templates; every role may read and use them. */
  manageTemplates: ['owner', 'manager'],
  /**
   * Ask for a caller number (발신번호) with its proof, and download the proofs: the company answers for
   * the number under 발신번호 사전등록제. Every role may see the approved numbers and send from them.
   */
  senderNumbers: ['owner', 'manager'],
} as const satisfies Record<string, readonly CompanyRole[]>;
export type Permission = keyof typeof PERMISSIONS;

/**
 * An API key (issue #30 §1) acts with a manager's rights in its company, and only on the routes
 * below: the member API a program needs (goods, ordering without a cart, orders, deliveries and
 * their refund / resend / cancel, balance, documents). Everything else, above all people, keys,
 * webhooks, the policy, approvals, passwords, profiles and withdrawal, answers 403 to a key: a
 * route is refused unless it is listed here (Fastify's own path, `:id` for parameters).
 */
export const API_KEY_ROLE: CompanyRole = 'manager';

/** Company roles from the least to the most rights (each holds every right of those before it). */
const ROLE_RANK: readonly CompanyRole[] = ['viewer', 'sender', 'manager', 'owner'];

/**
 * What a key acts as on a call: a manager's rights at most, and never more than its creator's role
 * at that moment (read with the key on every call), so a key whose creator lost rights loses them
 * too: beyond them it is answered 403 like the person would be.
 */
export function apiKeyRoleOf(creatorRole: CompanyRole): CompanyRole {
  return ROLE_RANK.indexOf(creatorRole) < ROLE_RANK.indexOf(API_KEY_ROLE) ? creatorRole : API_KEY_ROLE;
}
const BOTH_MODES = [
  'GET /api/goods',
  'GET /api/goods/:id',
  'GET /api/brands',
  'GET /api/categories',
  'GET /api/categories/:id',
  'GET /api/payments/balance',
  'POST /api/orders/duplicate-check',
  'POST /api/orders/preview',
  'GET /api/orders/send-types',
  'GET /api/orders/sender-number',
  'POST /api/orders',
  'GET /api/orders',
  'GET /api/orders/:id',
  'POST /api/orders/:id/cancel',
  'GET /api/orders/deliveries',
  'GET /api/orders/deliveries/auto-refunds',
  'GET /api/orders/deliveries/expiring',
  'GET /api/orders/deliveries/:id',
  'POST /api/orders/deliveries/:id/refund',
  'POST /api/orders/deliveries/:id/resend',
  'POST /api/orders/deliveries/:id/cancel',
  'GET /api/orders/:id/statement.pdf',
  'GET /api/orders/:id/deliveries.pdf',
  'GET /api/orders/:id/deliveries.xlsx',
  'GET /api/orders/export.xlsx',
  'GET /api/orders/deliveries/export.xlsx',
];
/**
 * The live wallet's own records: a test key's world has no recharges or monthly statements. A test
 * key (issue #30 §2) may call every route of BOTH_MODES and acts only in its company's test world
 * there: the test wallet, test orders, their deliveries and vouchers (`inTestWorld`).
 */
const LIVE_ONLY = [
  'GET /api/payments/recharge/histories',
  'GET /api/payments/recharge/histories/export.xlsx',
  'GET /api/payments/recharge/:id/receipt.pdf',
  'GET /api/statements/:file',
];
export const API_KEY_ROUTES: ReadonlyMap<string, 'both' | 'live'> = new Map([
  ...BOTH_MODES.map((route) => [route, 'both'] as const),
  ...LIVE_ONLY.map((route) => [route, 'live'] as const),
]);

/** May a key of this mode call this route (method and Fastify path)? */
export function mayUseApiKey(mode: 'live' | 'test', method: string, routeUrl: string | undefined): boolean {
  const modes = routeUrl ? API_KEY_ROUTES.get(`${method} ${routeUrl}`) : undefined;
  return modes === 'both' || (modes === 'live' && mode === 'live');
}

/**
 * Whether a request acts in its company's test world (issue #30 §2): always with a test key, never
 * otherwise unless it asks (`?test=true`, offered by the member's order and delivery reads). A test
 * key sees only test orders, deliveries and vouchers and the test wallet; a live key and a person
 * see only live ones unless they ask.
 */
export function inTestWorld(user: Pick<AuthUser, 'apiKey'> | null, asked?: boolean): boolean {
  return user?.apiKey?.mode === 'test' || asked === true;
}

/** The world of a request that may ask for the test world with `?test=true`. */
export const worldOf = (request: FastifyRequest, query?: { test?: 'true' | 'false' }) =>
  inTestWorld(request.user, query?.test === 'true');

export const LIVE_KEY_TEST_CHANGE =
  '운영 API 키로는 테스트 주문을 변경할 수 없습니다. 테스트 API 키를 사용하세요.';

/**
 * The world of a refund, resend or cancellation (issue #30 §2): a key acts only in its own world
 * (a live key asking `?test=true` is refused, a test key's `?test=false` changes nothing); a person
 * (owner, manager, or a sender on its own orders) acts in the test world when it asks, as on the
 * 테스트 switch of the web. The test world's money moves on the test wallet and its vouchers and
 * messages stay with the sandbox issuer and the outbox, whoever asks.
 */
export function changeWorldOf(request: FastifyRequest, query?: { test?: 'true' | 'false' }): boolean {
  if (request.user?.apiKey?.mode === 'live' && query?.test === 'true') throw forbidden(LIVE_KEY_TEST_CHANGE);
  return worldOf(request, query);
}

const REFUSED: Record<Permission, string> = {
  send: '조회 전용 구성원은 주문·발송할 수 없습니다.',
  recharge: '충전은 대표 관리자와 관리자만 할 수 있습니다.',
  approve: '승인은 대표 관리자와 관리자만 할 수 있습니다.',
  seeMembers: '대표 관리자와 관리자만 볼 수 있습니다.',
  manageCompany: '대표 관리자만 할 수 있습니다.',
  autoGifts: '기념일 자동 발송은 대표 관리자와 관리자만 관리할 수 있습니다.',
  manageContacts: '주소록은 대표 관리자와 관리자만 편집할 수 있습니다.',
  manageTemplates: '템플릿은 대표 관리자와 관리자만 편집할 수 있습니다.',
  senderNumbers: '발신번호 등록 신청은 대표 관리자와 관리자만 할 수 있습니다.',
};

export function may(role: CompanyRole | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly string[]).includes(role);
}

/** Whether this member sees address-book phones and e-mails in full (read from its row now). */
export async function revealsContacts(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ role: users.companyRole }).from(users).where(eq(users.id, userId));
  return may(row?.role, 'manageContacts');
}

/** 403 with the reason in words, when the caller's role lacks the permission. */
export function assertMay(user: Pick<AuthUser, 'companyRole'>, permission: Permission): void {
  if (!may(user.companyRole, permission)) throw forbidden(REFUSED[permission]);
}

/** A route guard (after requireMember): the caller's company role must allow `permission`. */
export function requirePermission(permission: Permission) {
  return async function guard(request: FastifyRequest) {
    if (!request.user) throw forbidden();
    assertMay(request.user, permission);
  };
}

export const roleLabel = (role: CompanyRole) => COMPANY_ROLE_LABELS[role];

/**
 * The rows of a company-owned table (orders, deliveries, recharges) this member may see: its
 * company's, and of those only its own when it is a sender. One condition, so a list, its count and
 * a single read agree; another member's row is simply not found (404), never forbidden. Orders and
 * deliveries are also of one world (issue #30 §2): live ones unless `test` (then test ones only).
 */
export function visibleTo(
  userId: number,
  table: { companyId: AnyPgColumn; userId: AnyPgColumn; test?: AnyPgColumn },
  test = false,
): SQL {
  const world = table.test ? sql` and ${table.test} = ${test}` : test ? sql` and false` : sql``;
  return sql`(${table.companyId} = (select ${users.companyId} from ${users} where ${users.id} = ${userId})
    and (${table.userId} = ${userId}
      or (select ${users.companyRole} from ${users} where ${users.id} = ${userId}) <> 'sender')${world})`;
}

/**
 * The company wallet's ledger rows this member may see: all of them, except that a sender sees only
 * the movements it caused (its orders and their refunds), not the company's other spending.
 */
export function visibleLedger(userId: number): SQL {
  return sql`(${walletTransactions.walletId} = (select ${wallets.id} from ${wallets} where ${wallets.mode} = 'live'
      and ${wallets.companyId} = (select ${users.companyId} from ${users} where ${users.id} = ${userId}))
    and (${walletTransactions.userId} = ${userId}
      or (select ${users.companyRole} from ${users} where ${users.id} = ${userId}) <> 'sender'))`;
}
