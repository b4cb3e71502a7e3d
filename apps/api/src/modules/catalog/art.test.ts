import { describe, expect, it } from 'vitest';
import { brandSvg, fitFontSize, initials } from './art.ts';

describe('brand marks fit their circle (issue #15 §2)', () => {
  it.each(['나뚜루', 'CGV', 'BBQ', 'GS25', '공차', 'CU', '배스킨라빈스', '메가MGC커피', 'Starbucks Coffee'])(
    '%s: the mark stays within 160 px of the 240 px circle',
    (name) => {
      const mark = initials(name);
      const size = fitFontSize(mark, 160, 96);
      const hangul = [...mark].filter((c) => c.charCodeAt(0) > 0x2e80).length;
      // A bold Hangul letter is at most 1 em wide, anything else less.
      expect(hangul * size + (mark.length - hangul) * 0.68 * size).toBeLessThanOrEqual(160);
      expect(brandSvg({ name, color: '#336699' })).toContain(`font-size="${size}"`);
    },
  );

  it('short marks keep the largest size', () => {
    expect(fitFontSize('CU', 160, 96)).toBe(96);
    expect(fitFontSize('나뚜루', 160, 96)).toBe(53);
  });
});
