import {
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkUsername,
  ACCOUNT_MESSAGES as M,
} from '@bizgift/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { signUpApi } from '../../api/account.ts';
import { login } from '../../api/auth.ts';
import { registerInvited } from '../../api/company.ts';
import { userKeys } from '../../api/users.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { setCachedUser, setTokens } from '../../lib/session.ts';
import { errorCode, errorMessage, errorStatus, fieldErrors, isIdentityError } from './errors.ts';
import { IdentityField } from './IdentityVerifyButton.tsx';
import { useIdentityVerification } from './identity.ts';
import { EmailField, PasswordFields, StepCard, TermsChecklist, UsernameField } from './signupParts.tsx';
import { type UsernameState, useSignUpTerms } from './signupState.ts';

type Key = 'terms' | 'identity' | 'username' | 'password' | 'passwordConfirm' | 'fullname' | 'email';
type Errors = Partial<Record<Key, string>>;

const IDS: Record<Key, string> = {
  terms: 'invite-terms',
  identity: 'invite-identity',
  username: 'invite-username',
  password: 'invite-password',
  passwordConfirm: 'invite-password-confirm',
  fullname: 'invite-fullname',
  email: 'invite-email',
};
const IDLE: UsernameState = { status: 'idle' };
const ORDER: Key[] = ['terms', 'identity', 'username', 'password', 'passwordConfirm', 'fullname', 'email'];

