import {
  LOGIN_MESSAGES,
  LOGIN_UNLOCK_MESSAGES,
  type LoginRequest,
  type LoginResult,
  loginRequestSchema,
} from '@bizgift/domain/auth';
import { firstIssueMessages } from '@bizgift/domain/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { login } from '../../api/auth.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { userKeys } from '../../api/users.ts';
import { Spinner } from '../../components/ui/LoadingState.tsx';
import { safeNextPath } from '../../lib/redirect.ts';
import {
  forgetSessionExpired,
  getSavedUsername,
  sessionExpired,
  setCachedUser,
  setSavedUsername,
  setTokens,
  useSessionSnapshot,
} from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { LoginUnlockOffer } from './LoginUnlockOffer.tsx';
import { SecondStep, type SecondStepState } from './SecondStep.tsx';

interface LoginForm {
  username: string;
  password: string;
  saveId: boolean;
}

type LoginErrors = Partial<Record<keyof LoginRequest, string>>;

/** SPEC §2 Login, §5 Login; with two-factor, the code (or enrolment) step after the password. */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { hasSession } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const [secondStep, setSecondStep] = useState<SecondStepState | null>(null);
  const signedIn = (data: LoginResult) => {
    queryClient.clear();
    queryClient.setQueryData(userKeys.me, data.user);
    setCachedUser(data.user);
    // Storing the tokens flips the session; the redirect below then takes the visitor to `next`.
    setTokens(data.access, data.refresh);
  };

  if (hasSession) return <Navigate to={next} replace />;
  if (secondStep) {
    return <SecondStep step={secondStep} onSignedIn={signedIn} onRestart={() => setSecondStep(null)} />;
  }
  return <PasswordStep onSignedIn={signedIn} onSecondStep={setSecondStep} />;
}

