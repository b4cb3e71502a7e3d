import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  createVerify,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A local NHN KCP 휴대폰 본인확인 (shared/providers/kcp-identity.md, certpass style) on 127.0.0.1:
 *
 * - `POST /std/certpass` (JSON), every call signed by the merchant: the fake rebuilds the
 *   certificate sent in `kcp_cert_info`, requires it to be the merchant's registered one, and checks
 *   `kcp_sign_data` (RSA-SHA256) over KCP's strings — `site_cd^HAS^make_req_dt`,
 *   `site_cd^CHK^cert_no^dn_hash`, `site_cd^DEC^cert_no`.
 *   HAS issues an `up_hash` bound to site_cd + ordr_idxx (and refuses a stale make_req_dt);
 *   CHK answers 0000 only for the dn_hash it made for site_cd + ordr_idxx + cert_no;
 *   DEC decrypts `enc_cert_Data` (only with the cert_no it was made for) into the person.
 * - `POST /kcp_cert/cert_view.jsp`: the page the merchant's popup posts to. Unknown site_cd, an
 *   up_hash that is not the one issued for that ordr_idxx, or a Ret_URL outside the registered
 *   origins are refused. The tester types the person and picks 인증 완료 / 취소 / 실패; the answer
 *   auto-posts to Ret_URL: site_cd, ordr_idxx, req_tx, a fresh cert_no, res_cd, res_msg
 *   (URL-encoded, EUC-KR on request), cert_enc_use, dn_hash, enc_cert_data2, up_hash and
 *   param_opt_* — never the person in clear.
 * - CI (88 characters) is deterministic per person, DI (64) per site + person.
 * - Faults for tests: a 5xx, a timeout or a refusal code on any ct_type.
 *
 * The merchant key pair in ./kcp-merchant-*.pem is a self-signed test pair made for this fake
 * (password "changeit"); it is not KCP-issued and signs nothing real.
 */

const here = import.meta.dirname;
export const FAKE_KCP_MERCHANT = {
  siteCd: 'AO0QE',
  certPem: readFileSync(path.join(here, 'kcp-merchant-cert.pem'), 'utf8'),
  privateKeyPem: readFileSync(path.join(here, 'kcp-merchant-key.pem'), 'utf8'),
  privateKeyPassword: 'changeit',
};

export interface FakeKcpPerson {
  user_name: string;
  phone_no: string;
  birth_day: string;
  /** 01 male, 02 female. */
  sex_code: string;
  /** 01 domestic, 02 foreign. */
  local_code: string;
  /** SKT, KTF, LGT; MVNO SKM, KTM, LGM. */
  comm_id: string;
}

export const FAKE_KCP_DEFAULT_PERSON: FakeKcpPerson = {
  user_name: '김담당',
  phone_no: '01012345678',
  birth_day: '19900101',
  sex_code: '01',
  local_code: '01',
  comm_id: 'SKT',
};

/** The CI the fake gives a person: same person, same CI (88 characters, base64 of 64 bytes). */
export function fakeKcpCi(person: FakeKcpPerson): string {
  return createHash('sha512')
    .update(`fake-kcp-ci|${person.user_name}|${person.birth_day}|${person.sex_code}|${person.phone_no}`)
    .digest('base64');
}

/** The DI: per site and person (64 characters). */
export function fakeKcpDi(siteCd: string, ci: string): string {
  return createHash('sha256').update(`fake-kcp-di|${siteCd}|${ci}`).digest('hex');
}

type CtType = 'HAS' | 'CHK' | 'DEC';
type Fault = { kind: '5xx' } | { kind: 'timeout' } | { kind: 'code'; code: string; message: string };

interface Session {
  ordrIdxx: string;
  upHash: string;
  retUrl: string;
  paramOpts: [string, string, string];
}

const kst = () => {
  const k = new Date(Date.now() + 9 * 3_600_000);
  return k;
};

const html = (title: string, body: string) =>
  `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const esc = (v: string) =>
  v.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Rebuilds a PEM certificate sent on one line (KCP's kcp_cert_info). */
function certFromOneLine(value: string): X509Certificate | undefined {
  const m = /-----BEGIN CERTIFICATE-----(.*)-----END CERTIFICATE-----/s.exec(value);
  if (!m) return undefined;
  const body = m[1]!.replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  try {
    return new X509Certificate(
      `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    );
  } catch {
    return undefined;
  }
}

