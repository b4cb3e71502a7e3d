import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAccessToken } from '../lib/session.ts';
import { http, MINUTE } from './http.ts';

/** The operator's seal (직인) staff upload: a PNG or JPEG data URL, or null. */
export interface Seal {
  image: string | null;
}

export const sealKey = ['settings', 'seal'] as const;

export const sealQuery = () =>
  queryOptions({
    queryKey: sealKey,
    queryFn: ({ signal }) => http.get<Seal>('/api/settings/seal', { signal, anonymous: true }),
    staleTime: 5 * MINUTE,
  });

export const useSeal = () => useQuery(sealQuery());

/** One goods line of a quote request: the server prices it from its own catalogue. */
export interface QuoteRequestItem {
  goods_id: number;
  quantity: number;
  recipients: number;
}

export const QUOTE_PDF_PATH = '/api/quotes/pdf';

/** Saves a Blob under a file name (the browser's download). */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The quote as a PDF from the server (same definition as the PNG). A member's token names the
 * company as the buyer; the quote is public, so a token the server no longer accepts is dropped.
 */
export async function downloadQuotePdf(items: QuoteRequestItem[], fileName: string): Promise<void> {
  const post = (token: string | null) =>
    fetch(QUOTE_PDF_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/pdf',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ items }),
      credentials: 'same-origin',
    });
  const token = getAccessToken();
  let res = await post(token);
  if (res.status === 401 && token) res = await post(null);
  if (!res.ok) throw new Error(`quote ${res.status}`);
  saveBlob(await res.blob(), fileName);
}