function PasswordStep({
  onSignedIn,
  onSecondStep,
}: {
  onSignedIn: (data: LoginResult) => void;
  onSecondStep: (step: SecondStepState) => void;
}) {
  useDocumentTitle('로그인');
  // Opened from an e-mailed unlock link: this page's sign-in goes past the failure locks.
  const unlockToken = useSearchParams()[0].get('unlock') ?? undefined;
  const [showPassword, setShowPassword] = useState(false);
  // Said once, for the visit that follows a refused refresh; never to someone who was not signed in.
  const [expired] = useState(sessionExpired);
  useEffect(forgetSessionExpired, []);
  const ids = { username: useId(), password: useId(), error: useId() };

  const [form, setForm] = useState<LoginForm>(() => {
    const saved = getSavedUsername();
    return { username: saved, password: '', saveId: Boolean(saved) };
  });
  // Errors appear on submit; after that each edit checks the form again.
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // The page is for typing: the cursor starts in 아이디, or in 비밀번호 when the ID was saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    (form.username ? inputs.password : inputs.username).current?.focus();
  }, []);
  const check = (next: LoginForm): LoginErrors => {
    const parsed = loginRequestSchema.safeParse(next);
    return parsed.success ? {} : firstIssueMessages<keyof LoginRequest>(parsed.error);
  };
  const edit = (patch: Partial<LoginForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (errors) setErrors(check(next));
  };

  const mutation = useMutation({
    mutationFn: (body: LoginRequest & { saveId: boolean }) =>
      login(body.username, body.password, unlockToken),
    onSuccess: (data, body) => {
      setSavedUsername(body.saveId ? body.username : null);
      if ('mfa_required' in data)
        onSecondStep({ kind: 'code', mfaToken: data.mfa_token, username: body.username });
      else if ('mfa_enrollment_required' in data) {
        onSecondStep({ kind: 'enroll', mfaToken: data.mfa_token, username: body.username });
      } else onSignedIn(data);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(form);
    if (!parsed.success) {
      const found = firstIssueMessages<keyof LoginRequest>(parsed.error);
      setErrors(found);
      (found.username ? inputs.username : inputs.password).current?.focus();
      return;
    }
    setErrors({});
    mutation.mutate({ ...parsed.data, saveId: form.saveId });
  };
  const usernameError = errors?.username;
  const passwordError = errors?.password;
  const serverError = mutation.isError ? errorMessage(mutation.error, LOGIN_MESSAGES.failed) : null;
  const locked = mutation.error instanceof ApiError && mutation.error.code === 'login_locked';

  const inputClass = (invalid: boolean) =>
    `block w-full rounded-xl border bg-white px-4 py-3 text-[15px] text-gray-900 placeholder:text-gray-400 transition-colors focus:outline-none focus:ring-4 ${
      invalid
        ? 'border-red-400 focus:border-red-500 focus:ring-red-100'
        : 'border-gray-300 focus:border-brand-500 focus:ring-brand-100'
    }`;

  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-[440px]">
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-[28px]">로그인</h1>
          <p className="mt-2 text-[15px] text-gray-500">기업회원 아이디로 로그인해주세요.</p>
        </div>

        <form
          noValidate
          onSubmit={onSubmit}
          aria-describedby={serverError ? ids.error : undefined}
          className="mt-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-lg shadow-gray-100 sm:p-8"
        >
          {unlockToken && !serverError && (
            <p
              role="status"
              className="mb-5 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm leading-relaxed text-brand-800"
            >
              {LOGIN_UNLOCK_MESSAGES.linkOpened}
            </p>
          )}
          {expired && !serverError && (
            <p
              role="status"
              className="mb-5 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-800"
            >
              {LOGIN_MESSAGES.sessionExpired}
            </p>
          )}
          {serverError && (
            <div
              id={ids.error}
              role="alert"
              className="mb-5 flex gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm leading-relaxed text-red-700"
            >
              <svg
                viewBox="0 0 20 20"
                className="mt-0.5 size-4 shrink-0"
                fill="currentColor"
                aria-hidden="true"
              >
                <path
                  fillRule="evenodd"
                  d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-.75-11.5a.75.75 0 0 1 1.5 0v4a.75.75 0 0 1-1.5 0v-4ZM10 14.5a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
                  clipRule="evenodd"
                />
              </svg>
              <span>{serverError}</span>
            </div>
          )}
          {locked && <LoginUnlockOffer username={form.username} />}

          <div>
            <label htmlFor={ids.username} className="mb-1.5 block text-sm font-semibold text-gray-800">
              아이디
            </label>
            <input
              id={ids.username}
              type="text"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="아이디를 입력하세요"
              ref={inputs.username}
              value={form.username}
              onChange={(e) => edit({ username: e.target.value })}
              aria-invalid={usernameError ? true : undefined}
              aria-describedby={usernameError ? `${ids.username}-error` : undefined}
              className={inputClass(Boolean(usernameError))}
            />
            {usernameError && (
              <p id={`${ids.username}-error`} className="mt-1.5 text-sm text-red-600">
                {usernameError}
              </p>
            )}
          </div>

          <div className="mt-4">
            <label htmlFor={ids.password} className="mb-1.5 block text-sm font-semibold text-gray-800">
              비밀번호
            </label>
            <div className="relative">
              <input
                id={ids.password}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                placeholder="비밀번호를 입력하세요"
                ref={inputs.password}
                value={form.password}
                onChange={(e) => edit({ password: e.target.value })}
                aria-invalid={passwordError ? true : undefined}
                aria-describedby={passwordError ? `${ids.password}-error` : undefined}
                className={`${inputClass(Boolean(passwordError))} pr-16`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-pressed={showPassword}
                aria-controls={ids.password}
                className="absolute inset-y-0 right-2 my-auto h-8 rounded-lg px-2 text-xs font-medium text-gray-500 hover:bg-gray-100 hover:text-gray-700"
              >
                {showPassword ? '숨기기' : '표시'}
              </button>
            </div>
            {passwordError && (
              <p id={`${ids.password}-error`} className="mt-1.5 text-sm text-red-600">
                {passwordError}
              </p>
            )}
          </div>

          <label className="mt-4 inline-flex cursor-pointer items-center gap-2 text-sm text-gray-700 select-none">
            <input
              type="checkbox"
              className="size-4 rounded border-gray-300 accent-brand-600"
              checked={form.saveId}
              onChange={(e) => edit({ saveId: e.target.checked })}
            />
            아이디 저장
          </label>

          <button
            type="submit"
            disabled={mutation.isPending}
            className="mt-6 flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3.5 text-base font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
          >
            {mutation.isPending && <Spinner size="sm" label="로그인 중" />}
            로그인
          </button>

          <div className="mt-6 flex items-center justify-center gap-3 text-sm text-gray-500">
            <Link to="/auth/find-account" className="hover:text-gray-900 hover:underline">
              아이디/비밀번호 찾기
            </Link>
            <span aria-hidden="true" className="h-3 w-px bg-gray-300" />
            <Link to="/auth/signup" className="font-semibold text-brand-700 hover:underline">
              회원가입
            </Link>
          </div>
        </form>

        <p className="mt-6 text-center text-xs leading-relaxed text-gray-500">
          비즈기프트는 사업자 회원 전용 서비스입니다. 법인 및 개인사업자 누구나 가입할 수 있습니다.
        </p>
      </div>
    </section>
  );
}
