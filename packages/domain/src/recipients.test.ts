import { describe, expect, it } from 'vitest';
import {
  formatCallerNumber,
  normalizeEmail,
  normalizePhone,
  RECIPIENT_MESSAGES,
  smsBytes,
} from './recipients.ts';

describe('normalizePhone — SPEC §5 "Phone add", only for recognisable 010 mobiles (issue #20)', () => {
  it.each([
    ['01012345678', '01012345678'], // 11 digits starting 010 kept
    ['010-1234-5678', '01012345678'], // dashes removed
    ['010 1234 5678', '01012345678'], // spaces removed
    ['010-1234 5678', '01012345678'], // spaces and dashes mixed
    ['12345678', '01012345678'], // 8 digits get 010
    ['1234-5678', '01012345678'], // dashes removed first, then 8 digits get 010
    [' 1234 5678 ', '01012345678'], // surrounding and inner spaces removed
    ['1012345678', '01012345678'], // 10 digits starting 10 get a leading 0
    ['10-1234-5678', '01012345678'],
    ['+82 10 1234 5678', '01012345678'], // international form
    ['+82-10-1234-5678', '01012345678'],
    ['821012345678', '01012345678'],
    ['82-10-1234-5678', '01012345678'],
    ['+82 010 1234 5678', '01012345678'], // the habitual extra 0 after +82
  ])('%s → %s', (input, expected) => {
    expect(normalizePhone(input)).toEqual({ ok: true, phone: expected });
  });

  it.each([
    ['02-123-4567', 'Seoul landline (was rewritten to 010-2123-4567)'],
    ['0212345678', 'Seoul landline, 10 digits'],
    ['02-1234-5678', 'Seoul landline, 10 digits with dashes'],
    ['031-123-4567', 'Gyeonggi landline'],
    ['031-1234-5678', 'Gyeonggi landline, 11 digits'],
    ['051-123-4567', 'Busan landline'],
    ['064-123-4567', 'Jeju landline'],
    ['070-1234-5678', 'internet phone'],
    ['080-123-4567', 'free call'],
    ['1588-0000', 'company number 15xx'],
    ['1644-1234', 'company number 16xx'],
    ['1899-1234', 'company number 18xx'],
    ['011-123-4567', 'old 011, 10 digits'],
    ['01112345678', 'old 011, 11 digits'],
    ['016-1234-5678', 'old 016'],
    ['019-123-4567', 'old 019'],
    ['02123456', '8 digits starting 0'],
    ['123456789', '9 digits'],
    ['000012345678901', '15 digits'],
    ['+82 2 123 4567', 'international landline'],
    ['+1 10 1234 5678', 'another country'],
    ['1234567', '7 digits'],
    ['abc', 'letters'],
    ['010-abcd-5678', 'letters inside'],
    ['010.1234.5678', 'dots'],
    ['0101234567\u0000', 'control character'],
    ['0111234567', '10 digits not starting 10'],
  ])('%s (%s) → format message', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, message: RECIPIENT_MESSAGES.phoneInvalid });
  });

  it.each(['', '   '])('empty %j → required message', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, message: RECIPIENT_MESSAGES.phoneRequired });
  });
});

describe('normalizeEmail', () => {
  it.each([
    ['a@b.co', true],
    [' Kim@Example.com ', true],
    ['no-at-sign', false],
    ['a@b', false],
    ['a b@c.com', false],
    ['a\u0000@b.co', false],
    ['a@b.c\u007f', false],
    ['@b.co', false],
    ['kim@mail.example.co.kr', true],
  ])('%s valid=%s', (input, valid) => {
    expect(normalizeEmail(input).ok).toBe(valid);
  });

  it('lower-cases and trims so duplicates are found', () => {
    expect(normalizeEmail(' Kim@Example.com ')).toEqual({ ok: true, email: 'kim@example.com' });
  });
});

describe('smsBytes', () => {
  it.each([
    ['abc', 3],
    ['안녕', 4],
    ['커피 1잔', 8],
    ['', 0],
  ])('%s → %s bytes', (text, bytes) => {
    expect(smsBytes(text)).toBe(bytes);
  });
});

describe('formatCallerNumber', () => {
  it('groups the caller numbers Korean phones show', () => {
    expect(formatCallerNumber('15880000')).toBe('1588-0000');
    expect(formatCallerNumber('023456789')).toBe('02-345-6789');
    expect(formatCallerNumber('0234567890')).toBe('02-3456-7890');
    expect(formatCallerNumber('0315550100')).toBe('031-555-0100');
    expect(formatCallerNumber('01012345678')).toBe('010-1234-5678');
    expect(formatCallerNumber('12345')).toBe('12345');
  });
});
