/**
 * Personal messages and the checks before paying (issue #16 §5): the `#{이름}` placeholder, the
 * rules for a recipient's name, the message type a text goes out as, and the answers of the
 * duplicate-send check and the message preview. Shared by the send screen and the order API.
 */
import { z } from 'zod';
import { SEND_TYPE } from './codes.ts';
import { instantSchema } from './envelope.ts';
import { MESSAGE_LIMITS, smsBytes } from './recipients.ts';

export const NAME_PLACEHOLDER = '#{이름}';
export const RECIPIENT_NAME_MAX = 20;

/** Korean carriers: an SMS holds 90 bytes (Hangul 2), LMS and MMS 2,000; the LMS/MMS subject 40. */
export const SMS_LIMITS = { smsBytes: 90, lmsBytes: 2000, subjectBytes: 40 } as const;

export const SEND_MESSAGE_TEXTS = {
  nameTooLong: `이름은 ${RECIPIENT_NAME_MAX}자까지 입력할 수 있습니다.`,
  nameInvalid: '이름에 쓸 수 없는 문자가 포함되어 있습니다.',
  namesMissing: (n: number) =>
    `메시지에 ${NAME_PLACEHOLDER}이 있어 모든 수신자의 이름이 필요합니다. 이름이 없는 수신자 ${n.toLocaleString('ko-KR')}명에게 이름을 입력해주세요.`,
  tooLongFor: (recipient: string, bytes: number) =>
    `${recipient}님에게 보낼 문자가 ${bytes.toLocaleString('ko-KR')}바이트로 ${SMS_LIMITS.lmsBytes.toLocaleString('ko-KR')}바이트를 넘습니다. 메시지를 줄여주세요.`,
} as const;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A recipient's name: trimmed, at most 20 characters, one line. '' means no name. */
export function checkRecipientName(
  input: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = input.trim().replace(/\s+/g, ' ');
  if (CONTROL.test(name)) return { ok: false, message: SEND_MESSAGE_TEXTS.nameInvalid };
  if ([...name].length > RECIPIENT_NAME_MAX) return { ok: false, message: SEND_MESSAGE_TEXTS.nameTooLong };
  return { ok: true, name };
}

export const hasNamePlaceholder = (...texts: string[]) => texts.some((t) => t.includes(NAME_PLACEHOLDER));

/** Every `#{이름}` replaced by the recipient's name (none: the placeholder goes, not the sentence). */
export const personalize = (text: string, name: string | null | undefined) =>
  text.split(NAME_PLACEHOLDER).join(name ?? '');

/** What a text goes out as: with a picture MMS, else SMS up to 90 bytes, else LMS. */
export function messageKind(text: string, hasImage: boolean): 'SMS' | 'LMS' | 'MMS' {
  if (hasImage) return 'MMS';
  return smsBytes(text) > SMS_LIMITS.smsBytes ? 'LMS' : 'SMS';
}

/** POST /api/orders/duplicate-check: the same goods to the same recipient from this member lately. */
export const duplicateSendSchema = z.object({
  recipient: z.string(),
  recipient_name: z.string().nullable(),
  goods: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  order_id: z.number().int(),
  /** How the latest of them went (1 MMS, 3 알림톡): a phone number matches whatever the channel. */
  send_type: z.number().int(),
  sent_at: instantSchema,
  /** How many times within the window. */
  times: z.number().int(),
});
export type DuplicateSendDto = z.infer<typeof duplicateSendSchema>;

export const duplicateCheckSchema = z.object({
  days: z.number().int(),
  /** Recipient × goods pairs found (the list holds at most the 100 latest). */
  count: z.number().int(),
  results: z.array(duplicateSendSchema),
});
export type DuplicateCheckDto = z.infer<typeof duplicateCheckSchema>;

/** POST /api/orders/preview: the message one recipient gets, built by the sending code itself. */
export const messagePreviewSchema = z.object({
  send_type: z.number().int(),
  recipient_name: z.string().nullable(),
  goods: z.object({ id: z.number().int(), name: z.string(), brand: z.string() }),
  /** A sample coupon, expiry and link (`{PUBLIC_URL}/v/{token}`): the real ones exist only after paying. */
  sample: z.object({ coupon_no: z.string(), expires_at: instantSchema, url: z.string() }),
  sms: z
    .object({
      kind: z.enum(['SMS', 'LMS', 'MMS']),
      from: z.string(),
      subject: z.string(),
      text: z.string(),
      bytes: z.number().int(),
      /** The barcode picture of the MMS, as a data: URL. */
      image: z.string().nullable(),
    })
    .nullable(),
  /** The KakaoTalk template message, when that send type exists. */
  alimtalk: z.object({ template: z.string(), text: z.string(), buttons: z.array(z.string()) }).nullable(),
  email: z.object({ from: z.string(), subject: z.string(), html: z.string(), text: z.string() }).nullable(),
});
export type MessagePreviewDto = z.infer<typeof messagePreviewSchema>;

