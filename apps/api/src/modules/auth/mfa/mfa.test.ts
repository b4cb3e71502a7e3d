import { RECOVERY_CODE_COUNT } from '@bizgift/domain/mfa';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../../test/context.ts';
import { createApiKey, createMember, createStaff, login, memberSession } from '../../../../test/factories.ts';
import { mfaChallenges, mfaRecoveryCodes, userMfa } from '../../../db/schema/mfa.ts';
import { auditLogs } from '../../../db/schema/support.ts';
import { MFA_TOKEN_ATTEMPTS } from './challenges.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { MFA_USER_FAILURE_LIMIT } from './service.ts';

/**
 * TOTP two-factor sign-in: the login answers, enrolment (with the sign-in's token and signed in),
 * one use per code and per recovery code (also two at once), the per-token and per-account limits,
 * staff in production, the company's policy, and which token may call what. The context runs with
 * staff two-factor required, as production does.
 */

/** Parallel replay rounds; MFA_RACE_ROUNDS=50 before trusting a change to the compare-and-set. */
const ROUNDS = Number(process.env.MFA_RACE_ROUNDS ?? 3);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { staffMfaRequired: true } });
});
afterAll(() => ctx.close());

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
/** The code of the current step, or of `steps` steps away (negative: earlier). */
const codeOf = (secret: string, steps = 0) =>
  totpOf(secret).generate({ timestamp: Date.now() + steps * 30_000 });

const passwordStep = (app: FastifyInstance, username: string, password: string) =>
  api(app, 'POST', '/api/auth/login', { body: { username, password } });

/** A member with two-factor on (enrolled signed in): its secret and recovery codes. */
async function enrolledMember(options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(ctx.db, options);
  const { access } = await login(ctx.app, member.username, member.password);
  const started = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: access, body: {} });
  expect(started.statusCode).toBe(200);
  const { secret } = started.body.data;
  const confirmed = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
    token: access,
    body: { code: codeOf(secret) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { member, secret, recoveryCodes: confirmed.body.data.recovery_codes as string[] };
}

/** A fresh `mfa_token` of the code step. */
async function challenge(username: string, password: string): Promise<string> {
  const res = await passwordStep(ctx.app, username, password);
  expect(res.statusCode).toBe(200);
  expect(res.body.data).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
  return res.body.data.mfa_token;
}

const verify = (mfaToken: string, code: string) =>
  api(ctx.app, 'POST', '/api/auth/mfa', { body: { mfa_token: mfaToken, code } });

/**
 * A new round for the account: its last accepted step forgotten (so the current code counts again)
 * and its failure count cleared (a race's loser counts as a wrong code).
 */
async function forgetLastStep(userId: number) {
  await ctx.db.update(userMfa).set({ lastStep: null }).where(eq(userMfa.userId, userId));
  await ctx.database.execute('delete from rate_limits where key = $1', [`attempt:mfa-user:${userId}`]);
}

/** One more recovery code for the account, for rounds beyond the ten it was given. */
async function extraRecoveryCode(userId: number): Promise<string> {
  const [code] = newRecoveryCodes();
  await ctx.db.insert(mfaRecoveryCodes).values({ userId, codeHash: recoveryCodeHash(code!) });
  return code!;
}

