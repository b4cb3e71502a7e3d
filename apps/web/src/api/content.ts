import type { FooterInfo } from '@bizgift/domain/support';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { firstScreenData, http, MINUTE } from './http.ts';

export interface Banner {
  id: number;
  title: string;
  image_pc: string;
  image_mobile: string;
  link_url: string | null;
}

export type { FooterInfo };

/** Shown when GET /api/settings/footers fails (SPEC §2 Layout); same values as the server's defaults. */
export const FALLBACK_FOOTER: FooterInfo = {
  company_name: '(주)비즈기프트',
  admin_name: '김대표',
  privacy_officer: '이보안',
  business_number: '123-45-67891',
  company_address: '서울특별시 강남구 테헤란로 123, 10층',
  contact_phone: '1588-0000',
  contact_email: 'help@bizgift.co.kr',
  copyright: '© 2025 BizGift Inc. All rights reserved.',
};

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
  const info = { ...FALLBACK_FOOTER };
  for (const key of Object.keys(info) as (keyof FooterInfo)[]) {
    const value = data?.[key];
    if (typeof value === 'string' && value.trim()) info[key] = value;
  }
  return info;
}
