import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isManagerPhone } from '@bizgift/domain/account';
import {
  IdentityCallbackError,
  type IdentityOutcome,
  type IdentityPopup,
  type IdentityProvider,
  type IdentityRequest,
} from './identity-provider.ts';

export const SANDBOX_POPUP_PATH = '/api/identities/kcp/sandbox';
export const SANDBOX_SITE_CODE = 'SANDBOX';

/** Default values the sandbox form starts with (any valid values may be typed instead). */
export const SANDBOX_DEFAULT_PERSON = {
  name: '김담당',
  phoneNumber: '01012345678',
  birthDate: '19900101',
  gender: 'M',
  carrier: 'SKT',
} as const;

/**
 * The sandbox's CI and DI: deterministic per typed person (name, birth date, gender and phone —
 * the real CI comes from the resident number, which the sandbox does not ask for), shaped like the
 * real ones (88 and 64 characters). The demo member is seeded with the CI of SANDBOX_DEFAULT_PERSON.
 */
export function sandboxCi(person: { name: string; birthDate: string; gender: string; phoneNumber: string }) {
  const key = `${person.name}|${person.birthDate}|${person.gender}|${person.phoneNumber}`;
  return createHash('sha512').update(`sandbox-ci|${key}`).digest('base64');
}

function sandboxDi(ci: string) {
  return createHash('sha256').update(`sandbox-di|${SANDBOX_SITE_CODE}|${ci}`).digest('hex');
}

const CARRIERS = ['SKT', 'KT', 'LGU+', 'SKT알뜰폰', 'KT알뜰폰', 'LGU+알뜰폰'];

/**
 * The sandbox identity provider: the popup is a page on our own origin where the tester types the
 * person and chooses 인증 완료 / 취소 / 실패. Like KCP, the request carries an `up_hash` the
 * callback must return unchanged, so a callback for an order id we did not issue is refused.
 */
export class SandboxIdentityProvider implements IdentityProvider {
  readonly name = 'sandbox-kcp';
  readonly messageOrigins: string[] = [];

  constructor(private readonly secret: string) {}

  private sign(ordrIdxx: string, verificationType: number): string {
    return createHmac('sha256', this.secret).update(`identity:${ordrIdxx}:${verificationType}`).digest('hex');
  }

  prepare(request: IdentityRequest): IdentityPopup {
    return {
      popupUrl: SANDBOX_POPUP_PATH,
      fields: {
        site_cd: SANDBOX_SITE_CODE,
        ordr_idxx: request.ordrIdxx,
        req_tx: 'cert',
        cert_method: '01',
        cert_otp_use: 'Y',
        cert_enc_use_ext: 'Y',
        verification_type: String(request.verificationType),
        up_hash: this.sign(request.ordrIdxx, request.verificationType),
        Ret_URL: request.returnUrl,
      },
    };
  }

  parseCallback(form: Record<string, string>): IdentityOutcome {
    const ordrIdxx = form.ordr_idxx ?? '';
    const type = Number(form.verification_type);
    const given = Buffer.from(form.up_hash ?? '', 'utf8');
    const expected = Buffer.from(this.sign(ordrIdxx, type), 'utf8');
    if (!ordrIdxx || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new IdentityCallbackError('본인인증 결과의 서명이 올바르지 않습니다.');
    }
    const resCd = form.res_cd ?? '';
    if (resCd === 'cancel') return { ordrIdxx, result: 'cancel' };
    if (resCd !== '0000')
      return { ordrIdxx, result: 'fail', message: form.res_msg?.slice(0, 100) || undefined };
    const typed = {
      name: (form.user_name ?? '').trim(),
      phoneNumber: (form.phone_no ?? '').replace(/\D/g, ''),
      birthDate: (form.birth_day ?? '').replace(/\D/g, ''),
      gender: form.sex_code === '02' || form.sex_code === 'F' ? 'F' : 'M',
      carrier: (form.comm_id ?? '').trim(),
    };
    const ci = sandboxCi(typed);
    const person = { ...typed, ci, di: sandboxDi(ci) };
    const invalid =
      !person.name ||
      person.name.length > 30 ||
      !isManagerPhone(person.phoneNumber) ||
      !isBirthDate(person.birthDate) ||
      !CARRIERS.includes(person.carrier);
    if (invalid) return { ordrIdxx, result: 'fail', message: '입력한 본인 정보가 올바르지 않습니다.' };
    return { ordrIdxx, result: 'success', person };
  }
}

function isBirthDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const y = Number(value.slice(0, 4));
  const m = Number(value.slice(4, 6));
  const d = Number(value.slice(6, 8));
  const date = new Date(Date.UTC(y, m - 1, d));
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date < new Date()
  );
}

export const SANDBOX_CARRIERS = CARRIERS;
