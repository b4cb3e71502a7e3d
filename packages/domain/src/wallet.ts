/** The member's wallet (SPEC §7 payments/balance): recharged money and reward points, in won. */
import { z } from 'zod';
import { moneySchema } from './envelope.ts';

export const balanceSchema = z.object({ recharge: moneySchema, reward: moneySchema });
export type Balance = z.infer<typeof balanceSchema>;

/**
 * The test world's money (issue #30 §2): a test API key's orders debit the company's test wallet,
 * which starts at TEST_WALLET_WON and which the owner resets back to it.
 */
export const TEST_WALLET_WON = 10_000_000;
export const testWalletSchema = z.object({
  /** What is left in the test wallet, in won. */
  balance: moneySchema,
  /** What a reset brings it back to (10,000,000원). */
  reset_to: moneySchema,
});
export type TestWallet = z.infer<typeof testWalletSchema>;
export const TEST_WALLET_TEXTS = {
  title: '테스트 충전금',
  reset: '테스트 충전금 초기화',
  confirm: '테스트 충전금을 10,000,000원으로 되돌립니다. 테스트 주문 내역은 그대로 남습니다. 초기화할까요?',
  done: '테스트 충전금을 10,000,000원으로 초기화했습니다.',
  memoGrant: '테스트 충전금 지급',
  memoReset: '테스트 충전금 초기화',
} as const;