describe('a member without two-factor', () => {
  it('signs in with the password alone, as before, and its refresh works as before', async () => {
    const member = await createMember(ctx.db);
    const res = await passwordStep(ctx.app, member.username, member.password);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    expect(res.body.data.user.username).toBe(member.username);
    const refreshed = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: res.body.data.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('enrolment, signed in', () => {
  it('gives a secret and its otpauth URL; the first code turns it on with ten recovery codes shown once', async () => {
    const member = await createMember(ctx.db);
    const { access } = await login(ctx.app, member.username, member.password);
    const off = await api(ctx.app, 'GET', '/api/auth/mfa', { token: access });
    expect(off.body.data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      required_by: null,
    });

    const started = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: access, body: {} });
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/BizGift:${member.username}?issuer=BizGift&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // At rest the secret is sealed: the row does not hold it, in base32 or otherwise readable.
    const [row] = await ctx.db.select().from(userMfa).where(eq(userMfa.userId, member.id));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();

    const wrong = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      token: access,
      body: { code: codeOf(secret, 10) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'mfa_code_wrong', message: expect.stringMatching(/인증 코드/) });

    const code = codeOf(secret);
    const confirmed = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      token: access,
      body: { code: `${code.slice(0, 3)} ${code.slice(3)}` },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.body.data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(confirmed.body.data).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
    // Stored as hashes only.
    const stored = await ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    expect(stored.map((s) => s.codeHash)).not.toContain(codes[0]!.replace('-', ''));

    const on = await api(ctx.app, 'GET', '/api/auth/mfa', { token: confirmed.body.data.access });
    expect(on.body.data).toMatchObject({ enabled: true, recovery_codes_left: 10, required_by: null });
    // Enrolled already: a second enrolment is refused (turning it off needs a code first).
    const again = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: access, body: {} });
    expect(again.statusCode).toBe(409);
    expect(again.body.code).toBe('mfa_already_enabled');
  });

  it('the code that confirmed the enrolment cannot be the first sign-in code', async () => {
    const member = await createMember(ctx.db);
    const { access } = await login(ctx.app, member.username, member.password);
    const { secret } = (await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: access, body: {} })).body
      .data;
    const code = codeOf(secret);
    expect(
      (await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', { token: access, body: { code } }))
        .statusCode,
    ).toBe(200);
    const replay = await verify(await challenge(member.username, member.password), code);
    expect(replay.statusCode).toBe(400);
    expect(replay.body.code).toBe('mfa_code_reused');
  });

  it('confirming without starting, or without any token, is refused', async () => {
    const { token } = await memberSession(ctx.app, ctx.db);
    const early = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      token,
      body: { code: '123456' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.body.code).toBe('mfa_enrollment_not_started');
    const anonymous = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { body: {} });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.body.message).toMatch(/다시 로그인/);
    // A session that is sent must be valid: 401, so the web renews it and tries again.
    const stale = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: 'x.y.z', body: {} });
    expect(stale.statusCode).toBe(401);
    expect(stale.body.code).toBe('token_not_valid');
  });
});

