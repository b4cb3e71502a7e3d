import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.ts';

/** The access token check every request makes (issue #32 §4): only what signAccess issues passes. */
const SECRET = 'test-secret-test-secret-test-secret-0123';
const tokens = new TokenService(SECRET, 600);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed with the right key, whatever its header and claims say. */
const signed = (header: unknown, claims: unknown) => {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
};
const claims = { sub: '7', role: 'member', typ: 'access', ver: 3, iat: now(), exp: now() + 60 };

describe('TokenService.verifyAccess', () => {
  it("reads the claims of its own tokens and of jose's HS256 ones", async () => {
    const token = await tokens.signAccess({ userId: 7, role: 'member', version: 3 });
    expect(tokens.verifyAccess(token)).toEqual({ userId: 7, role: 'member', version: 3 });
    const byJose = await new SignJWT({ role: 'staff', typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('12')
      .setExpirationTime('1m')
      .sign(key);
    expect(tokens.verifyAccess(byJose)).toEqual({ userId: 12, role: 'staff', version: 0 });
    expect(tokens.verifyAccess(signed({ alg: 'HS256' }, claims))).toEqual({
      userId: 7,
      role: 'member',
      version: 3,
    });
  });

  it('refuses another key, another algorithm, a changed token and malformed ones', async () => {
    const token = await tokens.signAccess({ userId: 7, role: 'member', version: 3 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherKey = await new SignJWT({ role: 'member', typ: 'access', ver: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('1m')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const hs512 = await new SignJWT({ role: 'member', typ: 'access', ver: 3 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setExpirationTime('1m')
      .sign(key);
    const refused = [
      otherKey,
      hs512,
      `${b64({ alg: 'none' })}.${b64(claims)}.`,
      `${b64({ alg: 'none' })}.${b64(claims)}.${signature}`,
      signed({ alg: 'HS512' }, claims),
      signed({ alg: 'HS256', crit: ['exp'] }, claims),
      `${header}.${b64({ ...claims, sub: '8' })}.${signature}`,
      `${header}.${payload}.${signature}A`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      `${header}.${payload}`,
      `${token}.`,
      'abc.def.ghi',
      '',
      signed('HS256', claims),
      signed({ alg: 'HS256' }, 'claims'),
      signed({ alg: 'HS256' }, [claims]),
    ];
    for (const t of refused) expect(tokens.verifyAccess(t), t).toBeNull();
  });

  it('refuses expired tokens, refresh-like ones and claims that are not integers', () => {
    const bad = [
      { ...claims, exp: now() - 1 },
      { ...claims, exp: now() },
      { ...claims, exp: String(now() + 60) },
      { ...claims, exp: undefined },
      { ...claims, typ: 'refresh' },
      { ...claims, typ: undefined },
      { ...claims, sub: 7 },
      { ...claims, sub: 'seven' },
      { ...claims, sub: '7.5' },
      { ...claims, ver: undefined },
      { ...claims, ver: '3' },
    ];
    for (const c of bad)
      expect(tokens.verifyAccess(signed({ alg: 'HS256' }, c)), JSON.stringify(c)).toBeNull();
    expect(tokens.verifyAccess(signed({ alg: 'HS256' }, { ...claims, exp: now() + 2 }))).not.toBeNull();
  });
});
