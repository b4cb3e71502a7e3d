import { timingSafeEqual } from 'node:crypto';

/** The gateway's final word on one message, in our terms. */
export interface MessageReport {
  messageId: string;
  outcome: 'received' | 'failed';
  /** Korean reason a recipient did not get it (없는 번호, 스팸 차단, 수신 거부, 단말 불가…). */
  reason: string | null;
  /** The gateway's code, kept for support ("통신사 결과 3057"). */
  code: string;
  at: Date;
  /**
   * What reached the phone: the 알림톡 itself, or a text message (an SMS/LMS/MMS, including the
   * gateway's replacement of a 알림톡 that KakaoTalk could not deliver).
   */
  channel: 'alimtalk' | 'sms';
}

/** Solapi's message status: 4000 reached the phone; 2xxx/3000 are still on the way (not final). */
const RECEIVED = '4000';
const IN_FLIGHT = /^(2\d{3}|3000)$/;

/**
 * Why a message did not arrive, from the gateway's status text first (it names the cause in Korean
 * or English), then from its code. The codes are Solapi's carrier-result codes as we understand
 * them; a code not listed still fails the delivery, with the gateway's own text.
 */
const REASON_BY_TEXT: [RegExp, string][] = [
  [/스팸|spam/i, '스팸 차단'],
  [/수신\s?거부|착신\s?거절|수신\s?차단|reject|opt.?out/i, '수신 거부'],
  [
    /결번|없는\s?번호|번호\s?없음|가입자\s?없음|invalid\s?number|unknown\s?subscriber|not\s?exist/i,
    '없는 번호',
  ],
  [/단말|전원|음영|서비스\s?(불가|정지)|handset|power|unsupported/i, '단말 불가'],
];
const REASON_BY_CODE: Record<string, string> = {
  '3041': '단말 불가',
  '3042': '단말 불가',
  '3043': '단말 불가',
  '3044': '단말 불가',
  '3045': '단말 불가',
  '3046': '단말 불가',
  '3047': '수신 거부',
  '3050': '단말 불가',
  '3054': '스팸 차단',
  '3055': '스팸 차단',
  '3057': '없는 번호',
};

export function failureReason(code: string, text: string | undefined): string {
  for (const [pattern, reason] of REASON_BY_TEXT) if (text && pattern.test(text)) return reason;
  return REASON_BY_CODE[code] ?? (text?.trim() ? `전송 실패: ${text.trim().slice(0, 100)}` : '전송 실패');
}

interface SolapiReportItem {
  messageId?: unknown;
  type?: unknown;
  replacement?: unknown;
  statusCode?: unknown;
  statusMessage?: unknown;
  reason?: unknown;
  dateReceived?: unknown;
  dateUpdated?: unknown;
}

/**
 * Reads a Solapi status report (its webhook posts the message objects, one or an array, each with
 * messageId and statusCode). Reports that are not final yet, or not messages, are left out.
 */
export function parseSolapiReports(body: unknown, now = new Date()): MessageReport[] {
  const items: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: unknown[] }).data
      : [body];
  const reports: MessageReport[] = [];
  for (const raw of items) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as SolapiReportItem;
    if (typeof item.messageId !== 'string' || !item.messageId || item.messageId.length > 100) continue;
    const code = String(item.statusCode ?? '');
    if (!/^\d{4}$/.test(code) || IN_FLIGHT.test(code)) continue;
    const text = typeof item.statusMessage === 'string' ? item.statusMessage : undefined;
    const when = new Date(String(item.dateReceived ?? item.dateUpdated ?? ''));
    reports.push({
      messageId: item.messageId,
      outcome: code === RECEIVED ? 'received' : 'failed',
      reason: code === RECEIVED ? null : failureReason(code, text),
      code,
      at: Number.isNaN(when.getTime()) || when > now ? now : when,
      // A 알림톡 the gateway replaced is reported as replaced (or under its SMS/LMS type).
      channel: item.type === 'ATA' && item.replacement !== true ? 'alimtalk' : 'sms',
    });
  }
  return reports;
}

/** The webhook's secret (its URL path segment), compared in constant time. */
export function webhookSecretMatches(expected: string | undefined, given: string): boolean {
  if (!expected) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
