import { describe, expect, it } from 'vitest';
import { normalizeEmail, normalizePhone, RECIPIENT_MESSAGES, smsBytes } from './recipients.ts';

describe('normalizePhone — SPEC §5 "Phone add"', () => {
  it.each([
    ['01012345678', '01012345678'], // 11 digits starting 010 kept
    ['010-1234-5678', '01012345678'], // dashes removed
    ['010 1234 5678', '01012345678'], // spaces removed
    ['12345678', '01012345678'], // 8 digits get 010
    ['1012345678', '01012345678'], // 10 digits get a leading 0
    ['821012345678', '01012345678'], // other 8+ digits: last 8 with 010
    ['0111234567', 'invalid'], // 10 digits get a leading 0 → 00111234567, not 010…
    ['1234-5678', '01012345678'], // dashes removed first, then 8 digits get 010
    [' 1234 5678 ', '01012345678'], // surrounding and inner spaces removed
    ['010-1234 5678', '01012345678'], // spaces and dashes mixed
    ['01112345678', '01012345678'], // 11 digits not starting 010: last 8 with 010
    ['011-123-4567', 'invalid'], // dashes removed → 10 digits → 00111234567, not 010…
    ['123456789', '01023456789'], // 9 digits: last 8 with 010
    ['0212345678', 'invalid'], // 10 digits → 00212345678, not a mobile number
    ['82-10-1234-5678', '01012345678'], // 12 digits: last 8 with 010
    ['000012345678901', '01045678901'], // 15 digits: last 8 with 010
  ])('%s → %s', (input, expected) => {
    const result = normalizePhone(input);
    if (expected.startsWith('010')) expect(result).toEqual({ ok: true, phone: expected });
    else expect(result).toEqual({ ok: false, message: RECIPIENT_MESSAGES.phoneInvalid });
  });

  it.each(['', '   '])('empty %j → required message', (input) => {
    expect(normalizePhone(input)).toEqual({ ok: false, message: RECIPIENT_MESSAGES.phoneRequired });
  });

  it.each(['1234567', 'abc', '010-abcd-5678', '+82 10 1234 5678', '010.1234.5678', '0101234567\u0000'])(
    '%s → format message',
    (input) => {
      expect(normalizePhone(input)).toEqual({ ok: false, message: RECIPIENT_MESSAGES.phoneInvalid });
    },
  );
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
