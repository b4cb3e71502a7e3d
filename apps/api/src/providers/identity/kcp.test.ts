import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestContext, type TestContext, testConfig } from '../../../test/context.ts';
import { signUpPayload } from '../../../test/factories.ts';
import {
  FAKE_KCP_DEFAULT_PERSON,
  FAKE_KCP_MERCHANT,
  FakeKcp,
  type FakeKcpPerson,
  fakeKcpCi,
  fakeKcpDi,
  parseAutoPost,
} from '../../../test/fakes/kcp-server.ts';
import { identityVerifications } from '../../db/schema/identity.ts';
import { identityHash } from '../../modules/identity/service.ts';
import { createAccountProviders, identityHashKey } from '../account-providers.ts';
import { chooseProviders, describeProviders } from '../registry.ts';
import { decodeKcpText, KcpIdentityProvider, kcpRequestTime, oneLinePem, personOf } from './kcp.ts';

const PUBLIC_URL = 'https://shop.bizgift.test';
const CALLBACK = `${PUBLIC_URL}/api/identities/kcp/callback`;

let fake: FakeKcp;
let ctx: TestContext;
beforeAll(async () => {
  fake = new FakeKcp();
  await fake.start();
  fake.allowedReturnOrigins = [PUBLIC_URL];
  const identity = new KcpIdentityProvider({
    ...FAKE_KCP_MERCHANT,
    apiUrl: fake.apiUrl,
    pageUrl: fake.pageUrl,
    returnUrl: CALLBACK,
    // Short, for the timeout case; long enough for a call on a machine at load 35 (2 s was not:
    // the hash call answered 502 in a loaded full run).
    timeoutMs: 6_000,
  });
  ctx = await createTestContext({
    config: { publicUrl: PUBLIC_URL },
    deps: { accountProviders: { identity, businessStatus: undefined } },
  });
});
afterEach(() => fake.faults.clear());
afterAll(async () => {
  await ctx.close();
  await fake.stop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function startHash(type: 1 | 20 | 21 | 22 = 20) {
  const res = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: type } });
  expect(res.statusCode).toBe(200);
  return res.body.data as Record<string, string>;
}

/** What the browser does: post the hash fields to KCP's page, as the popup form does. */
async function openKcpPage(hash: Record<string, string>, override: Record<string, string> = {}) {
  const fields = { ...hash, ...override };
  delete fields.popup_url;
  const res = await fetch(hash.popup_url!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(fields),
  });
  return { status: res.status, page: await res.text() };
}

/** The person confirms on KCP's page; returns what KCP's page auto-posts to Ret_URL. */
async function confirmOnKcpPage(
  page: string,
  choice: 'success' | 'fail' | 'cancel' = 'success',
  person: Partial<FakeKcpPerson> = {},
) {
  const session = /name="session" value="([0-9a-f]+)"/.exec(page)?.[1];
  expect(session).toBeDefined();
  const res = await fetch(`${fake.url}/kcp_cert/cert_done`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ session: session!, choice, ...FAKE_KCP_DEFAULT_PERSON, ...person }),
  });
  expect(res.status).toBe(200);
  return parseAutoPost(await res.text());
}

const postCallback = (fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/identities/kcp/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: fake.url },
    payload: form(fields),
  });

const verify = (ordrIdxx: string, type?: number) =>
  api(
    ctx.app,
    'GET',
    `/api/identities/kcp/verify?ordr_idxx=${encodeURIComponent(ordrIdxx)}${type ? `&verification_type=${type}` : ''}`,
  );

const rowOf = async (ordrIdxx: string) =>
  (await ctx.db.select().from(identityVerifications).where(eq(identityVerifications.ordrIdxx, ordrIdxx)))[0]!;

const callsOf = (ctType: string) => fake.calls.filter((c) => c.ct_type === ctType);

/** One full round trip through KCP's page; returns the order id and what KCP posted back. */
async function roundTrip(type: 1 | 20 | 21 | 22 = 20, person: Partial<FakeKcpPerson> = {}) {
  const hash = await startHash(type);
  const { status, page } = await openKcpPage(hash);
  expect(status).toBe(200);
  const posted = await confirmOnKcpPage(page, 'success', person);
  const callback = await postCallback(posted.fields);
  return { ordrIdxx: hash.ordr_idxx!, hash, posted, callback };
}

