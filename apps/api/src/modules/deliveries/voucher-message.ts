import { groupCoupon } from '@bizgift/domain/coupon';
import { expiryDateText } from '@bizgift/domain/expiry';

export { groupCoupon } from '@bizgift/domain/coupon';

import { personalize } from '@bizgift/domain/send-message';

export interface VoucherMessageInput {
  brand: string;
  goodsName: string;
  couponNo: string;
  expiresAt: Date;
  title: string;
  body: string;
  senderName: string;
  /** The recipient's voucher page, `{PUBLIC_URL}/v/{token}` (barcode, status, usage guide). */
  url: string;
  /** Replaces `#{이름}` in title and body (issue #16 §5 personal messages). */
  recipientName?: string | null;
}

/** The e-mail's inline barcode: the HTML shows it by this Content-ID. */
export const BARCODE_CID = 'barcode@bizgift';

/** The expiry day on the Korean calendar, as the messages write it: 2027-01-26. */
const kstDate = (date: Date) => expiryDateText(date).replaceAll('.', '-');

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The voucher's lines both 알림톡 templates end with (goods, coupon, expiry, the page's link). */
const VOUCHER_LINES = [
  '상품: #{상품}',
  '쿠폰번호: #{쿠폰번호}',
  '유효기간: #{유효기간}까지',
  '바코드 보기: #{링크}',
  '매장에서 쿠폰번호 또는 바코드를 제시해주세요.',
];

/**
 * The 알림톡 template registered with KakaoTalk for send type 3 (SOLAPI_KAKAO_TEMPLATE_ID names it):
 * Kakao accepts a message only when it is this text with its #{…} variables filled in, so any
 * change here must be registered again. When the 알림톡 cannot be delivered, the gateway sends the
 * same filled-in text as an SMS/LMS (with the link to the barcode page).
 */
export const ALIMTALK_TEMPLATE = [
  '[비즈기프트 모바일 상품권]',
  '#{보낸분}님이 보낸 선물이 도착했습니다.',
  '',
  '#{메시지}',
  '',
  ...VOUCHER_LINES,
].join('\n');

/**
 * The expiry-reminder 알림톡 template (SOLAPI_KAKAO_REMINDER_TEMPLATE_ID names it), registered like
 * ALIMTALK_TEMPLATE: a 알림톡 voucher's reminder goes through KakaoTalk with it, and the gateway
 * replaces it by the same text as SMS/LMS when KakaoTalk cannot deliver it.
 */
export const ALIMTALK_REMINDER_TEMPLATE = [
  '[비즈기프트 유효기간 만료 안내]',
  '#{보낸분}님이 보낸 모바일 상품권의 유효기간이 #{남은기간} 끝납니다. 기간 안에 사용해주세요.',
  '',
  ...VOUCHER_LINES,
].join('\n');

