import { z } from 'zod';

/**
 * The query-string pieces request schemas share (the API validates with them, the web builds its
 * queries from their types): paging, dates and a search word.
 */

const pageQueries = new Map<string, ReturnType<typeof buildPageQuery>>();

/**
 * page / page_size query params, bounded so a client cannot ask for a million rows. One schema per
 * (default, maximum): a route's `querystring: pageQuery(20, 100)` is the same object each time, so
 * apps/api/test/request-schemas.test.ts can tell it comes from here.
 */
export function pageQuery(defaultSize = 10, maxSize = 100) {
  const key = `${defaultSize}/${maxSize}`;
  const known = pageQueries.get(key);
  if (known) return known;
  const schema = buildPageQuery(defaultSize, maxSize);
  pageQueries.set(key, schema);
  return schema;
}

const buildPageQuery = (defaultSize: number, maxSize: number) =>
  z.object({
    page: z.coerce
      .number({ error: '페이지 번호가 올바르지 않습니다.' })
      .int('페이지 번호가 올바르지 않습니다.')
      .min(1, '페이지 번호가 올바르지 않습니다.')
      .max(1_000_000, '페이지 번호가 올바르지 않습니다.')
      .default(1),
    page_size: z.coerce
      .number({ error: '페이지 크기가 올바르지 않습니다.' })
      .int('페이지 크기가 올바르지 않습니다.')
      .min(1, '페이지 크기가 올바르지 않습니다.')
      .max(maxSize, `페이지 크기는 ${maxSize} 이하여야 합니다.`)
      .default(defaultSize),
  });

const DATE_INVALID = '날짜 형식이 올바르지 않습니다.';

/**
 * A date (YYYY-MM-DD) or a full ISO date-time in a query string, from the year 1900: a year like
 * 0001 becomes year 0 in UTC, which PostgreSQL refuses (that was a 500).
 */
export const dateQuery = z
  .string({ error: DATE_INVALID })
  .refine(
    (v) =>
      (z.iso.date().safeParse(v).success || z.iso.datetime({ offset: true }).safeParse(v).success) &&
      Number(v.slice(0, 4)) >= 1900,
    DATE_INVALID,
  );

/**
 * A free-text search word in a list's (or its Excel export's) query string: trimmed, bounded, and
 * refused (400) when it holds a control character — NUL, which PostgreSQL text cannot store (a
 * database error, or an export cut off after its headers were sent), and the others no one types.
 */
export const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `검색어는 ${max}자 이하로 입력해주세요.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it refuses
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), '검색어에 사용할 수 없는 문자가 포함되어 있습니다.')
    .optional();

/** A whole-number code (a status, a type) from min to max in a query string; '' means none. */
export const optionalCode = (message: string, max: number, min = 0) =>
  z
    .union([z.literal(''), z.coerce.number()], { error: message })
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || (Number.isInteger(v) && v >= min && v <= max), message);