describe('KCP identity adapter (helpers)', () => {
  it('request time is yyMMddHHmmss in Korea; texts decode from UTF-8 or EUC-KR percent-encoding', () => {
    expect(kcpRequestTime(new Date('2026-11-24T15:30:05Z'))).toBe('261125003005');
    expect(decodeKcpText('%EC%A0%95%EC%83%81%EC%B2%98%EB%A6%AC')).toBe('정상처리');
    expect(decodeKcpText('%C1%A4%BB%F3%C3%B3%B8%AE')).toBe('정상처리'); // EUC-KR, as KCP's result page posts it
    expect(decodeKcpText('plain text')).toBe('plain text');
    expect(oneLinePem('-----BEGIN CERTIFICATE-----\r\nAB\r\nCD\r\n-----END CERTIFICATE-----\r\n')).toBe(
      '-----BEGIN CERTIFICATE-----ABCD-----END CERTIFICATE-----',
    );
  });

  it('reads the decrypted person: 01/02 gender, KCP carrier codes, URL-encoded CI; refuses an incomplete one', () => {
    const ci = `${'a'.repeat(86)}==`;
    expect(
      personOf({
        user_name: '%EA%B9%80%EB%8B%B4%EB%8B%B9',
        phone_no: '010-1234-5678',
        birth_day: '19900101',
        sex_code: '02',
        comm_id: 'KTM',
        ci: encodeURIComponent(ci),
        di: 'b'.repeat(64),
      }),
    ).toEqual({
      name: '김담당',
      phoneNumber: '01012345678',
      birthDate: '19900101',
      gender: 'F',
      carrier: 'KT알뜰폰',
      ci,
      di: 'b'.repeat(64),
    });
    const base = {
      user_name: '김담당',
      phone_no: '01012345678',
      birth_day: '19900101',
      sex_code: '01',
      comm_id: 'SKT',
      ci,
    };
    expect(personOf(base)?.carrier).toBe('SKT');
    for (const broken of [
      { ci: '' },
      { phone_no: '0212345678' },
      { user_name: '' },
      { sex_code: '' },
      { birth_day: '1990' },
    ]) {
      expect(personOf({ ...base, ...broken })).toBeUndefined();
    }
  });

  it('a wrong private-key password fails at start, not at the first customer', () => {
    expect(
      () =>
        new KcpIdentityProvider({
          ...FAKE_KCP_MERCHANT,
          privateKeyPassword: 'wrong',
          apiUrl: fake.apiUrl,
          pageUrl: fake.pageUrl,
          returnUrl: CALLBACK,
        }),
    ).toThrow();
  });
});

