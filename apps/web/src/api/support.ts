import type { InquiryCreateRequest, InquiryDto, NoticeDto } from '@bizgift/domain/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http, type Page } from './http.ts';

/** SPEC §3 Inquiry as the API sends it (status: INQUIRY_STATUS). */
export type Inquiry = InquiryDto;

/** SPEC §3 Notice (+ is_pinned). */
export type Notice = NoticeDto;

/** POST /api/inquiries body. */
export type NewInquiry = InquiryCreateRequest;

/** SPEC §7 calls of the customer center, with the freshness of SPEC §9. */
export const supportKeys = {
  inquiries: ['inquiries'] as const,
  inquiryPage: (page: number) => ['inquiries', { page }] as const,
  notices: (q: { page: number; pageSize: number; type?: number; search?: string }) => ['notices', q] as const,
  notice: (id: number) => ['notices', 'detail', id] as const,
};

export function useInquiries(page: number) {
  return useQuery({
    queryKey: supportKeys.inquiryPage(page),
    queryFn: ({ signal }) =>
      http.get<Page<Inquiry>>('/api/inquiries', {
        query: { page, page_size: 10, ordering: '-created_at' },
        signal,
      }),
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useCreateInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewInquiry) => http.post<Inquiry>('/api/inquiries', input),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.inquiries }),
  });
}

export function useNotices({
  page,
  pageSize = 10,
  type,
  search,
}: {
  page: number;
  pageSize?: number;
  type?: number;
  search?: string;
}) {
  return useQuery({
    queryKey: supportKeys.notices({ page, pageSize, type, search }),
    queryFn: ({ signal }) =>
      http.get<Page<Notice>>('/api/notices', {
        query: { page, page_size: pageSize, ordering: '-created_at', notice_type: type, search },
        signal,
      }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
  });
}

export function useNotice(id: number | null) {
  return useQuery({
    queryKey: supportKeys.notice(id ?? 0),
    queryFn: ({ signal }) => http.get<Notice>(`/api/notices/${id}`, { signal }),
    enabled: id !== null,
    retry: (count, error) => !isNotFound(error) && count < 1,
  });
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
