import { describe, expect, it } from 'vitest';
import { voucherKind, voucherStateDetail } from './voucher-page.ts';
import type { VoucherDto } from './vouchers.ts';

describe('voucherKind (issue #29 §6)', () => {
  it.each([
    ['아메리카노 T', 'item'],
    ['카페라떼 R', 'item'],
    ['딸기 생크림 케이크 2호', 'item'],
    ['교보문고 기프트카드 3만원', 'amount'],
    ['GS25 모바일 금액권 5,000원', 'amount'],
    ['CU 5천원권', 'amount'],
    ['신세계 상품권 10만원', 'amount'],
    ['파리바게뜨 10,000원', 'amount'],
  ])('%s is %s', (name, kind) => {
    expect(voucherKind(name)).toBe(kind);
  });
});

describe('voucherStateDetail', () => {
  const base = { sender_name: '데모상사', expires_at: '2027-01-26T14:59:59.000Z', used_at: null };
  it.each<[VoucherDto['state'], Partial<VoucherDto>, string]>([
    ['unused', {}, '2027.01.26까지 사용할 수 있습니다.'],
    ['used', { used_at: '2026-12-01T03:00:00.000Z' }, '2026.12.01에 사용한 상품권입니다.'],
    ['used', {}, '이미 사용한 상품권입니다.'],
    ['expired', {}, '유효기간(2027.01.26까지)이 지나 사용할 수 없습니다.'],
    ['cancelled', {}, '보내신 분(데모상사)이 선물을 취소했습니다.'],
    ['pending', {}, '상품권을 준비하고 있습니다.'],
  ])('%s says what happened in words', (state, extra, words) => {
    expect(voucherStateDetail({ ...base, ...extra, state })).toContain(words);
  });
});
