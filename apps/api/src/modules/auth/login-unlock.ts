import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_UNLOCK_MESSAGES } from '@bizgift/domain/auth';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { AttemptCounter } from '../../http/rate-limit-store.ts';
import type { EmailSender } from '../../providers/email/email-sender.ts';
import { sendNotice } from '../company/mail.ts';

/** How long an e-mailed unlock link lets its holder sign in past the failure locks. */
export const LOGIN_UNLOCK_TTL_MS = 30 * 60_000;
/** Passwords one link may try: a link that reached the wrong mailbox guesses no more than this. */
export const LOGIN_UNLOCK_TRIES = 5;
/** At most one link per username this often, whoever asks: the owner's mailbox is not flooded. */
export const LOGIN_UNLOCK_MAIL_EVERY_MS = 10 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
/** The key of a username in the login counters (routes.ts): the sha256 of its lower case. */
export const usernameKey = (username: string) => digest(username.trim().toLowerCase());

interface Claims {
  /** usernameKey of the account the link was sent for. */
  h: string;
  /** Expiry, epoch milliseconds. */
  e: number;
  /** Random: names this link in the counters (single use, tries). */
  n: string;
}

/** What a valid link gives one login attempt: past the locks; given back unless the password was right. */
export interface UnlockPass {
  /** The attempt failed: the link stays usable (within its tries). */
  giveBack(): Promise<void>;
}

/**
 * The way in for the owner of a username the login locks hold (many failures from one address, or
 * from rotating addresses everywhere): a one-time link e-mailed to the account's address. The locks
 * stay on for everyone else, so a guesser is still slowed; whoever opens the link signs in with the
 * password as usual (and its second step, if on) past them. The link is a signed token, so nothing
 * is stored: used once (a successful sign-in spends it) and LOGIN_UNLOCK_TRIES passwords at most,
 * both counted in the shared rate-limit store, so every API node agrees.
 */
export class LoginUnlock {
  private readonly key: Buffer;

  constructor(
    private readonly db: Db,
    private readonly email: EmailSender,
    private readonly attempts: AttemptCounter,
    private readonly options: {
      signingKey: string;
      mailFrom: string;
      publicUrl: () => string;
      now?: () => number;
    },
  ) {
    this.key = createHmac('sha256', options.signingKey).update('login-unlock').digest();
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private sign(payload: string) {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  /**
   * Mails a link for this username when it names an active account with an e-mail, at most once per
   * LOGIN_UNLOCK_MAIL_EVERY_MS. Answers the same whatever happened, so it tells nobody whether the
   * username exists.
   */
  async send(username: string): Promise<void> {
    const h = usernameKey(username);
    const [row] = await this.db
      .select({ email: users.email, status: users.status, fullname: users.fullname })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.trim().toLowerCase()))
      .limit(1);
    if (!row?.email || row.status !== 'active') return;
    const { count } = await this.attempts.hit(`login-unlock-mail:${h}`, LOGIN_UNLOCK_MAIL_EVERY_MS);
    if (count > 1) return;
    const claims: Claims = {
      h,
      e: this.now() + LOGIN_UNLOCK_TTL_MS,
      n: randomBytes(16).toString('base64url'),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const token = `${payload}.${this.sign(payload)}`;
    const link = new URL('/auth/login', this.options.publicUrl());
    link.searchParams.set('unlock', token);
    await sendNotice(this.db, this.email, this.options.mailFrom, {
      to: row.email,
      subject: LOGIN_UNLOCK_MESSAGES.mailSubject,
      lines: [
        `${row.fullname}님, 로그인 실패가 많아 아이디가 잠시 잠겼습니다.`,
        `본인이 맞다면 ${LOGIN_UNLOCK_TTL_MS / 60_000}분 안에 아래 링크를 열고 비밀번호로 로그인하세요. 링크는 한 번만 쓸 수 있습니다.`,
        link.toString(),
        '본인이 요청하지 않았다면 누군가 비밀번호를 추측하고 있을 수 있습니다. 이 메일은 무시하셔도 되며, 비밀번호를 바꾸시길 권합니다.',
      ],
      key: `login-unlock-${claims.n}`,
    });
  }

  /**
   * The pass a link gives this login attempt for the username (by its usernameKey), or null when the
   * token is absent, forged, expired, for another username, already used or out of tries.
   */
  async admit(token: string | undefined, h: string): Promise<UnlockPass | null> {
    const claims = token ? this.read(token) : null;
    if (!claims || claims.h !== h || claims.e <= this.now()) return null;
    const ttl = claims.e - this.now() + 60_000;
    // Counted first and taken back on failure, as the login counters are: parallel attempts with one
    // link cannot both pass.
    const used = `login-unlock-used:${claims.n}`;
    const [once, tries] = await Promise.all([
      this.attempts.hit(used, ttl),
      this.attempts.hit(`login-unlock-tries:${claims.n}`, ttl),
    ]);
    if (once.count > 1 || tries.count > LOGIN_UNLOCK_TRIES) {
      if (once.count === 1) await this.attempts.undo(used);
      return null;
    }
    return { giveBack: () => this.attempts.undo(used) };
  }

  private read(token: string): Claims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims;
      return typeof claims.h === 'string' && typeof claims.e === 'number' && typeof claims.n === 'string'
        ? claims
        : null;
    } catch {
      return null;
    }
  }
}
