import type { QuoteRequest } from '@bizgift/domain/documents';
import type { SealSetting } from '@bizgift/domain/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOCUMENTS, downloadDocument } from './documents.ts';
import { http, MINUTE } from './http.ts';

/** The operator's seal (직인) staff upload: a PNG or JPEG data URL, or null. */
export type Seal = SealSetting;

export const sealKey = ['settings', 'seal'] as const;

export const sealQuery = () =>
  queryOptions({
    queryKey: sealKey,
    queryFn: ({ signal }) => http.get<Seal>('/api/settings/seal', { signal, anonymous: true }),
    staleTime: 5 * MINUTE,
  });

export const useSeal = () => useQuery(sealQuery());

/** One goods line of a quote request: the server prices it from its own catalogue. */
export type QuoteRequestItem = QuoteRequest['items'][number];

/**
 * The quote as a PDF from the server (same definition as the PNG), through the HTTP client: a
 * member's token (refreshed when it has expired) names the company as the buyer.
 */
export function downloadQuotePdf(items: QuoteRequestItem[], fileName: string): Promise<void> {
  return downloadDocument(DOCUMENTS.quotePdf, fileName, { body: { items } });
}
