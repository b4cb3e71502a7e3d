import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type Role = 'member' | 'staff';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** users.token_version when issued: raised by logout, password change/reset and suspension. */
  version: number;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, typ: 'access', ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the claims, or null for an expired, forged or malformed token. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'access' || !payload.sub) return null;
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(payload.ver)) return null;
      return { userId, role: payload.role as Role, version: payload.ver as number };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

/** Refresh tokens are opaque random strings; only their sha256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
