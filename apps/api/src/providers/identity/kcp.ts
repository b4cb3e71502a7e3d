import { createPrivateKey, createSign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isManagerPhone } from '@bizgift/domain/account';
import {
  IdentityCallbackError,
  type IdentityOutcome,
  type IdentityPerson,
  type IdentityPopup,
  type IdentityProvider,
  type IdentityRequest,
} from './identity-provider.ts';

/**
 * NHN KCP 휴대폰 본인확인, the certpass API style (shared/providers/kcp-identity.md §1 "Gen 2"):
 * everything KCP's native `ct_cli` module did is a signed HTTPS JSON call, so it runs on Node's own
 * `crypto` — no binary to spawn.
 *
 * 1. `prepare`: POST `ct_type=HAS` to KCP's certpass URL, signed (RSA-SHA256, the merchant's
 *    KCP-issued private key) over `site_cd^HAS^make_req_dt` → `up_hash`, `kcp_merchant_time`,
 *    `kcp_cert_lib_ver`. The browser posts those fields with site_cd, ordr_idxx, Ret_URL… to KCP's
 *    page (cert_view.jsp) in the popup.
 * 2. KCP posts the outcome to Ret_URL: res_cd, cert_no, dn_hash and the encrypted person
 *    (`enc_cert_data2`). Clear person fields in that post are never read.
 * 3. `parseCallback`: `ct_type=CHK` (signed over `site_cd^CHK^cert_no^dn_hash`) lets KCP check the
 *    integrity hash it made for our site_cd + ordr_idxx + cert_no; only then `ct_type=DEC` (signed
 *    over `site_cd^DEC^cert_no`, body `enc_cert_Data` — KCP's spelling) decrypts the person.
 *
 * The caller (IdentityService) has already matched ordr_idxx to a pending, unexpired attempt of
 * ours before anything is sent to KCP, and records the result once.
 */

export interface KcpConfig {
  siteCd: string;
  /** The service certificate KCP issued to the merchant (PEM); sent as `kcp_cert_info`. */
  certPem: string;
  /** The merchant's private key (PEM, usually PKCS#8 encrypted) that signs `kcp_sign_data`. */
  privateKeyPem: string;
  privateKeyPassword?: string;
  /** The certpass API (test: stg-spl…, live: spl… /std/certpass). */
  apiUrl: string;
  /** KCP's page the popup posts to (test: testcert…, live: cert… /kcp_cert/cert_view.jsp). */
  pageUrl: string;
  /** Absolute URL of our callback (PUBLIC_URL + /api/identities/kcp/callback). */
  returnUrl: string;
  /** Optional web site id (for a DI per web site); empty in the usual set-up. */
  webSiteId?: string;
  /** Per call to KCP's API. */
  timeoutMs?: number;
}

/** Carrier codes in KCP's result (comm_id) → the labels the rest of the product uses. */
const CARRIERS: Record<string, string> = {
  SKT: 'SKT',
  KTF: 'KT',
  KT: 'KT',
  LGT: 'LGU+',
  LGU: 'LGU+',
  SKM: 'SKT알뜰폰',
  KTM: 'KT알뜰폰',
  LGM: 'LGU+알뜰폰',
};

/** Reads a PEM given either as the text itself or as a file path (env variables hold either). */
export function pemFrom(value: string): string {
  return value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readFileSync(value, 'utf8');
}

