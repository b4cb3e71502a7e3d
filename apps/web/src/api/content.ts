import type { BannerDto } from '@bizgift/domain/catalog';
import type { FooterInfo } from '@bizgift/domain/support';
import { DEFAULT_FOOTER } from '@bizgift/domain/support-messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstScreenData, http, MINUTE } from './http.ts';

export type Banner = BannerDto;

export type { FooterInfo };

export const getSlideBanners = (signal?: AbortSignal) => http.get<Banner[]>('/api/banners/slide', { signal });

export const getFooterInfo = (signal?: AbortSignal) =>
  http.get<FooterInfo>('/api/settings/footers', { signal, anonymous: true });

export const bannersQuery = () =>
  queryOptions({
    queryKey: ['banners', 'slide'] as const,
    queryFn: ({ signal }) => getSlideBanners(signal),
    initialData: () => firstScreenData<Banner[]>('/api/banners/slide'),
  });

/** SPEC §9: the footer settings stay fresh for 5 minutes. */
export const footerQuery = () =>
  queryOptions({
    queryKey: ['settings', 'footers'] as const,
    queryFn: ({ signal }) => getFooterInfo(signal),
    initialData: () => firstScreenData<FooterInfo>('/api/settings/footers'),
    staleTime: 5 * MINUTE,
  });

/** The company facts; a field the server leaves empty (or a failed call) shows the fallback value, never a blank. */
export function useFooterInfo(): FooterInfo {
  const { data } = useQuery(footerQuery());
  const info = { ...DEFAULT_FOOTER };
  for (const key of Object.keys(info) as (keyof FooterInfo)[]) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim()) info[key] = value;
  }
  return info;
}
