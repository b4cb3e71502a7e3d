import { request } from './http.ts';

const PUBLIC = { anonymous: true, noRefresh: true } as const;

/** The account calls of SPEC §7 (sign-up, identity verification, find account, profile). */

export type VerificationType = 1 | 20 | 21 | 22;

export interface IdentityPerson {
  phoneNumber: string;
  name: string;
  birthDate: string;
  gender: string;
  carrier: string;
}

export interface HashResponse {
  ordr_idxx: string;
  /** The provider's page the popup posts the fields to (KCP's cert_view.jsp, or our sandbox page). */
  popup_url: string;
  /** 'kcp' (real NHN KCP) or the sandbox; not a form field. */
  provider: string;
  [field: string]: string | number;
}

export interface Term {
  id: number;
  title: string;
  content: string;
  is_required: boolean;
}

export interface SignUpPayload {
  user: {
    username: string;
    password: string;
    email: string;
    user_type: 'corporate';
    terms: { term_id: number; is_agreed: boolean }[];
    notification: {
      is_event_sms_enabled: boolean;
      is_event_email_enabled: boolean;
      is_info_sms_enabled: false;
      is_info_email_enabled: false;
    };
    referral_code: string;
    order_id: string;
  };
  company_name: string;
  business_number: string;
  owner_name: string;
  primary_phone: string;
}

export interface Me {
  username: string;
  email: string;
  fullname: string;
  phone_number: string;
  created_at: string;
  role?: 'member' | 'staff';
  company: { name: string; business_number: string; owner_name: string; primary_phone: string } | null;
}

export const identityApi = {
  hash: (verificationType: VerificationType) =>
    request<HashResponse>('POST', '/api/identities/kcp/hash', {
      ...PUBLIC,
      body: { verification_type: verificationType },
    }),
  verify: (orderId: string, verificationType: VerificationType) =>
    request<IdentityPerson>('GET', '/api/identities/kcp/verify', {
      ...PUBLIC,
      query: { ordr_idxx: orderId, verification_type: verificationType },
    }),
};

export const signUpApi = {
  terms: () => request<Term[]>('GET', '/api/users/terms', PUBLIC),
  verifyBusinessNumber: (businessNumber: string, companyName: string) =>
    request<{ verified: boolean }>('POST', '/api/users/business-number/verify', {
      ...PUBLIC,
      body: { business_number: businessNumber, company_name: companyName },
    }),
  verifyUsername: (username: string) =>
    request<{ available: boolean }>('POST', '/api/users/username/verify', { ...PUBLIC, body: { username } }),
  register: (payload: SignUpPayload) =>
    request<{ username: string }>('POST', '/api/users/register/corporate', { ...PUBLIC, body: payload }),
};

export const findAccountApi = {
  findId: (orderId: string) =>
    request<{ username: string | [{ username: string }]; accounts?: { username: string }[] }>(
      'POST',
      '/api/users/find-id',
      {
        ...PUBLIC,
        body: { order_id: orderId },
      },
    ),
  findPassword: (orderId: string) =>
    request<{ verified: boolean }>('POST', '/api/users/find-password', {
      ...PUBLIC,
      body: { order_id: orderId },
    }),
  resetPassword: (body: {
    order_id: string;
    username: string;
    new_password: string;
    new_password2: string;
  }) => request<null>('PUT', '/api/users/password/reset', { ...PUBLIC, body }),
};

export const profileApi = {
  me: () => request<Me>('GET', '/api/users/me'),
  update: (body: { fullname: string; email: string }) => request<Me>('PUT', '/api/users/me', { body }),
  changePassword: (body: { password: string; new_password: string; new_password2: string }) =>
    request<{ access: string; refresh: string }>('PUT', '/api/users/password', { body }),
  withdraw: (password: string) => request<null>('DELETE', '/api/users/me', { body: { password } }),
};

/** SPEC §3: the ID-lookup answer is a string or a nested list holding an object with a username. */
export function usernameFromLookup(
  data: { username: string | [{ username: string }] } | null | undefined,
): string | null {
  const value = data?.username;
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value[0]?.username ?? null;
  return null;
}
