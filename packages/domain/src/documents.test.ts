import { describe, expect, it } from 'vitest';
import {
  koreanAmount,
  koreanDate,
  maskEmail,
  maskPhone,
  quoteBuyer,
  quoteFigures,
  quoteFileName,
  quoteSheet,
  quoteSheetFileName,
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

describe('the quote sheet, one definition for the PNG and the PDF', () => {
  it.each([
    [0, '영'],
    [1, '일'],
    [10, '십'],
    [4500, '사천오백'],
    [10_000, '일만'],
    [2_370_000, '이백삼십칠만'],
    [100_010_001, '일억일만일'],
    [1_234_567_890, '십이억삼천사백오십육만칠천팔백구십'],
  ])('%i won in words: %s', (n, words) => expect(koreanAmount(n)).toBe(words));

  it('prints buyer, dates, supplier, goods rows, the 면세 total and the validity of the vouchers', () => {
    const s = quoteSheet({
      issued: new Date('2025-02-28T16:30:00Z'),
      company: '(주)에이비씨',
      supplier: {
        name: '(주)공급',
        businessNumber: '220-81-12345',
        representative: '박대표',
        businessType: '서비스업',
        address: '서울',
        phone: '1588-0000',
      },
      items: [
        { brand: 'A', name: '아메리카노', unitPrice: 4500, quantity: 1, recipients: 500, validPeriod: 30 },
        { brand: 'B', name: '케이크', unitPrice: 6000, quantity: 2, recipients: 10, validPeriod: 90 },
      ],
    });
    expect(s.buyer).toBe('(주)에이비씨 귀중');
    expect(s.meta).toEqual([
      ['견적일자', '2025년 3월 1일'],
      ['유효기간', '2025년 3월 15일까지 (14일)'],
    ]);
    expect(s.supplier[0]).toEqual(['상호', '(주)공급']);
    expect(s.rows).toEqual([
      ['[A] 아메리카노', '4,500원', '1', '500', '2,250,000원'],
      ['[B] 케이크', '6,000원', '2', '10', '120,000원'],
    ]);
    expect(s.total).toEqual(['합계 금액 (면세) · 총 520매', '2,370,000원']);
    expect(s.amount[1]).toBe('일금 이백삼십칠만원정 (₩2,370,000, 면세)');
    expect(s.notes.join(' ')).toContain('발송일로부터 상품에 따라 30~90일');
    expect(JSON.stringify(s)).not.toContain('VAT');
    expect(
      quoteSheetFileName(
        [{ name: '아메리카노' }, { name: '케이크' }],
        new Date('2025-02-28T16:30:00Z'),
        'png',
      ),
    ).toBe('모바일 쿠폰 견적서_아메리카노 외 1건_2025-03-01.png');
  });
});
