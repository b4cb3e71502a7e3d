import { SENDER_NUMBER_STATUS_DISPLAY } from '@bizgift/domain/admin';
import { STAFF_ROLE_DISPLAY } from '@bizgift/domain/auth';
import {
  DELIVERY_STATUS_DISPLAY,
  INQUIRY_STATUS_DISPLAY,
  NOTICE_TYPE_DISPLAY,
  RECHARGE_STATUS_DISPLAY,
  VOUCHER_STATUS_DISPLAY,
} from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { BALANCE_REFUND_STATUS_DISPLAY } from '@bizgift/domain/refunds';

/**
 * An audit entry's before and after as a person reads them: one line per field,
 * "상태: 승인대기 → 승인완료", with the field named in Korean, codes as their words and money in won —
 * instead of the raw JSON the log stores.
 */
export interface AuditChange {
  label: string;
  before?: string;
  after?: string;
}

const FIELD_LABELS: Record<string, string> = {
  status: '상태',
  amount: '금액',
  balance_after: '처리 후 잔액',
  recharge: '충전금 잔액',
  reason: '사유',
  reject_reason: '반려 사유',
  answer: '답변',
  title: '제목',
  notice_type: '공지 유형',
  is_pinned: '상단 고정',
  is_active: '사용',
  is_on_sale: '판매',
  staff_role: '권한',
  voucher_status: '쿠폰 상태',
  recipient: '수신자',
  delivery_id: '발송 번호',
  company_id: '회사 번호',
  account: '환급 계좌',
  version: '버전',
  id: '번호',
  name: '이름',
  price: '가격',
  error: '오류',
  username: '아이디',
  recipient_phone: '수신번호',
  recipient_email: '수신 이메일',
  failed_reason: '실패 사유',
  brand_id: '브랜드 번호',
  category_id: '카테고리 번호',
  fullname: '이름',
  email: '이메일',
};

const MONEY = new Set(['amount', 'balance_after', 'recharge', 'price']);

/** What a status code means depends on the kind of record. */
const STATUS_WORDS: Record<string, Record<string, string>> = {
  recharge: RECHARGE_STATUS_DISPLAY,
  balance_refund: BALANCE_REFUND_STATUS_DISPLAY,
  delivery: DELIVERY_STATUS_DISPLAY,
  inquiry: INQUIRY_STATUS_DISPLAY,
  sender_number: SENDER_NUMBER_STATUS_DISPLAY,
  member: { active: '정상', suspended: '이용 정지', withdrawn: '탈퇴' },
  supplier: { done: '완료', failed: '실패' },
  vouchers: { done: '완료', failed: '실패' },
};

const TEXT_LIMIT = 80;

function words(key: string, value: unknown, target: string): string {
  if (value === null || value === undefined || value === '') return '없음';
  if (typeof value === 'boolean') return value ? '예' : '아니오';
  if (key === 'status') return STATUS_WORDS[target]?.[String(value)] ?? String(value);
  if (key === 'voucher_status') return VOUCHER_STATUS_DISPLAY[Number(value)] ?? String(value);
  if (key === 'notice_type') return NOTICE_TYPE_DISPLAY[Number(value)] ?? String(value);
  if (key === 'staff_role') return STAFF_ROLE_DISPLAY[value as 'super'] ?? String(value);
  if (MONEY.has(key) && Number.isFinite(Number(value))) return formatWon(Number(value));
  if (typeof value === 'number') return value.toLocaleString('ko-KR');
  if (Array.isArray(value)) return `${value.length}건`;
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${FIELD_LABELS[k] ?? k} ${words(k, v, target)}`)
      .join(', ');
  const text = String(value).replace(/\s+/g, ' ');
  return text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function describeChanges(before: unknown, after: unknown, target: string): AuditChange[] {
  const b = asRecord(before);
  const a = asRecord(after);
  if (!b && !a) {
    if (before == null && after == null) return [];
    return [
      {
        label: '내용',
        before: before == null ? undefined : words('', before, target),
        after: words('', after, target),
      },
    ];
  }
  const all = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  // A record that carries its own word for a code (status + status_display) is read by that word.
  const keys = all.filter((k) => !(k.endsWith('_display') && all.includes(k.slice(0, -'_display'.length))));
  const read = (record: Record<string, unknown>, key: string) =>
    typeof record[`${key}_display`] === 'string'
      ? (record[`${key}_display`] as string)
      : words(key, record[key], target);
  return keys.flatMap((key): AuditChange[] => {
    const inBefore = !!b && key in b;
    const inAfter = !!a && key in a;
    const was = inBefore ? read(b, key) : undefined;
    const now = inAfter ? read(a!, key) : undefined;
    if (inBefore && inAfter && was === now) return [];
    return [{ label: FIELD_LABELS[key] ?? key, before: was, after: now }];
  });
}
