import type { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import type { DeliveryDto, VoucherSummaryDto } from '@bizgift/domain/orders';
import type { AdminInquiryDto } from '@bizgift/domain/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FooterInfo } from './content.ts';
import { http, type Page } from './http.ts';
import type { Recharge } from './recharges.ts';

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

/** A recharge request as staff see it: the member's own view plus who asked and how it was handled. */
export interface AdminRecharge extends Recharge {
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
  /** The order's vouchers by status ("10개 중 7개 사용"). */
  vouchers: VoucherSummaryDto;
}

/** GET /api/admin/supplier: which issuer sends vouchers (builtin = the sandbox) and its bizmoney. */
export interface SupplierStatus {
  issuer: string;
  bizmoney: string | null;
  warn_below: string;
  low: boolean;
  error: string | null;
  refused_for_bizmoney_24h: number;
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

/** The staff's inquiry list row: the domain's answer shape. */
export type AdminInquiry = AdminInquiryDto;

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

export interface DepositAccount {
  bank: string;
  account_number: string;
  holder: string;
}

export interface AdminSettings {
  footer: FooterInfo | null;
  deposit_accounts: DepositAccount[] | null;
  /** The operator's seal printed on quotes, statements and receipts (a data URL), or none. */
  seal?: { image: string | null } | null;
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

/** The two balance changes staff may make by hand. */
export type AdminAdjustType = typeof TRANSACTION_TYPE.ADMIN_ADD | typeof TRANSACTION_TYPE.ADMIN_SUBTRACT;

export const api = {
  approveRecharge: (id: number) => http.post(`/api/admin/recharges/${id}/approve`),
  rejectRecharge: ({ id, reason }: { id: number; reason: string }) =>
    http.post(`/api/admin/recharges/${id}/reject`, { reason }),
  adjustBalance: ({
    id,
    ...body
  }: {
    id: number;
    transaction_type: AdminAdjustType;
    amount: number;
    reason: string;
  }) => http.post<MemberDetail>(`/api/admin/members/${id}/balance`, body),
  setMemberStatus: ({ id, suspend }: { id: number; suspend: boolean }) =>
    http.post<MemberDetail>(`/api/admin/members/${id}/${suspend ? 'suspend' : 'reactivate'}`),
  retryDelivery: ({ id, ...target }: { id: number; phone?: string; email?: string }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/retry`, target),
  refundDelivery: ({ id, reason }: { id: number; reason: string }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/refund`, { reason }),
  /** A member's unused voucher cancelled on their behalf (supplier first, then the refund; audited). */
  cancelVoucher: (id: number) => http.post<AdminDelivery>(`/api/admin/deliveries/${id}/cancel`),
  /** 사용 처리: the built-in (sandbox) issuer only. */
  markVoucherUsed: (id: number) => http.post<AdminDelivery>(`/api/admin/deliveries/${id}/use`),
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
  putSeal: (image: string) => http.put<AdminSettings>('/api/admin/settings/seal', { image }),
  deleteSeal: () => http.delete<AdminSettings>('/api/admin/settings/seal'),
  newTermVersion: ({ id, ...body }: { id: number; title: string; content: string }) =>
    http.post(`/api/admin/terms/${id}/versions`, body),
  createStaff: (body: { username: string; password: string; fullname: string; email: string }) =>
    http.post<StaffAccount>('/api/admin/staff', body),
  setStaffStatus: ({ id, active }: { id: number; active: boolean }) =>
    http.post(`/api/admin/staff/${id}/${active ? 'reactivate' : 'deactivate'}`),
};

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────