/** GET /api/orders/sender-number: the number recipients will see for the sender typed in. */
export const senderNumberCheckSchema = z.object({
  from: z.string(),
  /** The number asked for is registered (else `from` is the shop's default number). */
  registered: z.boolean(),
});
export type SenderNumberCheckDto = z.infer<typeof senderNumberCheckSchema>;

/** GET /api/orders/send-types: what the send screen offers (3 알림톡 only while it is configured). */
export const sendTypesSchema = z.object({ send_types: z.array(z.number().int()) });
export type SendTypesDto = z.infer<typeof sendTypesSchema>;

// ---- Requests (issue #30 §4): POST /api/orders, /api/orders/duplicate-check, /api/orders/preview

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

const RECIPIENTS_REQUIRED = '수신자를 추가해주세요.';
const RECIPIENTS_TOO_MANY = '한 번에 최대 10,000건까지 발송할 수 있습니다.';
const contactId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const deliveryEntry = z.union(
  [
    // The name's own rules are checked with the recipient (a union would hide their message).
    z.object({ recipient: z.string().max(40), name: z.string().max(100).optional() }).strict(),
    z.object({ email: z.string().max(254), name: z.string().max(100).optional() }).strict(),
    // Issue #31 §2: one of the company's contacts; the server reads its number or e-mail and name.
    z.object({ contact_id: contactId }).strict(),
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
export const orderCreateRequestSchema = z
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
      .array(deliveryEntry, { error: RECIPIENTS_REQUIRED })
      .min(1, RECIPIENTS_REQUIRED)
      .max(MESSAGE_LIMITS.maxDeliveriesPerOrder, RECIPIENTS_TOO_MANY),
    payments: z.object(
      { recharge: won('결제'), reward: won('적립금').optional() },
      { error: '결제 정보가 올바르지 않습니다.' },
    ),
  })
  .refine((v) => !v.payments.reward, {
    message: '적립금은 사용할 수 없습니다.',
    path: ['payments', 'reward'],
  });

export type CreateOrderInput = z.infer<typeof orderCreateRequestSchema>;
/** The body as the web sends it (numbers may be strings, defaults left out). */
export type OrderCreateRequest = z.input<typeof orderCreateRequestSchema>;

const DUPLICATE_CHECK_GOODS_MAX = 50;

/**
 * POST /api/orders/duplicate-check: the recipients and goods about to be paid for. `recipients` are
 * the typed ones; `contact_ids` the address book's (issue #31 §2), whose numbers the server reads, as
 * the order does. At least one of the two.
 */
export const duplicateCheckRequestSchema = z
  .object({
    send_type: sendType,
    goods: z
      .array(goodsId, { error: GOODS_INVALID })
      .min(1, GOODS_INVALID)
      .max(DUPLICATE_CHECK_GOODS_MAX, '한 번에 주문할 수 있는 상품은 50개까지입니다.'),
    recipients: z
      .array(z.string().max(254), { error: '수신자 정보가 올바르지 않습니다.' })
      .max(MESSAGE_LIMITS.maxDeliveriesPerOrder, RECIPIENTS_TOO_MANY)
      .default([]),
    contact_ids: z
      .array(contactId, { error: '수신자 정보가 올바르지 않습니다.' })
      .max(MESSAGE_LIMITS.maxDeliveriesPerOrder, RECIPIENTS_TOO_MANY)
      .default([]),
  })
  .refine((v) => v.recipients.length + v.contact_ids.length > 0, {
    message: RECIPIENTS_REQUIRED,
    path: ['recipients'],
  })
  .refine((v) => v.recipients.length + v.contact_ids.length <= MESSAGE_LIMITS.maxDeliveriesPerOrder, {
    message: RECIPIENTS_TOO_MANY,
    path: ['recipients'],
  });
export type DuplicateCheckInput = z.infer<typeof duplicateCheckRequestSchema>;
export type DuplicateCheckRequest = z.input<typeof duplicateCheckRequestSchema>;

/** POST /api/orders/preview: the message as one recipient will get it, before paying. */
export const previewRequestSchema = z.object({
  send_type: sendType,
  name: messageTitle,
  send_msg: messageBody,
  sender: text(100, '발신자 정보가 너무 깁니다.'),
  goods: goodsId,
  recipient_name: recipientName.optional(),
});
export type PreviewInput = z.infer<typeof previewRequestSchema>;
export type PreviewRequest = z.input<typeof previewRequestSchema>;

/** GET /api/orders/sender-number: the caller number typed on the send screen. */
export const senderNumberQuerySchema = z.object({ sender: z.string().max(40).default('') });
