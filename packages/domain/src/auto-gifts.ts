/**
 * Anniversary gifts that send themselves (issue #31 §3) as the API accepts and sends them.
 *
 * Routes (owner and manager of the company; staff for the run):
 * - GET /api/auto-gifts → autoGiftRuleSchema[]; POST autoGiftRuleRequestSchema → 201 autoGiftRuleSchema
 * - PATCH /api/auto-gifts/{id} autoGiftRuleUpdateSchema → autoGiftRuleSchema (`{active: false}` pauses it);
 *   DELETE /api/auto-gifts/{id} → null
 * - GET /api/auto-gifts/{id}/upcoming?days=30 → upcomingGiftSchema[] (the day each contact's gift goes out)
 * - GET /api/auto-gifts/{id}/history?page&page_size → pageSchema(autoGiftSendSchema), newest first
 * - POST /api/admin/auto-gifts/run autoGiftRunRequestSchema → autoGiftRunSchema (staff: the daily job as of that date)
 */
import { z } from 'zod';
import { SEND_TYPE } from './codes.ts';
import { instantSchema, moneySchema } from './envelope.ts';
import { MESSAGE_LIMITS, smsBytes } from './recipients.ts';

export const AUTO_GIFT_LIMITS = {
  maxDaysBefore: 30,
  maxSubstitutes: 5,
  maxTags: 20,
  maxPreviewDays: 90,
} as const;

export const AUTO_GIFT_MESSAGES = {
  nameRequired: '규칙 이름을 입력해주세요.',
  nameTooLong: '규칙 이름은 50자 이하로 입력해주세요.',
  occasionRequired: '기념일 이름을 입력해주세요. (예: 생일)',
  daysBefore: `발송일은 기념일 당일부터 ${AUTO_GIFT_LIMITS.maxDaysBefore}일 전까지 고를 수 있습니다.`,
  goodsRequired: '보낼 상품을 선택해주세요.',
  substitutes: `대체 상품은 ${AUTO_GIFT_LIMITS.maxSubstitutes}개까지 고를 수 있습니다.`,
  substituteSame: '대체 상품에 기본 상품과 같은 상품이 있습니다.',
  tags: `태그는 ${AUTO_GIFT_LIMITS.maxTags}개까지 고를 수 있습니다.`,
  titleTooLong: '메시지 제목이 너무 깁니다.',
  bodyTooLong: `메시지 내용은 ${MESSAGE_LIMITS.bodyMaxBytes.toLocaleString('ko-KR')}바이트(LMS)까지 보낼 수 있습니다.`,
  sendType: '발송 방법을 선택해주세요.',
  notFound: '자동 발송 규칙을 찾을 수 없습니다.',
  goodsNotFound: '선택한 상품을 찾을 수 없습니다.',
  goodsNotOnSale: '판매 중인 상품만 고를 수 있습니다.',
  date: '날짜를 YYYY-MM-DD 형식으로 입력해주세요.',
  nothingToChange: '변경할 내용을 입력해주세요.',
} as const;

/** What happened to one gift: sent, skipped (and why), or waiting for the balance. */
export const AUTO_GIFT_SEND_STATUSES = ['sent', 'skipped', 'waiting_balance', 'missed'] as const;
export type AutoGiftSendStatus = (typeof AUTO_GIFT_SEND_STATUSES)[number];
export const AUTO_GIFT_SEND_STATUS_LABELS: Record<AutoGiftSendStatus, string> = {
  sent: '발송',
  skipped: '건너뜀',
  waiting_balance: '잔액 부족 대기',
  missed: '기념일 지남',
};

/** Why a gift was not sent (the history and the owner's e-mail say it in these words). */
export const AUTO_GIFT_REASONS = {
  noSubstitute: '기본 상품과 대체 상품이 모두 판매 중이 아니거나 규칙의 가격보다 비쌉니다.',
  noPhone: '연락처에 휴대폰 번호가 없어 문자로 보낼 수 없습니다.',
  noEmail: '연락처에 이메일 주소가 없어 이메일로 보낼 수 없습니다.',
  creatorGone: '규칙을 만든 구성원이 더 이상 주문할 수 없습니다. 규칙을 다시 만들어주세요.',
  balance: '충전금 잔액이 부족해 보내지 못했습니다. 충전하면 기념일까지 매일 다시 보냅니다.',
  missed: '충전금 잔액이 부족한 채로 기념일이 지나 보내지 못했습니다.',
  substituted: (goods: string) => `기본 상품 대신 대체 상품 ${goods}을(를) 보냈습니다.`,
  awaitingApproval: '승인 정책에 따라 승인을 기다립니다.',
} as const;

const goodsId = z.number({ error: AUTO_GIFT_MESSAGES.goodsRequired }).int().positive();
const tag = z.string().trim().min(1).max(30);
const sendType = z.union([z.literal(SEND_TYPE.SMS), z.literal(SEND_TYPE.EMAIL), z.literal(SEND_TYPE.KAKAO)], {
  error: AUTO_GIFT_MESSAGES.sendType,
});

