import { describe, expect, it } from 'vitest';
import {
  amountTooLargeMessage,
  checkRechargeAmount,
  RECHARGE_MESSAGES as M,
  rechargeStatusTone,
  transactionSign,
} from './recharge.ts';

describe('checkRechargeAmount (SPEC §5 Charge amount, §9 minimum 1,000 won)', () => {
  it.each([
    [undefined, M.amountRequired],
    [null, M.amountRequired],
    ['', M.amountRequired],
    ['   ', M.amountRequired],
    ['abc', M.amountInvalid],
    ['1000.5', M.amountInvalid],
    ['1,000', M.amountInvalid],
    ['-5000', M.amountInvalid],
    ['1e4', M.amountInvalid],
    [1000.5, M.amountInvalid],
    [-1000, M.amountInvalid],
    [Number.NaN, M.amountInvalid],
    [true, M.amountInvalid],
    [{}, M.amountInvalid],
    ['0', M.amountTooSmall],
    [0, M.amountTooSmall],
    ['500', M.amountTooSmall],
    ['999', M.amountTooSmall],
    ['50000001', amountTooLargeMessage(50_000_000)],
    ['99999999999999999999', amountTooLargeMessage(50_000_000)],
  ])('%s → %s', (input, message) => {
    expect(checkRechargeAmount(input)).toEqual({ ok: false, message });
  });

  it.each([
    ['1000', 1000],
    [' 10000 ', 10000],
    [1000, 1000],
    ['50000000', 50_000_000],
    ['0001000', 1000],
  ])('%s → accepted as %s', (input, amount) => {
    expect(checkRechargeAmount(input)).toEqual({ ok: true, amount });
  });

  it('uses the configured maximum', () => {
    expect(checkRechargeAmount('20000', 10000)).toEqual({ ok: false, message: amountTooLargeMessage(10000) });
    expect(amountTooLargeMessage(10000)).toBe('충전 금액은 10,000원 이하로 입력해주세요.');
  });
});

describe('SPEC §4 colours', () => {
  it.each([
    [0, 'yellow'],
    [1, 'green'],
    [2, 'red'],
    [3, 'red'],
    [7, 'grey'],
  ] as const)('recharge status %s → %s', (status, tone) => expect(rechargeStatusTone(status)).toBe(tone));

  it.each([
    [1, '+', 'blue'],
    [2, '-', 'red'],
    [3, '+', 'blue'],
    [4, '+', 'blue'],
    [5, '-', 'red'],
  ] as const)('transaction type %s → %s %s', (type, sign, tone) =>
    expect(transactionSign(type)).toEqual({ sign, tone }),
  );
});