export function InvitedSignUp({ token, email: invitedEmail }: { token: string; email: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const identity = useIdentityVerification(20);
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const { termsQuery, terms, requiredIds, allAgreed, requiredAgreed } = useSignUpTerms(agreed);
  const [form, setForm] = useState({
    username: '',
    password: '',
    passwordConfirm: '',
    fullname: '',
    email: invitedEmail,
  });
  const [checked, setChecked] = useState<{ username: string; ok: boolean; message: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // The verified name fills 이름 (still editable) once identity verification succeeds.
  useEffect(() => {
    const name = identity.person?.name;
    if (name) setForm((f) => (f.fullname ? f : { ...f, fullname: name }));
  }, [identity.person?.name]);

  const set = (key: keyof typeof form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (key === 'username') setChecked(null);
  };

  const checkAvailable = async () => {
    const username = form.username.trim();
    const rule = checkUsername(username);
    if (!rule.ok) return setErrors((e) => ({ ...e, username: rule.message }));
    try {
      await signUpApi.verifyUsername(username);
      setChecked({ username, ok: true, message: M.usernameAvailable });
      setErrors((e) => ({ ...e, username: undefined }));
    } catch (error) {
      const message = errorStatus(error) === 409 ? M.usernameTaken : errorMessage(error, M.usernameTaken);
      setChecked({ username, ok: false, message });
    }
  };

  const validate = (): Errors => {
    const next: Errors = {};
    if (!requiredAgreed) next.terms = M.termsRequired;
    if (identity.status !== 'success' || !identity.orderId) next.identity = M.identityRequired;
    const username = form.username.trim();
    if (!username) next.username = M.usernameRequired;
    else if (!checked?.ok || checked.username !== username) next.username = M.usernameCheckRequired;
    const pw = checkPassword(form.password);
    if (!pw.ok) next.password = pw.message;
    const confirm = checkPasswordConfirm(form.password, form.passwordConfirm);
    if (!confirm.ok) next.passwordConfirm = confirm.message;
    if (!form.fullname.trim()) next.fullname = '이름을 입력해주세요.';
    const mail = checkEmail(form.email.trim());
    if (!mail.ok) next.email = mail.message;
    return next;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validate();
    setErrors(found);
    const first = ORDER.find((k) => found[k]);
    if (first) {
      document.getElementById(IDS[first])?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitError(null);
    const username = form.username.trim();
    try {
      await registerInvited({
        token,
        username,
        password: form.password,
        fullname: form.fullname.trim(),
        email: form.email.trim(),
        order_id: identity.orderId ?? '',
        terms: (terms.length ? terms.map((t) => t.id) : requiredIds).map((id) => ({
          term_id: id,
          is_agreed: !!agreed[id],
        })),
      });
    } catch (error) {
      setSubmitting(false);
      const message = errorMessage(error, M.signUpFailed);
      setSubmitError(message);
      const fields = fieldErrors(error);
      setErrors({
        username: fields.username,
        password: fields.password,
        fullname: fields.fullname,
        email: fields.email,
      });
      if (isIdentityError(error)) {
        identity.reset();
        setErrors((e) => ({ ...e, identity: message }));
      } else if (errorCode(error) === 'username_taken') {
        setChecked({ username, ok: false, message: M.usernameTaken });
      }
      return;
    }
    // Joined: sign in with the new account and go to 마이페이지 of the company.
    try {
      const session = await login(username, form.password);
      // A company that requires two-factor: the sign-in page takes the new member through enrolment.
      if (!('access' in session)) {
        navigate('/auth/login?next=/mypage', { replace: true });
        return;
      }
      queryClient.clear();
      queryClient.setQueryData(userKeys.me, session.user);
      setCachedUser(session.user);
      setTokens(session.access, session.refresh);
      navigate('/mypage', { replace: true, state: { joined: true } });
    } catch {
      navigate('/auth/login', { replace: true });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-6">
      <StepCard id="invite-terms-title" title="약관 동의">
        {termsQuery.isPending ? (
          <LoadingState label="약관을 불러오는 중..." />
        ) : termsQuery.isError ? (
          <div className="mt-4 space-y-3">
            <Notice tone="error">약관을 불러오지 못했습니다. {errorMessage(termsQuery.error, '')}</Notice>
            <Button size="lg" onClick={() => void termsQuery.refetch()}>
              다시 시도
            </Button>
          </div>
        ) : (
          <div id={IDS.terms} tabIndex={-1}>
            <TermsChecklist
              terms={terms}
              agreed={agreed}
              requiredIds={requiredIds}
              allAgreed={allAgreed}
              onAgree={(ids, value) => {
                setAgreed((a) => {
                  const next = { ...a };
                  for (const id of ids) next[id] = value;
                  return next;
                });
                setErrors((e) => ({ ...e, terms: undefined }));
              }}
            />
          </div>
        )}
        {errors.terms && (
          <p role="alert" className="mt-2 text-[13px] text-red-600">
            {errors.terms}
          </p>
        )}
      </StepCard>

      <StepCard id="invite-identity-title" title="본인인증">
        <p className="mt-1 text-[13px] text-gray-500">휴대폰 본인인증으로 가입하는 분을 확인합니다.</p>
        <div className="mt-4">
          <IdentityField
            id={IDS.identity}
            identity={identity}
            error={errors.identity}
            onStart={() => setErrors((e) => ({ ...e, identity: undefined }))}
          />
        </div>
      </StepCard>

      <StepCard id="invite-account-title" title="계정 정보">
        <div className="mt-4 grid gap-5">
          <UsernameField
            id={IDS.username}
            value={form.username}
            error={errors.username}
            state={checked ? { status: checked.ok ? 'available' : 'taken', message: checked.message } : IDLE}
            onChange={(v) => set('username', v)}
            onCheck={() => void checkAvailable()}
          />
          <PasswordFields ids={IDS} values={form} errors={errors} onChange={set} />
          <Field
            label="이름"
            htmlFor={IDS.fullname}
            required
            error={errors.fullname}
            hint="본인인증 후 자동으로 입력됩니다."
          >
            <TextInput
              id={IDS.fullname}
              value={form.fullname}
              maxLength={50}
              autoComplete="name"
              invalid={!!errors.fullname}
              onChange={(e) => set('fullname', e.target.value)}
            />
          </Field>
          <EmailField
            id={IDS.email}
            value={form.email}
            error={errors.email}
            onChange={(v) => set('email', v)}
          />
        </div>
      </StepCard>

      {submitError && <Notice tone="error">{submitError}</Notice>}
      <div className="flex sm:justify-end">
        <Button
          type="submit"
          size="lg"
          variant="primary"
          busy={submitting}
          className="w-full sm:w-auto sm:min-w-48"
        >
          가입하고 시작하기
        </Button>
      </div>
    </form>
  );
}
