import type { DepositAccount } from '@bizgift/domain/recharge';
import { DEFAULT_MARGIN_RULE, type MarginRule } from '@bizgift/domain/supplier';
import type { SealSetting } from '@bizgift/domain/support';
import { DEFAULT_FOOTER } from '@bizgift/domain/support-messages';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/support.ts';
import { recordAudit } from '../audit/audit.ts';

export type { DepositAccount };

/** Defaults used until staff edit them; the web has the same footer as its own fallback. */
export const DEFAULT_SETTINGS = {
  footer: DEFAULT_FOOTER,
  deposit_accounts: [
    { bank: '국민은행', account_number: '123401-04-567971', holder: '(주)비즈기프트' },
    { bank: '신한은행', account_number: '140-012-345004', holder: '(주)비즈기프트' },
  ] satisfies DepositAccount[],
  /** The operator's seal (직인) printed on quotes, statements and receipts: a PNG or JPEG data URL. */
  seal: { image: null } as SealSetting,
  /** How supplier goods are priced by the catalogue sync (packages/domain supplier.ts). */
  supplier_margin: DEFAULT_MARGIN_RULE as MarginRule,
};

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof DEFAULT_SETTINGS)[K];

export async function getSetting<K extends SettingKey>(db: DbOrTx, key: K): Promise<SettingValue<K>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return (row?.value as SettingValue<K> | undefined) ?? DEFAULT_SETTINGS[key];
}

export async function putSetting<K extends SettingKey>(
  db: DbOrTx,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * A staff change of a setting: written with its audit entry (`settings.<key>`, before and after) in
 * one transaction. `audited` shapes what the entry keeps of a value (the seal keeps no image bytes).
 */
export async function changeSetting<K extends SettingKey>(
  db: Db,
  staffId: number,
  key: K,
  value: SettingValue<K>,
  audited: (value: SettingValue<K>) => unknown = (v) => v,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getSetting(tx, key);
    await putSetting(tx, key, value);
    await recordAudit(tx, {
      staffId,
      action: `settings.${key}`,
      targetId: key,
      before: audited(before),
      after: audited(value),
    });
  });
}