/** yyMMddHHmmss in Korea's time (KCP's servers and samples run on KST). */
export function kcpRequestTime(now = new Date()): string {
  const k = new Date(now.getTime() + 9 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(k.getUTCFullYear() % 100)}${p(k.getUTCMonth() + 1)}${p(k.getUTCDate())}${p(k.getUTCHours())}${p(k.getUTCMinutes())}${p(k.getUTCSeconds())}`;
}

/**
 * KCP URL-encodes some texts (res_msg, user_name) inside the form, in EUC-KR on older set-ups:
 * percent-decode to bytes, then UTF-8 if valid, else EUC-KR.
 */
export function decodeKcpText(value: string | undefined): string {
  if (!value) return '';
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value.replace(/\+/g, ' ');
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const c = value[i]!;
    if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(value.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '+') bytes.push(0x20);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  const buffer = Uint8Array.from(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return new TextDecoder('euc-kr').decode(buffer);
  }
}

/** `kcp_cert_info`: the certificate PEM on one line, as KCP's samples send it. */
export function oneLinePem(pem: string): string {
  return pem.replace(/\r/g, '').replace(/\n/g, '');
}

export class KcpIdentityProvider implements IdentityProvider {
  readonly name = 'kcp';
  /** The result page is ours, so its messages come from our own origin. */
  readonly messageOrigins: string[] = [];
  /** KCP's page origin: the SPA's CSP `form-action` must allow the post into the popup. */
  readonly formOrigins: string[];
  private readonly key: KeyObject;
  private readonly certInfo: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: KcpConfig) {
    // A wrong password or a broken key fails at start, not at the first customer.
    this.key = createPrivateKey({
      key: config.privateKeyPem,
      format: 'pem',
      passphrase: config.privateKeyPassword,
    });
    this.certInfo = oneLinePem(config.certPem);
    this.formOrigins = [new URL(config.pageUrl).origin];
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  private sign(data: string): string {
    return createSign('sha256').update(data, 'utf8').sign(this.key, 'base64');
  }

  /** One call to KCP's certpass API; any transport or format fault is `undefined`. */
  private async call(body: Record<string, string>): Promise<Record<string, unknown> | undefined> {
    try {
      const res = await fetch(this.config.apiUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ kcp_cert_info: this.certInfo, site_cd: this.config.siteCd, ...body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) return undefined;
      const data = (await res.json()) as unknown;
      return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  async prepare(request: IdentityRequest): Promise<IdentityPopup> {
    const makeReqDt = kcpRequestTime();
    const { siteCd } = this.config;
    const webSiteId = this.config.webSiteId ?? '';
    const answer = await this.call({
      ct_type: 'HAS',
      ordr_idxx: request.ordrIdxx,
      web_siteid: webSiteId,
      make_req_dt: makeReqDt,
      kcp_sign_data: this.sign(`${siteCd}^HAS^${makeReqDt}`),
    });
    const upHash = str(answer?.up_hash);
    if (!answer || str(answer.res_cd) !== '0000' || !upHash) {
      throw new KcpRequestError(str(answer?.res_cd) || 'network', str(answer?.res_msg));
    }
    return {
      popupUrl: this.config.pageUrl,
      fields: {
        site_cd: siteCd,
        ordr_idxx: request.ordrIdxx,
        req_tx: 'cert',
        cert_method: '01',
        up_hash: upHash,
        Ret_URL: this.config.returnUrl,
        // Name check plus possession of the phone (one-time code).
        cert_otp_use: 'Y',
        // The result comes back encrypted (enc_cert_data2), readable only through DEC.
        cert_enc_use_ext: 'Y',
        web_siteid: webSiteId,
        web_siteid_hashYN: webSiteId ? 'Y' : '',
        kcp_merchant_time: str(answer.kcp_merchant_time),
        kcp_cert_lib_ver: str(answer.kcp_cert_lib_ver),
        param_opt_1: '',
        param_opt_2: '',
        param_opt_3: '',
        kcp_page_submit_yn: '',
      },
    };
  }

  async parseCallback(form: Record<string, string>): Promise<IdentityOutcome> {
    const ordrIdxx = str(form.ordr_idxx);
    if (!ordrIdxx) throw new IdentityCallbackError('본인인증 결과에 주문번호가 없습니다.');
    if (form.site_cd !== undefined && form.site_cd !== this.config.siteCd) {
      throw new IdentityCallbackError('본인인증 결과의 사이트 코드가 다릅니다.', ordrIdxx);
    }
    const resCd = str(form.res_cd);
    if (resCd !== '0000') {
      // No encrypted result (cert_enc_use ≠ Y) or KCP's 9999: the person closed or cancelled KCP's page.
      if (form.cert_enc_use !== 'Y' || resCd === '' || resCd === '9999')
        return { ordrIdxx, result: 'cancel' };
      return { ordrIdxx, result: 'fail', message: decodeKcpText(form.res_msg).slice(0, 100) || undefined };
    }
    const certNo = str(form.cert_no);
    const dnHash = str(form.dn_hash);
    const encrypted = str(form.enc_cert_data2) || str(form.enc_cert_data);
    if (!certNo || !dnHash || !encrypted) {
      throw new IdentityCallbackError('본인인증 결과가 완전하지 않습니다.', ordrIdxx);
    }
    const { siteCd } = this.config;
    // Integrity first: KCP checks the dn_hash it made for site_cd + ordr_idxx + cert_no.
    const check = await this.call({
      ct_type: 'CHK',
      ordr_idxx: ordrIdxx,
      cert_no: certNo,
      dn_hash: dnHash,
      kcp_sign_data: this.sign(`${siteCd}^CHK^${certNo}^${dnHash}`),
    });
    if (!check || str(check.res_cd) !== '0000') {
      throw new IdentityCallbackError('본인인증 결과의 무결성 검증에 실패했습니다.', ordrIdxx);
    }
    const decrypted = await this.call({
      ct_type: 'DEC',
      ordr_idxx: ordrIdxx,
      cert_no: certNo,
      enc_cert_Data: encrypted,
      kcp_sign_data: this.sign(`${siteCd}^DEC^${certNo}`),
    });
    if (!decrypted || str(decrypted.res_cd) !== '0000') {
      throw new IdentityCallbackError('본인인증 결과를 복호화하지 못했습니다.', ordrIdxx);
    }
    const person = personOf(decrypted);
    if (!person)
      return { ordrIdxx, result: 'fail', message: '본인인증 결과의 본인 정보가 올바르지 않습니다.' };
    return { ordrIdxx, result: 'success', person };
  }
}

/** KCP refused (or did not answer) the HAS request: the popup cannot be opened. */
export class KcpRequestError extends Error {
  constructor(
    readonly code: string,
    readonly kcpMessage: string,
  ) {
    super(`KCP HAS ${code}${kcpMessage ? `: ${kcpMessage}` : ''}`);
    this.name = 'KcpRequestError';
  }
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

/** CI/DI may come URL-encoded (KCP's samples keep a `ci_url` copy decoded with urldecode). */
const unescapeKey = (value: string): string => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The decrypted person (DEC answer) as the product stores it; undefined when it is not usable. */
export function personOf(
  data: Record<string, unknown>,
): (IdentityPerson & { ci: string; di: string }) | undefined {
  const name = decodeKcpText(str(data.user_name)).trim();
  const phoneNumber = str(data.phone_no).replace(/\D/g, '');
  const birthDate = str(data.birth_day).replace(/\D/g, '');
  const sex = str(data.sex_code);
  const commId = str(data.comm_id).toUpperCase();
  const ci = unescapeKey(str(data.ci ?? data.CI));
  const di = unescapeKey(str(data.di ?? data.DI));
  const gender = sex === '01' || sex === 'M' ? 'M' : sex === '02' || sex === 'F' ? 'F' : '';
  const carrier = CARRIERS[commId] ?? commId;
  if (!name || name.length > 30 || !isManagerPhone(phoneNumber) || !/^\d{8}$/.test(birthDate))
    return undefined;
  if (!gender || !carrier || !ci) return undefined;
  return { name, phoneNumber, birthDate, gender, carrier, ci, di };
}
