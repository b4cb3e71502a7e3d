import { describe, expect, it } from 'vitest';
import {
  checkBusinessNumber,
  checkEmail,
  checkNewPassword,
  checkNewPasswordConfirm,
  checkPassword,
  checkPasswordConfirm,
  checkPrimaryPhone,
  checkPrimaryPhoneParts,
  checkResetPassword,
  checkUsername,
  formatBusinessNumber,
  isManagerPhone,
  isValidBusinessNumberChecksum,
  ACCOUNT_MESSAGES as M,
  maskUsername,
  PROFILE_EMAIL_MESSAGES,
  passwordRules,
  splitMobile,
} from './account.ts';

const failWith = (message: string) => ({ ok: false, message });

describe('business number check digit (weights 1,3,7,1,3,7,1,3,5)', () => {
  it.each([
    ['1248100998', true], // a well-known listed company's number
    ['2208162517', true],
    ['1208147521', true],
    ['2148711524', true],
    ['1234567891', true],
    ['1234567890', false], // check digit off by one
    ['1248100999', false],
    ['2208162510', false],
    ['0000000000', true], // arithmetic only: the sum is 0
    ['123456789', false], // nine digits
    ['12345678901', false], // eleven digits
    ['12345a7891', false],
  ])('%s → %s', (digits, valid) => {
    expect(isValidBusinessNumberChecksum(digits)).toBe(valid);
  });

  it.each([
    ['', M.businessNumberRequired],
    ['   ', M.businessNumberRequired],
    ['12345', M.businessNumberDigits],
    ['123-45-6789a', M.businessNumberDigits],
    ['1234567890', M.businessNumberChecksum],
  ])('%j → %s', (input, message) => {
    expect(checkBusinessNumber(input)).toEqual(failWith(message));
  });

  it('accepts the 3-2-5 dashed form', () => {
    expect(checkBusinessNumber('124-81-00998')).toEqual({ ok: true });
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
  });
});

describe('username — 6–20 lowercase letters and digits, at least one letter', () => {
  it.each([
    ['bizuser', true],
    ['biz123', true],
    ['a'.repeat(20), true],
    ['abc12', false], // 5
    ['a'.repeat(21), false], // 21
    ['123456', false], // no letter
    ['BizUser1', false], // uppercase
    ['biz_user', false], // underscore
    ['비즈유저123', false],
    ['biz user1', false],
  ])('%j valid=%s', (input, valid) => {
    expect(checkUsername(input)).toEqual(valid ? { ok: true } : failWith(M.usernameFormat));
  });

  it('is required', () => {
    expect(checkUsername('')).toEqual(failWith(M.usernameRequired));
    expect(checkUsername('  ')).toEqual(failWith(M.usernameRequired));
  });
});

describe('sign-up password — SPEC §5 Sign-up step 2', () => {
  it.each([
    ['', M.passwordRequired],
    ['Ab1!', M.passwordMin],
    ['12345678!', M.passwordLetter],
    ['abcdefgh!', M.passwordDigit],
    ['abcdefg1', M.passwordSpecial],
    ['abcdefg1가', M.passwordSpecial],
    ['abcdefg1😀', M.passwordSpecial],
    ['Password1!', M.passwordCommon],
    ['myqwerty1!', M.passwordCommon],
    ['x123456y!', M.passwordCommon],
    ['abc123abc!', M.passwordCommon],
    [`A1!${'a'.repeat(100)}`, M.passwordTooLong],
  ])('%j → %s', (input, message) => {
    expect(checkPassword(input)).toEqual(failWith(message));
  });

  it.each(['Demo!2345', 'biz-gift9', 'Hangul가1!x', 'a1 !aaaaa', 'abcdef1#', 'abcdef1~', 'abcdef1_'])(
    '%j passes',
    (input) => {
      expect(checkPassword(input)).toEqual({ ok: true });
    },
  );

  it('lists every rule with its state for the checklist', () => {
    const rules = passwordRules('abc');
    expect(rules.map((r) => [r.key, r.ok])).toEqual([
      ['min', false],
      ['letter', true],
      ['digit', false],
      ['special', false],
      ['common', true],
    ]);
  });

  it.each([
    ['Demo!2345', '', M.passwordConfirmRequired],
    ['Demo!2345', 'Demo!2346', M.passwordMismatch],
  ])('confirm %j / %j → %s', (pw, confirm, message) => {
    expect(checkPasswordConfirm(pw, confirm)).toEqual(failWith(message));
  });
});