describe('KCP identity verification against a local fake KCP', () => {
  it('hash: a signed HAS request for our order id; the popup posts KCP’s form fields to KCP’s page', async () => {
    const before = callsOf('HAS').length;
    const hash = await startHash(21);
    const has = callsOf('HAS');
    expect(has).toHaveLength(before + 1);
    expect(has.at(-1)!.res_cd).toBe('0000');
    expect(has.at(-1)!.body).toMatchObject({
      site_cd: FAKE_KCP_MERCHANT.siteCd,
      ordr_idxx: hash.ordr_idxx,
      ct_type: 'HAS',
      kcp_cert_info: oneLinePem(FAKE_KCP_MERCHANT.certPem),
    });
    expect(has.at(-1)!.body.make_req_dt).toMatch(/^\d{12}$/);
    expect(hash).toMatchObject({
      popup_url: fake.pageUrl,
      provider: 'kcp',
      site_cd: FAKE_KCP_MERCHANT.siteCd,
      req_tx: 'cert',
      cert_method: '01',
      cert_otp_use: 'Y',
      cert_enc_use_ext: 'Y',
      Ret_URL: CALLBACK,
      kcp_cert_lib_ver: 'FAKE_KCP_CERT_API_1.0',
      verification_type: 21,
    });
    expect(hash.up_hash).toMatch(/^[0-9A-F]{40}$/);
    expect(hash.kcp_merchant_time).toBe(has.at(-1)!.body.make_req_dt);
    // The merchant's private key and the sandbox's form never leave the server.
    expect(JSON.stringify(hash)).not.toContain('PRIVATE KEY');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/identities/kcp/sandbox' })).statusCode).toBe(
      404,
    );
    const row = await rowOf(hash.ordr_idxx!);
    expect(row.status).toBe('pending');
    expect(Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000)).toBe(10);
  });

  it('round trip: KCP’s page → callback → CHK (dn_hash) then DEC → the person is stored; verify answers it', async () => {
    const chkBefore = callsOf('CHK').length;
    const { ordrIdxx, hash, posted, callback } = await roundTrip(20, {
      user_name: '이담당',
      phone_no: '01098765432',
      birth_day: '19851231',
      sex_code: '02',
      comm_id: 'LGM',
    });
    // KCP posted back to our Ret_URL, with the person only encrypted.
    expect(posted.action).toBe(CALLBACK);
    expect(posted.fields).toMatchObject({
      site_cd: FAKE_KCP_MERCHANT.siteCd,
      ordr_idxx: ordrIdxx,
      res_cd: '0000',
      cert_enc_use: 'Y',
      up_hash: hash.up_hash,
      user_name: '',
      phone_no: '',
    });
    expect(posted.fields.enc_cert_data2).toMatch(/^[0-9A-F]{60,}$/);
    expect(callback.statusCode).toBe(200);
    expect(callback.body).toContain('data-result="success"');
    const cookie = callback.cookies.find((c) => c.name === 'kcp_identity_result');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ result: 'success', ordr_idxx: ordrIdxx });
    // The integrity check came first, then the decryption, both for this order and cert_no.
    const lastOf = (ctType: string) => fake.calls.map((c) => c.ct_type).lastIndexOf(ctType);
    const chkAt = lastOf('CHK');
    const decAt = lastOf('DEC');
    expect(callsOf('CHK').length).toBe(chkBefore + 1);
    expect(chkAt).toBeLessThan(decAt);
    expect(fake.calls[chkAt]!.body).toMatchObject({
      ordr_idxx: ordrIdxx,
      cert_no: posted.fields.cert_no,
      dn_hash: posted.fields.dn_hash,
    });
    expect(fake.calls[decAt]!.body).toMatchObject({
      cert_no: posted.fields.cert_no,
      enc_cert_Data: posted.fields.enc_cert_data2,
    });
    expect(fake.calls[decAt]!.res_cd).toBe('0000');

    const res = await verify(ordrIdxx, 20);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toEqual({
      name: '이담당',
      phoneNumber: '01098765432',
      birthDate: '19851231',
      gender: 'F',
      carrier: 'LGU+알뜰폰',
    });
    const row = await rowOf(ordrIdxx);
    expect(row).toMatchObject({
      status: 'success',
      name: '이담당',
      phoneNumber: '01098765432',
      carrier: 'LGU+알뜰폰',
    });
    // CI and DI from the decrypted result, kept only as keyed hashes.
    const ci = fakeKcpCi({
      ...FAKE_KCP_DEFAULT_PERSON,
      user_name: '이담당',
      phone_no: '01098765432',
      birth_day: '19851231',
      sex_code: '02',
    });
    expect(ci).toHaveLength(88);
    const key = identityHashKey(ctx.config);
    expect(row.ciHash).toBe(identityHash(key, ci));
    expect(row.diHash).toBe(identityHash(key, fakeKcpDi(FAKE_KCP_MERCHANT.siteCd, ci)));
    expect(JSON.stringify(row)).not.toContain(ci);
  });

  it('KCP’s page refuses an unknown site code, an up_hash it did not issue and a Ret_URL not registered', async () => {
    const hash = await startHash();
    const overrides: Record<string, string>[] = [
      { site_cd: 'SM999' },
      { up_hash: '0'.repeat(40) },
      { up_hash: (await startHash()).up_hash! },
      { Ret_URL: 'https://evil.example/api/identities/kcp/callback' },
      { Ret_URL: 'javascript:alert(1)' },
    ];
    for (const override of overrides) {
      const { status, page } = await openKcpPage(hash, override);
      expect(status, JSON.stringify(override)).toBe(400);
      expect(page).toContain('id="kcp-error"');
    }
    expect((await openKcpPage(hash)).status).toBe(200);
  });

  it('a tampered result is refused (dn_hash, cert_no, enc_cert_data2): nothing stored, the attempt stays pending', async () => {
    const hash = await startHash();
    const { page } = await openKcpPage(hash);
    const genuine = (await confirmOnKcpPage(page)).fields;
    const other = fake.finish((await startHash()).ordr_idxx!, 'success', {
      ...FAKE_KCP_DEFAULT_PERSON,
      user_name: '박타인',
    });
    const flip = (v: string) => (v.at(-1) === 'A' ? `${v.slice(0, -1)}B` : `${v.slice(0, -1)}A`);
    const tamperings: Record<string, string>[] = [
      { dn_hash: flip(genuine.dn_hash!) },
      { dn_hash: '' },
      { cert_no: other.cert_no! },
      { enc_cert_data2: flip(genuine.enc_cert_data2!) },
      { enc_cert_data2: other.enc_cert_data2! },
      // The clear person fields are never read, so filling them changes nothing either way.
      { dn_hash: flip(genuine.dn_hash!), user_name: '박타인', phone_no: '01011112222' },
    ];
    for (const tampered of tamperings) {
      const res = await postCallback({ ...genuine, ...tampered });
      expect(res.body, JSON.stringify(tampered)).toContain('data-result="error"');
      expect(res.body).toContain(M.identityError);
      const row = await rowOf(hash.ordr_idxx!);
      expect(row.status).toBe('pending');
      expect(row.name).toBeNull();
    }
    expect((await verify(hash.ordr_idxx!)).statusCode).toBe(400);
    // Clear fields in the post do not replace the encrypted person.
    const ok = await postCallback({ ...genuine, user_name: '박타인', phone_no: '01011112222' });
    expect(ok.body).toContain('data-result="success"');
    expect((await verify(hash.ordr_idxx!)).body.data).toMatchObject({
      name: '김담당',
      phoneNumber: '01012345678',
    });
  });

  it('a replayed result is refused: the same post again, or one attempt’s result posted for another', async () => {
    const a = await roundTrip(20);
    expect(a.callback.body).toContain('data-result="success"');
    const kcpCalls = fake.calls.length;
    const replay = await postCallback(a.posted.fields);
    expect(replay.body).toContain('data-result="error"');
    expect(replay.body).toContain(M.identityUsed);
    expect(fake.calls.length).toBe(kcpCalls); // refused before anything is sent to KCP

    // Attempt B is pending; A's genuine result relabelled as B's does not pass KCP's dn_hash check.
    const b = await startHash(20);
    const relabelled = await postCallback({
      ...a.posted.fields,
      ordr_idxx: b.ordr_idxx!,
      up_hash: b.up_hash!,
    });
    expect(relabelled.body).toContain('data-result="error"');
    expect((await rowOf(b.ordr_idxx!)).status).toBe('pending');
    expect(callsOf('CHK').at(-1)!.res_cd).not.toBe('0000');
  });

  it('an unknown, finished or expired attempt never reaches KCP', async () => {
    const expired = await startHash();
    const { page } = await openKcpPage(expired);
    const fields = (await confirmOnKcpPage(page)).fields;
    await ctx.db
      .update(identityVerifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identityVerifications.ordrIdxx, expired.ordr_idxx!));
    const before = fake.calls.length;
    const late = await postCallback(fields);
    expect(late.body).toContain(M.identityExpired);
    const unknown = await postCallback({ ...fields, ordr_idxx: 'BG20260101000000FFFFFFFFFFFFFFFFFFFF' });
    expect(unknown.body).toContain(M.identityNotFound);
    const empty = await postCallback({ res_cd: '0000' });
    expect(empty.body).toContain('data-result="error"');
    expect(fake.calls.length).toBe(before);
  });

  it('cancel and failure (EUC-KR message) are recorded once; verify refuses them', async () => {
    const cancel = await startHash();
    const c = await confirmOnKcpPage((await openKcpPage(cancel)).page, 'cancel');
    const cancelled = await postCallback(c.fields);
    expect(cancelled.body).toContain('data-result="cancel"');
    expect(cancelled.body).toContain(M.identityCancel);
    expect((await rowOf(cancel.ordr_idxx!)).status).toBe('cancel');

    fake.eucKr = true;
    try {
      const fail = await startHash();
      const f = await confirmOnKcpPage((await openKcpPage(fail)).page, 'fail');
      expect(f.fields.res_msg).toMatch(/^%[0-9A-F]{2}/);
      const failed = await postCallback(f.fields);
      expect(failed.body).toContain('data-result="fail"');
      expect(failed.body).toContain('인증번호 불일치');
      expect((await rowOf(fail.ordr_idxx!)).status).toBe('fail');
      const res = await verify(fail.ordr_idxx!);
      expect(res.statusCode).toBe(400);
      expect(res.body.code).toBe('identity_not_verified');
    } finally {
      fake.eucKr = false;
    }
  });

  it('KCP unavailable: HAS → 502 with the SPEC text (attempt closed); CHK timeout or DEC refusal → error, attempt pending', async () => {
    fake.faults.set('HAS', { kind: '5xx' });
    const res = await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } });
    expect(res.statusCode).toBe(502);
    expect(res.body).toMatchObject({
      status: 'fail',
      message: M.identityHashFailed,
      code: 'identity_provider_error',
    });
    fake.faults.set('HAS', { kind: 'code', code: 'S001', message: '사이트코드 오류' });
    expect(
      (await api(ctx.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 20 } }))
        .statusCode,
    ).toBe(502);

    const hash = await startHash();
    const fields = (await confirmOnKcpPage((await openKcpPage(hash)).page)).fields;
    fake.faults.set('CHK', { kind: 'timeout' });
    const slow = await postCallback(fields);
    expect(slow.body).toContain('data-result="error"');
    fake.faults.set('DEC', { kind: 'code', code: 'DC99', message: '시스템 오류' });
    const refused = await postCallback(fields);
    expect(refused.body).toContain('data-result="error"');
    fake.faults.set('DEC', { kind: '5xx' });
    expect((await postCallback(fields)).body).toContain('data-result="error"');
    expect((await rowOf(hash.ordr_idxx!)).status).toBe('pending');
    // KCP back: the same genuine result completes the attempt.
    expect((await postCallback(fields)).body).toContain('data-result="success"');
  });

  it('single use, for its own type: sign-up consumes the verification once; a find-ID verification cannot sign up', async () => {
    const { ordrIdxx } = await roundTrip(20, { phone_no: '01055556666', user_name: '최가입' });
    const payload = await signUpPayload(ctx.app, ctx.db, {
      orderId: ordrIdxx,
      phone: '01055556666',
      name: '최가입',
    });
    const first = await api(ctx.app, 'POST', '/api/users/register/corporate', { body: payload });
    expect(first.statusCode).toBe(201);
    const again = await signUpPayload(ctx.app, ctx.db, { orderId: ordrIdxx });
    const second = await api(ctx.app, 'POST', '/api/users/register/corporate', { body: again });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toBe(M.identityUsed);

    const findId = await roundTrip(21);
    const wrong = await signUpPayload(ctx.app, ctx.db, { orderId: findId.ordrIdxx });
    const res = await api(ctx.app, 'POST', '/api/users/register/corporate', { body: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(M.identityWrongType);
  });
});

