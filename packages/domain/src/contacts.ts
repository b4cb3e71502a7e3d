/**
 * The company address book (issue #31 §1–2): a contact's rules, what each role sees of it, the
 * spreadsheet import's rows and the message templates. Shared by the 주소록 screen and the API so
 * both accept exactly the same input.
 */
import { z } from 'zod';
import { instantSchema } from './envelope.ts';
import { pageQuery } from './query.ts';
import { cellText, headerKind } from './recipient-import.ts';
import { MESSAGE_LIMITS, normalizeEmail, normalizePhone, smsBytes } from './recipients.ts';
import { checkRecipientName } from './send-message.ts';

export const CONTACT_LIMITS = {
  occasions: 3,
  tags: 10,
  tagLength: 20,
  labelLength: 20,
  memoLength: 500,
  /** The recipient upload's limit: one file names at most as many people as one order may. */
  importRows: MESSAGE_LIMITS.maxDeliveriesPerOrder,
  templates: 100,
} as const;

export const CONTACT_TEXTS = {
  nameRequired: '이름을 입력해주세요.',
  reachRequired: '휴대폰 번호나 이메일 중 하나는 입력해주세요.',
  phoneTaken: '같은 휴대폰 번호의 연락처가 이미 있습니다.',
  emailTaken: '같은 이메일의 연락처가 이미 있습니다.',
  notFound: '연락처를 찾을 수 없습니다.',
  tooManyOccasions: `기념일은 ${CONTACT_LIMITS.occasions}개까지 등록할 수 있습니다.`,
  occasionLabel: `기념일 이름을 ${CONTACT_LIMITS.labelLength}자 이내로 입력해주세요.`,
  occasionLabelTwice: '같은 이름의 기념일을 두 번 등록할 수 없습니다.',
  occasionDate: '기념일 날짜가 올바르지 않습니다.',
  leapNeedsLunar: '윤달은 음력 날짜에만 지정할 수 있습니다.',
  tagInvalid: `태그는 1~${CONTACT_LIMITS.tagLength}자로 입력해주세요.`,
  tooManyTags: `태그는 ${CONTACT_LIMITS.tags}개까지 붙일 수 있습니다.`,
  memoTooLong: `메모는 ${CONTACT_LIMITS.memoLength}자까지 입력할 수 있습니다.`,
  created: '연락처를 추가했습니다.',
  updated: '연락처를 저장했습니다.',
  deleted: '연락처를 삭제했습니다.',
  importTooMany: `한 번에 최대 ${CONTACT_LIMITS.importRows.toLocaleString('ko-KR')}명까지 가져올 수 있습니다.`,
  importFileType: '엑셀(.xlsx) 또는 CSV(.csv) 파일만 올릴 수 있습니다.',
  importDone: (added: number, updated: number, skipped: number) =>
    `${added.toLocaleString('ko-KR')}명 추가, ${updated.toLocaleString('ko-KR')}명 갱신, ${skipped.toLocaleString('ko-KR')}행 건너뜀`,
  rowDuplicate: '파일 안에서 앞 행과 같은 연락처입니다.',
  rowConflict: '휴대폰 번호와 이메일이 서로 다른 연락처에 등록되어 있습니다.',
  /** A delivery's contact_id that is not one of the caller's company's contacts. */
  orderContactMissing: '주소록에 없는 연락처입니다. 주소록을 새로 불러와 다시 선택해주세요.',
  orderContactNoPhone: (name: string) => `${name}님은 휴대폰 번호가 없어 문자로 보낼 수 없습니다.`,
  orderContactNoEmail: (name: string) => `${name}님은 이메일이 없어 이메일로 보낼 수 없습니다.`,
} as const;

export const TEMPLATE_TEXTS = {
  nameRequired: '템플릿 이름을 입력해주세요.',
  nameTooLong: '템플릿 이름은 50자까지 입력할 수 있습니다.',
  nameTaken: '같은 이름의 템플릿이 이미 있습니다.',
  titleTooLong: '메시지 제목이 너무 깁니다.',
  bodyRequired: '메시지 내용을 입력해주세요.',
  bodyTooLong: `메시지 내용은 ${MESSAGE_LIMITS.bodyMaxBytes.toLocaleString('ko-KR')}바이트(LMS)까지 저장할 수 있습니다.`,
  tooMany: `템플릿은 회사당 ${CONTACT_LIMITS.templates}개까지 저장할 수 있습니다.`,
  notFound: '템플릿을 찾을 수 없습니다.',
  created: '템플릿을 저장했습니다.',
  updated: '템플릿을 수정했습니다.',
  deleted: '템플릿을 삭제했습니다.',
} as const;

