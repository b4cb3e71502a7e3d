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

/**
 * Solapi's message status codes (their table "메시지 상태 코드"): 4000 the message reached the phone;
 * 2000 (accepted) and 3000 (handed to the carrier, report awaited) are still on the way; every other
 * code is a final failure: 1xxx refused on receipt, 2xxx refused inside the platform (2230 잔액 부족,
 * 2060 차단된 수신번호…), 3xxx refused by the carrier or KakaoTalk.
 */
const RECEIVED = '4000';
const IN_FLIGHT = new Set(['2000', '3000']);
/**
 * KakaoTalk's own refusals of a 알림톡 (3101-3108: 카카오톡 미사용자, 알림톡 차단…). We always send with
 * disableSms false, so the gateway then sends the replacement SMS/LMS; its result is the final word,
 * not the 알림톡's refusal (marking the delivery failed here would refund a voucher the phone got by SMS).
 */
const KAKAO_REFUSAL = /^310\d$/;

/**
 * Why a message did not arrive, from the gateway's status text first (it names the cause in Korean
 * or English), then from its code (Solapi's status-code table); a code not listed still fails the
 * delivery, with the gateway's own text.
 */
const REASON_BY_TEXT: [RegExp, string][] = [
  [/스팸|spam/i, '스팸 차단'],
  [/수신\s?거부|착신\s?거절|수신\s?차단|reject|opt.?out/i, '수신 거부'],
  [
    /결번|없는\s?번호|번호\s?없음|미가입|가입자\s?없음|invalid\s?number|unknown\s?subscriber|not\s?exist/i,
    '없는 번호',
  ],
  [/단말|전원|음영|서비스\s?(불가|정지)|handset|power|unsupported/i, '단말 불가'],
];
const REASON_BY_CODE: Record<string, string> = {
  '1060': '수신 거부', // 차단된 수신번호
  '1061': '수신 거부', // 080 무료수신거부
  '1064': '스팸 차단', // KISA 신고로 인한 차단
  '2060': '수신 거부',
  '2061': '수신 거부',
  '2064': '스팸 차단',
  '2254': '스팸 차단', // 플랫폼 내부 스팸처리
  '3010': '없는 번호', // 수신번호 형식 오류
  '3032': '없는 번호', // 미가입자
  '3041': '단말 불가',
  '3042': '단말 불가',
  '3043': '단말 불가',
  '3044': '단말 불가',
  '3045': '단말 불가',
  '3046': '단말 불가',
  '3047': '수신 거부', // 착신거절
  '3050': '단말 불가',
  '3051': '단말 불가',
  '3054': '스팸 차단',
  '3055': '스팸 차단',
  '3056': '단말 불가', // 전송실패(무선망단)
  '3057': '단말 불가', // 전송실패(무선망->단말기단)
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
  dateReported?: unknown;
  dateUpdated?: unknown;
}

/**
 * The messages in a Solapi report body. Its SINGLE-REPORT webhook posts an array of events, each
 * `{eventDataId, data: <message>, retryCount}` (the official SDKs' webhook model); older webhooks
 * and the message list (GET /messages/v4/list, its messageList's values) give the message objects
 * themselves. One object, or `{data: [...]}`, is read the same way.
 */
function reportMessages(body: unknown): unknown[] {
  const items: unknown[] = Array.isArray(body)
    ? body
    : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data)
      ? (body as { data: unknown[] }).data
      : [body];
  return items.map((item) => {
    const data = item && typeof item === 'object' ? (item as { data?: unknown }).data : undefined;
    return data && typeof data === 'object' && !Array.isArray(data) ? data : item;
  });
}

/**
 * `replacement`: whether the gateway sent a 알림톡 as its replacement SMS/LMS. The gateway gives it as
 * a boolean or as 0/1 (the official Node SDK normalises both), so 1 counts as true.
 */
const replaced = (value: unknown) => value === true || value === 1 || value === 'true' || value === '1';

/**
 * Reads a Solapi status report (the webhook's body, or the message list's messages). Reports that
 * are not final yet, or not messages, are left out.
 */
export function parseSolapiReports(body: unknown, now = new Date()): MessageReport[] {
  const reports: MessageReport[] = [];
  for (const raw of reportMessages(body)) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as SolapiReportItem;
    if (typeof item.messageId !== 'string' || !item.messageId || item.messageId.length > 100) continue;
    const code = String(item.statusCode ?? '');
    if (!/^\d{4}$/.test(code) || IN_FLIGHT.has(code)) continue;
    const wasReplaced = replaced(item.replacement);
    if (item.type === 'ATA' && !wasReplaced && KAKAO_REFUSAL.test(code)) continue;
    const text =
      typeof item.statusMessage === 'string'
        ? item.statusMessage
        : typeof item.reason === 'string'
          ? item.reason
          : undefined;
    const when = new Date(String(item.dateReceived ?? item.dateReported ?? item.dateUpdated ?? ''));
    reports.push({
      messageId: item.messageId,
      outcome: code === RECEIVED ? 'received' : 'failed',
      reason: code === RECEIVED ? null : failureReason(code, text),
      code,
      at: Number.isNaN(when.getTime()) || when > now ? now : when,
      // A 알림톡 the gateway replaced is marked so (the message keeps its id), and may carry the
      // replacement's SMS/LMS type instead of ATA.
      channel: item.type === 'ATA' && !wasReplaced ? 'alimtalk' : 'sms',
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
