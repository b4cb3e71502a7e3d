import { z } from 'zod';
import type { Page } from './envelope.ts';

/** page / page_size query params, bounded so a client cannot ask for a million rows. */
export const pageQuery = (defaultSize = 10, maxSize = 100) =>
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

export interface PageRequest {
  page: number;
  pageSize: number;
  /** The request URL (path + query) used to build next / previous links. */
  url: string;
}

/** The page a list route was asked for: its `pageQuery` fields and its URL (for the links). */
export function pageRequest(request: {
  query: { page: number; page_size: number };
  url: string;
}): PageRequest {
  return { page: request.query.page, pageSize: request.query.page_size, url: request.url };
}

export function offsetOf(req: PageRequest): number {
  return (req.page - 1) * req.pageSize;
}

export function pageOf<T>(req: PageRequest, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const url = new URL(req.url, 'http://local');
    url.searchParams.set('page', String(page));
    return `${url.pathname}?${url.searchParams.toString()}`;
  };
  return {
    count,
    next: req.page * req.pageSize < count ? link(req.page + 1) : null,
    previous: req.page > 1 ? link(req.page - 1) : null,
    results,
  };
}

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

/** A date-only bound covers that whole day in Korean time. */
export function dayBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (value.length > 10) return new Date(value);
  return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}+09:00`);
}