/**
 * `kim@example.com` → `k***@example.com` (issue #31 §1): only the first letter, as the address book
 * shows a sender; phones are masked as the documents mask them (`010-****-5678`, maskPhone).
 */
export function maskContactEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}***${email.slice(at)}`;
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A day that exists in the month: a solar February has a 29th (leap years), a lunar month at most 30 days. */
export function occasionDayValid(month: number, day: number, lunar: boolean): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= (lunar ? 30 : DAYS_IN_MONTH[month - 1]!);
}

export const occasionSchema = z.object({
  label: z.string(),
  month: z.number().int(),
  day: z.number().int(),
  lunar: z.boolean(),
  leap: z.boolean(),
});
export type OccasionDto = z.infer<typeof occasionSchema>;

export const contactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `010-1234-5678`, or `010-****-5678` when `masked`. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  occasions: z.array(occasionSchema),
  /** null when masked: a memo is the company's notes about a person. */
  memo: z.string().nullable(),
  /** The caller's role sees phones and e-mails masked (발송 담당, 조회 전용). */
  masked: z.boolean(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type ContactDto = z.infer<typeof contactSchema>;

/** One contact as the send screen's picker lists it (a tag's whole list at once). */
export const contactPickSchema = contactSchema.pick({ id: true, name: true, phone: true, email: true });
export type ContactPickDto = z.infer<typeof contactPickSchema>;

export const contactTagSchema = z.object({ tag: z.string(), count: z.number().int() });
export type ContactTagDto = z.infer<typeof contactTagSchema>;

export const contactImportSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type ContactImportDto = z.infer<typeof contactImportSchema>;

/** `''` and null both mean "none"; anything else must be a 010 mobile number (SPEC §5). */
const phoneField = z
  .string()
  .max(40)
  .nullable()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const r = normalizePhone(value);
    if (r.ok) return r.phone;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
const emailField = z
  .string()
  .max(254)
  .nullable()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const r = normalizeEmail(value);
    if (r.ok) return r.email;
    ctx.addIssue({ code: 'custom', message: r.message });
    return z.NEVER;
  });
/** A contact's name is what `#{이름}` becomes: the recipient name's rules, and required. */
const nameField = z.string({ error: CONTACT_TEXTS.nameRequired }).transform((value, ctx) => {
  const r = checkRecipientName(value);
  if (!r.ok || !r.name) {
    ctx.addIssue({ code: 'custom', message: r.ok ? CONTACT_TEXTS.nameRequired : r.message });
    return z.NEVER;
  }
  return r.name;
});
const tagsField = z
  .array(
    z
      .string()
      .trim()
      .min(1, CONTACT_TEXTS.tagInvalid)
      .max(CONTACT_LIMITS.tagLength, CONTACT_TEXTS.tagInvalid),
  )
  .transform((tags) => [...new Set(tags)])
  .pipe(z.array(z.string()).max(CONTACT_LIMITS.tags, CONTACT_TEXTS.tooManyTags));
const occasionInput = z
  .object({
    label: z
      .string({ error: CONTACT_TEXTS.occasionLabel })
      .trim()
      .min(1, CONTACT_TEXTS.occasionLabel)
      .max(CONTACT_LIMITS.labelLength, CONTACT_TEXTS.occasionLabel),
    month: z.number({ error: CONTACT_TEXTS.occasionDate }).int(CONTACT_TEXTS.occasionDate),
    day: z.number({ error: CONTACT_TEXTS.occasionDate }).int(CONTACT_TEXTS.occasionDate),
    lunar: z.boolean().default(false),
    leap: z.boolean().default(false),
  })
  .refine((o) => !o.leap || o.lunar, { message: CONTACT_TEXTS.leapNeedsLunar, path: ['leap'] })
  .refine((o) => occasionDayValid(o.month, o.day, o.lunar), {
    message: CONTACT_TEXTS.occasionDate,
    path: ['day'],
  });
const occasionsField = z
  .array(occasionInput)
  .max(CONTACT_LIMITS.occasions, CONTACT_TEXTS.tooManyOccasions)
  .refine((list) => new Set(list.map((o) => o.label)).size === list.length, CONTACT_TEXTS.occasionLabelTwice);
