import { describe, expect, it } from 'vitest';
import {
  koreanDate,
  maskEmail,
  maskPhone,
  quoteBuyer,
  quoteFigures,
  quoteFileName,
  seoulDate,
  seoulMonthRange,
} from './documents.ts';

describe('masking on send-result sheets', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['0111235678', '011-***-5678'],
    ['0212345678', '02-****-5678'],
    ['', ''],
    [null, ''],
  ])('phone %s → %s', (input, masked) => expect(maskPhone(input)).toBe(masked));

  it.each([
    ['honggildong@example.com', 'ho*********@example.com'],
    ['ab@x.kr', 'a**@x.kr'],
    ['a@x.kr', 'a**@x.kr'],
    [null, ''],
  ])('e-mail %s → %s', (input, masked) => expect(maskEmail(input)).toBe(masked));
});

describe('quote figures', () => {
  it('amount = unit × quantity × recipients; the total is the sum', () => {
    const f = quoteFigures([
      { brand: 'A', name: '아메리카노', unitPrice: 4500, quantity: 1, recipients: 500 },
      { brand: 'B', name: '케이크', unitPrice: 6000, quantity: 2, recipients: 10 },
    ]);
    expect(f.lines.map((l) => [l.count, l.amount])).toEqual([
      [500, 2_250_000],
      [20, 120_000],
    ]);
    expect(f.count).toBe(520);
    expect(f.total).toBe(2_370_000);
  });

  it('names the buyer only when there is one', () => {
    expect(quoteBuyer('(주)에이비씨')).toBe('(주)에이비씨 귀중');
    expect(quoteBuyer(null)).toBe('');
  });
});

describe('dates in Korean time', () => {
  it('a UTC evening is the next day in Seoul', () => {
    const d = new Date('2025-02-28T16:30:00Z');
    expect(seoulDate(d)).toBe('2025-03-01');
    expect(koreanDate(d)).toBe('2025년 3월 1일');
    expect(quoteFileName('1/2 케이크', d, 'png')).toBe('모바일 쿠폰 견적서_1_2 케이크_2025-03-01.png');
  });

  it('a month runs from its first Seoul midnight to the next', () => {
    const r = seoulMonthRange('2025-12')!;
    expect(r.from.toISOString()).toBe('2025-11-30T15:00:00.000Z');
    expect(r.to.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(seoulMonthRange('2025-13')).toBeNull();
    expect(seoulMonthRange('25-01')).toBeNull();
  });
});