let eucKrTable: Map<string, number[]> | undefined;
/** Percent-encoded EUC-KR (what older KCP set-ups post in res_msg). */
export function encodeEucKrPercent(text: string): string {
  if (!eucKrTable) {
    eucKrTable = new Map();
    const decoder = new TextDecoder('euc-kr');
    for (let lead = 0xa1; lead <= 0xfe; lead++) {
      for (let trail = 0xa1; trail <= 0xfe; trail++) {
        const ch = decoder.decode(Uint8Array.of(lead, trail));
        if (ch.length === 1 && !eucKrTable.has(ch)) eucKrTable.set(ch, [lead, trail]);
      }
    }
  }
  let out = '';
  for (const ch of text) {
    const bytes = ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : eucKrTable.get(ch);
    if (!bytes) throw new Error(`not EUC-KR: ${ch}`);
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

/** Reads the auto-submitting form KCP's page answers with: where it posts and what. */
export function parseAutoPost(page: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(page)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export class FakeKcp {
  server: Server | undefined;
  url = '';
  readonly siteCd: string;
  /** Origins a Ret_URL may point to (KCP registers the merchant's return URLs). */
  allowedReturnOrigins: string[] = [];
  /** Every certpass call, as received (after the signature check). */
  readonly calls: { ct_type: string; body: Record<string, string>; res_cd: string }[] = [];
  /** The next answer of a ct_type fails this way (then the fault is cleared). */
  readonly faults = new Map<CtType, Fault>();
  /** res_msg in EUC-KR (older set-ups) instead of UTF-8. */
  eucKr = false;
  private readonly secret = randomBytes(32);
  private readonly merchantCert: X509Certificate;
  private readonly issued = new Map<string, string>(); // ordr_idxx → up_hash
  private readonly sessions = new Map<string, Session>();
  private readonly certs = new Map<string, { ordrIdxx: string }>();
  private readonly sockets = new Set<import('node:net').Socket>();

  constructor(options: { siteCd?: string; merchantCertPem?: string } = {}) {
    this.siteCd = options.siteCd ?? FAKE_KCP_MERCHANT.siteCd;
    this.merchantCert = new X509Certificate(options.merchantCertPem ?? FAKE_KCP_MERCHANT.certPem);
  }

  get apiUrl() {
    return `${this.url}/std/certpass`;
  }
  get pageUrl() {
    return `${this.url}/kcp_cert/cert_view.jsp`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
  }

  dnHash(ordrIdxx: string, certNo: string): string {
    return createHmac('sha256', this.secret)
      .update(`dn|${this.siteCd}${ordrIdxx}${certNo}`)
      .digest('hex')
      .toUpperCase();
  }

  private upHash(ordrIdxx: string): string {
    return createHmac('sha256', this.secret)
      .update(`up|${this.siteCd}|${ordrIdxx}`)
      .digest('hex')
      .slice(0, 40)
      .toUpperCase();
  }

  private encKey(certNo: string): Buffer {
    return createHmac('sha256', this.secret).update(`enc|${this.siteCd}|${certNo}`).digest();
  }

  /** enc_cert_data2: the person, readable only by DEC with its cert_no. */
  encrypt(certNo: string, person: Record<string, string>): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey(certNo), iv);
    const body = Buffer.concat([
      cipher.update(new URLSearchParams(person).toString(), 'utf8'),
      cipher.final(),
    ]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('hex').toUpperCase();
  }

  private decrypt(certNo: string, data: string): Record<string, string> | undefined {
    try {
      const raw = Buffer.from(data, 'hex');
      if (raw.length < 29 || raw.toString('hex').toUpperCase() !== data.toUpperCase()) return undefined;
      const decipher = createDecipheriv('aes-256-gcm', this.encKey(certNo), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return Object.fromEntries(new URLSearchParams(plain));
    } catch {
      return undefined;
    }
  }

  /**
   * What KCP's page posts to Ret_URL when the person finishes (the browser-free way for API tests;
   * the page's own "인증 완료" button produces exactly this).
   */
  finish(
    ordrIdxx: string,
    choice: 'success' | 'fail' | 'cancel' = 'success',
    person: FakeKcpPerson = FAKE_KCP_DEFAULT_PERSON,
    paramOpts: [string, string, string] = ['', '', ''],
  ): Record<string, string> {
    const upHash = this.issued.get(ordrIdxx) ?? '';
    const certNo = `${kst().toISOString().replace(/\D/g, '').slice(2, 14)}${randomBytes(4).readUInt32BE() % 10_000_000}`;
    const message = (text: string) => (this.eucKr ? encodeEucKrPercent(text) : encodeURIComponent(text));
    const base = {
      site_cd: this.siteCd,
      ordr_idxx: ordrIdxx,
      req_tx: 'cert',
      up_hash: upHash,
      param_opt_1: paramOpts[0],
      param_opt_2: paramOpts[1],
      param_opt_3: paramOpts[2],
    };
    if (choice === 'cancel') return { ...base, res_cd: '', res_msg: '', cert_enc_use: '' };
    if (choice === 'fail') {
      return {
        ...base,
        cert_no: certNo,
        res_cd: '2001',
        res_msg: message('인증번호 불일치'),
        cert_enc_use: 'Y',
      };
    }
    this.certs.set(certNo, { ordrIdxx });
    const ci = fakeKcpCi(person);
    const decrypted = { ...person, ci, di: fakeKcpDi(this.siteCd, ci) };
    return {
      ...base,
      cert_no: certNo,
      res_cd: '0000',
      res_msg: message('정상처리'),
      cert_enc_use: 'Y',
      dn_hash: this.dnHash(ordrIdxx, certNo),
      enc_cert_data2: this.encrypt(certNo, decrypted),
      // The clear fields arrive empty (the person travels only inside enc_cert_data2).
      user_name: '',
      phone_no: '',
      birth_day: '',
      sex_code: '',
      comm_id: '',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', this.url);
    const form = (req.headers['content-type'] ?? '').includes('application/json')
      ? (safeJson(raw) ?? {})
      : Object.fromEntries(new URLSearchParams(raw));
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (req.method === 'POST' && url.pathname === '/std/certpass') return this.api(form, res);
    if (req.method === 'POST' && url.pathname === '/kcp_cert/cert_view.jsp') {
      const refusal = this.checkPageRequest(form);
      if (refusal)
        return send(400, 'text/html', html('본인확인 오류', `<p id="kcp-error">${esc(refusal)}</p>`));
      const session = randomBytes(16).toString('hex');
      this.sessions.set(session, {
        ordrIdxx: form.ordr_idxx!,
        upHash: form.up_hash!,
        retUrl: form.Ret_URL!,
        paramOpts: [form.param_opt_1 ?? '', form.param_opt_2 ?? '', form.param_opt_3 ?? ''],
      });
      return send(200, 'text/html', this.personPage(session));
    }
    if (req.method === 'POST' && url.pathname === '/kcp_cert/cert_done') {
      const session = this.sessions.get(form.session ?? '');
      if (!session)
        return send(400, 'text/html', html('본인확인 오류', '<p id="kcp-error">세션이 만료되었습니다.</p>'));
      this.sessions.delete(form.session!);
      const choice = form.choice === 'fail' ? 'fail' : form.choice === 'cancel' ? 'cancel' : 'success';
      const fields = this.finish(
        session.ordrIdxx,
        choice,
        {
          user_name: form.user_name ?? '',
          phone_no: form.phone_no ?? '',
          birth_day: form.birth_day ?? '',
          sex_code: form.sex_code ?? '01',
          local_code: '01',
          comm_id: form.comm_id ?? 'SKT',
        },
        session.paramOpts,
      );
      const inputs = Object.entries(fields)
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      return send(
        200,
        'text/html',
        html(
          '본인확인 결과 전송',
          `<form method="post" action="${esc(session.retUrl)}">${inputs}<noscript><button>계속</button></noscript></form><script>document.forms[0].submit()</script>`,
        ),
      );
    }
    send(404, 'text/plain', 'not found');
  }

  private checkPageRequest(form: Record<string, string>): string | undefined {
    if (form.site_cd !== this.siteCd) return '등록되지 않은 사이트 코드입니다.';
    if (form.req_tx !== 'cert') return '요청 구분이 올바르지 않습니다.';
    const issued = this.issued.get(form.ordr_idxx ?? '');
    if (!issued || issued !== form.up_hash) return '요청 정보(up_hash)가 올바르지 않습니다.';
    let ret: URL;
    try {
      ret = new URL(form.Ret_URL ?? '');
    } catch {
      return '결과 수신 URL이 올바르지 않습니다.';
    }
    if (ret.protocol !== 'http:' && ret.protocol !== 'https:') return '결과 수신 URL이 올바르지 않습니다.';
    if (this.allowedReturnOrigins.length && !this.allowedReturnOrigins.includes(ret.origin)) {
      return '등록되지 않은 결과 수신 URL입니다.';
    }
    return undefined;
  }

  private personPage(session: string): string {
    const p = FAKE_KCP_DEFAULT_PERSON;
    const carriers = ['SKT', 'KTF', 'LGT', 'SKM', 'KTM', 'LGM']
      .map((c) => `<option value="${c}"${c === p.comm_id ? ' selected' : ''}>${c}</option>`)
      .join('');
    return html(
      'NHN KCP 휴대폰 본인확인 (테스트)',
      `<h1>휴대폰 본인확인</h1><p>FAKE KCP — 테스트 전용</p>
<form method="post" action="/kcp_cert/cert_done"><input type="hidden" name="session" value="${session}">
<label>이름 <input name="user_name" value="${esc(p.user_name)}"></label>
<label>휴대폰 번호 <input name="phone_no" value="${p.phone_no}"></label>
<label>생년월일 <input name="birth_day" value="${p.birth_day}"></label>
<label>성별 <select name="sex_code"><option value="01" selected>남</option><option value="02">여</option></select></label>
<label>통신사 <select name="comm_id">${carriers}</select></label>
<button type="submit" name="choice" value="success">인증 완료</button>
<button type="submit" name="choice" value="cancel">취소</button>
<button type="submit" name="choice" value="fail">실패</button></form>`,
    );
  }

  private async api(body: Record<string, string>, res: ServerResponse) {
    const ctType = body.ct_type as CtType;
    const answer = (data: Record<string, string>) => {
      this.calls.push({ ct_type: String(body.ct_type), body, res_cd: data.res_cd ?? '' });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(data));
    };
    const fault = this.faults.get(ctType);
    if (fault) {
      this.faults.delete(ctType);
      if (fault.kind === '5xx') {
        this.calls.push({ ct_type: ctType, body, res_cd: '500' });
        res.writeHead(502, { 'content-type': 'text/html' });
        return res.end('<html>Bad Gateway</html>');
      }
      if (fault.kind === 'timeout') {
        this.calls.push({ ct_type: ctType, body, res_cd: 'timeout' });
        return; // never answered; the socket is destroyed at stop()
      }
      return answer({ res_cd: fault.code, res_msg: fault.message });
    }
    if (body.site_cd !== this.siteCd) return answer({ res_cd: 'S001', res_msg: '사이트코드 오류' });
    const cert = certFromOneLine(body.kcp_cert_info ?? '');
    if (!cert || cert.fingerprint256 !== this.merchantCert.fingerprint256) {
      return answer({ res_cd: 'S002', res_msg: '인증서 정보 오류' });
    }
    const signed: Record<CtType, string> = {
      HAS: `${body.site_cd}^HAS^${body.make_req_dt}`,
      CHK: `${body.site_cd}^CHK^${body.cert_no}^${body.dn_hash}`,
      DEC: `${body.site_cd}^DEC^${body.cert_no}`,
    };
    if (!(ctType in signed)) return answer({ res_cd: 'S003', res_msg: '요청 구분 오류' });
    let valid = false;
    try {
      valid = createVerify('sha256')
        .update(signed[ctType], 'utf8')
        .verify(cert.publicKey, body.kcp_sign_data ?? '', 'base64');
    } catch {
      valid = false;
    }
    if (!valid) return answer({ res_cd: 'S004', res_msg: '서명 검증 실패' });

    if (ctType === 'HAS') {
      const dt = body.make_req_dt ?? '';
      const m = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(dt);
      const at = m
        ? Date.UTC(
            2000 + Number(m[1]),
            Number(m[2]) - 1,
            Number(m[3]),
            Number(m[4]),
            Number(m[5]),
            Number(m[6]),
          ) -
          9 * 3_600_000
        : Number.NaN;
      if (!(Math.abs(Date.now() - at) < 10 * 60_000))
        return answer({ res_cd: 'S005', res_msg: '요청 시간 오류' });
      if (!body.ordr_idxx) return answer({ res_cd: 'S006', res_msg: '주문번호 누락' });
      const upHash = this.upHash(body.ordr_idxx);
      this.issued.set(body.ordr_idxx, upHash);
      return answer({
        res_cd: '0000',
        res_msg: '정상처리',
        up_hash: upHash,
        kcp_merchant_time: dt,
        kcp_cert_lib_ver: 'FAKE_KCP_CERT_API_1.0',
      });
    }
    if (ctType === 'CHK') {
      const known = this.certs.get(body.cert_no ?? '');
      const ok =
        known &&
        known.ordrIdxx === body.ordr_idxx &&
        (body.dn_hash ?? '') === this.dnHash(body.ordr_idxx ?? '', body.cert_no ?? '');
      return ok
        ? answer({ res_cd: '0000', res_msg: '정상처리' })
        : answer({ res_cd: 'HS02', res_msg: 'dn_hash 검증 실패' });
    }
    const person = this.decrypt(body.cert_no ?? '', body.enc_cert_Data ?? '');
    if (!person) return answer({ res_cd: 'DC01', res_msg: '복호화 실패' });
    return answer({ res_cd: '0000', res_msg: '정상처리', ...person });
  }
}

function safeJson(raw: string): Record<string, string> | undefined {
  try {
    const v = JSON.parse(raw);
    return v && typeof v === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}