describe('the code step of a sign-in', () => {
  it('answers mfa_required with no session; a TOTP code then gives the usual session', async () => {
    const { member, secret } = await enrolledMember();
    await forgetLastStep(member.id);
    const res = await passwordStep(ctx.app, member.username, member.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['mfa_required', 'mfa_token']);
    const mfaToken = res.body.data.mfa_token;
    // The token is no session: no protected route takes it.
    expect((await api(ctx.app, 'GET', '/api/users/me', { token: mfaToken })).statusCode).toBe(401);

    const signedIn = await verify(mfaToken, codeOf(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body.data.user.username).toBe(member.username);
    expect(
      (await api(ctx.app, 'GET', '/api/users/me', { token: signedIn.body.data.access })).statusCode,
    ).toBe(200);
    // The refresh of a two-factor session works as any.
    const refreshed = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: signedIn.body.data.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
    // The token was used once.
    const reused = await verify(mfaToken, codeOf(secret, 1));
    expect(reused.statusCode).toBe(401);
    expect(reused.body.code).toBe('mfa_token_not_valid');
  });

  it('one code works once: the same code again, or an older one, is refused under a new token', async () => {
    const { member, secret } = await enrolledMember();
    await forgetLastStep(member.id);
    const code = codeOf(secret);
    expect((await verify(await challenge(member.username, member.password), code)).statusCode).toBe(200);
    const again = await verify(await challenge(member.username, member.password), code);
    expect(again.statusCode).toBe(400);
    expect(again.body).toMatchObject({
      code: 'mfa_code_reused',
      message: expect.stringMatching(/이미 사용한/),
    });
    const older = await verify(await challenge(member.username, member.password), codeOf(secret, -1));
    expect(older.statusCode).toBe(400);
    expect(older.body.code).toBe('mfa_code_reused');
    // The next step's code (the clock one step ahead) still works.
    expect(
      (await verify(await challenge(member.username, member.password), codeOf(secret, 1))).statusCode,
    ).toBe(200);
  });

  it(`the same code sent twice at once signs in exactly once (${ROUNDS} rounds)`, async () => {
    const { member, secret } = await enrolledMember();
    for (let round = 0; round < ROUNDS; round++) {
      await forgetLastStep(member.id);
      const tokens = await Promise.all([1, 2].map(() => challenge(member.username, member.password)));
      const code = codeOf(secret);
      const answers = await Promise.all(tokens.map((t) => verify(t, code)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    }
  });

  it(`one token with two good codes at once gives one session (${ROUNDS} rounds)`, async () => {
    const { member, secret } = await enrolledMember();
    const losers: string[] = [];
    let totpWins = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await forgetLastStep(member.id);
      const mfaToken = await challenge(member.username, member.password);
      const recovery = await extraRecoveryCode(member.id);
      const answers = await Promise.all([verify(mfaToken, codeOf(secret)), verify(mfaToken, recovery)]);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      losers.push(
        ...answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.body.code}`),
      );
      if (answers[0]!.statusCode === 200) totpWins++;
    }
    // The loser finds the token spent; its own code is not used up (a losing recovery code stays).
    expect(new Set(losers)).toEqual(new Set(['401 mfa_token_not_valid']));
    const left = await ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id));
    expect(left).toHaveLength(RECOVERY_CODE_COUNT + totpWins);
  });

  it('a recovery code works once, in any case and without its hyphen; sent twice at once, once', async () => {
    const { member, recoveryCodes } = await enrolledMember();
    const first = recoveryCodes[0]!;
    const used = await verify(
      await challenge(member.username, member.password),
      first.replace('-', '').toLowerCase(),
    );
    expect(used.statusCode).toBe(200);
    const again = await verify(await challenge(member.username, member.password), first);
    expect(again.statusCode).toBe(400);
    expect(again.body.code).toBe('mfa_code_wrong');
    const status = await api(ctx.app, 'GET', '/api/auth/mfa', { token: used.body.data.access });
    expect(status.body.data.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
    for (let round = 0; round < ROUNDS; round++) {
      await forgetLastStep(member.id);
      const code =
        round < RECOVERY_CODE_COUNT - 1 ? recoveryCodes[round + 1]! : await extraRecoveryCode(member.id);
      const tokens = await Promise.all([1, 2].map(() => challenge(member.username, member.password)));
      const answers = await Promise.all(tokens.map((t) => verify(t, code)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    }
  });

  it(`a token takes ${MFA_TOKEN_ATTEMPTS} codes; then it is spent, the right code too`, async () => {
    const { member, secret } = await enrolledMember();
    await forgetLastStep(member.id);
    const mfaToken = await challenge(member.username, member.password);
    for (let i = 0; i < MFA_TOKEN_ATTEMPTS; i++) {
      expect((await verify(mfaToken, codeOf(secret, 20 + i))).statusCode).toBe(400);
    }
    const capped = await verify(mfaToken, codeOf(secret));
    expect(capped.statusCode).toBe(429);
    expect(capped.body).toMatchObject({
      code: 'mfa_attempts_exceeded',
      message: expect.stringMatching(/다시 로그인/),
    });
    expect((await verify(mfaToken, codeOf(secret))).statusCode).toBe(401);
    // A new sign-in gets a new token (the account's own limit is not reached yet).
    expect((await verify(await challenge(member.username, member.password), codeOf(secret))).statusCode).toBe(
      200,
    );
  });

  it(`${MFA_USER_FAILURE_LIMIT} wrong codes over many tokens lock the account's code step, in parallel too`, async () => {
    const { member, secret } = await enrolledMember();
    await forgetLastStep(member.id);
    const tokens = await Promise.all(
      Array.from({ length: MFA_USER_FAILURE_LIMIT / 2 + 1 }, () =>
        challenge(member.username, member.password),
      ),
    );
    const wrong = await Promise.all(
      tokens
        .slice(0, -1)
        .flatMap((t, i) => [verify(t, codeOf(secret, 30 + 2 * i)), verify(t, codeOf(secret, 31 + 2 * i))]),
    );
    expect(wrong.map((w) => w.statusCode)).toEqual(Array(MFA_USER_FAILURE_LIMIT).fill(400));
    const locked = await verify(tokens.at(-1)!, codeOf(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toMatchObject({ code: 'mfa_locked', message: expect.stringMatching(/분 후/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await enrolledMember();
    await forgetLastStep(other.member.id);
    expect(
      (await verify(await challenge(other.member.username, other.member.password), codeOf(other.secret)))
        .statusCode,
    ).toBe(200);
  });

  it('an expired token is refused', async () => {
    const { member, secret } = await enrolledMember();
    await forgetLastStep(member.id);
    const mfaToken = await challenge(member.username, member.password);
    await ctx.db
      .update(mfaChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(mfaChallenges.userId, member.id));
    const late = await verify(mfaToken, codeOf(secret));
    expect(late.statusCode).toBe(401);
    expect(late.body.code).toBe('mfa_token_not_valid');
  });

  it('worst input: a clear Korean 400, never a 500', async () => {
    const { member } = await enrolledMember();
    const mfaToken = await challenge(member.username, member.password);
    for (const code of [
      '',
      '12345',
      '1234567',
      'abcdefghij',
      '0OOOO-11111',
      'x'.repeat(41),
      '１２３４５６',
      '\u0000',
    ]) {
      const res = await verify(mfaToken, code);
      expect(res.statusCode, JSON.stringify(code)).toBe(400);
      expect(res.body.message).toMatch(/코드|입력/);
    }
    for (const body of [
      {},
      { mfa_token: mfaToken },
      { code: '123456' },
      { mfa_token: 'x'.repeat(201), code: '123456' },
    ]) {
      expect((await api(ctx.app, 'POST', '/api/auth/mfa', { body })).statusCode).toBe(400);
    }
    expect((await verify('not-a-token', '123456')).statusCode).toBe(401);
  });
});

describe('purpose binding', () => {
  it('a code-step token cannot enrol, an enrolment token cannot pass the code step', async () => {
    const { member } = await enrolledMember();
    const loginToken = await challenge(member.username, member.password);
    const enrol = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { body: { mfa_token: loginToken } });
    expect(enrol.statusCode).toBe(401);
    expect(enrol.body.code).toBe('mfa_token_not_valid');

    const staff = await createStaff(ctx.db);
    const res = await passwordStep(ctx.app, staff.username, staff.password);
    const enrolToken = res.body.data.mfa_token;
    expect((await verify(enrolToken, '123456')).statusCode).toBe(401);
    // And as a bearer token it opens nothing, the staff console least of all.
    for (const url of ['/api/admin/members', '/api/users/me', '/api/auth/mfa']) {
      expect((await api(ctx.app, 'GET', url, { token: enrolToken })).statusCode).toBe(401);
    }
  });
});

describe('staff in production', () => {
  it('a staff account without two-factor can only enrol; then signs in with a code', async () => {
    const staff = await createStaff(ctx.db, { staffRole: 'operator' });
    const res = await passwordStep(ctx.app, staff.username, staff.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['mfa_enrollment_required', 'mfa_token']);
    const mfaToken = res.body.data.mfa_token;

    const started = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { body: { mfa_token: mfaToken } });
    expect(started.statusCode).toBe(200);
    const { secret } = started.body.data;
    const confirmed = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      body: { mfa_token: mfaToken, code: codeOf(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(confirmed.body.data.user.role).toBe('staff');
    expect(
      (await api(ctx.app, 'GET', '/api/admin/members', { token: confirmed.body.data.access })).statusCode,
    ).toBe(200);
    const status = await api(ctx.app, 'GET', '/api/auth/mfa', { token: confirmed.body.data.access });
    expect(status.body.data).toMatchObject({ enabled: true, required_by: 'staff' });
    // The enrolment token was spent by the confirmation.
    const again = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      body: { mfa_token: mfaToken, code: codeOf(secret, 1) },
    });
    expect(again.statusCode).toBe(401);
    // From now on the code step.
    const next = await challenge(staff.username, staff.password);
    expect((await verify(next, codeOf(secret, 1))).statusCode).toBe(200);
  });

  it('a staff session from before the requirement is not renewed until the account enrols', async () => {
    const staff = await createStaff(ctx.db);
    const { refresh } = await ctx.app.services.auth.issuePair(staff.id, 'staff', 'family-before');
    const refused = await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } });
    expect(refused.statusCode).toBe(401);
    expect(refused.body.code).toBe('token_not_valid');
  });
});

describe("the company's policy: 2단계 인증 필수", () => {
  it('the owner turns it on only with its own on; then members without it must enrol, and their sessions end', async () => {
    const owner = await createMember(ctx.db);
    const sender = await createMember(ctx.db, { company: owner.company, companyRole: 'sender' });
    const manager = await createMember(ctx.db, { company: owner.company, companyRole: 'manager' });
    const ownerTokens = await login(ctx.app, owner.username, owner.password);
    const senderTokens = await login(ctx.app, sender.username, sender.password);
    const managerTokens = await login(ctx.app, manager.username, manager.password);

    const early = await api(ctx.app, 'PUT', '/api/company/policy/mfa', {
      token: ownerTokens.access,
      body: { mfa_required: true },
    });
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatchObject({
      code: 'owner_mfa_required',
      message: expect.stringMatching(/대표 관리자/),
    });

    const { secret } = (
      await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { token: ownerTokens.access, body: {} })
    ).body.data;
    const enrolled = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      token: ownerTokens.access,
      body: { code: codeOf(secret) },
    });
    const ownerAccess = enrolled.body.data.access;
    // Only the owner sets it.
    const byManager = await api(ctx.app, 'PUT', '/api/company/policy/mfa', {
      token: managerTokens.access,
      body: { mfa_required: true },
    });
    expect(byManager.statusCode).toBe(403);
    expect(
      (
        await api(ctx.app, 'PUT', '/api/company/policy/mfa', {
          token: ownerAccess,
          body: { mfa_required: 'yes' },
        })
      ).statusCode,
    ).toBe(400);
    const set = await api(ctx.app, 'PUT', '/api/company/policy/mfa', {
      token: ownerAccess,
      body: { mfa_required: true },
    });
    expect(set.statusCode).toBe(200);
    expect(set.body.data).toEqual({ approval_over: null, mfa_required: true });
    const company = await api(ctx.app, 'GET', '/api/company', { token: ownerAccess });
    expect(company.body.data.policy.mfa_required).toBe(true);

    const senderLogin = await passwordStep(ctx.app, sender.username, sender.password);
    expect(senderLogin.body.data).toEqual({ mfa_enrollment_required: true, mfa_token: expect.any(String) });
    const renewed = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: senderTokens.refresh },
    });
    expect(renewed.statusCode).toBe(401);
    // The owner (enrolled) keeps renewing its session; a member of another company signs in as before.
    const ownerRefresh = await api(ctx.app, 'POST', '/api/auth/token/refresh', {
      body: { refresh: enrolled.body.data.refresh },
    });
    expect(ownerRefresh.statusCode).toBe(200);
    const stranger = await createMember(ctx.db);
    expect((await passwordStep(ctx.app, stranger.username, stranger.password)).body.data.access).toEqual(
      expect.any(String),
    );

    // The sender enrols through its token; required_by tells why it is required.
    const mfaToken = senderLogin.body.data.mfa_token;
    const started = await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { body: { mfa_token: mfaToken } });
    const done = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      body: { mfa_token: mfaToken, code: codeOf(started.body.data.secret) },
    });
    expect(done.statusCode).toBe(200);
    const status = await api(ctx.app, 'GET', '/api/auth/mfa', { token: done.body.data.access });
    expect(status.body.data.required_by).toBe('company');

    const off = await api(ctx.app, 'PUT', '/api/company/policy/mfa', {
      token: ownerAccess,
      body: { mfa_required: false },
    });
    expect(off.body.data.mfa_required).toBe(false);
    expect((await passwordStep(ctx.app, manager.username, manager.password)).body.data.access).toEqual(
      expect.any(String),
    );
  });
});

