import { formatWon } from '@bizgift/domain/money';
import { TEST_WALLET_TEXTS, TEST_WALLET_WON, type TestWallet } from '@bizgift/domain/wallet';
import type { Db } from '../../db/client.ts';
import type { Owner } from '../auth/caller.ts';
import { logActivity } from '../company/activity.ts';
import { getBalance, resetTestWallet } from './ledger.ts';

/**
 * The company's test wallet as its owner sees it (issue #30 §2), beside the API keys: what is left,
 * and the reset back to TEST_WALLET_WON (one ledger row of the difference, in the activity log).
 */
export class TestWalletService {
  constructor(private readonly db: Db) {}

  async get(userId: number): Promise<TestWallet> {
    const { recharge } = await getBalance(this.db, userId, 'test');
    return { balance: recharge, reset_to: String(TEST_WALLET_WON) };
  }

  async reset(owner: Owner): Promise<TestWallet> {
    await this.db.transaction(async (tx) => {
      const { before, after } = await resetTestWallet(tx, owner.userId);
      await logActivity(tx, {
        companyId: owner.companyId,
        actorId: owner.userId,
        action: 'test_wallet.reset',
        target: TEST_WALLET_TEXTS.title,
        detail: `${formatWon(before)} → ${formatWon(after)}`,
      });
    });
    return this.get(owner.userId);
  }
}
