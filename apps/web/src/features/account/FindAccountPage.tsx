import { checkResetPassword, ACCOUNT_MESSAGES as M, maskUsername } from '@bizgift/domain/account';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { findAccountApi, usernameFromLookup } from '../../api/account.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CheckIcon, Field, TextInput } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { errorMessage, isIdentityError } from './errors.ts';
import { IdentityVerifyButton } from './IdentityVerifyButton.tsx';
import { useIdentityVerification } from './identity.ts';

/** SPEC §2 Find account: ID and password tabs, both verification-first; switching tabs resets everything. */

type Mode = 'id' | 'password';

export function FindAccountPage() {
  useDocumentTitle('아이디·비밀번호 찾기');
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('tab') === 'password' ? 'password' : 'id';
  // Every switch mounts a fresh panel: nothing of the other tab (or of an earlier visit) survives.
  const [generation, setGeneration] = useState(0);
  const switchTo = (next: Mode) => {
    if (next === mode) return;
    setGeneration((g) => g + 1);
    setParams(next === 'password' ? { tab: 'password' } : {}, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-[28px]">아이디·비밀번호 찾기</h1>
      <div className="mt-6 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        <Tabs
          label="계정 찾기"
          tabs={[
            { id: 'id', label: '아이디 찾기' },
            { id: 'password', label: '비밀번호 찾기' },
          ]}
          active={mode}
          onChange={switchTo}
        />
        <div id={`panel-${mode}`} role="tabpanel" aria-labelledby={`tab-${mode}`} className="p-5 sm:p-8">
          {mode === 'id' ? (
            <FindIdPanel key={`id-${generation}`} onFindPassword={() => switchTo('password')} />
          ) : (
            <ResetPasswordPanel key={`pw-${generation}`} />
          )}
        </div>
      </div>
    </div>
  );
}

function Intro({ children }: { children: React.ReactNode }) {
  return <p className="text-[15px] leading-relaxed text-gray-600">{children}</p>;
}

function FindIdPanel({ onFindPassword }: { onFindPassword: () => void }) {
  const identity = useIdentityVerification(21);
  const [lookup, setLookup] = useState<{
    status: 'idle' | 'loading' | 'done' | 'error';
    usernames?: string[];
    message?: string;
  }>({
    status: 'idle',
  });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (identity.status !== 'success' || !identity.orderId || asked.current === identity.orderId) return;
    asked.current = identity.orderId;
    setLookup({ status: 'loading' });
    findAccountApi
      .findId(identity.orderId)
      .then((data) => {
        const first = usernameFromLookup(data);
        const all = data.accounts?.map((a) => a.username) ?? (first ? [first] : []);
        setLookup({ status: 'done', usernames: all });
      })
      .catch((error) => setLookup({ status: 'error', message: errorMessage(error, M.findAccountFailed) }));
  }, [identity.status, identity.orderId]);

  if (lookup.status === 'done') {
    return (
      <div className="text-center">
        <p className="text-[15px] text-gray-600">본인인증 정보로 가입된 아이디입니다.</p>
        <ul className="mt-4 space-y-2" aria-label="찾은 아이디">
          {lookup.usernames!.map((u) => (
            <li
              key={u}
              className="rounded-xl bg-gray-50 px-4 py-4 text-xl font-bold tracking-wider text-gray-900"
              data-testid="found-username"
            >
              {maskUsername(u)}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-[13px] text-gray-500">
          개인정보 보호를 위해 아이디의 일부를 * 로 표시합니다.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" variant="secondary" onClick={onFindPassword}>
            비밀번호 찾기
          </Button>
          <Link
            to="/auth/login"
            className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
          >
            로그인하기
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <Intro>회원가입 때 등록한 담당자 명의의 휴대폰으로 본인인증을 하면 아이디를 확인할 수 있습니다.</Intro>
      {lookup.status === 'loading' ? (
        <LoadingState label="아이디를 찾는 중..." />
      ) : (
        <IdentityVerifyButton
          identity={{
            ...identity,
            start: async () => {
              setLookup({ status: 'idle' });
              await identity.start();
            },
            // After a failed lookup the person may verify again.
            status: lookup.status === 'error' ? 'idle' : identity.status,
            message: lookup.status === 'error' ? null : identity.message,
          }}
        />
      )}
      {lookup.status === 'error' && <Notice tone="error">{lookup.message}</Notice>}
    </div>
  );
}

type ResetErrors = Partial<Record<'username' | 'newPassword' | 'newPassword2' | 'form', string>>;

function ResetPasswordPanel() {
  const identity = useIdentityVerification(22);
  const [account, setAccount] = useState<{ status: 'idle' | 'loading' | 'ok' | 'error'; message?: string }>({
    status: 'idle',
  });
  const asked = useRef<string | null>(null);
  const [form, setForm] = useState({ username: '', newPassword: '', newPassword2: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (identity.status !== 'success' || !identity.orderId || asked.current === identity.orderId) return;
    asked.current = identity.orderId;
    setAccount({ status: 'loading' });
    findAccountApi
      .findPassword(identity.orderId)
      .then(() => setAccount({ status: 'ok' }))
      .catch((error) => setAccount({ status: 'error', message: errorMessage(error, M.findAccountFailed) }));
  }, [identity.status, identity.orderId]);

  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key] || errors.form) setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next: ResetErrors = {};
    if (identity.status !== 'success' || !identity.orderId) next.form = M.resetVerificationFirst;
    else if (!form.username.trim()) next.username = M.resetUsernameRequired;
    else {
      const check = checkResetPassword(form.newPassword, form.newPassword2);
      if (!check.ok) {
        if (check.message === M.resetPasswordMismatch) next.newPassword2 = check.message;
        else next.newPassword = check.message;
      }
    }
    setErrors(next);
    const first = (['username', 'newPassword', 'newPassword2'] as const).find((k) => next[k]);
    if (first) document.getElementById(`reset-${first}`)?.focus();
    if (Object.keys(next).length) return;
    setSubmitting(true);
    try {
      await findAccountApi.resetPassword({
        order_id: identity.orderId!,
        username: form.username.trim(),
        new_password: form.newPassword,
        new_password2: form.newPassword2,
      });
      setDone(true);
    } catch (error) {
      if (isIdentityError(error)) {
        // Expired or already used: back to the verification step with the server's message.
        identity.reset();
        setAccount({ status: 'error', message: errorMessage(error, M.resetFailed) });
      } else setErrors({ form: errorMessage(error, M.resetFailed) });
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <div className="text-center">
        <div
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-600"
          aria-hidden="true"
        >
          <CheckIcon className="size-7" />
        </div>
        <p role="status" className="mt-4 text-[16px] font-semibold text-gray-900">
          {M.resetDone}
        </p>
        <Link
          to="/auth/login"
          className="mt-6 inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700"
        >
          로그인하기
        </Link>
      </div>
    );
  }

  if (account.status !== 'ok') {
    return (
      <div className="space-y-5">
        <Intro>담당자 명의의 휴대폰으로 본인인증을 하면 비밀번호를 새로 설정할 수 있습니다.</Intro>
        {account.status === 'loading' ? (
          <LoadingState label="회원 정보를 확인하는 중..." />
        ) : (
          <IdentityVerifyButton
            identity={{
              ...identity,
              start: async () => {
                setAccount({ status: 'idle' });
                await identity.start();
              },
              status: account.status === 'error' ? 'idle' : identity.status,
              message: account.status === 'error' ? null : identity.message,
            }}
          />
        )}
        {account.status === 'error' && <Notice tone="error">{account.message}</Notice>}
      </div>
    );
  }

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      <Notice tone="success">
        {M.identitySuccess} 아이디와 새 비밀번호를 입력해주세요. (인증번호 끝자리{' '}
        {identity.orderId?.slice(-8)})
      </Notice>
      <Field label="아이디" htmlFor="reset-username" required error={errors.username}>
        <TextInput
          id="reset-username"
          value={form.username}
          autoComplete="username"
          maxLength={20}
          invalid={!!errors.username}
          onChange={(e) => set('username', e.target.value)}
        />
      </Field>
      <Field
        label="새 비밀번호"
        htmlFor="reset-newPassword"
        required
        error={errors.newPassword}
        hint="8자 이상, 영문·숫자·특수문자를 포함해주세요."
      >
        <TextInput
          id="reset-newPassword"
          type="password"
          value={form.newPassword}
          autoComplete="new-password"
          maxLength={100}
          invalid={!!errors.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
      </Field>
      <Field label="새 비밀번호 확인" htmlFor="reset-newPassword2" required error={errors.newPassword2}>
        <TextInput
          id="reset-newPassword2"
          type="password"
          value={form.newPassword2}
          autoComplete="new-password"
          maxLength={100}
          invalid={!!errors.newPassword2}
          onChange={(e) => set('newPassword2', e.target.value)}
        />
      </Field>
      {errors.form && <Notice tone="error">{errors.form}</Notice>}
      <Button size="lg" variant="primary" type="submit" disabled={submitting} className="w-full">
        {submitting ? '변경 중...' : '비밀번호 변경'}
      </Button>
    </form>
  );
}
