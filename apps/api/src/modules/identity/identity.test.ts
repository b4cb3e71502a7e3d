import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext } from '../../../test/context.ts';
import { completeIdentity, postIdentityCallback, SANDBOX_FORM } from '../../../test/factories.ts';
import { identityVerifications } from '../../db/schema/identity.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const verify = (ordrIdxx: string, type?: number) =>
  api(
    ctx.app,
    'GET',
    `/api/identities/kcp/verify?ordr_idxx=${encodeURIComponent(ordrIdxx)}${type ? `&verification_type=${type}` : ''}`,
  );

describe('POST /api/identities/kcp/hash', () => {
  it.each([1, 20, 21, 22])(
    'issues an order id, popup url and signed form fields for type %i',
    async (type) => {
      const res = await api(ctx.app, 'POST', '/api/identities/kcp/hash', {
        body: { verification_type: type },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body.data).toMatchObject({
        popup_url: '/api/identities/kcp/sandbox',
        site_cd: 'SANDBOX',
        req_tx: 'cert',
        verification_type: type,
        Ret_URL: '/api/identities/kcp/callback',
      });
      expect(res.body.data.ordr_idxx).toMatch(/^BG\d{14}[0-9A-F]{20}$/);
      expect(res.body.data.up_hash).toMatch(/^[0-9a-f]{64}$/);
    },
  );

  it('issues a different order id every time', async () => {
    const a = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    const b = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    expect(a.body.data.ordr_idxx).not.toBe(b.body.data.ordr_idxx);
  });

  it.each([[{ verification_type: 2 }], [{ verification_type: 'abc' }], [{ verification_type: 23 }]])(
    'refuses an unknown type %j',
    async (body) => {
      const res = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toBe('인증 유형이 올바르지 않습니다.');
    },
  );
});

describe('sandbox popup', () => {
  it('renders the person form with 인증 완료 / 취소 / 실패 and the hidden request fields', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    const f = hash.body.data;
    const res = await ctx.app.inject({
      method: 'POST',
      url: f.popup_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        ordr_idxx: f.ordr_idxx,
        up_hash: f.up_hash,
        verification_type: '20',
        site_cd: 'SANDBOX',
        req_tx: 'cert',
        Ret_URL: f.Ret_URL,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    for (const text of [
      '인증 완료',
      '취소',
      '실패',
      'name="user_name"',
      'name="phone_no"',
      'name="birth_day"',
      'name="sex_code"',
      'name="comm_id"',
    ]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain(`value="${f.ordr_idxx}"`);
    expect(res.body).toContain('action="/api/identities/kcp/callback"');
    expect(res.body).not.toMatch(/<script>(?!<)/); // no inline script (the CSP forbids it)
  });

  it('escapes what it echoes', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/identities/kcp/sandbox?ordr_idxx=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    });
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&quot;&gt;&lt;script&gt;');
  });

  it.each([['javascript:alert(1)'], ['https://evil.example/steal'], ['//evil.example/x']])(
    'posts the person form only to our callback, whatever Ret_URL=%s says',
    async (retUrl) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/identities/kcp/sandbox?ordr_idxx=BG1&Ret_URL=${encodeURIComponent(retUrl)}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('action="/api/identities/kcp/callback"');
      expect(res.body).not.toContain(retUrl);
    },
  );

  it('serves the result script', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/identities/kcp/result.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toContain('postMessage(msg,window.location.origin)');
  });
});

