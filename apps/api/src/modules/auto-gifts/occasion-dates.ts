import KoreanLunarCalendar from 'korean-lunar-calendar';

/**
 * When an anniversary falls (issue #31 §3). Lunar dates are converted with `korean-lunar-calendar`
 * (the Korea Astronomy and Space Science Institute's table, lunar years 1000–2050; the Korean
 * calendar, which differs from the Chinese one in some months). Decisions, kept here in one place:
 * - A leap-month (윤달) date is taken in that year's leap month when the year has it, else in the
 *   ordinary month of that number (most years have no such leap month; the gift still goes out).
 *   An ordinary-month date stays in the ordinary month even in a year with a leap month after it.
 * - A lunar 30th in a month of 29 days falls on the 29th, the month's last day.
 * - A solar 29 February falls on 28 February in a year without one.
 * - An occasion's year is its own calendar's: a lunar date's lunar year (lunar 11/15 can come twice
 *   in one solar year, once for each lunar year). "Once a year" counts in that year.
 * Dates are calendar days in Asia/Seoul, as 'YYYY-MM-DD'.
 */
export interface OccasionDate {
  month: number;
  day: number;
  lunar: boolean;
  leap: boolean;
}

const calendar = new KoreanLunarCalendar();

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

const daysInSolarMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function lunarToSolar(year: number, month: number, day: number, leap: boolean): string | null {
  if (!calendar.setLunarDate(year, month, day, leap)) return null;
  const solar = calendar.getSolarCalendar();
  return iso(solar.year, solar.month, solar.day);
}

/**
 * The solar date of the occasion in `year` (a lunar year for a lunar date), or null when the
 * table does not reach it (after lunar 2050-11-18).
 */
export function solarDateOf(occasion: OccasionDate, year: number): string | null {
  const { month, day } = occasion;
  if (!occasion.lunar) return iso(year, month, Math.min(day, daysInSolarMonth(year, month)));
  // The leap month when this year has one of that number, else the ordinary month.
  const leap = occasion.leap && lunarToSolar(year, month, 1, true) !== null;
  // A lunar month has 29 or 30 days: the 30th of a short month is its 29th.
  return lunarToSolar(year, month, day, leap) ?? (day === 30 ? lunarToSolar(year, month, 29, leap) : null);
}

/** The calendar years whose occurrence can fall in solar year `solarYear`. */
const candidateYears = (occasion: OccasionDate, solarYear: number) =>
  occasion.lunar ? [solarYear - 1, solarYear] : [solarYear];

/** The occurrences of the occasion between `from` and `to` (inclusive), oldest first. */
export function occurrencesBetween(
  occasion: OccasionDate,
  from: string,
  to: string,
): { year: number; date: string }[] {
  const found: { year: number; date: string }[] = [];
  for (let solarYear = Number(from.slice(0, 4)); solarYear <= Number(to.slice(0, 4)); solarYear++) {
    for (const year of candidateYears(occasion, solarYear)) {
      const date = solarDateOf(occasion, year);
      if (date && date >= from && date <= to && !found.some((f) => f.year === year))
        found.push({ year, date });
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today's date in Asia/Seoul (UTC+9 all year). */
export const todayInSeoul = (now = new Date()) =>
  new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
