import { describe, expect, it } from 'vitest';
import { describeChanges } from './auditChanges.ts';

/** The audit log reads as before → after in words, not raw JSON. */
describe('describeChanges', () => {
  it('names the field, reads the status code for the kind of record, money in won', () => {
    expect(
      describeChanges(
        { status: 0 },
        { status: 1, amount: 40000, account: '신한은행 140-012-345678' },
        'balance_refund',
      ),
    ).toEqual([
      { label: '상태', before: '환급 대기', after: '환급 완료' },
      { label: '금액', after: '40,000원' },
      { label: '환급 계좌', after: '신한은행 140-012-345678' },
    ]);
    expect(describeChanges({ status: 0 }, { status: 1, balance_after: 55000 }, 'recharge')).toEqual([
      { label: '상태', before: '승인대기', after: '승인완료' },
      { label: '처리 후 잔액', after: '55,000원' },
    ]);
    expect(describeChanges({ status: 'active' }, { status: 'suspended' }, 'member')).toEqual([
      { label: '상태', before: '정상', after: '이용 정지' },
    ]);
  });

  it('leaves out what did not change, says 예/아니오 and 없음, and prefers a record’s own word', () => {
    expect(
      describeChanges(
        { name: '아메리카노', is_on_sale: true, price: 4500, memo: null },
        { name: '아메리카노', is_on_sale: false, price: 4800, memo: '가격 인상' },
        'goods',
      ),
    ).toEqual([
      { label: '판매', before: '예', after: '아니오' },
      { label: '가격', before: '4,500원', after: '4,800원' },
      { label: 'memo', before: '없음', after: '가격 인상' },
    ]);
    expect(
      describeChanges(
        { status: 3 },
        { status: 1, status_display: '발송완료', recipient_phone: '01022223333' },
        'delivery',
      ),
    ).toEqual([
      { label: '상태', before: '발송실패', after: '발송완료' },
      { label: '수신번호', after: '01022223333' },
    ]);
  });

  it('keeps a long text short and nothing to show is an empty list', () => {
    const [change] = describeChanges(null, { answer: '가'.repeat(200) }, 'inquiry');
    expect(change!.after).toHaveLength(81);
    expect(describeChanges(null, null, 'notice')).toEqual([]);
  });
});
