import { describe, expect, it } from 'vitest';
import { daysUntilExpiry, expiryDateText, voucherExpiry } from './expiry.ts';

describe('voucher expiry on the Korean calendar', () => {
  // Given a 60-day voucher ordered on 2026-11-27 (KST) at any hour of that Korean day
  it.each([
    ['00:30 KST', '2026-11-27T00:30:00+09:00'],
    ['04:29 KST (the reported case)', '2026-11-27T04:29:00+09:00'],
    ['08:59 KST', '2026-11-27T08:59:00+09:00'],
    ['09:00 KST', '2026-11-27T09:00:00+09:00'],
    ['23:59 KST', '2026-11-27T23:59:00+09:00'],
  ])('ordered at %s it expires at 23:59:59 KST on 2027.01.26', (_label, at) => {
    // When the expiry is computed
    const expiresAt = voucherExpiry(new Date(at), 60);
    // Then it is the same day and time whatever the hour
    expect(expiresAt.toISOString()).toBe('2027-01-26T14:59:59.000Z');
    expect(expiryDateText(expiresAt)).toBe('2027.01.26');
    expect(daysUntilExpiry(expiresAt, new Date(at))).toBe(60);
  });

  it('counts days left on the Korean calendar: 0 on the last day, -1 the day after', () => {
    const expiresAt = voucherExpiry(new Date('2026-11-27T12:00:00+09:00'), 1);
    expect(expiryDateText(expiresAt)).toBe('2026.11.28');
    expect(daysUntilExpiry(expiresAt, new Date('2026-11-28T00:00:00+09:00'))).toBe(0);
    expect(daysUntilExpiry(expiresAt, new Date('2026-11-28T23:59:59+09:00'))).toBe(0);
    expect(daysUntilExpiry(expiresAt, new Date('2026-11-29T00:00:00+09:00'))).toBe(-1);
  });

  it('crosses a year and a leap day on the calendar', () => {
    expect(expiryDateText(voucherExpiry(new Date('2027-12-31T01:00:00+09:00'), 60))).toBe('2028.02.29');
  });
});
