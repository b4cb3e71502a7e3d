import type { LoginResult } from '@bizgift/domain/auth';
import { MFA_MESSAGES, mfaCodeSchema } from '@bizgift/domain/mfa';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { signInSpent, verifyMfa } from '../../api/mfa.ts';
import { CodeInput } from '../../components/mfa/CodeInput.tsx';
import { Enrollment } from '../../components/mfa/Enrollment.tsx';
import { RecoveryCodes } from '../../components/mfa/RecoveryCodes.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';

/** After the password: enter a code, or set up the authenticator first. */
export type SecondStepState =
  | { kind: 'code'; mfaToken: string; username: string }
  | { kind: 'enroll'; mfaToken: string; username: string };

/** The sign-in's second step (members and staff alike): ends with a session handed to `onSignedIn`. */
export function SecondStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: SecondStepState;
  onSignedIn: (result: LoginResult) => void;
  onRestart: () => void;
}) {
  const [enrolled, setEnrolled] = useState<(LoginResult & { recovery_codes: string[] }) | null>(null);
  const title = enrolled ? '복구 코드 보관' : step.kind === 'code' ? '2단계 인증' : '2단계 인증 등록';
  useDocumentTitle(title);
  return (
    <section className="px-4 py-12 sm:py-16">
      <div
        className={`mx-auto w-full ${step.kind === 'enroll' && !enrolled ? 'max-w-[640px]' : 'max-w-[440px]'}`}
      >
        <div className="text-center">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-[28px]">{title}</h1>
          <p className="mt-2 text-[15px] text-gray-500">
            {enrolled
              ? '2단계 인증을 켰습니다. 아래 복구 코드를 보관한 뒤 계속하세요.'
              : step.kind === 'code'
                ? '인증 앱에 표시된 6자리 코드를 입력해주세요.'
                : '이 계정은 2단계 인증이 필요합니다. 인증 앱을 등록한 뒤 로그인됩니다.'}
          </p>
        </div>
        <div className="mt-8 rounded-2xl border border-gray-200 bg-white p-6 shadow-lg shadow-gray-100 sm:p-8">
          {enrolled ? (
            <RecoveryCodes
              codes={enrolled.recovery_codes}
              username={step.username}
              doneLabel="계속"
              onDone={() => onSignedIn(enrolled)}
            />
          ) : step.kind === 'code' ? (
            <CodeStep mfaToken={step.mfaToken} onSignedIn={onSignedIn} onRestart={onRestart} />
          ) : (
            <Enrollment mfaToken={step.mfaToken} onEnrolled={setEnrolled} onTokenFailed={onRestart} />
          )}
          {!enrolled && (
            <button
              type="button"
              onClick={onRestart}
              className="mt-6 block w-full text-center text-sm text-gray-500 hover:text-gray-900 hover:underline"
            >
              다른 아이디로 로그인
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function CodeStep({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (result: LoginResult) => void;
  onRestart: () => void;
}) {
  const ids = { code: useId(), error: useId() };
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cursor moves with the kind of code asked for
  useEffect(() => input.current?.focus(), [useRecovery]);
  const verify = useMutation({
    mutationFn: (value: string) => verifyMfa(mfaToken, value),
    onSuccess: onSignedIn,
  });
  const serverError = verify.isError ? errorMessage(verify.error, MFA_MESSAGES.codeWrong) : null;
  const spent = signInSpent(verify.error);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = mfaCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? MFA_MESSAGES.codeFormat);
      input.current?.focus();
      return;
    }
    setInputError(null);
    verify.mutate(parsed.data);
  };
  const error = inputError ?? serverError;

  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor={ids.code} className="mb-1.5 block text-sm font-semibold text-gray-800">
        {useRecovery ? '복구 코드' : '인증 코드'}
      </label>
      {useRecovery ? (
        <input
          ref={input}
          id={ids.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCDE-FGHJK"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setInputError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
          className={`${inputClass('lg')} text-center font-mono tracking-widest uppercase`}
        />
      ) : (
        <CodeInput
          ref={input}
          id={ids.code}
          value={code}
          onChange={(v) => {
            setCode(v);
            setInputError(null);
          }}
          invalid={Boolean(error)}
          describedBy={error ? ids.error : undefined}
        />
      )}
      {error && (
        <p id={ids.error} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
      {spent ? (
        <Button variant="primary" size="lg" className="mt-6 w-full" onClick={onRestart}>
          처음부터 다시 로그인
        </Button>
      ) : (
        <Button type="submit" variant="primary" size="lg" className="mt-6 w-full" busy={verify.isPending}>
          확인
        </Button>
      )}
      <button
        type="button"
        onClick={() => {
          setUseRecovery((v) => !v);
          setCode('');
          setInputError(null);
          verify.reset();
        }}
        className="mt-4 block w-full text-center text-sm font-semibold text-brand-700 hover:underline"
      >
        {useRecovery ? '인증 앱의 코드 입력하기' : '인증 앱을 쓸 수 없나요? 복구 코드 입력하기'}
      </button>
      {useRecovery && (
        <Notice tone="info" className="mt-4">
          복구 코드는 2단계 인증을 켤 때 받은 10개의 코드입니다. 각 코드는 한 번만 쓸 수 있습니다. 복구 코드도
          없으면 고객센터(관리자)에 초기화를 요청해주세요.
        </Notice>
      )}
    </form>
  );
}
