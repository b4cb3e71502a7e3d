import { describe, expect, it } from 'vitest';
import { discountRate, formatNumber, formatWon, parseWon } from './money.ts';

describe('parseWon strips non-digits (SPEC §5 price strings)', () => {
  it.each([
    ['4500', 4500],
    ['4,500원', 4500],
    ['4500.00', 450000],
    ['', 0],
    [null, 0],
    [1200, 1200],
    ['-3000', -3000],
  ] as const)('%s → %s', (input, expected) => {
    expect(parseWon(input)).toBe(expected);
  });
});

describe('formatWon', () => {
  it('adds a thousands separator and 원', () => {
    expect(formatWon('1000000')).toBe('1,000,000원');
  });
});

describe('formatNumber writes whole numbers as ko-KR does, without the locale data', () => {
  it.each([0, 7, 999, 1000, -1000, 12345, -987654, 1_000_000, 20_000_000_000, Number.MAX_SAFE_INTEGER])(
    '%s',
    (n) => {
      expect(formatNumber(n)).toBe(n.toLocaleString('ko-KR'));
      expect(formatNumber(String(n))).toBe(n.toLocaleString('ko-KR'));
    },
  );
});

describe('discountRate', () => {
  it.each([
    [4500, 5000, 10],
    [5000, 5000, 0],
    [6000, 5000, 0],
    [3333, 10000, 67],
  ])('price %s regular %s → %s%%', (p, r, rate) => {
    expect(discountRate(p, r)).toBe(rate);
  });
});
