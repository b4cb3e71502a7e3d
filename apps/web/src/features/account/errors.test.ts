import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { errorCode, errorMessage, fieldErrors, isIdentityError } from './errors.ts';

describe('account error helpers', () => {
  it.each([
    ['identity_expired', true],
    ['identity_used', true],
    ['identity_not_found', true],
    ['identity_wrong_type', true],
    ['username_taken', false],
    [undefined, false],
  ])('code %s → identity error %s', (code, expected) => {
    expect(isIdentityError(new ApiError('x', 400, code))).toBe(expected);
  });

  it('is not fooled by a plain Error', () => {
    const error = new Error('identity_expired');
    expect(isIdentityError(error)).toBe(false);
    expect(errorCode(error)).toBeUndefined();
    expect(errorMessage(error, '회원가입에 실패했습니다.')).toBe('회원가입에 실패했습니다.');
  });

  it('reads the server message and the first message of each field', () => {
    const error = new ApiError('사업자번호 인증을 먼저 완료해주세요.', 400, 'invalid', {
      business_number: ['사업자번호 인증을 먼저 완료해주세요.', '두 번째'],
    });
    expect(errorMessage(error, 'fallback')).toBe('사업자번호 인증을 먼저 완료해주세요.');
    expect(fieldErrors(error)).toEqual({ business_number: '사업자번호 인증을 먼저 완료해주세요.' });
  });
});
