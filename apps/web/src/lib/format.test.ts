import { afterEach, describe, expect, it } from 'vitest';
import {
  describeLedgerNumber,
  formatBusinessNumber,
  formatDate,
  formatDateTime,
  formatPhone,
  fromKstInput,
  toKstInput,
} from './format.ts';

describe('formatPhone', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['0212345678', '02-1234-5678'],
    ['021234567', '02-123-4567'],
    ['02-1234-5678', '02-1234-5678'],
    ['0311234567', '031-123-4567'],
    ['03112345678', '031-1234-5678'],
    ['15880000', '1588-0000'],
    ['', '-'],
    [null, '-'],
    ['12345', '12345'],
  ])('%s → %s', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});

describe('dates in Korean time', () => {
  it('writes midnight as 00, never 24', () => {
    // 2025-02-22T15:05Z is 00:05 on the 23rd in Seoul.
    expect(formatDateTime('2025-02-22T15:05:00Z')).toBe('2025.02.23 00:05');
    expect(formatDate('2025-02-22T15:05:00Z')).toBe('2025.02.23');
  });

  it('writes an afternoon time with two-digit hours', () => {
    expect(formatDateTime('2025-03-04T05:05:00Z')).toBe('2025.03.04 14:05');
  });

  it.each([[null], [undefined], [''], ['not a date']])('%s → -', (input) => {
    expect(formatDateTime(input)).toBe('-');
    expect(formatDate(input)).toBe('-');
  });
});

describe('formatBusinessNumber', () => {
  it.each([
    ['1234567890', '123-45-67890'],
    ['123-45-67890', '123-45-67890'],
    ['', '-'],
    ['12345', '12345'],
  ])('%s → %s', (input, shown) => {
    expect(formatBusinessNumber(input)).toBe(shown);
  });
});

describe('describeLedgerNumber', () => {
  it.each([
    ['ORDER-12', { text: '주문 12', orderId: 12 }],
    ['BANK-3', { text: '입금 요청 3' }],
    ['REFUND-4', { text: '환급 신청 4', refundId: 4 }],
    ['CHARGE_1732412345678_AbCdEfGh', { text: 'CHARGE_1732412345678_AbCdEfGh' }],
    ['-', { text: '-' }],
    [null, { text: '-' }],
    ['ORDER-x', { text: 'ORDER-x' }],
  ])('%s', (input, shown) => {
    expect(describeLedgerNumber(input)).toEqual(shown);
  });
});

describe('datetime-local values are Korean time whatever the browser zone', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Seoul', 'Pacific/Kiritimati'])('in %s', (tz) => {
    process.env.TZ = tz;
    // 10:00 typed is 10:00 KST (01:00 UTC), not 10:00 of the browser's zone
    expect(fromKstInput('2026-12-03T10:00')?.toISOString()).toBe('2026-12-03T01:00:00.000Z');
    expect(fromKstInput('2026-12-03T10:00:30')?.toISOString()).toBe('2026-12-03T01:00:30.000Z');
    expect(toKstInput(new Date('2026-12-03T01:00:00Z'))).toBe('2026-12-03T10:00');
    // across midnight and the year's end
    expect(toKstInput(new Date('2026-12-31T15:30:00Z'))).toBe('2027-01-01T00:30');
  });

  it('refuses what is not a date and time', () => {
    for (const bad of ['', '2026-12-03', '10:00', '2026-13-03T10:00', 'nonsense']) {
      expect(fromKstInput(bad), bad).toBeNull();
    }
  });
});
