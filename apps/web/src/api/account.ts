import type {
  businessVerifiedSchema,
  CompanyProfileRequest,
  foundIdSchema,
  foundPasswordSchema,
  IdentityPerson,
  identityHashSchema,
  Me,
  PasswordChangeRequest,
  PasswordResetRequest,
  ProfileUpdateRequest,
  SignUpRequest,
  signedUpSchema,
  Term,
  usernameAvailableSchema,
  VerificationType,
} from '@bizgift/domain/account';
import type { TokenPair } from '@bizgift/domain/auth';
import type { z } from 'zod';
import { request } from './http.ts';

const PUBLIC = { anonymous: true, noRefresh: true } as const;

/** The account calls of SPEC §7 (sign-up, identity verification, find account, profile). */

export type HashResponse = z.infer<typeof identityHashSchema>;
export type { IdentityPerson, Me, Term, VerificationType };

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
    request<z.infer<typeof businessVerifiedSchema>>('POST', '/api/users/business-number/verify', {
      ...PUBLIC,
      body: { business_number: businessNumber, company_name: companyName },
    }),
  verifyUsername: (username: string) =>
    request<z.infer<typeof usernameAvailableSchema>>('POST', '/api/users/username/verify', {
      ...PUBLIC,
      body: { username },
    }),
  register: (payload: SignUpRequest) =>
    request<z.infer<typeof signedUpSchema>>('POST', '/api/users/register/corporate', {
      ...PUBLIC,
      body: payload,
    }),
};

export const findAccountApi = {
  findId: (orderId: string) =>
    request<z.infer<typeof foundIdSchema>>('POST', '/api/users/find-id', {
      ...PUBLIC,
      body: { order_id: orderId },
    }),
  findPassword: (orderId: string) =>
    request<z.infer<typeof foundPasswordSchema>>('POST', '/api/users/find-password', {
      ...PUBLIC,
      body: { order_id: orderId },
    }),
  resetPassword: (body: PasswordResetRequest) =>
    request<null>('PUT', '/api/users/password/reset', { ...PUBLIC, body }),
};

export const profileApi = {
  me: () => request<Me>('GET', '/api/users/me'),
  update: (body: ProfileUpdateRequest) => request<Me>('PUT', '/api/users/me', { body }),
  /** 업태/종목 and address for the documents' buyer block. */
  updateCompany: (body: CompanyProfileRequest) => request<Me>('PUT', '/api/users/me/company', { body }),
  changePassword: (body: PasswordChangeRequest) => request<TokenPair>('PUT', '/api/users/password', { body }),
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
