import { MFA_MESSAGES, type MfaEnrolled, totpCodeSchema } from '@bizgift/domain/mfa';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { confirmMfaEnrollment, signInSpent, startMfaEnrollment } from '../../api/mfa.ts';
import { Button } from '../ui/Button.tsx';
import { CopyButton } from '../ui/CopyButton.tsx';
import { LoadingState } from '../ui/LoadingState.tsx';
import { Notice } from '../ui/Notice.tsx';
import { CodeInput } from './CodeInput.tsx';
import { QrCode } from './QrCode.tsx';

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then the app's first code
 * turns two-factor on. With `mfaToken` this is the sign-in's enrolment step; without it, the
 * signed-in account's own.
 */
export function Enrollment({
  mfaToken,
  onEnrolled,
  onTokenFailed,
}: {
  mfaToken?: string;
  onEnrolled: (result: MfaEnrolled) => void;
  /** The sign-in's token is spent or expired: the sign-in starts over. */
  onTokenFailed?: () => void;
}) {
  const ids = { code: useId(), error: useId() };
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  // One secret per visit of this step: a new one only when the step opens again.
  const enrollment = useQuery({
    queryKey: ['mfa', 'enrollment', mfaToken ?? 'session'],
    queryFn: () => startMfaEnrollment(mfaToken),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const confirm = useMutation({
    mutationFn: (value: string) => confirmMfaEnrollment(value, mfaToken),
    onSuccess: onEnrolled,
  });

  if (enrollment.isPending) return <LoadingState label="인증 앱 등록을 준비하는 중입니다." />;
  if (enrollment.isError) {
    return (
      <div>
        <Notice tone="error">{errorMessage(enrollment.error, MFA_MESSAGES.tokenInvalid)}</Notice>
        {onTokenFailed && (
          <Button className="mt-4 w-full" size="lg" onClick={onTokenFailed}>
            처음부터 다시 로그인
          </Button>
        )}
      </div>
    );
  }
  const { secret, otpauth_url } = enrollment.data;
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  const serverError = confirm.isError ? errorMessage(confirm.error, MFA_MESSAGES.codeWrong) : null;
  const spent = signInSpent(confirm.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? MFA_MESSAGES.totpFormat);
      return;
    }
    setInputError(null);
    confirm.mutate(parsed.data);
  };

  return (
    <div>
      <ol className="space-y-6 text-[15px] text-gray-800">
        <li>
          <p className="font-semibold text-gray-900">1. 휴대폰에 인증 앱을 설치하세요.</p>
          <p className="mt-1 text-sm text-gray-600">
            Google Authenticator, Microsoft Authenticator 등 시간 기반 인증 코드(TOTP)를 만드는 앱이면 됩니다.
          </p>
        </li>
        <li>
          <p className="font-semibold text-gray-900">2. 앱에서 QR 코드를 스캔하세요.</p>
          <div className="mt-3 flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCode value={otpauth_url} label="인증 앱에 등록할 QR 코드" />
            <div className="w-full min-w-0 flex-1">
              <p className="text-sm text-gray-600">스캔할 수 없으면 앱에 아래 키를 직접 입력하세요.</p>
              <div className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-gray-50 p-3">
                <code
                  data-testid="mfa-secret"
                  className="min-w-0 flex-1 break-all font-mono text-sm text-gray-900"
                >
                  {grouped}
                </code>
                <CopyButton text={secret} what="설정 키" />
              </div>
              <p className="mt-2 text-[13px] text-gray-500">계정: 비즈기프트(BizGift) · 시간 기반 · 6자리</p>
            </div>
          </div>
        </li>
        <li>
          <form noValidate onSubmit={onSubmit} aria-describedby={serverError ? ids.error : undefined}>
            <label htmlFor={ids.code} className="font-semibold text-gray-900">
              3. 앱에 표시된 6자리 코드를 입력하세요.
            </label>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <div className="sm:w-56">
                <CodeInput
                  id={ids.code}
                  value={code}
                  onChange={(v) => {
                    setCode(v);
                    setInputError(null);
                  }}
                  invalid={Boolean(inputError || serverError)}
                  describedBy={inputError || serverError ? ids.error : undefined}
                />
              </div>
              <Button type="submit" variant="primary" size="lg" busy={confirm.isPending}>
                확인하고 켜기
              </Button>
            </div>
            {(inputError || serverError) && (
              <p id={ids.error} role="alert" className="mt-2 text-sm text-red-600">
                {inputError ?? serverError}
              </p>
            )}
            {spent && onTokenFailed && (
              <Button className="mt-3" onClick={onTokenFailed}>
                처음부터 다시 로그인
              </Button>
            )}
          </form>
        </li>
      </ol>
    </div>
  );
}
