/**
 * Recipient rules of SPEC §5 "Order screen", shared by the send screen and the order API so both
 * accept exactly the same numbers and e-mails.
 */

export const RECIPIENT_MESSAGES = {
  phoneRequired: '수신번호를 입력해주세요.',
  phoneInvalid: '올바른 휴대폰 번호 형식이 아닙니다. 010으로 시작하는 11자리 번호를 입력해주세요.',
  emailRequired: '수신 이메일을 입력해주세요.',
  emailInvalid: '올바른 이메일 형식이 아닙니다.',
  phoneDuplicate: '이미 추가된 수신번호입니다.',
  emailDuplicate: '이미 추가된 이메일입니다.',
  addPhone: '수신번호를 추가해주세요.',
  addEmail: '수신 이메일을 추가해주세요.',
} as const;

export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * SPEC §5's normalisation, applied only to what is recognisably a 010 mobile number: spaces and
 * dashes removed; 11 digits starting 010 kept; 8 digits get 010 (but not 0…, or 15xx/16xx/18xx
 * which are company numbers); 10 digits starting 10 get a leading 0; +82 10… / 8210… (and +82 010…)
 * become 010…. Anything else — a landline (02, 031–064), 070, 080, 15xx/16xx/18xx, the old
 * 011–019 — is refused with the format message, never rewritten into somebody else's mobile number.
 */
export function normalizePhone(input: string): PhoneResult {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: RECIPIENT_MESSAGES.phoneRequired };
  const compact = trimmed.replace(/[\s-]/g, '');
  const international = /^\+?820?(10\d{8})$/.exec(compact);
  let phone: string | undefined;
  if (/^010\d{8}$/.test(compact)) phone = compact;
  else if (/^\d{8}$/.test(compact) && !/^(0|15|16|18)/.test(compact)) phone = `010${compact}`;
  else if (/^10\d{8}$/.test(compact)) phone = `0${compact}`;
  else if (international) phone = `0${international[1]}`;
  if (!phone) return { ok: false, message: RECIPIENT_MESSAGES.phoneInvalid };
  return { ok: true, phone };
}

/** The simple `x@y.z` shape of SPEC §5; control characters (NUL…) are never part of an address. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const EMAIL_PATTERN = /^[^\s@\u0000-\u001f\u007f]+@[^\s@\u0000-\u001f\u007f]+\.[^\s@\u0000-\u001f\u007f]+$/;

export type EmailResult = { ok: true; email: string } | { ok: false; message: string };

export function normalizeEmail(input: string): EmailResult {
  const email = input.trim();
  if (!email) return { ok: false, message: RECIPIENT_MESSAGES.emailRequired };
  if (email.length > 254 || !EMAIL_PATTERN.test(email))
    return { ok: false, message: RECIPIENT_MESSAGES.emailInvalid };
  return { ok: true, email: email.toLowerCase() };
}

export function formatPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}` : phone;
}

/**
 * A caller number as people write it: 1588-0000, 02-345-6789, 02-3456-7890, 031-555-0100,
 * 010-1234-5678. Anything else is shown as given.
 */
export function formatCallerNumber(number: string): string {
  const d = number.replace(/\D/g, '');
  if (/^1[5-9]\d{6}$/.test(d)) return `${d.slice(0, 4)}-${d.slice(4)}`;
  if (/^02\d{7,8}$/.test(d)) return `02-${d.slice(2, -4)}-${d.slice(-4)}`;
  if (/^0\d{9,10}$/.test(d)) return `${d.slice(0, 3)}-${d.slice(3, -4)}-${d.slice(-4)}`;
  return number;
}

/**
 * Message length in bytes as Korean SMS counts it: ASCII is one byte, anything else (Hangul) two.
 * The send screen shows it against 40 / 500; the server enforces the LMS limit of 2,000.
 */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const ch of text) bytes += ch.charCodeAt(0) <= 0x7f ? 1 : 2;
  return bytes;
}

export const MESSAGE_LIMITS = {
  titleDisplayBytes: 40,
  bodyDisplayBytes: 500,
  bodyMaxBytes: 2000,
  titleMaxBytes: 200,
  maxQuantity: 100,
  maxDeliveriesPerOrder: 10_000,
} as const;
