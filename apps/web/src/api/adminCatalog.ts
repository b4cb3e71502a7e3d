import {
  type AdminBanner,
  type AdminBrand,
  type AdminCategory,
  type AdminGoods,
  type BannerCreate,
  type BannerUpdate,
  type BrandCreate,
  type BrandUpdate,
  type CategoryCreate,
  type CategoryUpdate,
  type GoodsCreate,
  type GoodsUpdate,
  UPLOAD_MAX_BYTES,
  UPLOAD_TOO_LARGE,
} from '@bizgift/domain/catalog';
import { getAccessToken } from '../lib/session.ts';
import { ApiError, http } from './http.ts';

/** Staff catalogue calls: goods, brands, categories, banners and image uploads. */

export type { AdminBanner, AdminBrand, AdminCategory, AdminGoods, BannerCreate, GoodsCreate };

export const catalogApi = {
  createGoods: (body: GoodsCreate) => http.post<AdminGoods>('/api/admin/goods', body),
  updateGoods: ({ id, ...body }: GoodsUpdate & { id: number }) =>
    http.put<AdminGoods>(`/api/admin/goods/${id}`, body),
  createBrand: (body: BrandCreate) => http.post<AdminBrand>('/api/admin/brands', body),
  updateBrand: ({ id, ...body }: BrandUpdate & { id: number }) =>
    http.put<AdminBrand>(`/api/admin/brands/${id}`, body),
  deleteBrand: (id: number) => http.delete(`/api/admin/brands/${id}`),
  createCategory: (body: CategoryCreate) => http.post<AdminCategory>('/api/admin/categories', body),
  updateCategory: ({ id, ...body }: CategoryUpdate & { id: number }) =>
    http.put<AdminCategory>(`/api/admin/categories/${id}`, body),
  deleteCategory: (id: number) => http.delete(`/api/admin/categories/${id}`),
  createBanner: (body: BannerCreate) => http.post<AdminBanner>('/api/admin/banners', body),
  updateBanner: ({ id, ...body }: BannerUpdate & { id: number }) =>
    http.put<AdminBanner>(`/api/admin/banners/${id}`, body),
  deleteBanner: (id: number) => http.delete(`/api/admin/banners/${id}`),
};

/** multipart upload (the JSON client cannot send files); answers the served URL. */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(UPLOAD_TOO_LARGE, 400);
  const form = new FormData();
  form.append('file', file);
  const send = () =>
    fetch('/api/admin/uploads', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${getAccessToken() ?? ''}`, accept: 'application/json' },
    });
  let res: Response;
  try {
    res = await send();
    if (res.status === 401) {
      // Let the shared client refresh the session, then try once more.
      await http.get('/api/users/me');
      res = await send();
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('서버에 연결할 수 없습니다. 네트워크 상태를 확인해주세요.', 0);
  }
  const body = (await res.json().catch(() => null)) as {
    status?: string;
    data?: { url: string };
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (res.ok && body?.status === 'success' && body.data) return body.data.url;
  throw new ApiError(body?.message ?? '이미지를 올리지 못했습니다.', res.status, undefined, body?.errors);
}
