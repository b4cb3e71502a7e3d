/**
 * Expiry reminders (issue #16 §4): the member's reminder days, the list of 곧 만료되는 미사용 쿠폰
 * and the one-click reminder, with their Korean messages. Server and web read the same rules.
 */
import { z } from 'zod';
import { instantSchema } from './envelope.ts';
import { deliverySchema } from './orders.ts';
import { pageQuery } from './query.ts';

/** Reminder days: D-1 … D-30, at most three of them; none = reminders off. Default D-7 and D-1. */
export const REMINDER_LIMITS = { minDay: 1, maxDay: 30, maxCount: 3 } as const;
export const DEFAULT_REMINDER_DAYS = [7, 1] as const;

/** The list's window: vouchers expiring within this many days (default 7, at most 30). */
export const EXPIRING_WINDOW = { default: 7, max: 30 } as const;

export const REMINDER_MESSAGES = {
  dayInvalid: `알림 시점은 ${REMINDER_LIMITS.minDay}~${REMINDER_LIMITS.maxDay}일 전 중에서 선택해주세요.`,
  tooMany: `알림 시점은 최대 ${REMINDER_LIMITS.maxCount}개까지 설정할 수 있습니다.`,
  duplicate: '같은 알림 시점을 두 번 설정할 수 없습니다.',
  saved: '만료 알림 설정이 저장되었습니다.',
  turnedOff: '만료 알림을 받지 않도록 설정했습니다.',
  windowInvalid: `조회 기간은 1~${EXPIRING_WINDOW.max}일로 입력해주세요.`,
  notFound: '발송 정보를 찾을 수 없습니다.',
  notRemindable: '발송이 완료된 미사용 쿠폰에만 만료 알림을 보낼 수 있습니다.',
  expired: '유효기간이 지난 쿠폰에는 만료 알림을 보낼 수 없습니다.',
  alreadyToday: '오늘 이미 이 쿠폰의 만료 알림을 보냈습니다. 내일 다시 보낼 수 있습니다.',
  sendFailed: '만료 알림 발송에 실패했습니다. 잠시 후 다시 시도해주세요.',
  sent: '만료 알림을 보냈습니다.',
} as const;

const reminderDay = z
  .number({ error: REMINDER_MESSAGES.dayInvalid })
  .int(REMINDER_MESSAGES.dayInvalid)
  .min(REMINDER_LIMITS.minDay, REMINDER_MESSAGES.dayInvalid)
  .max(REMINDER_LIMITS.maxDay, REMINDER_MESSAGES.dayInvalid);

/** PUT /api/users/me/reminders: `days: []` turns reminders off. Stored largest first (D-7, D-1). */
export const reminderSettingsSchema = z.object({
  days: z
    .array(reminderDay, { error: REMINDER_MESSAGES.dayInvalid })
    .max(REMINDER_LIMITS.maxCount, REMINDER_MESSAGES.tooMany)
    .refine((days) => new Set(days).size === days.length, REMINDER_MESSAGES.duplicate)
    .transform((days) => [...days].sort((a, b) => b - a)),
});
export type ReminderSettingsInput = z.input<typeof reminderSettingsSchema>;

/**
 * GET / PUT /api/users/me/reminders answer. kakao_reminder: how a voucher sent as 알림톡 is reminded
 * — 'alimtalk' (a 알림톡 with the registered reminder template, replaced by SMS/LMS when KakaoTalk
 * cannot deliver it) or 'mms' (no reminder template registered); null when 알림톡 is not offered.
 */
export const reminderSettingsResponseSchema = z.object({
  days: z.array(z.number().int()),
  kakao_reminder: z.enum(['alimtalk', 'mms']).nullable(),
});
export type ReminderSettingsDto = z.infer<typeof reminderSettingsResponseSchema>;

/** One row of GET /api/orders/deliveries/expiring: the delivery, days left and its last reminder. */
export const expiringDeliverySchema = deliverySchema.extend({
  /** Korean calendar days until the expiry date (0 = expires today). */
  days_left: z.number().int(),
  /** The last reminder that went out (automatic or the member's), if any. */
  reminded_at: instantSchema.nullable(),
  /** False once a reminder went out today (the one-click reminder is once a day). */
  can_remind: z.boolean(),
});
export type ExpiringDeliveryDto = z.infer<typeof expiringDeliverySchema>;

/** "D-7", "D-DAY" */
export const dayLabel = (daysLeft: number) => (daysLeft <= 0 ? 'D-DAY' : `D-${daysLeft}`);

/** GET /api/orders/deliveries/expiring */
export const expiringQuerySchema = pageQuery(10, 100).extend({
  days: z.coerce
    .number({ error: REMINDER_MESSAGES.windowInvalid })
    .int(REMINDER_MESSAGES.windowInvalid)
    .min(1, REMINDER_MESSAGES.windowInvalid)
    .max(EXPIRING_WINDOW.max, REMINDER_MESSAGES.windowInvalid)
    .default(EXPIRING_WINDOW.default),
});
