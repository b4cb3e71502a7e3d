import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, notificationSettings, termAgreements, terms, users } from '../db/schema/users.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { DEFAULT_SETTINGS, putSetting } from '../modules/content/settings.ts';
import { identityHash } from '../modules/identity/service.ts';
import { applyBalanceChange, createWallet } from '../modules/wallet/ledger.ts';
import { SANDBOX_DEFAULT_PERSON, sandboxCi } from '../providers/identity/sandbox.ts';
import { seedCatalog } from './catalog.ts';
import { seedSupport } from './support.ts';
import { TERMS_SEED } from './terms.ts';

export const DEMO_MEMBER = { username: 'bizdemo', password: 'Demo!2345' } as const;
export const DEMO_STAFF = { username: 'admin', password: 'Admin!2345' } as const;

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo data of DESIGN §1: a catalogue, terms, footer, one member with 1,000,000 won and one
 * staff. The member carries the CI of the sandbox's default person (hashed with `identityKey`), so
 * find-ID and password reset work in development with the sandbox form as it opens.
 */
export async function seedDemo(db: Db, identityKey: string): Promise<void> {
  const demoCi = sandboxCi(SANDBOX_DEFAULT_PERSON);
  const [memberHash, staffHash] = await Promise.all([
    hashPassword(DEMO_MEMBER.password),
    hashPassword(DEMO_STAFF.password),
  ]);
  await db.transaction(async (tx) => {
    await putSetting(tx, 'footer', DEFAULT_SETTINGS.footer);
    await putSetting(tx, 'deposit_accounts', DEFAULT_SETTINGS.deposit_accounts);
    const seededTerms = await tx.insert(terms).values(TERMS_SEED).returning();
    const [company] = await tx
      .insert(companies)
      .values({
        name: '데모상사',
        // Not the operator's own number (the footer's 123-45-67891): a customer is another company.
        businessNumber: '2148703456',
        ownerName: '김데모',
        primaryPhone: '02-1234-5678',
        businessType: '도소매',
        address: '서울특별시 중구 세종대로 110',
      })
      .returning();
    const [member] = await tx
      .insert(users)
      .values({
        username: DEMO_MEMBER.username,
        passwordHash: memberHash,
        role: 'member',
        fullname: '김데모',
        email: 'bizdemo@example.com',
        phoneNumber: SANDBOX_DEFAULT_PERSON.phoneNumber,
        ciHash: identityHash(identityKey, demoCi),
        companyId: company!.id,
        companyRole: 'owner',
      })
      .returning();
    await tx.insert(notificationSettings).values({ userId: member!.id });
    // As if the demo member had signed up: the required terms agreed, the optional ones declined.
    await tx
      .insert(termAgreements)
      .values(seededTerms.map((t) => ({ userId: member!.id, termId: t.id, isAgreed: t.isRequired })));
    await createWallet(tx, member!.id);
    await applyBalanceChange(tx, {
      userId: member!.id,
      transactionType: TRANSACTION_TYPE.ADMIN_ADD,
      amount: 1_000_000,
      memo: '데모 계정 기본 충전금',
    });
    await tx.insert(users).values({
      username: DEMO_STAFF.username,
      passwordHash: staffHash,
      role: 'staff',
      staffRole: 'super',
      fullname: '운영관리자',
      email: 'admin@bizgift.co.kr',
    });
    await seedCatalog(tx);
    await seedSupport(tx, member!.id);
  });
}