const memoField = z
  .string()
  .max(CONTACT_LIMITS.memoLength, CONTACT_TEXTS.memoTooLong)
  .nullable()
  .transform((v) => v?.trim() || null);

export const contactUpdateRequestSchema = z.object({
  name: nameField.optional(),
  phone: phoneField.optional(),
  email: emailField.optional(),
  tags: tagsField.optional(),
  occasions: occasionsField.optional(),
  memo: memoField.optional(),
});
export type ContactUpdateInput = z.infer<typeof contactUpdateRequestSchema>;

export const contactRequestSchema = z
  .object({
    name: nameField,
    phone: phoneField.default(null),
    email: emailField.default(null),
    tags: tagsField.default([]),
    occasions: occasionsField.default([]),
    memo: memoField.default(null),
  })
  .refine((c) => c.phone || c.email, { message: CONTACT_TEXTS.reachRequired, path: ['phone'] });
export type ContactInput = z.infer<typeof contactRequestSchema>;

export const messageTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  body: z.string(),
  created_at: instantSchema,
  updated_at: instantSchema,
});
export type MessageTemplateDto = z.infer<typeof messageTemplateSchema>;

export const messageTemplateRequestSchema = z.object({
  name: z
    .string({ error: TEMPLATE_TEXTS.nameRequired })
    .trim()
    .min(1, TEMPLATE_TEXTS.nameRequired)
    .max(50, TEMPLATE_TEXTS.nameTooLong),
  title: z.string().trim().max(100, TEMPLATE_TEXTS.titleTooLong).default(''),
  body: z
    .string({ error: TEMPLATE_TEXTS.bodyRequired })
    .refine((v) => v.trim() !== '', TEMPLATE_TEXTS.bodyRequired)
    .refine((v) => smsBytes(v) <= MESSAGE_LIMITS.bodyMaxBytes, TEMPLATE_TEXTS.bodyTooLong),
});
export type MessageTemplateInput = z.infer<typeof messageTemplateRequestSchema>;
export const messageTemplateUpdateRequestSchema = messageTemplateRequestSchema.partial();
export type MessageTemplateUpdateInput = z.infer<typeof messageTemplateUpdateRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Spreadsheet import

/** The sample file's header, also the column order assumed when a file has no header row. */
export const CONTACT_SAMPLE_HEADER = [
  '이름',
  '휴대폰번호',
  '이메일',
  '태그',
  '기념일1',
  '기념일2',
  '기념일3',
  '메모',
];
export const CONTACT_SAMPLE_ROWS = [
  [
    '홍길동',
    '010-1234-5678',
    'hong@example.com',
    '임직원, 영업팀',
    '생일 03-15',
    '입사기념일 2020-07-01',
    '',
    '',
  ],
  ['김철수', '010-9876-5432', '', '거래처', '생일 음력 08-15', '', '', '담당: 구매팀'],
];

type Column = 'name' | 'phone' | 'email' | 'tags' | 'memo' | 'occasion';
const TAG_HEADERS = ['태그', '그룹', '분류', 'tag', 'tags'];
const MEMO_HEADERS = ['메모', '비고', 'memo'];

/** A header cell: `기념일`, `기념일1`… hold `라벨 날짜`; `생일`, `입사기념일`… name the label themselves. */
function contactHeader(text: string): { column: Column; label?: string } | null {
  const key = text.replace(/\s+/g, '').toLowerCase();
  const kind = headerKind(text);
  if (kind) return { column: kind };
  if (TAG_HEADERS.includes(key)) return { column: 'tags' };
  if (MEMO_HEADERS.includes(key)) return { column: 'memo' };
  if (/^기념일\d?$/.test(key)) return { column: 'occasion' };
  if (/^[가-힣]{1,18}일$/.test(key)) return { column: 'occasion', label: key };
  return null;
}

export interface ContactRow {
  /** 1-based row number as the spreadsheet shows it. */
  row: number;
  input: ContactInput;
}

export interface ContactRowsResult {
  rows: ContactRow[];
  skipped: { row: number; reason: string }[];
}

/**
 * One anniversary cell: `생일 03-15`, `생일 음력 8/15`, `제사 윤달 4월 3일`, a full date
 * (`1990-03-15`: the year is dropped) or, under a `생일` header, just the date. Excel's own date
 * cells arrive as Date.
 */
