import { describe, expect, it } from 'vitest';
import { quoteFileName } from './QuoteSheet.tsx';

describe('quote file name (SPEC §2 Quote sheet)', () => {
  it('holds the quote title, the goods name and the ISO date, without characters file systems refuse', () => {
    expect(quoteFileName('카페 라떼 T', new Date(2025, 2, 1))).toBe(
      '모바일 쿠폰 견적서_카페 라떼 T_2025-03-01.png',
    );
    expect(quoteFileName('1/2 케이크: "특가"', new Date(2025, 11, 31))).toBe(
      '모바일 쿠폰 견적서_1_2 케이크_ _특가__2025-12-31.png',
    );
  });
});
