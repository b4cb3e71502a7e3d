import { describe, expect, it } from 'vitest';
import type { Term } from '../../api/account.ts';
import { FALLBACK_REQUIRED_IDS, isEmailTerm, isSmsTerm, requiredTermIds } from './signupState.ts';

const term = (id: number, title: string, is_required: boolean, kind = 'other'): Term => ({
  id,
  title,
  content: '',
  is_required,
  kind,
});

describe('requiredTermIds', () => {
  it("takes the server's is_required flag, whatever the titles say", () => {
    const terms = [
      term(7, '서비스 이용약관', false),
      term(8, '개인정보 수집 및 이용 동의', true),
      term(9, '제3자 제공 동의', true),
      term(10, 'SMS 수신 동의', false),
    ];
    expect(requiredTermIds(terms)).toEqual([8, 9]);
  });

  it('requires nothing when the server marks no term required', () => {
    expect(requiredTermIds([term(4, '이벤트 이메일 수신 동의', false)])).toEqual([]);
  });

  it("falls back to SPEC §5's ids 1, 2, 3 only when the server returns no terms", () => {
    expect(requiredTermIds([])).toEqual(FALLBACK_REQUIRED_IDS);
    expect(FALLBACK_REQUIRED_IDS).toEqual([1, 2, 3]);
  });

  it('finds the event-notice consents by kind, not by title', () => {
    const sms = term(4, '이벤트 알림 동의', false, 'event_sms');
    const mail = term(5, '광고성 정보 수신', false, 'event_email');
    const renamed = term(6, 'SMS 문자 이메일 안내', false, 'privacy_policy');
    expect([sms, mail, renamed].filter(isSmsTerm)).toEqual([sms]);
    expect([sms, mail, renamed].filter(isEmailTerm)).toEqual([mail]);
  });
});
