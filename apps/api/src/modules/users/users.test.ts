import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, expectLedgerBalanced, type TestContext } from '../../../test/context.ts';
import {
  completeIdentity,
  createMember,
  login,
  memberSession,
  seedTerms,
  signUpPayload,
  staffSession,
  validBusinessNumber,
} from '../../../test/factories.ts';
import { businessNumberBlocks, identityVerifications } from '../../db/schema/identity.ts';
import {
  companies,
  notificationSettings,
  refreshTokens,
  termAgreements,
  users,
} from '../../db/schema/users.ts';
import { recharges, wallets, walletTransactions } from '../../db/schema/wallet.ts';
import { createAccountProviders } from '../../providers/account-providers.ts';
import type { BusinessStatus } from '../../providers/business/business-status.ts';
import { WITHDRAWAL_MEMO, WITHDRAWAL_RECHARGE_REASON } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedTerms(ctx.db);
});
afterAll(() => ctx.close());

const companyCount = async () => (await ctx.db.select({ n: count() }).from(companies))[0]!.n;
const register = (body: unknown) => api(ctx.app, 'POST', '/api/users/register/corporate', { body });

/** Signs up through the API like the wizard; returns the payload used. */
async function signUp(options: Parameters<typeof signUpPayload>[2] = {}) {
  const payload = await signUpPayload(ctx.app, ctx.db, options);
  const res = await register(payload);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body.message}`);
  return payload;
}

describe('POST /api/users/business-number/verify', () => {
  it('verifies a number with a correct check digit', async () => {
    const res = await api(ctx.app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: '124-81-00998', company_name: ' 삼성상사 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.businessVerified);
    expect(res.body.data).toEqual({
      business_number: '1248100998',
      company_name: '삼성상사',
      verified: true,
    });
  });

  it.each([
    [{ business_number: '1248100999', company_name: '회사' }, 'business_number', M.businessNumberChecksum],
    [{ business_number: '124810099', company_name: '회사' }, 'business_number', M.businessNumberDigits],
    [{ business_number: '12481009a8', company_name: '회사' }, 'business_number', M.businessNumberDigits],
    [{ business_number: '', company_name: '회사' }, 'business_number', M.businessNumberRequired],
    [{ company_name: '회사' }, 'business_number', M.businessNumberRequired],
    [{ business_number: '1248100998', company_name: '  ' }, 'company_name', M.companyNameRequired],
    [{ business_number: '1248100998' }, 'company_name', M.companyNameRequired],
  ])('%j → 400 %s', async (body, field, message) => {
    const res = await api(ctx.app, 'POST', '/api/users/business-number/verify', { body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toContain(message);
  });

  it('refuses a number that already has an active member', async () => {
    const payload = await signUp();
    const res = await api(ctx.app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: payload.business_number, company_name: '다른이름' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.businessAlreadyRegistered);
  });

  it('refuses a number inside its 60-day block and accepts it after', async () => {
    const number = validBusinessNumber();
    await ctx.db
      .insert(businessNumberBlocks)
      .values({ businessNumber: number, blockedUntil: sql`now() + interval '59 days'` });
    const blocked = await api(ctx.app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: number, company_name: '회사' },
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.body.code).toBe('business_blocked');
    expect(blocked.body.message).toContain(M.businessBlocked);

    await ctx.db
      .update(businessNumberBlocks)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(businessNumberBlocks.businessNumber, number));
    const after = await api(ctx.app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: number, company_name: '회사' },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('NTS business-status adapter (when configured)', () => {
  it.each([
    ['closed', 400, M.businessNotActive],
    ['suspended', 400, M.businessNotActive],
    ['unregistered', 400, '국세청에 등록되지 않은 사업자등록번호입니다.'],
    ['active', 200, M.businessVerified],
  ] as const)('status %s → %i', async (status: BusinessStatus, statusCode, message) => {
    const own = await createTestContext({
      deps: {
        accountProviders: {
          identity: createAccountProviders(ctx.config).identity,
          businessStatus: { name: 'stub-nts', status: async () => status },
        },
      },
    });
    try {
      const res = await api(own.app, 'POST', '/api/users/business-number/verify', {
        body: { business_number: '1248100998', company_name: '회사' },
      });
      expect(res.statusCode).toBe(statusCode);
      expect(res.body.message).toBe(message);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/users/username/verify', () => {
  it.each([
    ['abc12', M.usernameFormat],
    ['a'.repeat(21), M.usernameFormat],
    ['123456', M.usernameFormat],
    ['BizUser1', M.usernameFormat],
    ['biz_user', M.usernameFormat],
    ['', M.usernameRequired],
  ])('%j → 400 %s', async (username, message) => {
    const res = await api(ctx.app, 'POST', '/api/users/username/verify', { body: { username } });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.username).toContain(message);
  });

  it('answers available for a free name', async () => {
    const res = await api(ctx.app, 'POST', '/api/users/username/verify', { body: { username: 'freename1' } });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.usernameAvailable);
  });

  it('is taken case-insensitively', async () => {
    await createMember(ctx.db, { username: 'TakenName1' });
    const res = await api(ctx.app, 'POST', '/api/users/username/verify', {
      body: { username: 'takenname1' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.usernameTaken);
  });
});

describe('GET /api/users/terms', () => {
  it('lists the five terms: three required, two optional', async () => {
    const res = await api(ctx.app, 'GET', '/api/users/terms');
    expect(res.statusCode).toBe(200);
    const list = res.body.data as { id: number; title: string; content: string; is_required: boolean }[];
    expect(list).toHaveLength(5);
    expect(list.filter((t) => t.is_required).map((t) => t.title)).toEqual([
      '서비스 이용약관 동의',
      '개인정보 수집 및 이용 동의',
      '개인정보 처리방침 동의',
    ]);
    expect(list.filter((t) => !t.is_required)).toHaveLength(2);
    expect(list.every((t) => t.content.length > 10)).toBe(true);
  });
});

describe('POST /api/users/register/corporate', () => {
  it('creates company, member, wallet, terms and notification settings; the member can log in', async () => {
    const payload = await signUpPayload(ctx.app, ctx.db, { phone: '01055556666', name: '박매니저' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.body.message).toBe(M.signUpDone);
    expect(res.body.data).toMatchObject({ username: payload.user.username, fullname: '박매니저' });

    const [user] = await ctx.db.select().from(users).where(eq(users.username, payload.user.username));
    expect(user).toMatchObject({
      role: 'member',
      status: 'active',
      phoneNumber: '01055556666',
      userType: 'corporate',
    });
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, user!.companyId!));
    expect(company).toMatchObject({
      name: payload.company_name,
      businessNumber: payload.business_number,
      ownerName: '대표자',
      primaryPhone: '02-123-4567',
    });
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, user!.id));
    expect(wallet).toMatchObject({ recharge: 0, reward: 0 });
    const agreements = await ctx.db.select().from(termAgreements).where(eq(termAgreements.userId, user!.id));
    expect(agreements).toHaveLength(5);
    const [settings] = await ctx.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, user!.id));
    expect(settings).toMatchObject({ isEventSmsEnabled: true, isEventEmailEnabled: false });

    const tokens = await login(ctx.app, payload.user.username, payload.user.password);
    const me = await api(ctx.app, 'GET', '/api/users/me', { token: tokens.access });
    expect(me.body.data).toMatchObject({
      username: payload.user.username,
      fullname: '박매니저',
      phone_number: '01055556666',
      company: { name: payload.company_name, business_number: payload.business_number },
    });
  });

  const mutate = (payload: any, path: string, value: unknown) => {
    const copy = structuredClone(payload);
    const keys = path.split('.');
    let target = copy;
    for (const k of keys.slice(0, -1)) target = target[k];
    if (value === undefined) delete target[keys.at(-1)!];
    else target[keys.at(-1)!] = value;
    return copy;
  };

  // SPEC §5 Sign-up step 2, enforced on the server with the same messages.
  it.each([
    ['user.username', undefined, M.usernameRequired],
    ['user.username', 'Short', M.usernameFormat],
    ['user.username', '1234567', M.usernameFormat],
    ['user.password', '', M.passwordRequired],
    ['user.password', 'Ab1!', M.passwordMin],
    ['user.password', '12345678!', M.passwordLetter],
    ['user.password', 'abcdefgh!', M.passwordDigit],
    ['user.password', 'abcdefg12', M.passwordSpecial],
    ['user.password', 'Password123!', M.passwordCommon],
    ['user.email', '', M.emailRequired],
    ['user.email', 'not-an-email', M.emailInvalid],
    ['user.order_id', '', M.identityRequired],
    ['owner_name', ' ', M.ownerNameRequired],
    ['primary_phone', '', M.primaryPhoneRequired],
    ['primary_phone', '02-12-4567', M.primaryPhoneInvalid],
    ['company_name', '', M.companyNameRequired],
    ['business_number', '1234567890', M.businessNumberChecksum],
  ])('%s = %j → 400 %s, nothing created', async (path, value, message) => {
    const payload = await signUpPayload(ctx.app, ctx.db);
    const before = await companyCount();
    const res = await register(mutate(payload, path, value));
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[path]).toContain(message);
    expect(await companyCount()).toBe(before);
    // The verification was not used up by the refused attempt.
    expect((await register(payload)).statusCode).toBe(201);
  });

  it('requires the three required terms to be agreed', async () => {
    const payload = await signUpPayload(ctx.app, ctx.db);
    const termList = (await api(ctx.app, 'GET', '/api/users/terms')).body.data as {
      id: number;
      is_required: boolean;
    }[];
    const required = termList.find((t) => t.is_required)!;
    const declined = mutate(
      payload,
      'user.terms',
      payload.user.terms.map((t) => ({ ...t, is_agreed: t.term_id !== required.id })),
    );
    const res = await register(declined);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.termsRequired);
    const missing = mutate(
      payload,
      'user.terms',
      payload.user.terms.filter((t) => t.term_id !== required.id),
    );
    expect((await register(missing)).body.message).toBe(M.termsRequired);
    const optionalOff = mutate(
      payload,
      'user.terms',
      termList.map((t) => ({ term_id: t.id, is_agreed: t.is_required })),
    );
    expect((await register(optionalOff)).statusCode).toBe(201);
  });

  it('refuses unknown term ids', async () => {
    const payload = await signUpPayload(ctx.app, ctx.db);
    const res = await register(
      mutate(payload, 'user.terms', [...payload.user.terms, { term_id: 99999, is_agreed: true }]),
    );
    expect(res.statusCode).toBe(400);
  });

  it('requires the business number to have been verified (with that company name)', async () => {
    const payload = await signUpPayload(ctx.app, ctx.db, { skipBusinessVerify: true });
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.businessVerificationRequired);
    const verified = await signUpPayload(ctx.app, ctx.db);
    const renamed = await register(mutate(verified, 'company_name', '다른회사'));
    expect(renamed.body.message).toBe(M.businessVerificationRequired);
  });

  it.each([
    [
      'a forged order id',
      async (): Promise<string> => 'BG20250101000000AAAAAAAAAAAAAAAAAAAA',
      404,
      M.identityNotFound,
    ],
    [
      'a find-ID verification',
      async (): Promise<string> => (await completeIdentity(ctx.app, 21)).ordrIdxx,
      400,
      M.identityWrongType,
    ],
    [
      'a cancelled verification',
      async (): Promise<string> => (await completeIdentity(ctx.app, 20, { resCd: 'cancel' })).ordrIdxx,
      400,
      M.identityCheckFailed,
    ],
  ])('refuses %s', async (_case, makeId, status, message) => {
    const payload = await signUpPayload(ctx.app, ctx.db, { orderId: await makeId() });
    const before = await companyCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(status);
    expect(res.body.message).toBe(message);
    expect(await companyCount()).toBe(before);
  });

  it('refuses a reused verification', async () => {
    const first = await signUp();
    const second = await signUpPayload(ctx.app, ctx.db, { orderId: first.user.order_id });
    const res = await register(second);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.identityUsed);
  });

  it('refuses an expired verification', async () => {
    const payload = await signUpPayload(ctx.app, ctx.db);
    await ctx.db.execute(
      sql`update identity_verifications set expires_at = now() - interval '1 second' where ordr_idxx = ${payload.user.order_id}`,
    );
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.identityExpired);
  });

  it('refuses a taken username (case-insensitive) and keeps the verification usable', async () => {
    await createMember(ctx.db, { username: 'dupname77' });
    const payload = await signUpPayload(ctx.app, ctx.db, { username: 'dupname77' });
    const before = await companyCount();
    const res = await register(payload);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toBe(M.usernameTaken);
    expect(await companyCount()).toBe(before);
    expect(
      (await register({ ...payload, user: { ...payload.user, username: 'dupname78' } })).statusCode,
    ).toBe(201);
  });

  it('concurrent sign-ups with one username: one wins, the other gets the message, nothing half-created', async () => {
    const a = await signUpPayload(ctx.app, ctx.db, { username: 'racename1' });
    const b = await signUpPayload(ctx.app, ctx.db, { username: 'racename1' });
    const before = await companyCount();
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body.message).toBe(M.usernameTaken);
    expect(await companyCount()).toBe(before + 1);
    const rows = await ctx.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, 'racename1'));
    expect(rows).toHaveLength(1);
  });

  it('concurrent sign-ups with one business number: only one account', async () => {
    const number = validBusinessNumber();
    const a = await signUpPayload(ctx.app, ctx.db, { businessNumber: number, companyName: '경쟁상사' });
    const b = await signUpPayload(ctx.app, ctx.db, { businessNumber: number, companyName: '경쟁상사' });
    const results = await Promise.all([register(a), register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body.message).toBe(M.businessAlreadyRegistered);
    const rows = await ctx.db.select().from(companies).where(eq(companies.businessNumber, number));
    expect(rows).toHaveLength(1);
  });
});

describe('find ID and password reset', () => {
  it('find-id answers the usernames registered to the verified phone, once per verification', async () => {
    const payload = await signUp({ phone: '01077778888' });
    const { ordrIdxx } = await completeIdentity(ctx.app, 21, { person: { phone_no: '01077778888' } });
    const res = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: ordrIdxx } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.username).toBe(payload.user.username);
    expect(res.body.data.accounts).toEqual([
      { username: payload.user.username, created_at: expect.any(String) },
    ]);

    const again = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: ordrIdxx } });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(M.identityUsed);
  });

  it('find-id: no account for that phone → 404; sign-up verification refused', async () => {
    const { ordrIdxx } = await completeIdentity(ctx.app, 21, { person: { phone_no: '01900000001' } });
    const none = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: ordrIdxx } });
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe(M.findIdNone);
    const signupType = await completeIdentity(ctx.app, 20);
    const wrong = await api(ctx.app, 'POST', '/api/users/find-id', {
      body: { order_id: signupType.ordrIdxx },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(M.identityWrongType);
    const empty = await api(ctx.app, 'POST', '/api/users/find-id', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(M.resetVerificationFirst);
  });

  it('find-password confirms the verified person has an account without using the verification', async () => {
    await signUp({ phone: '01066667777' });
    const { ordrIdxx } = await completeIdentity(ctx.app, 22, { person: { phone_no: '01066667777' } });
    const res = await api(ctx.app, 'POST', '/api/users/find-password', { body: { order_id: ordrIdxx } });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ verified: true, account_count: 1 });
    expect(
      (await api(ctx.app, 'POST', '/api/users/find-password', { body: { order_id: ordrIdxx } })).statusCode,
    ).toBe(200);
  });

  it('reset: new password works, old one and every session stop working', async () => {
    const payload = await signUp({ phone: '01044445555' });
    const session = await login(ctx.app, payload.user.username, payload.user.password);
    const { ordrIdxx } = await completeIdentity(ctx.app, 22, { person: { phone_no: '01044445555' } });
    const res = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: ordrIdxx,
        username: payload.user.username.toUpperCase(),
        new_password: 'Brand!new9',
        new_password2: 'Brand!new9',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.resetDone);
    await login(ctx.app, payload.user.username, 'Brand!new9');
    const old = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: payload.user.username, password: payload.user.password },
    });
    expect(old.statusCode).toBe(401);
    const refresh = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: session.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    const reuse = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: ordrIdxx,
        username: payload.user.username,
        new_password: 'Other!new9',
        new_password2: 'Other!new9',
      },
    });
    expect(reuse.statusCode).toBe(409);
  });

  it('reset: the verified person must be the account manager', async () => {
    const payload = await signUp({ phone: '01033334444' });
    const { ordrIdxx } = await completeIdentity(ctx.app, 22, { person: { phone_no: '01099998888' } });
    const res = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: ordrIdxx,
        username: payload.user.username,
        new_password: 'Brand!new9',
        new_password2: 'Brand!new9',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.resetMismatchAccount);
    await login(ctx.app, payload.user.username, payload.user.password);
    const find = await completeIdentity(ctx.app, 21, { person: { phone_no: '01033334444' } });
    const wrongType = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: find.ordrIdxx,
        username: payload.user.username,
        new_password: 'Brand!new9',
        new_password2: 'Brand!new9',
      },
    });
    expect(wrongType.body.message).toBe(M.identityWrongType);
  });

  // SPEC §5 Password reset.
  it.each([
    [
      { username: 'someone1', new_password: 'Brand!new9', new_password2: 'Brand!new9' },
      'order_id',
      M.resetVerificationFirst,
    ],
    [
      { order_id: 'X', new_password: 'Brand!new9', new_password2: 'Brand!new9' },
      'username',
      M.resetUsernameRequired,
    ],
    [
      { order_id: 'X', username: 'someone1', new_password: '', new_password2: '' },
      'new_password',
      M.resetPasswordRequired,
    ],
    [
      { order_id: 'X', username: 'someone1', new_password: 'Brand!new9', new_password2: 'Brand!new8' },
      'new_password2',
      M.resetPasswordMismatch,
    ],
    [
      { order_id: 'X', username: 'someone1', new_password: 'Ab1!', new_password2: 'Ab1!' },
      'new_password',
      M.resetPasswordMin,
    ],
  ])('%j → 400 %s', async (body, field, message) => {
    const res = await api(ctx.app, 'PUT', '/api/users/password/reset', { body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toContain(message);
  });
});

describe('profile', () => {
  it('PUT /me updates name and e-mail; username and phone stay', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'PUT', '/api/users/me', {
      token,
      body: { fullname: ' 새이름 ', email: 'new@corp.co.kr', username: 'hacker', phone_number: '0100' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.profileUpdated);
    expect(res.body.data).toMatchObject({
      fullname: '새이름',
      email: 'new@corp.co.kr',
      username: member.username,
      phone_number: member.phoneNumber,
    });
  });

  it.each([
    [{ email: 'a@b.co' }, 'fullname', M.nameRequired],
    [{ fullname: ' ', email: 'a@b.co' }, 'fullname', M.nameRequired],
    [{ fullname: '이름' }, 'email', M.profileEmailRequired],
    [{ fullname: '이름', email: 'a@b' }, 'email', M.profileEmailInvalid],
  ])('PUT /me %j → 400 %s', async (body, field, message) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'PUT', '/api/users/me', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toContain(message);
  });

  it('needs a login', async () => {
    expect(
      (await api(ctx.app, 'PUT', '/api/users/me', { body: { fullname: 'x', email: 'a@b.co' } })).statusCode,
    ).toBe(401);
    expect((await api(ctx.app, 'PUT', '/api/users/password', { body: {} })).statusCode).toBe(401);
    expect((await api(ctx.app, 'DELETE', '/api/users/me', { body: { password: 'x' } })).statusCode).toBe(401);
  });

  it.each([
    [{ new_password: 'Change!234', new_password2: 'Change!234' }, 'password', M.currentPasswordRequired],
    [{ password: 'x', new_password2: 'x' }, 'new_password', M.newPasswordRequired],
    [{ password: 'x', new_password: 'Ab1!', new_password2: 'Ab1!' }, 'new_password', M.newPasswordMin],
    [
      { password: 'x', new_password: 'abcdefgh1', new_password2: 'abcdefgh1' },
      'new_password',
      M.newPasswordPattern,
    ],
    [{ password: 'x', new_password: 'Change!234' }, 'new_password2', M.newPasswordConfirmRequired],
    [
      { password: 'x', new_password: 'Change!234', new_password2: 'Change!235' },
      'new_password2',
      M.newPasswordMismatch,
    ],
  ])('PUT /password %j → 400 %s', async (body, field, message) => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'PUT', '/api/users/password', { token, body });
    expect(res.statusCode).toBe(400);
    expect(res.body.errors?.[field]).toContain(message);
  });

  it('PUT /password: wrong current password refused; success revokes other sessions and returns a new pair', async () => {
    const { member, token, refresh } = await memberSession(ctx.app, ctx.db);
    const other = await login(ctx.app, member.username, member.password);
    const wrong = await api(ctx.app, 'PUT', '/api/users/password', {
      token,
      body: { password: 'Wrong!2345', new_password: 'Change!234', new_password2: 'Change!234' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(M.currentPasswordWrong);

    const res = await api(ctx.app, 'PUT', '/api/users/password', {
      token,
      body: { password: member.password, new_password: 'Change!234', new_password2: 'Change!234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.passwordChanged);
    expect(res.body.data.access).toMatch(/^ey/);
    for (const old of [refresh, other.refresh]) {
      expect(
        (await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: old } })).statusCode,
      ).toBe(401);
    }
    expect(
      (await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: res.body.data.refresh } }))
        .statusCode,
    ).toBe(200);
    await login(ctx.app, member.username, 'Change!234');
  });
});

describe('DELETE /api/users/me (withdrawal)', () => {
  it('refuses a missing or wrong password and changes nothing', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db, { balance: 5000 });
    const none = await api(ctx.app, 'DELETE', '/api/users/me', { token, body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.body.message).toBe(M.withdrawPasswordRequired);
    const noBody = await api(ctx.app, 'DELETE', '/api/users/me', { token });
    expect(noBody.statusCode).toBe(400);
    const wrong = await api(ctx.app, 'DELETE', '/api/users/me', { token, body: { password: 'Wrong!2345' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toBe(M.withdrawPasswordWrong);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.status).toBe('active');
  });

  it('erases personal data, forfeits the balance on the ledger, ends sessions and blocks the business number for 60 days', async () => {
    const payload = await signUp({ phone: '01012121212' });
    const tokens = await login(ctx.app, payload.user.username, payload.user.password);
    const [user] = await ctx.db.select().from(users).where(eq(users.username, payload.user.username));
    await ctx.db.transaction(async (tx) => {
      const { applyBalanceChange } = await import('../wallet/ledger.ts');
      await applyBalanceChange(tx, {
        userId: user!.id,
        transactionType: 4,
        amount: 123_000,
        memo: 'test funding',
      });
    });

    const res = await api(ctx.app, 'DELETE', '/api/users/me', {
      token: tokens.access,
      body: { password: payload.user.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe(M.withdrawn);

    const [after] = await ctx.db.select().from(users).where(eq(users.id, user!.id));
    expect(after).toMatchObject({
      status: 'withdrawn',
      fullname: '탈퇴회원',
      email: '',
      phoneNumber: '',
      username: `withdrawn_${user!.id}`,
    });
    expect(after!.withdrawnAt).toBeInstanceOf(Date);
    const [company] = await ctx.db.select().from(companies).where(eq(companies.id, user!.companyId!));
    expect(company).toMatchObject({ name: '탈퇴회원', businessNumber: '', ownerName: '', primaryPhone: '' });

    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, user!.id));
    expect(wallet!.recharge).toBe(0);
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, user!.id));
    expect(ledger.map((t) => [t.transactionType, t.amount, t.balanceAfter])).toEqual([
      [4, 123_000, 123_000],
      [5, -123_000, 0],
    ]);
    expect(ledger[1]!.memo).toBe(WITHDRAWAL_MEMO);
    await expectLedgerBalanced(ctx.db);

    const live = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user!.id));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
    expect((await api(ctx.app, 'GET', '/api/users/me', { token: tokens.access })).statusCode).toBe(401);
    expect(
      (await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh: tokens.refresh } }))
        .statusCode,
    ).toBe(401);
    const relogin = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username: payload.user.username, password: payload.user.password },
    });
    expect(relogin.statusCode).toBe(401);

    const [block] = await ctx.db
      .select()
      .from(businessNumberBlocks)
      .where(eq(businessNumberBlocks.businessNumber, payload.business_number));
    const days = (block!.blockedUntil.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);
    const again = await api(ctx.app, 'POST', '/api/users/business-number/verify', {
      body: { business_number: payload.business_number, company_name: payload.company_name },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('business_blocked');

    // The username is free again; the phone no longer finds the old account.
    expect(
      (
        await api(ctx.app, 'POST', '/api/users/username/verify', {
          body: { username: payload.user.username },
        })
      ).statusCode,
    ).toBe(200);
    const find = await completeIdentity(ctx.app, 21, { person: { phone_no: '01012121212' } });
    expect(
      (await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: find.ordrIdxx } })).statusCode,
    ).toBe(404);
  });

  it('closes waiting bank transfers (staff can no longer credit them) and erases the used identity results', async () => {
    const payload = await signUp({ phone: '01034343434' });
    const tokens = await login(ctx.app, payload.user.username, payload.user.password);
    const [user] = await ctx.db.select().from(users).where(eq(users.username, payload.user.username));
    const requested = await api(ctx.app, 'POST', '/api/payments/recharge', {
      token: tokens.access,
      body: { amount: '50000', recharge_method: 1 },
    });
    expect(requested.statusCode).toBe(201);
    const open = await completeIdentity(ctx.app, 20, { person: { phone_no: '01034343434' } });

    const res = await api(ctx.app, 'DELETE', '/api/users/me', {
      token: tokens.access,
      body: { password: payload.user.password },
    });
    expect(res.statusCode).toBe(200);

    const [request] = await ctx.db.select().from(recharges).where(eq(recharges.userId, user!.id));
    expect(request).toMatchObject({ status: 2, failReason: WITHDRAWAL_RECHARGE_REASON });
    const { token: staffToken } = await staffSession(ctx.app, ctx.db);
    const approve = await api(ctx.app, 'POST', `/api/admin/recharges/${request!.id}/approve`, {
      token: staffToken,
    });
    expect(approve.statusCode).toBe(409);
    const [wallet] = await ctx.db.select().from(wallets).where(eq(wallets.userId, user!.id));
    expect(wallet!.recharge).toBe(0);
    await expectLedgerBalanced(ctx.db);

    const [used] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, payload.user.order_id));
    expect(used).toMatchObject({
      name: null,
      phoneNumber: null,
      birthDate: null,
      gender: null,
      carrier: null,
    });
    // A verification still open (the same person signing up again later) is left alone.
    const [stillOpen] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, open.ordrIdxx));
    expect(stillOpen!.phoneNumber).toBe('01034343434');
  });

  it('a member with no balance withdraws without a ledger row', async () => {
    const { member, token } = await memberSession(ctx.app, ctx.db);
    const res = await api(ctx.app, 'DELETE', '/api/users/me', { token, body: { password: member.password } });
    expect(res.statusCode).toBe(200);
    const ledger = await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, member.id));
    expect(ledger).toHaveLength(0);
    await expectLedgerBalanced(ctx.db);
  });
});

describe('rate limits', () => {
  it('username check, business verify, identity hash and reset answer 429 past the limit', async () => {
    const own = await createTestContext({ config: { authRateLimitPerMinute: 2 } });
    try {
      const calls: [string, string, unknown][] = [
        ['POST', '/api/users/username/verify', { username: 'limited1' }],
        [
          'POST',
          '/api/users/business-number/verify',
          { business_number: '1248100998', company_name: '회사' },
        ],
        ['POST', '/api/identities/kcp/hash', { verification_type: 20 }],
        [
          'PUT',
          '/api/users/password/reset',
          { order_id: 'x', username: 'limited1', new_password: 'Brand!new9', new_password2: 'Brand!new9' },
        ],
        ['POST', '/api/users/find-id', { order_id: 'x' }],
      ];
      for (const [method, url, body] of calls) {
        const codes: number[] = [];
        for (let i = 0; i < 3; i++)
          codes.push((await api(own.app, method as 'POST', url, { body })).statusCode);
        expect(codes[2], url).toBe(429);
        expect(
          codes.slice(0, 2).every((c) => c !== 429),
          url,
        ).toBe(true);
      }
      const limited = await api(own.app, 'POST', '/api/users/username/verify', {
        body: { username: 'limited1' },
      });
      expect(limited.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    } finally {
      await own.close();
    }
  });
});
