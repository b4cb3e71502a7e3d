import type { Page } from './envelope.ts';

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

/** A date-only bound covers that whole day in Korean time. */
export function dayBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (value.length > 10) return new Date(value);
  return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}+09:00`);
}