/** Every #{name} of a template replaced by its value; a variable without a value is left as it is. */
export function fillTemplate(template: string, variables: Record<string, string>): string {
  return template.replace(/#\{[^}]+\}/g, (name) => variables[name] ?? name);
}

/** The 알림톡's variables for one voucher (values are never empty: Kakao refuses an empty variable). */
export function alimtalkVariables(message: VoucherMessageInput): Record<string, string> {
  const title = personalize(message.title, message.recipientName);
  const body = personalize(message.body, message.recipientName);
  return {
    '#{보낸분}': message.senderName || '비즈기프트',
    '#{메시지}': [title, body].filter(Boolean).join('\n') || '마음을 담은 선물입니다.',
    '#{상품}': `[${message.brand}] ${message.goodsName}`,
    '#{쿠폰번호}': groupCoupon(message.couponNo),
    '#{유효기간}': kstDate(message.expiresAt),
    '#{링크}': message.url,
  };
}

/**
 * The reminder 알림톡's variables: exactly the template's (the voucher's, and `left`: "7일 후",
 * "오늘"), never empty.
 */
export function reminderAlimtalkVariables(
  message: Pick<VoucherMessageInput, 'brand' | 'goodsName' | 'couponNo' | 'expiresAt' | 'senderName' | 'url'>,
  left: string,
): Record<string, string> {
  return {
    '#{보낸분}': message.senderName || '비즈기프트',
    '#{남은기간}': left,
    '#{상품}': `[${message.brand}] ${message.goodsName}`,
    '#{쿠폰번호}': groupCoupon(message.couponNo),
    '#{유효기간}': kstDate(message.expiresAt),
    '#{링크}': message.url,
  };
}

/** The message a recipient gets: brand, goods, coupon number, expiry and the sender's own words. */
export function voucherText(message: VoucherMessageInput): {
  subject: string;
  text: string;
  html: string;
  /** The same voucher as the 알림톡 template's variables (send type 3). */
  alimtalk: Record<string, string>;
} {
  // Per recipient, before anything is measured or sent: the byte count is that of the real text.
  const input = {
    ...message,
    title: personalize(message.title, message.recipientName),
    body: personalize(message.body, message.recipientName),
  };
  const subject =
    input.title || `[비즈기프트] ${input.brand} ${input.goodsName} 모바일 상품권이 도착했습니다`;
  const lines = [
    `[비즈기프트 모바일 상품권]`,
    ...(input.title ? [input.title] : []),
    ...(input.body ? [input.body, ''] : []),
    `상품: [${input.brand}] ${input.goodsName}`,
    `쿠폰번호: ${groupCoupon(input.couponNo)}`,
    `유효기간: ${kstDate(input.expiresAt)}까지`,
    ...(input.senderName ? [`보낸 분: ${input.senderName}`] : []),
    `바코드 보기: ${input.url}`,
    '매장에서 쿠폰번호 또는 바코드를 제시해주세요.',
  ];
  const text = lines.join('\n');
  const html = `<div style="font-family:Pretendard,'Apple SD Gothic Neo','Malgun Gothic',sans-serif;max-width:480px;margin:0 auto;padding:24px;border:1px solid #e5e7eb;border-radius:12px">
<p style="color:#4f46e5;font-weight:700;margin:0 0 12px">비즈기프트 모바일 상품권</p>
${input.title ? `<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(input.title)}</h1>` : ''}
${input.body ? `<p style="white-space:pre-line;color:#374151">${escapeHtml(input.body)}</p>` : ''}
<table style="width:100%;border-collapse:collapse;margin-top:16px;font-size:14px">
<tr><td style="color:#6b7280;padding:6px 0">상품</td><td style="text-align:right">[${escapeHtml(input.brand)}] ${escapeHtml(input.goodsName)}</td></tr>
<tr><td style="color:#6b7280;padding:6px 0">쿠폰번호</td><td style="text-align:right;font-size:18px;font-weight:700;letter-spacing:1px">${groupCoupon(input.couponNo)}</td></tr>
<tr><td style="color:#6b7280;padding:6px 0">유효기간</td><td style="text-align:right">${kstDate(input.expiresAt)}까지</td></tr>
${input.senderName ? `<tr><td style="color:#6b7280;padding:6px 0">보낸 분</td><td style="text-align:right">${escapeHtml(input.senderName)}</td></tr>` : ''}
</table>
<p style="text-align:center;margin:20px 0 0"><img src="cid:${BARCODE_CID}" alt="바코드 ${groupCoupon(input.couponNo)}" style="max-width:100%"></p>
<p style="text-align:center;margin:20px 0 0"><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4f46e5;color:#fff;text-decoration:none;font-weight:700;padding:12px 24px;border-radius:8px">바코드 보기</a></p>
<p style="color:#9ca3af;font-size:12px;margin-top:16px">매장에서 쿠폰번호 또는 바코드를 제시해주세요.</p>
</div>`;
  return { subject, text, html, alimtalk: alimtalkVariables(message) };
}
