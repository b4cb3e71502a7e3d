import type {
  ActivityDto as Activity,
  CompanyDto as Company,
  CompanyRole,
  InvitationDto as Invitation,
  InvitationPreviewDto as InvitationPreview,
  InvitationRequest,
  InvitedSignUpRequest,
  CompanyMemberDto as Member,
  MemberUpdateRequest,
  PolicyRequest,
} from '@bizgift/domain/company';
import type { OrderDto as Order } from '@bizgift/domain/orders';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, MINUTE, type Page } from './http.ts';
import { balanceKey } from './payments.ts';

export type { Activity, Company, CompanyRole, Invitation, InvitationPreview, Member };

/**
 * The company workspace: the caller's company and role, its members, invitations,
 * approval policy, the orders waiting for approval and the activity log. Everything lives under
 * the 'company' key; a change refreshes it whole (and the order lists, for approvals).
 */
export const companyKeys = {
  all: ['company'] as const,
  company: ['company', 'me'] as const,
  members: ['company', 'members'] as const,
  invitations: ['company', 'invitations'] as const,
  approvals: (page: number) => ['company', 'approvals', page] as const,
  activity: (page: number) => ['company', 'activity', page] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export const ACTIVITY_PAGE_SIZE = 20;
export const APPROVALS_PAGE_SIZE = 10;

/** GET /api/company: the caller's company, its policy and the caller's role (members only). */
export const companyQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: companyKeys.company,
    queryFn: ({ signal }) => http.get<Company>('/api/company', { signal }),
    enabled,
    staleTime: 5 * MINUTE,
  });

export function useMembers(enabled = true) {
  return useQuery({
    queryKey: companyKeys.members,
    queryFn: ({ signal }) => http.get<Member[]>('/api/company/members', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: companyKeys.invitations,
    queryFn: ({ signal }) => http.get<Invitation[]>('/api/company/invitations', { signal }),
    enabled,
    staleTime: MINUTE,
  });
}

export function useApprovals(page: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.approvals(page),
    queryFn: ({ signal }) =>
      http.get<Page<Order>>('/api/company/approvals', {
        signal,
        query: { page, page_size: APPROVALS_PAGE_SIZE },
      }),
    enabled,
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

export function useActivity(page: number, enabled = true) {
  return useQuery({
    queryKey: companyKeys.activity(page),
    queryFn: ({ signal }) =>
      http.get<Page<Activity>>('/api/company/activity', {
        signal,
        query: { page, page_size: ACTIVITY_PAGE_SIZE },
      }),
    enabled,
    staleTime: MINUTE,
    placeholderData: keepPreviousData,
  });
}

/** After any change: the company's views, the balance and every order list look again. */
function useRefreshCompany() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKeys.all }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
      queryClient.invalidateQueries({ queryKey: balanceKey }),
    ]);
}

export function useInvite() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: InvitationRequest) => http.post<Invitation>('/api/company/invitations', body),
    onSuccess: refresh,
  });
}

export function useCancelInvitation() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/company/invitations/${id}`),
    onSettled: refresh,
  });
}

export function useUpdateMember() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ id, ...body }: MemberUpdateRequest & { id: number }) =>
      http.patch<Member>(`/api/company/members/${id}`, body),
    onSettled: refresh,
  });
}

export function useRemoveMember() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (id: number) => http.delete<null>(`/api/company/members/${id}`),
    onSettled: refresh,
  });
}

export function useUpdatePolicy() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (body: PolicyRequest) => http.put<Company['policy']>('/api/company/policy', body),
    onSettled: refresh,
  });
}

export function useApproveOrder() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (id: number) => http.post<Order>(`/api/orders/${id}/approve`),
    onSettled: refresh,
  });
}

export function useRejectOrder() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      http.post<Order>(`/api/orders/${id}/reject`, { reason }),
    onSettled: refresh,
  });
}

const PUBLIC = { anonymous: true, noRefresh: true } as const;

/** GET /api/company/invitations/{token}: who invites whom (no login); 404 when unknown or used. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: companyKeys.invitation(token),
    queryFn: ({ signal }) =>
      http.get<InvitationPreview>(`/api/company/invitations/${encodeURIComponent(token)}`, {
        ...PUBLIC,
        signal,
      }),
    retry: false,
    staleTime: 5 * MINUTE,
  });
}

/** POST /api/users/register/invited: the new account joins the inviting company and is signed in. */
export const registerInvited = (body: InvitedSignUpRequest) =>
  http.post<unknown>('/api/users/register/invited', body, PUBLIC);

/** PUT /api/company/policy/mfa (owner): 2단계 인증 필수 for every member. */
export function useUpdateMfaPolicy() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (mfaRequired: boolean) =>
      http.put<Company['policy']>('/api/company/policy/mfa', { mfa_required: mfaRequired }),
    onSettled: refresh,
  });
}