const ruleFields = {
  name: z
    .string({ error: AUTO_GIFT_MESSAGES.nameRequired })
    .trim()
    .min(1, AUTO_GIFT_MESSAGES.nameRequired)
    .max(50, AUTO_GIFT_MESSAGES.nameTooLong),
  occasion_label: z
    .string({ error: AUTO_GIFT_MESSAGES.occasionRequired })
    .trim()
    .min(1, AUTO_GIFT_MESSAGES.occasionRequired)
    .max(20, AUTO_GIFT_MESSAGES.occasionRequired),
  days_before: z
    .number({ error: AUTO_GIFT_MESSAGES.daysBefore })
    .int(AUTO_GIFT_MESSAGES.daysBefore)
    .min(0, AUTO_GIFT_MESSAGES.daysBefore)
    .max(AUTO_GIFT_LIMITS.maxDaysBefore, AUTO_GIFT_MESSAGES.daysBefore),
  goods: goodsId,
  substitutes: z.array(goodsId).max(AUTO_GIFT_LIMITS.maxSubstitutes, AUTO_GIFT_MESSAGES.substitutes),
  template: z.object({
    title: z.string().trim().max(200, AUTO_GIFT_MESSAGES.titleTooLong),
    body: z
      .string()
      .refine((v) => smsBytes(v) <= MESSAGE_LIMITS.bodyMaxBytes, AUTO_GIFT_MESSAGES.bodyTooLong),
  }),
  /** Contacts with any of these tags; none: every contact of the book. */
  tags: z.array(tag).max(AUTO_GIFT_LIMITS.maxTags, AUTO_GIFT_MESSAGES.tags),
  send_type: sendType,
  active: z.boolean(),
};

export const autoGiftRuleRequestSchema = z
  .object({
    ...ruleFields,
    substitutes: ruleFields.substitutes.default([]),
    tags: ruleFields.tags.default([]),
    template: ruleFields.template.default({ title: '', body: '' }),
    active: ruleFields.active.default(true),
  })
  .refine((v) => !v.substitutes.includes(v.goods), {
    message: AUTO_GIFT_MESSAGES.substituteSame,
    path: ['substitutes'],
  });
export type AutoGiftRuleRequest = z.infer<typeof autoGiftRuleRequestSchema>;

export const autoGiftRuleUpdateSchema = z
  .object(ruleFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, AUTO_GIFT_MESSAGES.nothingToChange);
export type AutoGiftRuleUpdate = z.infer<typeof autoGiftRuleUpdateSchema>;

const goodsRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.string(),
  price: moneySchema,
  image: z.string(),
  /** On sale, not ended by the supplier, and at most the rule's price. */
  available: z.boolean(),
});
export type AutoGiftGoods = z.infer<typeof goodsRefSchema>;

export const autoGiftRuleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  occasion_label: z.string(),
  days_before: z.number().int(),
  goods: goodsRefSchema,
  substitutes: z.array(goodsRefSchema),
  /** The goods' price when the rule was saved: a substitute or a repriced goods above it is not sent. */
  price: moneySchema,
  template: z.object({ title: z.string(), body: z.string() }),
  tags: z.array(z.string()),
  send_type: z.number().int(),
  active: z.boolean(),
  created_by: z.object({ id: z.number().int(), username: z.string(), fullname: z.string() }),
  created_at: instantSchema,
  /** Gifts skipped, waiting for the balance or missed in the last 30 days (the page's warning). */
  attention: z.number().int(),
});
export type AutoGiftRuleDto = z.infer<typeof autoGiftRuleSchema>;

export const upcomingQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(AUTO_GIFT_LIMITS.maxPreviewDays).default(30),
});

export const upcomingGiftSchema = z.object({
  contact_id: z.number().int(),
  name: z.string(),
  /** The day the gift goes out (Asia/Seoul, YYYY-MM-DD). */
  date: z.string(),
  /** The occasion's solar date this year (a lunar one converted). */
  occasion_date: z.string(),
  /** What would go out if it were sent today (a substitute when the goods is not available); null: none. */
  goods: goodsRefSchema.nullable(),
});
export type UpcomingGiftDto = z.infer<typeof upcomingGiftSchema>;

export const autoGiftSendSchema = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  contact_name: z.string(),
  occasion_label: z.string(),
  occasion_date: z.string(),
  status: z.enum(AUTO_GIFT_SEND_STATUSES),
  status_display: z.string(),
  reason: z.string().nullable(),
  goods: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  order_id: z.number().int().nullable(),
  updated_at: instantSchema,
});
export type AutoGiftSendDto = z.infer<typeof autoGiftSendSchema>;

export const autoGiftRunRequestSchema = z.object({
  date: z.iso.date({ error: AUTO_GIFT_MESSAGES.date }),
});

export const autoGiftRunSchema = z.object({
  date: z.string(),
  sent: z.number().int(),
  skipped: z.number().int(),
  waiting_balance: z.number().int(),
  missed: z.number().int(),
  /** Gifts another run had already handled (sent or skipped): never sent twice. */
  already: z.number().int(),
  /** Of those, the ones already sent, by name (a re-run says what went out before, not just "0"). */
  already_sent: z.array(z.object({ name: z.string(), occasion: z.string(), occasion_date: z.string() })),
});
export type AutoGiftRunDto = z.infer<typeof autoGiftRunSchema>;
