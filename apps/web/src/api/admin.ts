import type {
  AdminDeliveryRefundRequest,
  AdminOrder,
  AdminSettings,
  AuditRow,
  BalanceAdjustRequest,
  Dashboard,
  DeliveryRetryRequest,
  DepositAccountsRequest,
  FooterRequest,
  MemberDetail,
  MemberRow,
  MemberStatus,
  OutboxMessage,
  PeriodFigures,
  SealRequest,
  SenderNumberDto as SenderNumber,
  SenderNumberRejectRequest,
  SenderNumbersDto as SenderNumbers,
  StaffAccount,
  StaffCreateRequest,
  StaffRoleRequest,
  SupplierStatus,
  AdminTerm as Term,
  TermVersionRequest,
  WalletTx,
} from '@bizgift/domain/admin';
import type { StaffRole } from '@bizgift/domain/auth';
import type { AutoGiftRunDto } from '@bizgift/domain/auto-gifts';
import type { DeliveryDto } from '@bizgift/domain/orders';
import type {
  AdminRechargeDto as AdminRecharge,
  DepositAccount,
  RechargeRejectRequest,
} from '@bizgift/domain/recharge';
import type {
  AdminBalanceRefundDto as AdminBalanceRefund,
  RefundRejectRequest,
} from '@bizgift/domain/refunds';
import type {
  AdminInquiryDto as AdminInquiry,
  NoticeDto as AdminNotice,
  InquiryAnswerRequest,
  NoticeCreateRequest,
  NoticeUpdateRequest,
} from '@bizgift/domain/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, type Page } from './http.ts';

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

// ── Shapes (the routes' response schemas in packages/domain) ────────────────────────────────

export type {
  AdminBalanceRefund,
  AdminInquiry,
  AdminNotice,
  AdminOrder,
  AdminRecharge,
  AdminSettings,
  AuditRow,
  Dashboard,
  DepositAccount,
  MemberDetail,
  MemberRow,
  MemberStatus,
  OutboxMessage,
  PeriodFigures,
  SenderNumber,
  SenderNumbers,
  StaffAccount,
  StaffRole,
  SupplierStatus,
  Term,
  WalletTx,
};

/** The admin delivery routes answer the member's delivery record (SPEC §3). */
export type AdminDelivery = DeliveryDto;

export const api = {
  approveRecharge: (id: number) => http.post(`/api/admin/recharges/${id}/approve`),
  rejectRecharge: ({ id, reason }: RechargeRejectRequest & { id: number }) =>
    http.post(`/api/admin/recharges/${id}/reject`, { reason }),
  /** 잔액 환급: after the transfer, or refused (the held amount goes back). */
  payBalanceRefund: (id: number) => http.post(`/api/admin/balance-refunds/${id}/pay`),
  rejectBalanceRefund: ({ id, reason }: RefundRejectRequest & { id: number }) =>
    http.post(`/api/admin/balance-refunds/${id}/reject`, { reason }),
  adjustBalance: ({ id, ...body }: BalanceAdjustRequest & { id: number }) =>
    http.post<MemberDetail>(`/api/admin/members/${id}/balance`, body),
  setMemberStatus: ({ id, suspend }: { id: number; suspend: boolean }) =>
    http.post<MemberDetail>(`/api/admin/members/${id}/${suspend ? 'suspend' : 'reactivate'}`),
  retryDelivery: ({ id, ...target }: DeliveryRetryRequest & { id: number }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/retry`, target),
  refundDelivery: ({ id, reason }: AdminDeliveryRefundRequest & { id: number }) =>
    http.post<AdminDelivery>(`/api/admin/deliveries/${id}/refund`, { reason }),
  /** A member's unused voucher cancelled on their behalf (supplier first, then the refund; audited). */
  cancelVoucher: (id: number) => http.post<AdminDelivery>(`/api/admin/deliveries/${id}/cancel`),
  /** 사용 처리: the built-in (sandbox) issuer only. */
  markVoucherUsed: (id: number) => http.post<AdminDelivery>(`/api/admin/deliveries/${id}/use`),
  answerInquiry: ({ id, answer }: InquiryAnswerRequest & { id: number }) =>
    http.post(`/api/admin/inquiries/${id}/answer`, { answer }),
  createNotice: (body: NoticeCreateRequest) => http.post<AdminNotice>('/api/admin/notices', body),
  updateNotice: ({ id, ...body }: NoticeUpdateRequest & { id: number }) =>
    http.put<AdminNotice>(`/api/admin/notices/${id}`, body),
  deleteNotice: (id: number) => http.delete(`/api/admin/notices/${id}`),
  putFooter: (body: FooterRequest) => http.put('/api/admin/settings/footer', body),
  putDepositAccounts: (accounts: DepositAccountsRequest['accounts']) =>
    http.put('/api/admin/settings/deposit-accounts', { accounts }),
  putSeal: (image: SealRequest['image']) => http.put<AdminSettings>('/api/admin/settings/seal', { image }),
  deleteSeal: () => http.delete<AdminSettings>('/api/admin/settings/seal'),
  newTermVersion: ({ id, ...body }: TermVersionRequest & { id: number }) =>
    http.post(`/api/admin/terms/${id}/versions`, body),
  createStaff: (body: StaffCreateRequest) => http.post<StaffAccount>('/api/admin/staff', body),
  setStaffRole: ({ id, staff_role }: StaffRoleRequest & { id: number }) =>
    http.post<StaffAccount>(`/api/admin/staff/${id}/role`, { staff_role }),
  setStaffStatus: ({ id, active }: { id: number; active: boolean }) =>
    http.post(`/api/admin/staff/${id}/${active ? 'reactivate' : 'deactivate'}`),
  revealMessage: (id: number) => http.post<OutboxMessage>(`/api/admin/messages/${id}/reveal`),
  /** The anniversary-gift job as of a Korean date, now (a gift already sent is never sent again). */
  runAutoGifts: (date: string) => http.post<AutoGiftRunDto>('/api/admin/auto-gifts/run', { date }),
  approveSenderNumber: (id: number) => http.post<SenderNumber>(`/api/admin/sender-numbers/${id}/approve`),
  rejectSenderNumber: ({ id, reason }: SenderNumberRejectRequest & { id: number }) =>
    http.post<SenderNumber>(`/api/admin/sender-numbers/${id}/reject`, { reason }),
  setSenderNumberActive: ({ id, active }: { id: number; active: boolean }) =>
    http.post<SenderNumber>(`/api/admin/sender-numbers/${id}/${active ? 'enable' : 'disable'}`),
};

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────
