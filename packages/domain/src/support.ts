/**
 * Customer-center rules of SPEC §5 "inquiry" (and the staff side: answers and notices), shared by the
 * inquiry form, the staff console and the API so all three accept exactly the same input and show
 * the same Korean messages.
 */
import { z } from 'zod';
import { INQUIRY_TYPE_DISPLAY, NOTICE_TYPE_DISPLAY } from './codes.ts';
import { pageQuery, searchText } from './query.ts';
import { INQUIRY_MESSAGES, NOTICE_MESSAGES, SUPPORT_LIMITS } from './support-messages.ts';
import { firstIssueMessages } from './validation.ts';

/** Selectable inquiry types (0 = 'unselected' is not one of them). */
export const INQUIRY_TYPES: readonly number[] = Object.keys(INQUIRY_TYPE_DISPLAY).map(Number);
export const NOTICE_TYPES: readonly number[] = Object.keys(NOTICE_TYPE_DISPLAY).map(Number);

// PostgreSQL text cannot hold NUL; other control characters (except tab and line breaks) are noise.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Strips control characters (keeps tabs and line breaks) and trims. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARS, '').trim();
}

/** A required text field: trimmed, non-empty after trim, bounded. */
const requiredText = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).overwrite(cleanText).min(1, required).max(max, tooLong);

/** A code from a table: a number or a digit string (a <select> value), one of `allowed`. */
const codeOf = (allowed: readonly number[], message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,3}$/, message)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().refine((n) => allowed.includes(n), message));

export const inquiryCreateSchema = z.object({
  inquiry_type: codeOf(INQUIRY_TYPES, INQUIRY_MESSAGES.typeRequired),
  title: requiredText(INQUIRY_MESSAGES.titleRequired, INQUIRY_MESSAGES.titleTooLong, SUPPORT_LIMITS.titleMax),
  content: requiredText(
    INQUIRY_MESSAGES.contentRequired,
    INQUIRY_MESSAGES.contentTooLong,
    SUPPORT_LIMITS.contentMax,
  ),
});
export type InquiryCreate = z.output<typeof inquiryCreateSchema>;

export const inquiryAnswerSchema = z.object({
  answer: requiredText(
    INQUIRY_MESSAGES.answerRequired,
    INQUIRY_MESSAGES.answerTooLong,
    SUPPORT_LIMITS.answerMax,
  ),
});

export const noticeCreateSchema = z.object({
  notice_type: codeOf(NOTICE_TYPES, NOTICE_MESSAGES.typeRequired),
  title: requiredText(
    NOTICE_MESSAGES.titleRequired,
    NOTICE_MESSAGES.titleTooLong,
    SUPPORT_LIMITS.noticeTitleMax,
  ),
  content: requiredText(
    NOTICE_MESSAGES.contentRequired,
    NOTICE_MESSAGES.contentTooLong,
    SUPPORT_LIMITS.noticeContentMax,
  ),
  is_pinned: z.boolean({ error: '상단 고정 여부가 올바르지 않습니다.' }).default(false),
});
export type NoticeCreate = z.output<typeof noticeCreateSchema>;
export const noticeUpdateSchema = noticeCreateSchema.partial();
export type NoticeUpdate = z.output<typeof noticeUpdateSchema>;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Validation<T, K extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<K>; message: string };

/**
 * The inquiry form's check (SPEC §5): type chosen, title and content non-empty after trim, in that
 * order; the first failing field's message is `message`. Values come back trimmed.
 */
export function validateInquiry(input: {
  inquiry_type: unknown;
  title: unknown;
  content: unknown;
}): Validation<InquiryCreate, 'inquiry_type' | 'title' | 'content'> {
  const parsed = inquiryCreateSchema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors = firstIssueMessages<'inquiry_type' | 'title' | 'content'>(parsed.error);
  const message = errors.inquiry_type ?? errors.title ?? errors.content ?? INQUIRY_MESSAGES.createFailed;
  return { ok: false, errors, message };
}

