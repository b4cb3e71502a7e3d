/**
 * Personal messages and the checks before paying (issue #16 §5): the `#{이름}` placeholder, the
 * rules for a recipient's name, the message type a text goes out as, and the answers of the
 * duplicate-send check and the message preview. Shared by the send screen and the order API.
 */
import { z } from 'zod';
import { instantSchema } from './envelope.ts';
import { smsBytes } from './recipients.ts';

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
