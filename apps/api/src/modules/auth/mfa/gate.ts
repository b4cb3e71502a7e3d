import type { LoginAnswer } from '@bizgift/domain/mfa';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { userMfa } from '../../../db/schema/mfa.ts';
import { companies, users } from '../../../db/schema/users.ts';
import type { MfaChallenges } from './challenges.ts';

export interface MfaState {
  enabled: boolean;
  enabledAt: Date | null;
  /** Two-factor is required of this account: every staff account (production), or its company's policy. */
  requiredBy: 'staff' | 'company' | null;
}

/**
 * Who must pass two-factor, read where a session starts or is renewed: after the password at
 * sign-in, and at each refresh (a session opened before the requirement does not outlive it).
 */
export class MfaGate {
  constructor(
    private readonly challenges: MfaChallenges,
    private readonly staffRequired: boolean,
  ) {}

  async state(db: DbOrTx, userId: number): Promise<MfaState> {
    const [row] = await db
      .select({ role: users.role, enabledAt: userMfa.enabledAt, companyRequires: companies.mfaRequired })
      .from(users)
      .leftJoin(userMfa, eq(userMfa.userId, users.id))
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    const requiredBy =
      row?.role === 'staff' ? (this.staffRequired ? 'staff' : null) : row?.companyRequires ? 'company' : null;
    return { enabled: Boolean(row?.enabledAt), enabledAt: row?.enabledAt ?? null, requiredBy };
  }

  /** The password was right: the code step, the enrolment step, or null (no second factor asked). */
  async afterPassword(db: DbOrTx, userId: number): Promise<LoginAnswer | null> {
    const state = await this.state(db, userId);
    if (state.enabled) return { mfa_required: true, mfa_token: await this.challenges.issue(userId, 'login') };
    if (state.requiredBy) {
      return { mfa_enrollment_required: true, mfa_token: await this.challenges.issue(userId, 'enroll') };
    }
    return null;
  }

  /** An account that must enrol first gets no session from a refresh either. */
  async mustEnrol(db: DbOrTx, userId: number): Promise<boolean> {
    const state = await this.state(db, userId);
    return !state.enabled && state.requiredBy !== null;
  }
}