/** A 1:1 inquiry as its member sees it. */
export const inquirySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  inquiry_type: z.number().int(),
  inquiry_type_display: z.string(),
  status: z.number().int(),
  status_display: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type InquiryDto = z.infer<typeof inquirySchema>;

/** What staff see in their list: the inquiry and who asked. */
export const adminInquirySchema = inquirySchema.extend({
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    fullname: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
  }),
  answered_by: z.number().int().nullable(),
});
export type AdminInquiryDto = z.infer<typeof adminInquirySchema>;

export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  notice_type: z.number().int(),
  notice_type_display: z.string(),
  is_pinned: z.boolean(),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NoticeDto = z.infer<typeof noticeSchema>;

/** The site footer (company facts), edited by staff. */
export const footerSchema = z.object({
  company_name: z.string(),
  admin_name: z.string(),
  privacy_officer: z.string(),
  business_number: z.string(),
  company_address: z.string(),
  contact_phone: z.string(),
  contact_email: z.string(),
  copyright: z.string(),
});
export type FooterInfo = z.infer<typeof footerSchema>;

/** The company seal printed on documents (a data URL), or null when none is uploaded. */
export const sealSchema = z.object({ image: z.string().nullable() });
export type SealSetting = z.infer<typeof sealSchema>;

// ---- Requests (issue #30 §4)

export const NOTICE_ORDERINGS = ['-created_at', 'created_at'] as const;
export type NoticeOrdering = (typeof NOTICE_ORDERINGS)[number];

/** GET /api/notices */
export const noticeListQuerySchema = pageQuery(10, 100).extend({
  /** 1 general, 2 event; empty means all. */
  notice_type: z
    .union([z.literal(''), z.coerce.number()], { error: NOTICE_MESSAGES.typeInvalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || NOTICE_TYPES.includes(v), NOTICE_MESSAGES.typeInvalid),
  search: z
    .string()
    .max(SUPPORT_LIMITS.searchMax * 2, NOTICE_MESSAGES.searchTooLong)
    .transform(cleanText)
    .refine((s) => s.length <= SUPPORT_LIMITS.searchMax, NOTICE_MESSAGES.searchTooLong)
    .optional(),
  ordering: z.enum(NOTICE_ORDERINGS, { error: '정렬 기준이 올바르지 않습니다.' }).default('-created_at'),
});

/** GET /api/admin/notices */
export const adminNoticeListQuerySchema = pageQuery(20, 100).extend({
  notice_type: z
    .union([z.literal(''), z.coerce.number()], { error: NOTICE_MESSAGES.typeInvalid })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v === 1 || v === 2, NOTICE_MESSAGES.typeInvalid),
  search: searchText(100),
});

/** GET /api/inquiries */
export const inquiryListQuerySchema = pageQuery(10, 100).extend({
  ordering: z.enum(['-created_at'], { error: '정렬 기준이 올바르지 않습니다.' }).default('-created_at'),
});

/** GET /api/admin/inquiries */
export const adminInquiryListQuerySchema = pageQuery(20, 100).extend({
  status: z.coerce
    .number({ error: INQUIRY_MESSAGES.statusInvalid })
    .int(INQUIRY_MESSAGES.statusInvalid)
    .refine((n) => n === 1 || n === 2, INQUIRY_MESSAGES.statusInvalid)
    .optional(),
});

/** The request bodies as the web sends them. */
export type InquiryCreateRequest = z.input<typeof inquiryCreateSchema>;
export type InquiryAnswerRequest = z.input<typeof inquiryAnswerSchema>;
export type NoticeCreateRequest = z.input<typeof noticeCreateSchema>;
export type NoticeUpdateRequest = z.input<typeof noticeUpdateSchema>;
export type NoticeListParams = z.input<typeof noticeListQuerySchema>;