describe('turning it off and new recovery codes', () => {
  it('needs a code: a wrong one is refused; a recovery code turns it off and the password alone signs in again', async () => {
    const { member, recoveryCodes } = await enrolledMember();
    const { access } = await ctx.app.services.auth.openSession(member.id);
    const wrong = await api(ctx.app, 'POST', '/api/auth/mfa/disable', {
      token: access,
      body: { code: 'AAAAA-AAAAA' },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await api(ctx.app, 'POST', '/api/auth/mfa/disable', {
      token: access,
      body: { code: recoveryCodes[3]! },
    });
    expect(off.statusCode).toBe(200);
    expect(off.body.data).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(
      await ctx.db.select().from(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, member.id)),
    ).toEqual([]);
    expect((await passwordStep(ctx.app, member.username, member.password)).body.data.access).toEqual(
      expect.any(String),
    );
    const twice = await api(ctx.app, 'POST', '/api/auth/mfa/disable', {
      token: access,
      body: { code: recoveryCodes[4]! },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('new recovery codes for a TOTP code: the old set stops working', async () => {
    const { member, secret, recoveryCodes } = await enrolledMember();
    await forgetLastStep(member.id);
    const { access } = await ctx.app.services.auth.openSession(member.id);
    const renewed = await api(ctx.app, 'POST', '/api/auth/mfa/recovery-codes', {
      token: access,
      body: { code: codeOf(secret) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.body.data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(
      (await verify(await challenge(member.username, member.password), recoveryCodes[0]!)).statusCode,
    ).toBe(400);
    expect((await verify(await challenge(member.username, member.password), fresh[0]!)).statusCode).toBe(200);
  });

  it("the signed-in routes need a person's session: a visitor gets 401, an API key 403", async () => {
    const owner = await memberSession(ctx.app, ctx.db);
    const { key } = await createApiKey(ctx.app, owner.token, '연동', 'live');
    for (const [method, url] of [
      ['GET', '/api/auth/mfa'],
      ['POST', '/api/auth/mfa/disable'],
      ['POST', '/api/auth/mfa/recovery-codes'],
      ['POST', '/api/auth/mfa/enroll'],
      ['POST', '/api/auth/mfa/enroll/confirm'],
    ] as const) {
      const body = method === 'GET' ? {} : { body: { code: '123456' } };
      // The enrolment routes without a token at all: 400 (they also take the sign-in's mfa_token).
      const anonymous = url.includes('/enroll') ? 400 : 401;
      expect((await api(ctx.app, method, url, body)).statusCode, url).toBe(anonymous);
      expect((await api(ctx.app, method, url, { ...body, token: key })).statusCode, url).toBe(403);
    }
  });
});

describe('reset by staff, for a person who lost the app and the recovery codes', () => {
  /** A staff session with two-factor (the context requires it of staff, as production does). */
  async function staffWithMfa(staffRole: 'super' | 'operator') {
    const staff = await createStaff(ctx.db, { staffRole });
    const res = await passwordStep(ctx.app, staff.username, staff.password);
    const mfaToken = res.body.data.mfa_token;
    const { secret } = (await api(ctx.app, 'POST', '/api/auth/mfa/enroll', { body: { mfa_token: mfaToken } }))
      .body.data;
    const done = await api(ctx.app, 'POST', '/api/auth/mfa/enroll/confirm', {
      body: { mfa_token: mfaToken, code: codeOf(secret) },
    });
    return { staff, token: done.body.data.access as string };
  }

  it("any staff member resets a member's; only a 최고 관리자 a staff account's (never its own); audited, sessions end", async () => {
    const { member } = await enrolledMember();
    const { refresh } = await ctx.app.services.auth.openSession(member.id);
    const operator = await staffWithMfa('operator');
    const reset = await api(ctx.app, 'POST', `/api/admin/members/${member.id}/mfa-reset`, {
      token: operator.token,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.body.message).toMatch(/초기화/);
    expect((await api(ctx.app, 'POST', '/api/auth/token/refresh', { body: { refresh } })).statusCode).toBe(
      401,
    );
    expect((await passwordStep(ctx.app, member.username, member.password)).body.data.access).toEqual(
      expect.any(String),
    );
    const again = await api(ctx.app, 'POST', `/api/admin/members/${member.id}/mfa-reset`, {
      token: operator.token,
    });
    expect(again.statusCode).toBe(409);
    const [entry] = await ctx.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(member.id)));
    expect(entry).toMatchObject({ action: 'member.mfa_reset', staffId: operator.staff.id });

    const superStaff = await staffWithMfa('super');
    const target = await staffWithMfa('operator');
    const byOperator = await api(ctx.app, 'POST', `/api/admin/staff/${target.staff.id}/mfa-reset`, {
      token: operator.token,
    });
    expect(byOperator.statusCode).toBe(403);
    const own = await api(ctx.app, 'POST', `/api/admin/staff/${superStaff.staff.id}/mfa-reset`, {
      token: superStaff.token,
    });
    expect(own.statusCode).toBe(409);
    const bySuper = await api(ctx.app, 'POST', `/api/admin/staff/${target.staff.id}/mfa-reset`, {
      token: superStaff.token,
    });
    expect(bySuper.statusCode).toBe(200);
    // Staff must have two-factor: the next sign-in is the enrolment again.
    const next = await passwordStep(ctx.app, target.staff.username, target.staff.password);
    expect(next.body.data).toEqual({ mfa_enrollment_required: true, mfa_token: expect.any(String) });
    // A member is not a staff account and the other way round; a member cannot call either.
    expect(
      (await api(ctx.app, 'POST', `/api/admin/staff/${member.id}/mfa-reset`, { token: superStaff.token }))
        .statusCode,
    ).toBe(404);
    const { token } = await memberSession(ctx.app, ctx.db);
    expect(
      (await api(ctx.app, 'POST', `/api/admin/members/${member.id}/mfa-reset`, { token })).statusCode,
    ).toBe(403);
  });
});
