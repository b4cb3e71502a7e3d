import {
  checkEmail,
  checkNewPassword,
  checkNewPasswordConfirm,
  formatBusinessNumber,
  ACCOUNT_MESSAGES as M,
  PROFILE_EMAIL_MESSAGES,
} from '@bizgift/domain/account';
import { formatPhone } from '@bizgift/domain/recipients';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type Me, profileApi } from '../../api/account.ts';
import { userKeys } from '../../api/users.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { CompanyProfileForm } from './CompanyProfileForm.tsx';
import { errorMessage, fieldErrors } from './errors.ts';
import { MfaTab } from './MfaTab.tsx';
import { Actions, focusFirst } from './profileParts.tsx';
import { useAccountSession } from './session.ts';
import { EmailField } from './signupParts.tsx';
import { WithdrawTab } from './WithdrawTab.tsx';

/** SPEC §2 Member info edit: info, password, two-factor and withdrawal tabs (SPEC §5 Profile rules, §8 messages). */

type TabId = 'info' | 'password' | 'mfa' | 'withdraw';
const TABS: { id: TabId; label: string }[] = [
  { id: 'info', label: '회원정보 수정' },
  { id: 'password', label: '비밀번호 변경' },
  { id: 'mfa', label: '2단계 인증' },
  { id: 'withdraw', label: '회원 탈퇴' },
];

export const ME_QUERY_KEY = userKeys.me;

export function ProfilePage() {
  useDocumentTitle('내 정보');
  const [params, setParams] = useSearchParams();
  const tab = (TABS.find((t) => t.id === params.get('tab'))?.id ?? 'info') as TabId;
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: profileApi.me, staleTime: 5 * 60_000 });

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-[28px]">내 정보 관리</h1>
      <div className="mt-6 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        <Tabs
          label="내 정보 관리"
          tabs={TABS}
          active={tab}
          onChange={(id) => setParams(id === 'info' ? {} : { tab: id }, { replace: true })}
        />
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="p-5 sm:p-8">
          {me.isPending ? (
            <LoadingState label="회원 정보를 불러오는 중..." />
          ) : me.isError ? (
            <div className="space-y-3">
              <Notice tone="error">회원 정보를 불러오지 못했습니다. {errorMessage(me.error, '')}</Notice>
              <Button size="lg" variant="secondary" onClick={() => void me.refetch()}>
                다시 시도
              </Button>
            </div>
          ) : tab === 'info' ? (
            <>
              <InfoTab me={me.data} />
              {me.data.company && <CompanyProfileForm company={me.data.company} />}
            </>
          ) : tab === 'password' ? (
            <PasswordTab />
          ) : tab === 'mfa' ? (
            <MfaTab username={me.data.username} />
          ) : (
            <WithdrawTab />
          )}
        </div>
      </div>
    </div>
  );
}

function InfoTab({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const session = useAccountSession();
  const initial = { fullname: me.fullname, email: me.email };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<'fullname' | 'email', string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setForm({ fullname: me.fullname, email: me.email });
  }, [me.fullname, me.email]);

  const set = (key: 'fullname' | 'email', value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setResult(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.fullname.trim()) next.fullname = M.nameRequired;
    const email = checkEmail(form.email, PROFILE_EMAIL_MESSAGES);
    if (!email.ok) next.email = email.message;
    setErrors(next);
    focusFirst(['fullname', 'email'], next, 'profile');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const updated = await profileApi.update({ fullname: form.fullname.trim(), email: form.email.trim() });
      queryClient.setQueryData(ME_QUERY_KEY, updated);
      session.userUpdated(updated);
      setResult({ tone: 'success', text: M.profileUpdated });
    } catch (error) {
      setErrors(fieldErrors(error));
      setResult({ tone: 'error', text: errorMessage(error, M.profileUpdateFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="아이디" htmlFor="profile-username">
          <TextInput id="profile-username" value={me.username} readOnly />
        </Field>
        <Field label="휴대폰 번호" htmlFor="profile-phone" hint="본인인증으로 등록된 번호입니다.">
          <TextInput id="profile-phone" value={formatPhone(me.phone_number)} readOnly />
        </Field>
      </div>
      <Field label="이름" htmlFor="profile-fullname" required error={errors.fullname}>
        <TextInput
          id="profile-fullname"
          value={form.fullname}
          maxLength={50}
          invalid={!!errors.fullname}
          onChange={(e) => set('fullname', e.target.value)}
        />
      </Field>
      <EmailField
        id="profile-email"
        value={form.email}
        error={errors.email}
        onChange={(v) => set('email', v)}
      />
      {me.company && (
        <dl className="grid gap-x-6 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-gray-500">회사명</dt>
            <dd className="font-medium text-gray-900">{me.company.name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-gray-500">사업자번호</dt>
            <dd className="font-medium text-gray-900">{formatBusinessNumber(me.company.business_number)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-gray-500">대표자</dt>
            <dd className="font-medium text-gray-900">{me.company.owner_name}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="w-24 shrink-0 text-gray-500">대표 전화</dt>
            <dd className="font-medium text-gray-900">{me.company.primary_phone}</dd>
          </div>
        </dl>
      )}
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <Actions
        busy={busy}
        submitLabel={busy ? '저장 중...' : '저장'}
        onCancel={() => {
          setForm(initial);
          setErrors({});
          setResult(null);
        }}
      />
    </form>
  );
}

const EMPTY_PASSWORDS = { password: '', new_password: '', new_password2: '' };
type PasswordKey = keyof typeof EMPTY_PASSWORDS;

function PasswordTab() {
  const session = useAccountSession();
  const [form, setForm] = useState(EMPTY_PASSWORDS);
  const [errors, setErrors] = useState<Partial<Record<PasswordKey, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: PasswordKey, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setResult(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.password) next.password = M.currentPasswordRequired;
    const pw = checkNewPassword(form.new_password);
    if (!pw.ok) next.new_password = pw.message;
    const confirm = checkNewPasswordConfirm(form.new_password, form.new_password2);
    if (!confirm.ok) next.new_password2 = confirm.message;
    setErrors(next);
    focusFirst(['password', 'new_password', 'new_password2'], next, 'pw');
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const tokens = await profileApi.changePassword(form);
      session.tokensRotated(tokens);
      setForm(EMPTY_PASSWORDS);
      setResult({ tone: 'success', text: M.passwordChanged });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      focusFirst(['password', 'new_password', 'new_password2'], fields, 'pw');
      setResult({ tone: 'error', text: errorMessage(error, M.passwordChangeFailed) });
    } finally {
      setBusy(false);
    }
  };

  const input = (key: PasswordKey, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} htmlFor={`pw-${key}`} required error={errors[key]} hint={hint}>
      <TextInput
        id={`pw-${key}`}
        type="password"
        value={form[key]}
        maxLength={100}
        autoComplete={autoComplete}
        invalid={!!errors[key]}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      {input('password', '현재 비밀번호', 'current-password')}
      {input('new_password', '새 비밀번호', 'new-password', '8~20자의 영문, 숫자, 특수문자(@$!%*?&) 조합')}
      {input('new_password2', '새 비밀번호 확인', 'new-password')}
      <p className="text-[13px] text-gray-500">비밀번호를 바꾸면 다른 기기의 로그인은 모두 해제됩니다.</p>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <Actions
        busy={busy}
        submitLabel={busy ? '변경 중...' : '비밀번호 변경'}
        onCancel={() => {
          setForm(EMPTY_PASSWORDS);
          setErrors({});
          setResult(null);
        }}
      />
    </form>
  );
}