export function occasionFromCell(
  cell: unknown,
  headerLabel?: string,
): { ok: true; occasion: z.input<typeof occasionInput> } | { ok: false } {
  if (cell instanceof Date) {
    if (!headerLabel) return { ok: false };
    return {
      ok: true,
      occasion: { label: headerLabel, month: cell.getUTCMonth() + 1, day: cell.getUTCDate(), lunar: false },
    };
  }
  const text = cellText(cell);
  const date = /(?:(\d{4})\s*[-./년]\s*)?(\d{1,2})\s*[-./월]\s*(\d{1,2})\s*일?\s*$/.exec(text);
  if (!date) return { ok: false };
  const before = text.slice(0, date.index);
  const leap = /윤달|윤월|\(윤\)/.test(before);
  const lunar = leap || /음력|\(음\)/.test(before);
  const label =
    before
      .replace(/윤달|윤월|\(윤\)|음력|\(음\)|양력|\(양\)|[:：]/g, '')
      .trim()
      .replace(/\s+/g, ' ') || headerLabel;
  if (!label) return { ok: false };
  return { ok: true, occasion: { label, month: Number(date[2]), day: Number(date[3]), lunar, leap } };
}

const splitTags = (text: string) =>
  text
    .split(/[,;/|]/)
    .map((t) => t.trim().replace(/^#/, ''))
    .filter(Boolean);

/**
 * Reads contacts from spreadsheet rows: a first non-empty row naming 이름 / 휴대폰 / 이메일… is the
 * header, otherwise the sample's column order is assumed. Blank rows are passed over; every other
 * row ends up either in `rows` (valid, first of its phone / e-mail in the file) or in `skipped`
 * with the reason in words.
 */
export function contactsFromRows(rows: readonly (readonly unknown[])[]): ContactRowsResult {
  const first = rows.findIndex((r) => r.some((c) => cellText(c) !== ''));
  const result: ContactRowsResult = { rows: [], skipped: [] };
  if (first < 0) return result;
  const headers = rows[first]!.map((c) => contactHeader(cellText(c)));
  const named = headers.some((h) => h?.column === 'phone' || h?.column === 'email');
  const layout = named ? headers : CONTACT_SAMPLE_HEADER.map(contactHeader);
  const start = named ? first + 1 : first;
  const seen = new Set<string>();
  for (let i = start; i < rows.length; i++) {
    const cells = rows[i] ?? [];
    if (!cells.some((c) => cellText(c) !== '')) continue;
    const raw: Record<string, unknown> = { tags: [] as string[], occasions: [] as unknown[] };
    let reason: string | undefined;
    for (const [col, header] of layout.entries()) {
      const cell = cells[col];
      const text = cellText(cell);
      if (!header || (!text && !(cell instanceof Date))) continue;
      if (header.column === 'tags') (raw.tags as string[]).push(...splitTags(text));
      else if (header.column === 'occasion') {
        const o = occasionFromCell(cell, header.label);
        if (o.ok) (raw.occasions as unknown[]).push(o.occasion);
        else reason ??= `${CONTACT_TEXTS.occasionDate} (${text || String(cell)})`;
      } else raw[header.column] = text;
    }
    const parsed = contactRequestSchema.safeParse({ ...raw, name: raw.name ?? '' });
    if (!reason && !parsed.success) reason = parsed.error.issues[0]?.message;
    if (reason || !parsed.success) {
      result.skipped.push({ row: i + 1, reason: reason ?? CONTACT_TEXTS.occasionDate });
      continue;
    }
    const keys = [parsed.data.phone, parsed.data.email].filter((k): k is string => !!k);
    if (keys.some((k) => seen.has(k))) {
      result.skipped.push({ row: i + 1, reason: CONTACT_TEXTS.rowDuplicate });
      continue;
    }
    for (const k of keys) seen.add(k);
    result.rows.push({ row: i + 1, input: parsed.data });
  }
  return result;
}

// ---- Queries (issue #30 §4)

/** GET /api/contacts/picks (and the filters of GET /api/contacts) */
export const contactFilterQuerySchema = z.object({
  search: z.string().max(100).optional(),
  tag: z.string().max(40).optional(),
});

/** GET /api/contacts */
export const contactListQuerySchema = pageQuery(20, 100).extend(contactFilterQuerySchema.shape);
export type ContactFilterParams = z.input<typeof contactFilterQuerySchema>;
/** The request bodies as the web sends them. */
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type MessageTemplateRequest = z.input<typeof messageTemplateRequestSchema>;