describe('profile password change — SPEC §5 Profile', () => {
  it.each([
    ['', M.newPasswordRequired],
    ['Ab1!', M.newPasswordMin],
    ['abcdefgh1', M.newPasswordPattern],
    ['abcdefgh!', M.newPasswordPattern],
    ['12345678!', M.newPasswordPattern],
    ['abcdef12#', M.newPasswordPattern], // # is outside @$!%*?&
  ])('%j → %s', (input, message) => {
    expect(checkNewPassword(input)).toEqual(failWith(message));
  });

  it('accepts letters, digits and one of @$!%*?&', () => {
    expect(checkNewPassword('Change!234')).toEqual({ ok: true });
  });

  it.each([
    ['Change!234', '', M.newPasswordConfirmRequired],
    ['Change!234', 'Change!235', M.newPasswordMismatch],
  ])('confirm %j / %j → %s', (pw, confirm, message) => {
    expect(checkNewPasswordConfirm(pw, confirm)).toEqual(failWith(message));
  });
});

describe('password reset — SPEC §5 Password reset', () => {
  it.each([
    ['', '', M.resetPasswordRequired],
    ['Reset!234', 'Reset!235', M.resetPasswordMismatch],
    ['Ab1!', 'Ab1!', M.resetPasswordMin],
    ['resetpass', 'resetpass', M.passwordDigit], // the sign-up strength rules follow
  ])('%j / %j → %s', (pw, confirm, message) => {
    expect(checkResetPassword(pw, confirm)).toEqual(failWith(message));
  });

  it('accepts a strong matching password', () => {
    expect(checkResetPassword('Reset!234', 'Reset!234')).toEqual({ ok: true });
  });
});

describe('e-mail and phones', () => {
  it.each([
    ['', M.emailRequired],
    ['kim', M.emailInvalid],
    ['kim@corp', M.emailInvalid],
    ['kim @corp.kr', M.emailInvalid],
  ])('sign-up e-mail %j → %s', (input, message) => {
    expect(checkEmail(input)).toEqual(failWith(message));
  });

  it('profile wording differs', () => {
    expect(checkEmail('', PROFILE_EMAIL_MESSAGES)).toEqual(failWith(M.profileEmailRequired));
    expect(checkEmail('x@y', PROFILE_EMAIL_MESSAGES)).toEqual(failWith(M.profileEmailInvalid));
    expect(checkEmail('kim@corp.co.kr', PROFILE_EMAIL_MESSAGES)).toEqual({ ok: true });
  });

  it.each([
    [['02', '123', '4567'], true],
    [['031', '1234', '5678'], true],
    [['010', '1234', '5678'], true],
    [['02', '', '4567'], M.primaryPhoneRequired],
    [['', '', ''], M.primaryPhoneRequired],
    [['0', '123', '4567'], M.primaryPhoneInvalid],
    [['02', '12', '4567'], M.primaryPhoneInvalid],
    [['02', '123', '45'], M.primaryPhoneInvalid],
  ])('representative phone %j → %s', (parts, expected) => {
    expect(checkPrimaryPhoneParts(parts)).toEqual(
      expected === true ? { ok: true } : failWith(expected as string),
    );
  });

  it('dash-joined value of the payload', () => {
    expect(checkPrimaryPhone('')).toEqual(failWith(M.primaryPhoneRequired));
    expect(checkPrimaryPhone('--')).toEqual(failWith(M.primaryPhoneRequired));
    expect(checkPrimaryPhone('0212345678')).toEqual(failWith(M.primaryPhoneInvalid));
    expect(checkPrimaryPhone('02-1234-5678')).toEqual({ ok: true });
  });

  it.each([
    ['01012345678', true],
    ['01112345678', true],
    ['0191234567', true],
    ['01212345678', false],
    ['0212345678', false],
    ['010123456789', false],
  ])('manager phone %s → %s', (phone, ok) => {
    expect(isManagerPhone(phone)).toBe(ok);
  });

  it('splits the identity phone 3-4-4', () => {
    expect(splitMobile('01012345678')).toEqual(['010', '1234', '5678']);
    expect(splitMobile('0111234567')).toEqual(['011', '123', '4567']);
  });
});

describe('maskUsername', () => {
  it.each([
    ['bizdemo', 'bi****o'],
    ['abcdef', 'ab***f'],
    ['abcd', 'ab*d'],
    ['abc', 'ab*'],
    ['ab', 'a*'],
  ])('%s → %s', (input, masked) => {
    expect(maskUsername(input)).toBe(masked);
  });
});
