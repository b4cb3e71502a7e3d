import {
  BUSINESS_NUMBER_PARTS,
  checkBusinessNumber,
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkPrimaryPhoneParts,
  formatBusinessNumber,
  ACCOUNT_MESSAGES as M,
  passwordRules,
  splitMobile,
} from '@bizgift/domain/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { signUpApi, type Term } from '../../api/account.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CheckIcon, DigitsInput, Field, TextInput } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorCode, errorMessage, errorStatus, fieldErrors, isIdentityError } from './errors.ts';
import { IdentityVerifyButton } from './IdentityVerifyButton.tsx';
import { useIdentityVerification } from './identity.ts';
import { useLeaveWarning } from './useLeaveWarning.ts';

/** SPEC §2 Sign-up wizard: 0 intro, 1 terms + business number, 2 information, 3 confirmation, 4 done. */

type Step = 0 | 1 | 2 | 3 | 4;
const STEP_LABELS = ['약관 동의', '정보 입력', '가입 확인', '가입 완료'] as const;

/** Required terms are found by their titles; if none match, ids 1, 2, 3 (SPEC §5). */
const REQUIRED_TITLE_WORDS = [
  ['서비스', '이용약관'],
  ['개인정보', '수집'],
  ['개인정보', '처리방침'],
];
const FALLBACK_REQUIRED_IDS = [1, 2, 3];

function requiredTermIds(terms: Term[]): number[] {
  const ids = REQUIRED_TITLE_WORDS.map(
    (words) => terms.find((t) => words.every((w) => t.title.includes(w)))?.id,
  ).filter((id): id is number => id !== undefined);
  return ids.length ? ids : FALLBACK_REQUIRED_IDS;
}

const isSmsTerm = (t: Term) => /SMS|문자/i.test(t.title);
const isEmailTerm = (t: Term) => /이메일|e-?mail/i.test(t.title);

type BizState = { status: 'idle' | 'loading' | 'verified' | 'error'; message?: string };
type UsernameState = {
  status: 'idle' | 'checking' | 'available' | 'taken';
  message?: string;
  checked?: string;
};

interface InfoForm {
  username: string;
  password: string;
  passwordConfirm: string;
  ownerName: string;
  phone: [string, string, string];
  email: string;
  referralCode: string;
}

type InfoErrors = Partial<
  Record<'username' | 'password' | 'passwordConfirm' | 'ownerName' | 'phone' | 'email' | 'identity', string>
>;

const FIELD_ORDER: (keyof InfoErrors)[] = [
  'username',
  'password',
  'passwordConfirm',
  'ownerName',
  'phone',
  'email',
  'identity',
];
const FIELD_IDS: Record<keyof InfoErrors, string> = {
  username: 'signup-username',
  password: 'signup-password',
  passwordConfirm: 'signup-password-confirm',
  ownerName: 'signup-owner',
  phone: 'signup-phone-1',
  email: 'signup-email',
  identity: 'signup-identity',
};

