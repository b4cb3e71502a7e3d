import type { LoginResult } from '@bizgift/domain/auth';
import type { MfaEnrolled, MfaEnrollment, MfaStatus } from '@bizgift/domain/mfa';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from './http.ts';

/**
 * Two-factor sign-in. With the sign-in's `mfa_token` the calls go without a session (and never
 * start the refresh loop); without it they are the signed-in account's own.
 */
const withToken = (mfaToken: string | undefined) => (mfaToken ? { anonymous: true, noRefresh: true } : {});

/** POST /api/auth/mfa: the code step (a TOTP code or a recovery code). */
export const verifyMfa = (mfaToken: string, code: string) =>
  http.post<LoginResult>('/api/auth/mfa', { mfa_token: mfaToken, code }, withToken(mfaToken));

/** POST /api/auth/mfa/enroll: a new secret and its otpauth:// URL for the QR code. */
export const startMfaEnrollment = (mfaToken?: string) =>
  http.post<MfaEnrollment>(
    '/api/auth/mfa/enroll',
    mfaToken ? { mfa_token: mfaToken } : {},
    withToken(mfaToken),
  );

/** POST /api/auth/mfa/enroll/confirm: the first code; the answer carries the recovery codes and a session. */
export const confirmMfaEnrollment = (code: string, mfaToken?: string) =>
  http.post<MfaEnrolled>(
    '/api/auth/mfa/enroll/confirm',
    mfaToken ? { mfa_token: mfaToken, code } : { code },
    withToken(mfaToken),
  );

/** The sign-in's `mfa_token` is spent, expired or out of tries: only a new sign-in helps. */
export const signInSpent = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'mfa_token_not_valid' || error.code === 'mfa_attempts_exceeded');

export const mfaKeys = { status: ['mfa', 'status'] as const };

/** GET /api/auth/mfa: the signed-in account's two-factor. */
export const mfaStatusQuery = () =>
  queryOptions({
    queryKey: mfaKeys.status,
    queryFn: ({ signal }) => http.get<MfaStatus>('/api/auth/mfa', { signal }),
  });

export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => http.post<MfaStatus>('/api/auth/mfa/disable', { code }),
    onSuccess: (status) => queryClient.setQueryData(mfaKeys.status, status),
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      http.post<{ recovery_codes: string[] }>('/api/auth/mfa/recovery-codes', { code }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mfaKeys.status }),
  });
}
