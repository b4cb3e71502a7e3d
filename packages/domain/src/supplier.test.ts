import { describe, expect, it } from 'vitest';
import { marginRuleSchema, supplierPrices } from './supplier.ts';

describe('supplierPrices', () => {
  it.each([
    // cost, face, rule, price, regular
    [4230, 4500, { percent: 5, fixed_won: 0, round_to: 10 }, 4450, 4500],
    [4230, 4500, { percent: 10, fixed_won: 0, round_to: 10 }, 4500, 4500], // capped at face value
    [4230, 4500, { percent: 0, fixed_won: 0, round_to: 100 }, 4300, 4500], // rounded up, never down
    [4230, 4500, { percent: 0, fixed_won: 0, round_to: 1 }, 4230, 4500], // no margin: cost
    [750, 800, { percent: 2.5, fixed_won: 10, round_to: 1 }, 779, 800], // 750 + ceil(18.75) + 10
    [5000, 4800, { percent: 5, fixed_won: 100, round_to: 10 }, 5000, 5000], // cost above face: cost
    [9999, 10000, { percent: 0, fixed_won: 0, round_to: 100 }, 10000, 10000],
  ] as const)('cost %i face %i %o → %i / %i', (cost, face, rule, price, regular) => {
    const result = supplierPrices(cost, face, rule);
    expect(result).toEqual({ price, regular });
    expect(result.price).toBeGreaterThanOrEqual(cost);
    expect(result.price).toBeLessThanOrEqual(result.regular);
  });

  it('never below cost, whatever the rule', () => {
    for (let cost = 1; cost < 3000; cost += 37) {
      for (const round_to of [1, 10, 100] as const) {
        const { price } = supplierPrices(cost, Math.floor(cost * 0.9), {
          percent: 0,
          fixed_won: 0,
          round_to,
        });
        expect(price).toBeGreaterThanOrEqual(cost);
      }
    }
  });
});

describe('marginRuleSchema', () => {
  it.each([
    [{ percent: -1, fixed_won: 0, round_to: 10 }, 'percent'],
    [{ percent: 101, fixed_won: 0, round_to: 10 }, 'percent'],
    [{ percent: 5.55, fixed_won: 0, round_to: 10 }, 'percent'],
    [{ percent: 5, fixed_won: -10, round_to: 10 }, 'fixed_won'],
    [{ percent: 5, fixed_won: 1.5, round_to: 10 }, 'fixed_won'],
    [{ percent: 5, fixed_won: 0, round_to: 50 }, 'round_to'],
  ])('%o is refused on %s', (input, field) => {
    const result = marginRuleSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts one decimal', () => {
    expect(marginRuleSchema.parse({ percent: '5.5', fixed_won: '100', round_to: 10 })).toEqual({
      percent: 5.5,
      fixed_won: 100,
      round_to: 10,
    });
  });
});
