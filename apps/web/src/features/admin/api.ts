import type { DeliveryDto } from '@bizgift/domain/orders';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http, type Page } from '../../api/http.ts';
import { getAccessToken } from '../../lib/session.ts';

/** Calls of the staff console (`/api/admin/*`). Every key starts with 'admin'. */

type Query = Record<string, string | number | undefined>;

export const adminKeys = {
  all: ['admin'] as const,
  list: (path: string, query: Query) => ['admin', path, query] as const,
  one: (path: string) => ['admin', path] as const,
};

export function useAdminPage<T>(path: string, query: Query) {
  return useQuery({
    queryKey: adminKeys.list(path, query),
    queryFn: ({ signal }) => http.get<Page<T>>(path, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useAdminGet<T>(path: string | null) {
  return useQuery({
    queryKey: adminKeys.one(path ?? ''),
    queryFn: ({ signal }) => http.get<T>(path!, { signal }),
    enabled: !!path,
    staleTime: 10_000,
  });
}

/** A staff mutation; afterwards every admin query is refetched (lists, dashboard, counters). */
export function useAdminMutation<I, O = unknown>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

// ── Shapes ───────────────────────────────────────────────────────────────────────────────────

export interface PeriodFigures {
  sales: string;
  refunds: string;
  recharges: string;
  deliveries_sent: number;
  deliveries_failed: number;
  orders: number;
}

export interface Dashboard {
  today: PeriodFigures;
  last_7_days: PeriodFigures;
  pending_recharges: number;
  unanswered_inquiries: number;
  failed_deliveries: number;
  active_members: number;
  ledger: {
    ok: boolean;
    wallet_total: string;
    transaction_total: string;
    difference: string;
    mismatched_wallets: number;
  };
}

export interface AdminRecharge {
  id: number;
  recharge_method: number;
  recharge_method_display: string;
  amount: string;
  status: number;
  status_display: string;
  order_id: string | null;
  created_at: string;
  approved_at: string | null;
  member: { id: number; username: string; fullname: string; company_name: string | null };
  depositor_name: string | null;
  fail_reason: string | null;
  transaction_id: string | null;
  processed_by: string | null;
}

export type MemberStatus = 'active' | 'suspended' | 'withdrawn';

export interface MemberRow {
  id: number;
  username: string;
  fullname: string;
  email: string;
  phone_number: string;
  status: MemberStatus;
  company_name: string;
  business_number: string;
  balance: string;
  created_at: string;
}

export interface MemberDetail {
  id: number;
  username: string;
  fullname: string;
  email: string;
  phone_number: string;
  status: MemberStatus;
  created_at: string;
  company: { name: string; business_number: string; owner_name: string; primary_phone: string } | null;
  wallet: { recharge: string; reward: string };
  notification: {
    is_event_sms_enabled: boolean;
    is_event_email_enabled: boolean;
    is_info_sms_enabled: boolean;
    is_info_email_enabled: boolean;
  } | null;
  terms: { title: string; version: number; is_required: boolean; is_agreed: boolean; agreed_at: string }[];
}

export interface WalletTx {
  id: number;
  transaction_type: number;
  transaction_type_display: string;
  amount: string;
  balance_after: string;
  memo: string | null;
  staff: string | null;
  order_id: number | null;
  recharge_id: number | null;
  created_at: string;
}

export interface AdminOrder {
  id: number;
  name: string;
  username: string;
  company_name: string;
  status: number;
  status_display: string;
  send_type: number;
  is_reserved: boolean;
  total_order_amount: string;
  total_refund_amount: string;
  delivery_at: string;
  created_at: string;
}

/** The admin delivery routes answer the member's delivery record (SPEC §3). */
export type AdminDelivery = DeliveryDto;

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  status: 'sent' | 'failed';
  provider: string;
  error: string | null;
  delivery_id: number | null;
  created_at: string;
}

export interface AdminInquiry {
  id: number;
  title: string;
  content: string;
  inquiry_type: number;
  inquiry_type_display: string;
  status: number;
  status_display: string;
  answer: string | null;
  answered_at: string | null;
  created_at: string;
  answered_by: number | null;
  user: { id: number; username: string; fullname: string; email: string; company_name: string | null };
}

export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  notice_type: number;
  notice_type_display: string;
  is_pinned: boolean;
  views: number;
  created_at: string;
  updated_at: string;
}

export interface FooterInfo {
  company_name: string;
  admin_name: string;
  privacy_officer: string;
  business_number: string;
  company_address: string;
  contact_phone: string;
  contact_email: string;
  copyright: string;
}

export interface DepositAccount {
  bank: string;
  account_number: string;
  holder: string;
}

export interface AdminSettings {
  footer: FooterInfo | null;
  deposit_accounts: DepositAccount[] | null;
}

export interface Term {
  id: number;
  kind: string;
  title: string;
  content: string;
  is_required: boolean;
  version: number;
  is_active: boolean;
  created_at: string;
}

export interface StaffAccount {
  id: number;
  username: string;
  fullname: string;
  email: string;
  status: MemberStatus;
  created_at: string;
}

export interface AuditRow {
  id: number;
  staff: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

export const api = {
  approveRecharge: (id: number) => http.post(`/api/admin/recharges/${id}/approve`),
  rejectRecharge: ({ id, reason }: { id: number; reason: string }) =>
    http.post(`/api/admin/recharges/${id}/reject`, { reason }),
  adjustBalance: ({ id, ...body }: { id: number; transaction_type: 4 | 5; amount: number; reason: string }) =>
    http.post<MemberDetail>(`/api/admin/members/${id}/balance`, body),
  setMemberStatus: ({ id, suspend }: { id: number; suspend: boolean }) =>
    http.post<MemberDetail>(`/api/admin/members/${id}/${suspend ? 'suspend' : 'reactivate'}`),
  retryDelivery: ({ id, ...target }: { id: number; phone?: string; email?: string }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/retry`, target),
  refundDelivery: ({ id, reason }: { id: number; reason: string }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/refund`, { reason }),
  answerInquiry: ({ id, answer }: { id: number; answer: string }) =>
    http.post(`/api/admin/inquiries/${id}/answer`, { answer }),
  createNotice: (
    body: Omit<AdminNotice, 'id' | 'notice_type_display' | 'views' | 'created_at' | 'updated_at'>,
  ) => http.post<AdminNotice>('/api/admin/notices', body),
  updateNotice: ({ id, ...body }: Partial<AdminNotice> & { id: number }) =>
    http.put<AdminNotice>(`/api/admin/notices/${id}`, body),
  deleteNotice: (id: number) => http.delete(`/api/admin/notices/${id}`),
  putFooter: (body: FooterInfo) => http.put('/api/admin/settings/footer', body),
  putDepositAccounts: (accounts: DepositAccount[]) =>
    http.put('/api/admin/settings/deposit-accounts', { accounts }),
  newTermVersion: ({ id, ...body }: { id: number; title: string; content: string }) =>
    http.post(`/api/admin/terms/${id}/versions`, body),
  createStaff: (body: { username: string; password: string; fullname: string; email: string }) =>
    http.post<StaffAccount>('/api/admin/staff', body),
  setStaffStatus: ({ id, active }: { id: number; active: boolean }) =>
    http.post(`/api/admin/staff/${id}/${active ? 'reactivate' : 'deactivate'}`),
};

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────

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