export function SignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);

  // Step 1
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const [companyName, setCompanyName] = useState('');
  const [bizParts, setBizParts] = useState<[string, string, string]>(['', '', '']);
  const [biz, setBiz] = useState<BizState>({ status: 'idle' });
  const [step1Error, setStep1Error] = useState<string | null>(null);

  // Step 2
  const [info, setInfo] = useState<InfoForm>({
    username: '',
    password: '',
    passwordConfirm: '',
    ownerName: '',
    phone: ['', '', ''],
    email: '',
    referralCode: '',
  });
  const [usernameState, setUsernameState] = useState<UsernameState>({ status: 'idle' });
  const [errors, setErrors] = useState<InfoErrors>({});
  const identity = useIdentityVerification(20);

  // Step 3
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  useLeaveWarning(step >= 1 && step <= 3);

  const termsQuery = useQuery({
    queryKey: ['users', 'terms'],
    queryFn: signUpApi.terms,
    staleTime: 10 * 60_000,
  });
  const terms = termsQuery.data ?? [];
  const requiredIds = useMemo(() => requiredTermIds(terms), [terms]);
  const allAgreed = terms.length > 0 && terms.every((t) => agreed[t.id]);
  // Title-matched (SPEC §5) and any the server itself marks required: the server refuses both.
  const requiredAgreed =
    requiredIds.every((id) => agreed[id]) && terms.every((t) => !t.is_required || agreed[t.id]);
  const businessNumber = bizParts.join('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const goBack = () => {
    if (step <= 1) navigate(-1);
    else setStep((s) => (s - 1) as Step);
  };

  // ── Step 1 actions ────────────────────────────────────────────────────────────────────
  const setBizPart = (index: number, value: string) => {
    const next = [...bizParts] as [string, string, string];
    next[index] = value;
    setBizParts(next);
    setBiz({ status: 'idle' });
    if (value.length === BUSINESS_NUMBER_PARTS[index] && index < 2)
      document.getElementById(`signup-biz-${index + 2}`)?.focus();
  };

  const verifyBusiness = async () => {
    const check = checkBusinessNumber(businessNumber);
    if (!companyName.trim()) return setBiz({ status: 'error', message: M.companyNameRequired });
    if (!check.ok) return setBiz({ status: 'error', message: check.message });
    setBiz({ status: 'loading' });
    try {
      await signUpApi.verifyBusinessNumber(businessNumber, companyName.trim());
      setBiz({ status: 'verified', message: M.businessVerified });
      setStep1Error(null);
    } catch (error) {
      setBiz({ status: 'error', message: `${M.businessVerifyFailed} ${errorMessage(error, '')}`.trim() });
    }
  };

  const nextFromStep1 = () => {
    if (!requiredAgreed) return setStep1Error(M.termsRequired);
    if (biz.status !== 'verified') return setStep1Error(M.businessVerificationRequired);
    setStep1Error(null);
    setStep(2);
  };

  // ── Step 2 actions ────────────────────────────────────────────────────────────────────
  const update = <K extends keyof InfoForm>(key: K, value: InfoForm[K]) => {
    setInfo((f) => ({ ...f, [key]: value }));
    const errorKey = (key === 'referralCode' ? null : key) as keyof InfoErrors | null;
    if (errorKey && errors[errorKey]) setErrors((e) => ({ ...e, [errorKey]: undefined }));
  };

  const checkUsernameAvailable = async () => {
    const username = info.username.trim();
    if (!username) {
      setErrors((e) => ({ ...e, username: M.usernameRequired }));
      return;
    }
    setUsernameState({ status: 'checking' });
    try {
      await signUpApi.verifyUsername(username);
      setUsernameState({ status: 'available', message: M.usernameAvailable, checked: username });
      setErrors((e) => ({ ...e, username: undefined }));
    } catch (error) {
      const server = errorMessage(error, '');
      const message = errorStatus(error) === 409 ? M.usernameTaken : server || M.usernameTaken;
      setUsernameState({ status: 'taken', message });
    }
  };

  const validateInfo = (): InfoErrors => {
    const next: InfoErrors = {};
    if (!info.username.trim()) next.username = M.usernameRequired;
    else if (usernameState.status !== 'available' || usernameState.checked !== info.username.trim()) {
      next.username = M.usernameCheckRequired;
    }
    const pw = checkPassword(info.password);
    if (!pw.ok) next.password = pw.message;
    const confirm = checkPasswordConfirm(info.password, info.passwordConfirm);
    if (!confirm.ok) next.passwordConfirm = confirm.message;
    if (!info.ownerName.trim()) next.ownerName = M.ownerNameRequired;
    const phone = checkPrimaryPhoneParts(info.phone);
    if (!phone.ok) next.phone = phone.message;
    const email = checkEmail(info.email);
    if (!email.ok) next.email = email.message;
    if (identity.status !== 'success' || !identity.orderId) next.identity = M.identityRequired;
    return next;
  };

  const nextFromStep2 = () => {
    const found = validateInfo();
    setErrors(found);
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    setSubmitError(null);
    setStep(3);
  };

  // ── Step 3 ────────────────────────────────────────────────────────────────────────────
  const smsTerm = terms.find(isSmsTerm);
  const emailTerm = terms.find(isEmailTerm);
  const register = async () => {
    if (submitting) return;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await signUpApi.register({
        user: {
          username: info.username.trim(),
          password: info.password,
          email: info.email.trim(),
          user_type: 'corporate',
          terms: (terms.length ? terms.map((t) => t.id) : requiredIds).map((id) => ({
            term_id: id,
            is_agreed: !!agreed[id],
          })),
          notification: {
            is_event_sms_enabled: !!(smsTerm && agreed[smsTerm.id]),
            is_event_email_enabled: !!(emailTerm && agreed[emailTerm.id]),
            is_info_sms_enabled: false,
            is_info_email_enabled: false,
          },
          referral_code: info.referralCode.trim(),
          order_id: identity.orderId ?? '',
        },
        company_name: companyName.trim(),
        business_number: businessNumber,
        owner_name: info.ownerName.trim(),
        primary_phone: info.phone.join('-'),
      });
      setStep(4);
    } catch (error) {
      const message = errorMessage(error, M.signUpFailed);
      setSubmitError(message);
      // The message stays on step 3 (SPEC §4); what the server refused is reopened so that going
      // back lets the member fix it instead of meeting a 'verified' button that cannot be pressed.
      const code = errorCode(error);
      if (isIdentityError(error)) {
        identity.reset();
        setErrors((e) => ({ ...e, identity: message }));
      } else if (code === 'username_taken') {
        setUsernameState({ status: 'taken', message: M.usernameTaken });
      } else if (
        code === 'business_blocked' ||
        code === 'business_registered' ||
        fieldErrors(error).business_number
      ) {
        setBiz({ status: 'error', message });
      }
    } finally {
      setSubmitting(false);
    }
  };

  const managerPhone = identity.person ? splitMobile(identity.person.phoneNumber) : ['', '', ''];

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-[28px]">기업 회원가입</h1>
      {step > 0 && <StepIndicator step={step} />}

      {step === 0 && (
        <section
          className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 sm:p-10"
          aria-labelledby="signup-intro"
        >
          <h2 id="signup-intro" className="text-xl font-bold text-gray-900">
            비즈기프트 기업 회원이 되어 보세요
          </h2>
          <p className="mt-2 text-[15px] leading-relaxed text-gray-600">
            임직원 복지, 고객 사은품, 이벤트 경품까지 모바일 상품권을 한 번에 구매하고 문자·이메일로 발송할 수
            있습니다.
          </p>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl bg-gray-50 p-5">
              <h3 className="text-sm font-bold text-brand-700">가입 대상</h3>
              <ul className="mt-3 space-y-2 text-[15px] text-gray-800">
                <li>· 법인 사업자</li>
                <li>· 개인 사업자</li>
              </ul>
              <p className="mt-3 text-[13px] text-gray-500">
                사업자등록번호가 있는 기업·개인사업자만 가입할 수 있습니다.
              </p>
            </div>
            <div className="rounded-xl bg-gray-50 p-5">
              <h3 className="text-sm font-bold text-brand-700">가입 절차</h3>
              <ol className="mt-3 space-y-2 text-[15px] text-gray-800">
                <li>1. 약관 동의 및 사업자 인증</li>
                <li>2. 정보 입력 및 담당자 본인인증</li>
                <li>3. 가입 완료 후 바로 이용</li>
              </ol>
              <p className="mt-3 text-[13px] text-gray-500">온라인으로 가입하고 즉시 이용할 수 있습니다.</p>
            </div>
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button size="lg" variant="secondary" onClick={() => navigate(-1)}>
              취소
            </Button>
            <Button size="lg" variant="primary" onClick={() => setStep(1)} className="sm:min-w-40">
              가입 시작하기
            </Button>
          </div>
        </section>
      )}

      {step === 1 && (
        <div className="mt-6 space-y-6">
          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-terms"
          >
            <h2 id="signup-terms" className="text-lg font-bold text-gray-900">
              약관 동의
            </h2>
            {termsQuery.isPending ? (
              <LoadingState label="약관을 불러오는 중..." />
            ) : termsQuery.isError ? (
              <div className="mt-4 space-y-3">
                <Notice tone="error">약관을 불러오지 못했습니다. {errorMessage(termsQuery.error, '')}</Notice>
                <Button size="lg" variant="secondary" onClick={() => void termsQuery.refetch()}>
                  다시 시도
                </Button>
              </div>
            ) : (
              <div className="mt-4">
                <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-200 bg-gray-50 px-4 py-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={allAgreed}
                    onChange={(e) => {
                      const value = e.target.checked;
                      setAgreed(Object.fromEntries(terms.map((t) => [t.id, value])));
                      setStep1Error(null);
                    }}
                  />
                  <span className="text-[15px] font-bold text-gray-900">전체 동의 (선택 항목 포함)</span>
                </label>
                <ul className="mt-3 divide-y divide-gray-100">
                  {terms.map((term) => {
                    const required = requiredIds.includes(term.id) || term.is_required;
                    return (
                      <li key={term.id} className="py-3">
                        <div className="flex items-start gap-3">
                          <input
                            id={`term-${term.id}`}
                            type="checkbox"
                            className="mt-0.5 size-5 shrink-0 accent-brand-600"
                            checked={!!agreed[term.id]}
                            onChange={(e) => {
                              setAgreed((a) => ({ ...a, [term.id]: e.target.checked }));
                              setStep1Error(null);
                            }}
                          />
                          <details className="group min-w-0 flex-1">
                            <summary className="flex cursor-pointer list-none items-start justify-between gap-2 text-[15px] text-gray-800">
                              <label htmlFor={`term-${term.id}`} className="cursor-pointer">
                                <span className={required ? 'font-semibold text-brand-700' : 'text-gray-500'}>
                                  [{required ? '필수' : '선택'}]
                                </span>{' '}
                                {term.title}
                              </label>
                              <span className="shrink-0 text-[13px] text-gray-500 underline-offset-2 group-open:hidden hover:underline">
                                보기
                              </span>
                              <span className="hidden shrink-0 text-[13px] text-gray-500 group-open:inline">
                                닫기
                              </span>
                            </summary>
                            <div className="mt-2 max-h-40 overflow-y-auto whitespace-pre-line rounded-lg bg-gray-50 p-3 text-[13px] leading-relaxed text-gray-600">
                              {term.content}
                            </div>
                          </details>
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </section>

          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-business"
          >
            <h2 id="signup-business" className="text-lg font-bold text-gray-900">
              사업자 인증
            </h2>
            <div className="mt-4 grid gap-4">
              <Field label="회사명" htmlFor="signup-company" required>
                <TextInput
                  id="signup-company"
                  value={companyName}
                  maxLength={100}
                  placeholder="사업자등록증상의 상호"
                  onChange={(e) => {
                    setCompanyName(e.target.value);
                    setBiz({ status: 'idle' });
                  }}
                />
              </Field>
              <Field label="사업자등록번호" htmlFor="signup-biz-1" required>
                <div className="flex flex-wrap items-center gap-2">
                  <div className="flex min-w-0 flex-1 items-center gap-1.5 sm:flex-none">
                    {BUSINESS_NUMBER_PARTS.map((len, i) => (
                      <div
                        key={len + String(i)}
                        className="flex items-center gap-1.5"
                        style={{ flex: `${len} 1 0%` }}
                      >
                        {i > 0 && (
                          <span className="text-gray-400" aria-hidden="true">
                            -
                          </span>
                        )}
                        <DigitsInput
                          id={`signup-biz-${i + 1}`}
                          aria-label={`사업자등록번호 ${i + 1}번째 자리 (${len}자리)`}
                          maxLength={len}
                          value={bizParts[i]!}
                          onValue={(v) => setBizPart(i, v)}
                          className={`text-center tracking-wider ${len === 5 ? 'sm:w-28' : len === 3 ? 'sm:w-20' : 'sm:w-16'}`}
                          invalid={biz.status === 'error'}
                        />
                      </div>
                    ))}
                  </div>
                  <Button
                    size="lg"
                    variant={biz.status === 'verified' ? 'secondary' : 'primary'}
                    disabled={biz.status === 'loading' || biz.status === 'verified'}
                    onClick={() => void verifyBusiness()}
                    className={`w-full sm:w-auto ${biz.status === 'verified' ? '!border-green-300 !bg-green-50 !text-green-700' : ''}`}
                  >
                    {biz.status === 'verified' && <CheckIcon />}
                    {biz.status === 'loading'
                      ? '확인 중'
                      : biz.status === 'verified'
                        ? '인증 완료'
                        : biz.status === 'error'
                          ? '다시 인증'
                          : '인증하기'}
                  </Button>
                </div>
              </Field>
              {biz.status === 'verified' && <Notice tone="success">{M.businessVerified}</Notice>}
              {biz.status === 'error' && <Notice tone="error">{biz.message}</Notice>}
            </div>
          </section>

          {step1Error && <Notice tone="error">{step1Error}</Notice>}
          <WizardButtons onBack={goBack} onNext={nextFromStep1} nextLabel="다음" />
        </div>
      )}

      {step === 2 && (
        <div className="mt-6 space-y-6">
          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-company-info"
          >
            <h2 id="signup-company-info" className="text-lg font-bold text-gray-900">
              회사 정보
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field label="회사명" htmlFor="signup-company-ro">
                <TextInput id="signup-company-ro" value={companyName} readOnly />
              </Field>
              <Field label="사업자등록번호" htmlFor="signup-biz-ro">
                <TextInput id="signup-biz-ro" value={formatBusinessNumber(businessNumber)} readOnly />
              </Field>
              <Field label="대표자명" htmlFor={FIELD_IDS.ownerName} required error={errors.ownerName}>
                <TextInput
                  id={FIELD_IDS.ownerName}
                  value={info.ownerName}
                  maxLength={50}
                  invalid={!!errors.ownerName}
                  onChange={(e) => update('ownerName', e.target.value)}
                />
              </Field>
              <Field label="대표 전화번호" htmlFor={FIELD_IDS.phone} required error={errors.phone}>
                <PhoneBoxes
                  idPrefix="signup-phone"
                  value={info.phone}
                  invalid={!!errors.phone}
                  onChange={(v) => update('phone', v)}
                />
              </Field>
            </div>
          </section>

          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-account"
          >
            <h2 id="signup-account" className="text-lg font-bold text-gray-900">
              계정 정보
            </h2>
            <div className="mt-4 grid gap-5">
              <Field
                label="아이디"
                htmlFor={FIELD_IDS.username}
                required
                error={errors.username ?? (usernameState.status === 'taken' ? usernameState.message : null)}
                hint={
                  usernameState.status === 'available' ? (
                    <span className="text-green-700">{usernameState.message}</span>
                  ) : (
                    '6~20자의 영문 소문자, 숫자 조합 (영문 소문자 필수)'
                  )
                }
              >
                <div className="flex gap-2">
                  <TextInput
                    id={FIELD_IDS.username}
                    value={info.username}
                    maxLength={20}
                    autoComplete="username"
                    invalid={!!errors.username || usernameState.status === 'taken'}
                    onChange={(e) => {
                      update('username', e.target.value);
                      setUsernameState({ status: 'idle' });
                    }}
                  />
                  <Button
                    size="lg"
                    variant="secondary"
                    disabled={usernameState.status === 'checking'}
                    onClick={() => void checkUsernameAvailable()}
                  >
                    {usernameState.status === 'checking' ? '확인 중' : '중복 확인'}
                  </Button>
                </div>
              </Field>

              <Field label="비밀번호" htmlFor={FIELD_IDS.password} required error={errors.password}>
                <TextInput
                  id={FIELD_IDS.password}
                  type="password"
                  value={info.password}
                  maxLength={100}
                  autoComplete="new-password"
                  aria-describedby="signup-password-rules"
                  invalid={!!errors.password}
                  onChange={(e) => update('password', e.target.value)}
                />
                <PasswordChecklist password={info.password} />
              </Field>

              <Field
                label="비밀번호 확인"
                htmlFor={FIELD_IDS.passwordConfirm}
                required
                error={errors.passwordConfirm}
              >
                <TextInput
                  id={FIELD_IDS.passwordConfirm}
                  type="password"
                  value={info.passwordConfirm}
                  maxLength={100}
                  autoComplete="new-password"
                  invalid={!!errors.passwordConfirm}
                  onChange={(e) => update('passwordConfirm', e.target.value)}
                />
              </Field>

              <Field label="이메일" htmlFor={FIELD_IDS.email} required error={errors.email}>
                <TextInput
                  id={FIELD_IDS.email}
                  type="email"
                  value={info.email}
                  maxLength={254}
                  autoComplete="email"
                  placeholder="example@company.com"
                  invalid={!!errors.email}
                  onChange={(e) => update('email', e.target.value)}
                />
              </Field>
            </div>
          </section>

          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-manager"
          >
            <h2 id="signup-manager" className="text-lg font-bold text-gray-900">
              담당자 정보
            </h2>
            <p className="mt-1 text-[13px] text-gray-500">
              담당자 이름과 휴대폰 번호는 본인인증 결과로 입력됩니다.
            </p>
            <div className="mt-4 grid gap-4">
              <Field label="본인인증" required error={errors.identity}>
                <IdentityVerifyButton
                  identity={{
                    ...identity,
                    start: async () => {
                      setErrors((e) => ({ ...e, identity: undefined }));
                      await identity.start();
                    },
                  }}
                  id={FIELD_IDS.identity}
                  invalid={!!errors.identity}
                />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="담당자명" htmlFor="signup-manager-name">
                  <TextInput
                    id="signup-manager-name"
                    value={identity.person?.name ?? ''}
                    disabled
                    placeholder="본인인증 후 자동 입력"
                  />
                </Field>
                <Field label="담당자 휴대폰" htmlFor="signup-manager-phone-1">
                  <div className="flex items-center gap-1.5">
                    {managerPhone.map((part, i) => (
                      <div key={String(i)} className="flex min-w-0 flex-1 items-center gap-1.5">
                        {i > 0 && (
                          <span className="text-gray-400" aria-hidden="true">
                            -
                          </span>
                        )}
                        <TextInput
                          id={`signup-manager-phone-${i + 1}`}
                          aria-label={`담당자 휴대폰 ${i + 1}번째 자리`}
                          value={part}
                          disabled
                          className="text-center"
                        />
                      </div>
                    ))}
                  </div>
                </Field>
              </div>
              <Field label="추천인(프로모션) 코드" htmlFor="signup-referral" hint="선택 입력">
                <TextInput
                  id="signup-referral"
                  value={info.referralCode}
                  maxLength={50}
                  onChange={(e) => update('referralCode', e.target.value)}
                />
              </Field>
            </div>
          </section>

          <WizardButtons onBack={goBack} onNext={nextFromStep2} nextLabel="다음" />
        </div>
      )}

      {step === 3 && (
        <div className="mt-6 space-y-6">
          <section
            className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8"
            aria-labelledby="signup-confirm"
          >
            <h2 id="signup-confirm" className="text-lg font-bold text-gray-900">
              입력하신 정보를 확인해주세요
            </h2>
            <dl className="mt-4 divide-y divide-gray-100 text-[15px]">
              {[
                ['회사명', companyName.trim()],
                ['사업자등록번호', formatBusinessNumber(businessNumber)],
                ['대표자명', info.ownerName.trim()],
                ['대표 전화번호', info.phone.join('-')],
                ['아이디', info.username.trim()],
                ['이메일', info.email.trim()],
                ['담당자', `${identity.person?.name ?? ''} (${managerPhone.join('-')})`],
                ['추천인 코드', info.referralCode.trim() || '-'],
                [
                  '마케팅 수신',
                  [
                    smsTerm && agreed[smsTerm.id] ? 'SMS' : null,
                    emailTerm && agreed[emailTerm.id] ? '이메일' : null,
                  ]
                    .filter(Boolean)
                    .join(', ') || '수신 안 함',
                ],
              ].map(([label, value]) => (
                <div key={label} className="grid grid-cols-[7.5rem_1fr] gap-3 py-3 sm:grid-cols-[10rem_1fr]">
                  <dt className="text-gray-500">{label}</dt>
                  <dd className="break-all font-medium text-gray-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {submitError && <Notice tone="error">{submitError}</Notice>}
          <WizardButtons
            onBack={goBack}
            onNext={() => void register()}
            nextLabel={submitting ? '가입 처리 중...' : '가입하기'}
            busy={submitting}
          />
        </div>
      )}

      {step === 4 && (
        <section
          className="mt-6 rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center sm:px-10"
          aria-labelledby="signup-done"
        >
          <div
            className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-600"
            aria-hidden="true"
          >
            <CheckIcon className="size-8" />
          </div>
          <h2 id="signup-done" className="mt-5 text-xl font-bold text-gray-900">
            {M.signUpDone}
          </h2>
          <p className="mt-2 text-[15px] text-gray-600">
            <strong className="text-gray-900">{info.username.trim()}</strong> 아이디로 로그인하고 바로
            이용하실 수 있습니다.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link
              to="/"
              className="inline-flex h-11 items-center justify-center rounded-lg border border-gray-300 px-6 font-semibold text-gray-800 hover:bg-gray-50"
            >
              메인으로
            </Link>
            <Link
              to="/auth/login"
              className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              로그인하기
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function StepIndicator({ step }: { step: Step }) {
  return (
    <ol className="mt-6 grid grid-cols-4 gap-1.5 sm:gap-3" aria-label="가입 단계">
      {STEP_LABELS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-col gap-2"
          >
            <span className={`h-1.5 rounded-full ${state === 'todo' ? 'bg-gray-200' : 'bg-brand-600'}`} />
            <span
              className={`text-[12px] sm:text-sm ${state === 'current' ? 'font-bold text-brand-700' : state === 'done' ? 'text-gray-700' : 'text-gray-400'}`}
            >
              <span className="hidden sm:inline">{n}. </span>
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function WizardButtons(props: { onBack: () => void; onNext: () => void; nextLabel: string; busy?: boolean }) {
  return (
    <div className="flex gap-3 sm:justify-end">
      <Button
        size="lg"
        variant="secondary"
        onClick={props.onBack}
        className="flex-1 sm:flex-none sm:min-w-32"
      >
        이전
      </Button>
      <Button
        size="lg"
        variant="primary"
        onClick={props.onNext}
        disabled={props.busy}
        className="flex-[2] sm:flex-none sm:min-w-40"
      >
        {props.nextLabel}
      </Button>
    </div>
  );
}

function PhoneBoxes(props: {
  idPrefix: string;
  value: [string, string, string];
  invalid?: boolean;
  onChange: (v: [string, string, string]) => void;
}) {
  const lengths = [3, 4, 4] as const;
  return (
    <div className="flex items-center gap-1.5">
      {lengths.map((len, i) => (
        <div key={String(i)} className="flex min-w-0 flex-1 items-center gap-1.5">
          {i > 0 && (
            <span className="text-gray-400" aria-hidden="true">
              -
            </span>
          )}
          <DigitsInput
            id={`${props.idPrefix}-${i + 1}`}
            aria-label={`대표 전화번호 ${i + 1}번째 자리`}
            maxLength={len}
            value={props.value[i]!}
            invalid={props.invalid}
            className="text-center"
            onValue={(v) => {
              const next = [...props.value] as [string, string, string];
              next[i] = v;
              props.onChange(next);
              if (v.length === len && i < 2) document.getElementById(`${props.idPrefix}-${i + 2}`)?.focus();
            }}
          />
        </div>
      ))}
    </div>
  );
}

function PasswordChecklist({ password }: { password: string }) {
  const rules = passwordRules(password);
  const id = useId();
  const allOk = rules.every((r) => r.ok);
  return (
    <div id="signup-password-rules" aria-live="polite">
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-[13px]" aria-labelledby={id}>
        {rules.map((rule) => (
          <li
            key={rule.key}
            className={password && rule.ok ? 'text-green-700' : password ? 'text-red-600' : 'text-gray-500'}
          >
            {password && rule.ok ? (
              <CheckIcon className="inline size-3.5 align-[-2px]" />
            ) : (
              <span aria-hidden="true">·</span>
            )}{' '}
            {rule.label}
            {password && !rule.ok && <span className="sr-only"> — {rule.message}</span>}
          </li>
        ))}
      </ul>
      {password && !allOk && <p className="mt-1 text-[13px] text-red-600">{M.passwordSummary}</p>}
    </div>
  );
}