describe('KCP chosen by the provider registry (production, credentials set)', () => {
  const kcpConfig = () => ({
    siteCd: FAKE_KCP_MERCHANT.siteCd,
    cert: FAKE_KCP_MERCHANT.certPem,
    privateKey: FAKE_KCP_MERCHANT.privateKeyPem,
    privateKeyPassword: FAKE_KCP_MERCHANT.privateKeyPassword,
    apiUrl: fake.apiUrl,
    pageUrl: fake.pageUrl,
    webSiteId: undefined,
  });
  let prod: TestContext;
  beforeAll(async () => {
    prod = await createTestContext({
      config: { env: 'production', allowSandbox: false, publicUrl: PUBLIC_URL, kcp: kcpConfig() },
    });
  });
  afterAll(() => prod.close());

  it('identity is KCP, not the sandbox, and not switched off; the start log says so', () => {
    const config = testConfig({
      env: 'production',
      allowSandbox: false,
      publicUrl: PUBLIC_URL,
      kcp: kcpConfig(),
    });
    expect(chooseProviders(config).identity).toMatchObject({ mode: 'real', missing: [] });
    expect(createAccountProviders(config).identity).toBeInstanceOf(KcpIdentityProvider);
    expect(describeProviders(config).map((l) => l.message)).toContain('본인인증: 실제 제공자');
    // Without credentials the start log names what KCP needs.
    const missing = chooseProviders(testConfig({ env: 'production', allowSandbox: false })).identity;
    expect(missing).toMatchObject({ mode: 'off', missing: ['KCP_SITE_CD', 'KCP_CERT', 'KCP_PRIVATE_KEY'] });
    // Even a staging site (ALLOW_SANDBOX=true) uses KCP once it is configured.
    expect(chooseProviders({ ...config, allowSandbox: true }).identity.mode).toBe('real');
    // KCP's result goes to PUBLIC_URL, which production must therefore set.
    expect(() => createAccountProviders({ ...config, publicUrl: undefined })).toThrow(/PUBLIC_URL/);
  });

  it('the app built from config sends the popup to KCP, allows that form post, and keeps the popup’s opener', async () => {
    const hash = await api(prod.app, 'POST', '/api/identities/kcp/hash', { body: { verification_type: 22 } });
    expect(hash.statusCode).toBe(200);
    expect(hash.body.data).toMatchObject({ provider: 'kcp', popup_url: fake.pageUrl, Ret_URL: CALLBACK });
    expect((await prod.app.inject({ method: 'GET', url: '/api/identities/kcp/sandbox' })).statusCode).toBe(
      404,
    );
    // The SPA's documents: form-action allows KCP's page; popups keep their opener.
    const doc = await prod.app.inject({ method: 'GET', url: '/api/identities/kcp/result.js' });
    expect(String(doc.headers['content-security-policy'])).toContain(`form-action 'self' ${fake.url}`);
    expect(doc.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // The result page reached from KCP's page keeps the popup linked to the opener.
    const posted = fake.finish(hash.body.data.ordr_idxx);
    const callback = await prod.app.inject({
      method: 'POST',
      url: '/api/identities/kcp/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(posted),
    });
    expect(callback.body).toContain('data-result="success"');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const result = await api(
      prod.app,
      'GET',
      `/api/identities/kcp/verify?ordr_idxx=${hash.body.data.ordr_idxx}&verification_type=22`,
    );
    expect(result.body.data).toMatchObject({ name: FAKE_KCP_DEFAULT_PERSON.user_name });
  });
});

describe('the KCP-verified person is the key (find ID, password reset)', () => {
  const owner: FakeKcpPerson = {
    ...FAKE_KCP_DEFAULT_PERSON,
    user_name: '윤주인',
    phone_no: '01077778888',
    birth_day: '19791111',
  };

  it('find ID and reset need a new KCP verification of the same person; a typed-alike other person finds nothing', async () => {
    const signUp = await roundTrip(20, owner);
    const payload = await signUpPayload(ctx.app, ctx.db, { orderId: signUp.ordrIdxx });
    const created = await api(ctx.app, 'POST', '/api/users/register/corporate', { body: payload });
    expect(created.statusCode).toBe(201);
    const username = payload.user.username;

    const found = await roundTrip(21, owner);
    const findId = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: found.ordrIdxx } });
    expect(findId.statusCode).toBe(200);
    expect(findId.body.data.username).toBe(username);

    // Same name and phone, another person (other birth date → another CI): no account, no reset.
    const namesake = { ...owner, birth_day: '19800101' };
    const other = await roundTrip(21, namesake);
    const none = await api(ctx.app, 'POST', '/api/users/find-id', { body: { order_id: other.ordrIdxx } });
    expect(none.statusCode).toBe(404);
    expect(none.body.message).toBe(M.findIdNone);
    const otherReset = await roundTrip(22, namesake);
    const refused = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: {
        order_id: otherReset.ordrIdxx,
        username,
        new_password: 'Another!234',
        new_password2: 'Another!234',
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe(M.resetMismatchAccount);

    const reset = await roundTrip(22, owner);
    const done = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: { order_id: reset.ordrIdxx, username, new_password: 'Renewed!567', new_password2: 'Renewed!567' },
    });
    expect(done.statusCode).toBe(200);
    const login = await api(ctx.app, 'POST', '/api/auth/login', {
      body: { username, password: 'Renewed!567' },
    });
    expect(login.statusCode).toBe(200);
    // Each verification served once.
    const again = await api(ctx.app, 'PUT', '/api/users/password/reset', {
      body: { order_id: reset.ordrIdxx, username, new_password: 'Third!2345', new_password2: 'Third!2345' },
    });
    expect(again.statusCode).toBe(409);
  });
});
