import { getAccessToken } from '../lib/session.ts';
import { ApiError, http } from './http.ts';

/** Staff catalogue calls: goods, brands, categories, banners and image uploads. */

export interface AdminGoods {
  id: number;
  name: string;
  brand_id: number;
  brand: string | null;
  category_id: number;
  category: string | null;
  price: string;
  regular_price: string;
  valid_period: number;
  is_corporate_only: boolean;
  is_on_sale: boolean;
  image: string;
  product_introduction: string;
  usage_guide: string;
  store_info: string;
  precautions: string;
  sold_count: number;
  /** The supplier's goods code (Giftishow goodsCode); null = issued by the built-in issuer only. */
  supplier_goods_code: string | null;
  /** What one voucher costs us at the supplier (set by the supplier sync). */
  supplier_price: string | null;
  /** The supplier's word at the last sync: SALE, its state code, ENDED or GONE. */
  supplier_state: string | null;
  created_at: string;
  updated_at: string;
}

export interface GoodsInput {
  name: string;
  brand_id: number;
  category_id: number;
  price: number;
  regular_price: number;
  valid_period: number;
  is_corporate_only: boolean;
  is_on_sale: boolean;
  image: string;
  product_introduction: string;
  usage_guide: string;
  store_info: string;
  precautions: string;
  supplier_goods_code: string | null;
}

export interface AdminBrand {
  id: number;
  name: string;
  color: string;
  image: string;
  sort_order: number;
  goods_count: number;
  created_at: string;
}

export interface AdminCategory {
  id: number;
  name: string;
  parent_id: number | null;
  sort_order: number;
  goods_count: number;
}

export interface AdminBanner {
  id: number;
  title: string;
  image_pc: string;
  image_mobile: string;
  link_url: string;
  sort_order: number;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

export type BannerInput = Omit<AdminBanner, 'id' | 'created_at'>;

export const catalogApi = {
  createGoods: (body: GoodsInput) => http.post<AdminGoods>('/api/admin/goods', body),
  updateGoods: ({ id, ...body }: Partial<GoodsInput> & { id: number }) =>
    http.put<AdminGoods>(`/api/admin/goods/${id}`, body),
  createBrand: (body: { name: string; color: string; image: string; sort_order: number }) =>
    http.post<AdminBrand>('/api/admin/brands', body),
  updateBrand: ({
    id,
    ...body
  }: {
    id: number;
    name: string;
    color: string;
    image: string;
    sort_order: number;
  }) => http.put<AdminBrand>(`/api/admin/brands/${id}`, body),
  deleteBrand: (id: number) => http.delete(`/api/admin/brands/${id}`),
  createCategory: (body: { name: string; parent_id: number | null; sort_order: number }) =>
    http.post<AdminCategory>('/api/admin/categories', body),
  updateCategory: ({
    id,
    ...body
  }: {
    id: number;
    name?: string;
    parent_id?: number | null;
    sort_order?: number;
  }) => http.put<AdminCategory>(`/api/admin/categories/${id}`, body),
  deleteCategory: (id: number) => http.delete(`/api/admin/categories/${id}`),
  createBanner: (body: BannerInput) => http.post<AdminBanner>('/api/admin/banners', body),
  updateBanner: ({ id, ...body }: Partial<BannerInput> & { id: number }) =>
    http.put<AdminBanner>(`/api/admin/banners/${id}`, body),
  deleteBanner: (id: number) => http.delete(`/api/admin/banners/${id}`),
};

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** multipart upload (the JSON client cannot send files); answers the served URL. */
export async function uploadImage(file: File): Promise<string> {
  if (file.size > UPLOAD_MAX_BYTES) throw new ApiError('이미지는 2MB 이하만 올릴 수 있습니다.', 400);
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
