import { SEND_TYPE } from '@bizgift/domain/codes';
import { MESSAGE_LIMITS, smsBytes } from '@bizgift/domain/recipients';
import { checkRecipientName, SEND_MESSAGE_TEXTS } from '@bizgift/domain/send-message';
import { z } from 'zod';

/** Money arrives as integer-like strings ("4500"); numbers are accepted too, decimals are not. */
const won = (field: string) =>
  z
    .union([z.string(), z.number()], { error: `${field} 금액이 올바르지 않습니다.` })
    .transform((value, ctx) => {
      const text = String(value).trim();
      if (!/^\d{1,13}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${field} 금액이 올바르지 않습니다.` });
        return z.NEVER;
      }
      return Number(text);
    });

/** PostgreSQL text cannot hold NUL: refuse it as bad input (400), never let it reach the database (500). */
const NUL_MESSAGE = '허용되지 않는 문자가 포함되어 있습니다.';
const noNul = (v: string) => !v.includes('\u0000');
const text = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).refine(noNul, NUL_MESSAGE).default('');

/** A goods id: a positive integer, as a number or a digit string (never a boolean or "1e3"). */
const GOODS_INVALID = '상품 정보가 올바르지 않습니다.';
const goodsId = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/, GOODS_INVALID)], { error: GOODS_INVALID })
  .transform(Number)
  .pipe(z.number().int(GOODS_INVALID).positive(GOODS_INVALID).max(Number.MAX_SAFE_INTEGER, GOODS_INVALID));

/** A recipient's name (issue #16 §5): `#{이름}` in the message becomes it; '' is no name. */
export const recipientName = z
  .string()
  .max(100, SEND_MESSAGE_TEXTS.nameTooLong)
  .transform((value, ctx) => {
    const r = checkRecipientName(value);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: r.message });
      return z.NEVER;
    }
    return r.name;
  });

const deliveryEntry = z.union(
  [
    // The name's own rules are checked with the recipient (a union would hide their message).
    z.object({ recipient: z.string().max(40), name: z.string().max(100).optional() }).strict(),
    z.object({ email: z.string().max(254), name: z.string().max(100).optional() }).strict(),
    // Issue #31 §2: one of the company's contacts; the server reads its number or e-mail and name.
    z.object({ contact_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict(),
  ],
  { error: '수신자 정보가 올바르지 않습니다.' },
);

const sendType = z.union([z.literal(SEND_TYPE.SMS), z.literal(SEND_TYPE.EMAIL), z.literal(SEND_TYPE.KAKAO)], {
  error: '발송 방법을 선택해주세요.',
});
const messageTitle = text(200, '메시지 제목이 너무 깁니다.');
const messageBody = z
  .string()
  .refine(noNul, NUL_MESSAGE)
  .default('')
  .refine((v) => smsBytes(v) <= MESSAGE_LIMITS.bodyMaxBytes, {
    message: `메시지 내용은 ${MESSAGE_LIMITS.bodyMaxBytes.toLocaleString('ko-KR')}바이트(LMS)까지 보낼 수 있습니다.`,
  });

/** The order creation payload of SPEC §3. */
export const createOrderBody = z
  .object({
    title: text(100, '주문명은 100자 이하로 입력해주세요.'),
    name: messageTitle,
    send_msg: messageBody,
    sender: text(100, '발신자 정보가 너무 깁니다.'),
    send_type: sendType,
    delivery_at: z.iso.datetime({ offset: true, error: '발송 시간이 올바르지 않습니다.' }).optional(),
    is_reserved: z.boolean({ error: '예약 발송 여부가 올바르지 않습니다.' }).default(false),
    order_items: z
      .array(
        z.object({
          goods: goodsId,
          amount: won('상품'),
          total_count: z.number({ error: '주문 수량이 올바르지 않습니다.' }).int().positive(),
          total_amount: won('상품 합계'),
        }),
        { error: '주문할 상품이 없습니다.' },
      )
      .min(1, '주문할 상품이 없습니다.')
      .max(50, '한 번에 주문할 수 있는 상품은 50개까지입니다.'),
    deliveries: z
      .array(deliveryEntry, { error: '수신자를 추가해주세요.' })
      .min(1, '수신자를 추가해주세요.')
      .max(MESSAGE_LIMITS.maxDeliveriesPerOrder, '한 번에 최대 10,000건까지 발송할 수 있습니다.'),
    payments: z.object(
      { recharge: won('결제'), reward: won('적립금').optional() },
      { error: '결제 정보가 올바르지 않습니다.' },
    ),
  })
  .refine((v) => !v.payments.reward, {
    message: '적립금은 사용할 수 없습니다.',
    path: ['payments', 'reward'],
  });

export type CreateOrderInput = z.infer<typeof createOrderBody>;
/** An order whose contact entries were replaced by the contacts' own number or e-mail and name. */
export type ResolvedOrderInput = Omit<CreateOrderInput, 'deliveries'> & {
  deliveries: (Exclude<CreateOrderInput['deliveries'][number], { contact_id: number }> & {
    fromContact?: true;
  })[];
};

const DUPLICATE_CHECK_GOODS_MAX = 50;

/** POST /api/orders/duplicate-check: the recipients and goods about to be paid for. */
export const duplicateCheckBody = z.object({
  send_type: sendType,
  goods: z
    .array(goodsId, { error: GOODS_INVALID })
    .min(1, GOODS_INVALID)
    .max(DUPLICATE_CHECK_GOODS_MAX, '한 번에 주문할 수 있는 상품은 50개까지입니다.'),
  recipients: z
    .array(z.string().max(254), { error: '수신자 정보가 올바르지 않습니다.' })
    .min(1, '수신자를 추가해주세요.')
    .max(MESSAGE_LIMITS.maxDeliveriesPerOrder, '한 번에 최대 10,000건까지 발송할 수 있습니다.'),
});
export type DuplicateCheckInput = z.infer<typeof duplicateCheckBody>;

/** POST /api/orders/preview: the message as one recipient will get it, before paying. */
export const previewBody = z.object({
  send_type: sendType,
  name: messageTitle,
  send_msg: messageBody,
  sender: text(100, '발신자 정보가 너무 깁니다.'),
  goods: goodsId,
  recipient_name: recipientName.optional(),
});
export type PreviewInput = z.infer<typeof previewBody>;