describe('callback → verify lifecycle', () => {
  it('success: result page tells the opener, sets the result cookie, and verify answers the person', async () => {
    const { ordrIdxx, callback } = await completeIdentity(ctx.app, 20);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('data-result="success"');
    expect(callback.body).toContain(`data-ordr-idxx="${ordrIdxx}"`);
    expect(callback.body).toContain('/api/identities/kcp/result.js');
    const cookie = callback.cookies.find((c) => c.name === 'kcp_identity_result');
    expect(cookie).toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
      result: 'success',
      ordr_idxx: ordrIdxx,
    });
    expect(cookie!.path).toBe('/');
    expect(cookie!.httpOnly).toBeFalsy();

    const res = await verify(ordrIdxx);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      phoneNumber: SANDBOX_FORM.phone_no,
      name: SANDBOX_FORM.user_name,
      birthDate: SANDBOX_FORM.birth_day,
      gender: 'M',
      carrier: 'SKT',
    });
    // Reading the result does not use it up.
    expect((await verify(ordrIdxx)).statusCode).toBe(200);
  });

  it.each([
    ['cancel', 'cancel', M.identityCancel],
    ['9999', 'fail', M.identityFail],
  ])('res_cd %s → %s result, and verify refuses it', async (resCd, result, message) => {
    const { ordrIdxx, callback } = await completeIdentity(ctx.app, 20, { resCd });
    expect(callback.body).toContain(`data-result="${result}"`);
    expect(callback.body).toContain(message);
    const res = await verify(ordrIdxx);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.identityCheckFailed);
    expect(res.body.code).toBe('identity_not_verified');
  });

  it.each([
    [{ phone_no: '0212345678' }],
    [{ phone_no: '01212345678' }],
    [{ user_name: '' }],
    [{ birth_day: '19991399' }],
    [{ comm_id: 'UNKNOWN' }],
  ])('an invalid person %j fails the verification', async (person) => {
    const { ordrIdxx, callback } = await completeIdentity(ctx.app, 20, { person });
    expect(callback.body).toContain('data-result="fail"');
    expect((await verify(ordrIdxx)).statusCode).toBe(400);
  });

  it('refuses a forged callback (bad up_hash) and leaves the attempt pending', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    const f = hash.body.data;
    const res = await postIdentityCallback(ctx.app, {
      ...SANDBOX_FORM,
      ordr_idxx: f.ordr_idxx,
      verification_type: '20',
      up_hash: '0'.repeat(64),
      res_cd: '0000',
    });
    expect(res.body).toContain('data-result="error"');
    const [row] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, f.ordr_idxx));
    expect(row!.status).toBe('pending');
    expect((await verify(f.ordr_idxx)).statusCode).toBe(400);
  });

  it('refuses a hash signed for another type (type binding)', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 21 } });
    const f = hash.body.data;
    const res = await postIdentityCallback(ctx.app, {
      ...SANDBOX_FORM,
      ordr_idxx: f.ordr_idxx,
      verification_type: '20',
      up_hash: f.up_hash,
      res_cd: '0000',
    });
    expect(res.body).toContain('data-result="error"');
  });

  it('a second callback cannot overwrite a completed result', async () => {
    const { ordrIdxx, fields } = await completeIdentity(ctx.app, 20);
    const again = await postIdentityCallback(ctx.app, {
      ...SANDBOX_FORM,
      phone_no: '01099990000',
      ordr_idxx: ordrIdxx,
      verification_type: '20',
      up_hash: fields.up_hash!,
      res_cd: '0000',
    });
    expect(again.body).toContain('data-result="error"');
    expect((await verify(ordrIdxx)).body.data.phoneNumber).toBe(SANDBOX_FORM.phone_no);
  });

  it('accepts a JSON callback too and answers the envelope', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 21 } });
    const f = hash.body.data;
    const res = await api(ctx.app, 'POST', '/api/identities/kcp/callback', {
      body: {
        ...SANDBOX_FORM,
        ordr_idxx: f.ordr_idxx,
        verification_type: '21',
        up_hash: f.up_hash,
        res_cd: '0000',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({ result: 'success', ordr_idxx: f.ordr_idxx });
  });

  it('verify: unknown id → 404, wrong type → 400, expired → 400', async () => {
    const unknown = await verify('BG20250101000000FFFFFFFFFFFFFFFFFFFF');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.message).toBe(M.identityNotFound);
    expect(unknown.body.code).toBe('identity_not_found');

    const { ordrIdxx } = await completeIdentity(ctx.app, 21);
    const wrongType = await verify(ordrIdxx, 20);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.body.message).toBe(M.identityWrongType);
    expect(wrongType.body.code).toBe('identity_wrong_type');
    expect((await verify(ordrIdxx, 21)).statusCode).toBe(200);

    await ctx.db
      .update(identityVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityVerifications.ordrIdxx, ordrIdxx));
    const expired = await verify(ordrIdxx);
    expect(expired.statusCode).toBe(400);
    expect(expired.body.message).toBe(M.identityExpired);
    expect(expired.body.code).toBe('identity_expired');
  });

  it('a callback after the 10 minutes is refused', async () => {
    const hash = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    const f = hash.body.data;
    const [row] = await ctx.db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.ordrIdxx, f.ordr_idxx));
    const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(10);
    await ctx.db
      .update(identityVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityVerifications.ordrIdxx, f.ordr_idxx));
    const res = await postIdentityCallback(ctx.app, {
      ...SANDBOX_FORM,
      ordr_idxx: f.ordr_idxx,
      verification_type: '20',
      up_hash: f.up_hash,
      res_cd: '0000',
    });
    expect(res.body).toContain('data-result="error"');
    expect(res.body).toContain(M.identityExpired);
  });
});

describe('the identity result cookie', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestContext({ config: { publicUrl: 'https://shop.example.kr' } });
  });
  afterAll(() => https.close());

  it('is Secure when PUBLIC_URL is https (TLS ends at the proxy), and stays readable by the page', async () => {
    const { callback } = await completeIdentity(https.app, 21);
    const cookie = String(callback.headers['set-cookie']);
    expect(cookie).toMatch(/^kcp_identity_result=/);
    expect(cookie).toContain('; Secure');
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});
