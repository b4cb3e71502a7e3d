import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { describe, expect, it } from 'vitest';
import { adjustmentErrors } from './MemberBalanceCard.tsx';

const add = { type: TRANSACTION_TYPE.ADMIN_ADD, amount: 5000, reason: '이벤트 적립', balance: 1000 } as const;

describe('adjustmentErrors (staff balance adjustment)', () => {
  it('passes an amount with a reason', () => {
    expect(adjustmentErrors(add)).toEqual({});
  });

  it('asks for 1 won to 100,000,000 won and a reason', () => {
    expect(adjustmentErrors({ ...add, amount: 0, reason: ' ' })).toEqual({
      amount: '금액을 1원 이상 입력해주세요.',
      reason: '사유를 입력해주세요.',
    });
    expect(adjustmentErrors({ ...add, amount: 100_000_001 }).amount).toBe(
      '한 번에 1억 원까지 조정할 수 있습니다.',
    );
  });

  it('never subtracts more than the balance; adding more is fine', () => {
    expect(adjustmentErrors({ ...add, type: TRANSACTION_TYPE.ADMIN_SUBTRACT }).amount).toBe(
      '충전금 잔액보다 많이 차감할 수 없습니다.',
    );
    expect(adjustmentErrors({ ...add, type: TRANSACTION_TYPE.ADMIN_SUBTRACT, amount: 1000 })).toEqual({});
  });
});
