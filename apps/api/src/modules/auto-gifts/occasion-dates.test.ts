import { describe, expect, it } from 'vitest';
import { addDays, occurrencesBetween, solarDateOf, todayInSeoul } from './occasion-dates.ts';

const lunar = (month: number, day: number, leap = false) => ({ month, day, lunar: true, leap });
const solar = (month: number, day: number) => ({ month, day, lunar: false, leap: false });

/** Known dates (the Korea Astronomy and Space Science Institute's 음양력 table). */
describe('solarDateOf', () => {
  it.each([
    ['설날 2023', lunar(1, 1), 2023, '2023-01-22'],
    ['설날 2024', lunar(1, 1), 2024, '2024-02-10'],
    ['설날 2025', lunar(1, 1), 2025, '2025-01-29'],
    ['설날 2026', lunar(1, 1), 2026, '2026-02-17'],
    ['추석 2023', lunar(8, 15), 2023, '2023-09-29'],
    ['추석 2024', lunar(8, 15), 2024, '2024-09-17'],
    ['추석 2025', lunar(8, 15), 2025, '2025-10-06'],
    ['추석 2026', lunar(8, 15), 2026, '2026-09-25'],
    ['부처님오신날 2025', lunar(4, 8), 2025, '2025-05-05'],
    ['2023 윤2월 1일', lunar(2, 1, true), 2023, '2023-03-22'],
    ['2023 평달 2월 1일 (윤달이 있는 해)', lunar(2, 1), 2023, '2023-02-20'],
    ['2025 윤6월 1일', lunar(6, 1, true), 2025, '2025-07-25'],
    ['2025 윤6월 29일', lunar(6, 29, true), 2025, '2025-08-22'],
    ['2025 평달 6월 30일', lunar(6, 30), 2025, '2025-07-24'],
  ])('%s', (_, occasion, year, expected) => {
    expect(solarDateOf(occasion, year)).toBe(expected);
  });

  it('a leap-month date in a year without that leap month falls in the ordinary month', () => {
    // 2024 has no leap month at all; 2025's is the 6th, not the 2nd.
    expect(solarDateOf(lunar(2, 1, true), 2024)).toBe(solarDateOf(lunar(2, 1), 2024));
    expect(solarDateOf(lunar(2, 1, true), 2025)).toBe('2025-02-28');
  });

  it('a lunar 30th in a 29-day month falls on the 29th, the last day', () => {
    // 2025: lunar 2, 4, 5, 8 and 12 have 29 days; 윤6월 has 29.
    expect(solarDateOf(lunar(2, 30), 2025)).toBe(solarDateOf(lunar(2, 29), 2025));
    expect(solarDateOf(lunar(8, 30), 2025)).toBe('2025-10-20');
    expect(solarDateOf(lunar(6, 30, true), 2025)).toBe('2025-08-22');
    // A 30-day month keeps its 30th.
    expect(solarDateOf(lunar(7, 30), 2025)).toBe('2025-09-21');
  });

  it('solar dates: the same day, and 29 February on the 28th in a common year', () => {
    expect(solarDateOf(solar(3, 15), 2026)).toBe('2026-03-15');
    expect(solarDateOf(solar(2, 29), 2024)).toBe('2024-02-29');
    expect(solarDateOf(solar(2, 29), 2025)).toBe('2025-02-28');
  });

  it('beyond the table (after lunar 2050-11-18) there is no date', () => {
    expect(solarDateOf(lunar(11, 18), 2050)).toBe('2050-12-31');
    expect(solarDateOf(lunar(12, 1), 2050)).toBeNull();
  });
});

describe('occurrencesBetween', () => {
  it('a lunar date late in the lunar year falls in the next solar year, under its own lunar year', () => {
    // Lunar 2025-11-30 is 2026-01-18.
    expect(occurrencesBetween(lunar(11, 30), '2026-01-01', '2026-01-31')).toEqual([
      { year: 2025, date: '2026-01-18' },
    ]);
  });

  it('a lunar date can come twice in one solar year, once per lunar year', () => {
    const dates = occurrencesBetween(lunar(11, 20), '2026-01-01', '2026-12-31');
    expect(dates.map((d) => d.year)).toEqual([2025, 2026]);
    expect(dates[0]!.date < dates[1]!.date).toBe(true);
  });

  it('a window across the new year finds both years of a solar date', () => {
    expect(occurrencesBetween(solar(1, 1), '2025-12-01', '2027-01-01')).toEqual([
      { year: 2026, date: '2026-01-01' },
      { year: 2027, date: '2027-01-01' },
    ]);
  });
});

describe('calendar days in Asia/Seoul', () => {
  it('adds days across months and years', () => {
    expect(addDays('2025-12-25', 10)).toBe('2026-01-04');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('today in Seoul is the UTC date plus 9 hours', () => {
    expect(todayInSeoul(new Date('2026-03-01T14:59:59Z'))).toBe('2026-03-01');
    expect(todayInSeoul(new Date('2026-03-01T15:00:00Z'))).toBe('2026-03-02');
  });
});
