import {
  BUSINESS_NUMBER_PARTS,
  checkBusinessNumber,
  checkEmail,
  checkPassword,
  checkPasswordConfirm,
  checkPrimaryPhoneParts,
  ACCOUNT_MESSAGES as M,
  splitMobile,
} from '@bizgift/domain/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { signUpApi, type Term } from '../../api/account.ts';
import { errorCode, errorMessage, errorStatus, fieldErrors, isIdentityError } from './errors.ts';
import { useIdentityVerification } from './identity.ts';
import { useLeaveWarning } from './useLeaveWarning.ts';

/** SPEC §2 Sign-up wizard: 0 intro, 1 terms + business number, 2 information, 3 confirmation, 4 done. */

export type Step = 0 | 1 | 2 | 3 | 4;
export const STEP_LABELS = ['약관 동의', '정보 입력', '가입 확인', '가입 완료'] as const;

/** SPEC §5's required terms when the server returns none: ids 1, 2, 3. */
export const FALLBACK_REQUIRED_IDS = [1, 2, 3];

/**
 * The terms a member must agree to: those the server marks `is_required` (it refuses a sign-up
 * without them, and staff may rename a term, so its title says nothing); SPEC §5's fallback ids only
 * when the server returns no terms at all.
 */
export function requiredTermIds(terms: Term[]): number[] {
  return terms.length ? terms.filter((t) => t.is_required).map((t) => t.id) : FALLBACK_REQUIRED_IDS;
}

/** The event-notice consents, by the server's stable `kind` (a title may be renamed by staff). */
export const isSmsTerm = (t: Term) => t.kind === 'event_sms';
export const isEmailTerm = (t: Term) => t.kind === 'event_email';

export type BizState = { status: 'idle' | 'loading' | 'verified' | 'error'; message?: string };
export type UsernameState = {
  status: 'idle' | 'checking' | 'available' | 'taken';
  message?: string;
  checked?: string;
};

export interface InfoForm {
  username: string;
  password: string;
  passwordConfirm: string;
  ownerName: string;
  phone: [string, string, string];
  email: string;
  referralCode: string;
}

export type InfoErrors = Partial<
  Record<'username' | 'password' | 'passwordConfirm' | 'ownerName' | 'phone' | 'email' | 'identity', string>
>;

export const FIELD_ORDER: (keyof InfoErrors)[] = [
  'username',
  'password',
  'passwordConfirm',
  'ownerName',
  'phone',
  'email',
  'identity',
];
export const FIELD_IDS: Record<keyof InfoErrors, string> = {
  username: 'signup-username',
  password: 'signup-password',
  passwordConfirm: 'signup-password-confirm',
  ownerName: 'signup-owner',
  phone: 'signup-phone-1',
  email: 'signup-email',
  identity: 'signup-identity',
};

export interface SignupState {
  step: Step;
  agreed: Record<number, boolean>;
  companyName: string;
  bizParts: [string, string, string];
  biz: BizState;
  step1Error: string | null;
  info: InfoForm;
  usernameState: UsernameState;
  errors: InfoErrors;
  submitting: boolean;
  submitError: string | null;
}

export const initialSignupState: SignupState = {
  step: 0,
  agreed: {},
  companyName: '',
  bizParts: ['', '', ''],
  biz: { status: 'idle' },
  step1Error: null,
  info: {
    username: '',
    password: '',
    passwordConfirm: '',
    ownerName: '',
    phone: ['', '', ''],
    email: '',
    referralCode: '',
  },
  usernameState: { status: 'idle' },
  errors: {},
  submitting: false,
  submitError: null,
};

export type SignupAction =
  | { type: 'step'; step: Step }
  | { type: 'agree'; ids: number[]; value: boolean }
  | { type: 'company'; name: string }
  | { type: 'bizPart'; index: number; value: string }
  | { type: 'biz'; biz: BizState }
  | { type: 'step1Error'; message: string | null }
  | { type: 'info'; key: keyof InfoForm; value: InfoForm[keyof InfoForm] }
  | { type: 'username'; state: UsernameState }
  | { type: 'errors'; errors: InfoErrors }
  | { type: 'error'; key: keyof InfoErrors; message: string | undefined }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'submitFailed'; message: string };

/** Every change of the sign-up wizard, in one place (the page only dispatches). */
export function signupReducer(s: SignupState, a: SignupAction): SignupState {
  switch (a.type) {
    case 'step':
      return { ...s, step: a.step, submitError: a.step === 3 ? null : s.submitError };
    case 'agree': {
      const agreed = { ...s.agreed };
      for (const id of a.ids) agreed[id] = a.value;
      return { ...s, agreed, step1Error: null };
    }
    case 'company':
      return { ...s, companyName: a.name, biz: { status: 'idle' } };
    case 'bizPart': {
      const bizParts = [...s.bizParts] as [string, string, string];
      bizParts[a.index] = a.value;
      return { ...s, bizParts, biz: { status: 'idle' } };
    }
    case 'biz':
      return { ...s, biz: a.biz, step1Error: a.biz.status === 'verified' ? null : s.step1Error };
    case 'step1Error':
      return { ...s, step1Error: a.message };
    case 'info': {
      const errorKey = a.key === 'referralCode' ? null : (a.key as keyof InfoErrors);
      return {
        ...s,
        info: { ...s.info, [a.key]: a.value },
        errors: errorKey && s.errors[errorKey] ? { ...s.errors, [errorKey]: undefined } : s.errors,
        // A changed id must be checked again.
        usernameState: a.key === 'username' ? { status: 'idle' } : s.usernameState,
      };
    }
    case 'username':
      return {
        ...s,
        usernameState: a.state,
        errors: a.state.status === 'available' ? { ...s.errors, username: undefined } : s.errors,
      };
    case 'errors':
      return { ...s, errors: a.errors };
    case 'error':
      return { ...s, errors: { ...s.errors, [a.key]: a.message } };
    case 'submit':
      return { ...s, submitting: true, submitError: null };
    case 'submitted':
      return { ...s, submitting: false, step: 4 };
    case 'submitFailed':
      return { ...s, submitting: false, submitError: a.message };
  }
}

/** The sign-up terms and what `agreed` covers of them: all, or every required one (`requiredTermIds`). */
export function useSignUpTerms(agreed: Record<number, boolean>) {
  const termsQuery = useQuery({
    queryKey: ['users', 'terms'],
    queryFn: signUpApi.terms,
    staleTime: 10 * 60_000,
  });
  const terms = termsQuery.data ?? [];
  const requiredIds = useMemo(() => requiredTermIds(terms), [terms]);
  const allAgreed = terms.length > 0 && terms.every((t) => agreed[t.id]);
  const requiredAgreed = requiredIds.every((id) => agreed[id]);
  return { termsQuery, terms, requiredIds, allAgreed, requiredAgreed };
}

/**
 * The sign-up wizard's state (a reducer) and its server calls: terms, business number check,
 * username check and registration; what the server refuses is reopened on the step it belongs to.
 */
export function useSignup() {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(signupReducer, initialSignupState);
  const { step, agreed, companyName, bizParts, biz, info, usernameState, submitting } = state;
  const identity = useIdentityVerification(20);

  useLeaveWarning(step >= 1 && step <= 3);

  const { termsQuery, terms, requiredIds, allAgreed, requiredAgreed } = useSignUpTerms(agreed);
  const businessNumber = bizParts.join('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new step starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  const goBack = () => {
    if (step <= 1) navigate(-1);
    else dispatch({ type: 'step', step: (step - 1) as Step });
  };

  const setBizPart = (index: number, value: string) => {
    dispatch({ type: 'bizPart', index, value });
    if (value.length === BUSINESS_NUMBER_PARTS[index] && index < 2)
      document.getElementById(`signup-biz-${index + 2}`)?.focus();
  };

  const verifyBusiness = async () => {
    const check = checkBusinessNumber(businessNumber);
    if (!companyName.trim())
      return dispatch({ type: 'biz', biz: { status: 'error', message: M.companyNameRequired } });
    if (!check.ok) return dispatch({ type: 'biz', biz: { status: 'error', message: check.message } });
    dispatch({ type: 'biz', biz: { status: 'loading' } });
    try {
      await signUpApi.verifyBusinessNumber(businessNumber, companyName.trim());
      dispatch({ type: 'biz', biz: { status: 'verified', message: M.businessVerified } });
    } catch (error) {
      const message = `${M.businessVerifyFailed} ${errorMessage(error, '')}`.trim();
      dispatch({ type: 'biz', biz: { status: 'error', message } });
    }
  };

  const nextFromStep1 = () => {
    if (!requiredAgreed) return dispatch({ type: 'step1Error', message: M.termsRequired });
    if (biz.status !== 'verified')
      return dispatch({ type: 'step1Error', message: M.businessVerificationRequired });
    dispatch({ type: 'step1Error', message: null });
    dispatch({ type: 'step', step: 2 });
  };

  const update = <K extends keyof InfoForm>(key: K, value: InfoForm[K]) =>
    dispatch({ type: 'info', key, value });

  const checkUsernameAvailable = async () => {
    const username = info.username.trim();
    if (!username) return dispatch({ type: 'error', key: 'username', message: M.usernameRequired });
    dispatch({ type: 'username', state: { status: 'checking' } });
    try {
      await signUpApi.verifyUsername(username);
      dispatch({
        type: 'username',
        state: { status: 'available', message: M.usernameAvailable, checked: username },
      });
    } catch (error) {
      const server = errorMessage(error, '');
      const message = errorStatus(error) === 409 ? M.usernameTaken : server || M.usernameTaken;
      dispatch({ type: 'username', state: { status: 'taken', message } });
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
    dispatch({ type: 'errors', errors: found });
    const first = FIELD_ORDER.find((k) => found[k]);
    if (first) {
      document.getElementById(FIELD_IDS[first])?.focus();
      return;
    }
    dispatch({ type: 'step', step: 3 });
  };

  const smsTerm = terms.find(isSmsTerm);
  const emailTerm = terms.find(isEmailTerm);
  const register = async () => {
    if (submitting) return;
    dispatch({ type: 'submit' });
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
      dispatch({ type: 'submitted' });
    } catch (error) {
      const message = errorMessage(error, M.signUpFailed);
      dispatch({ type: 'submitFailed', message });
      // The message stays on step 3 (SPEC §4); what the server refused is reopened so that going
      // back lets the member fix it instead of meeting a 'verified' button that cannot be pressed.
      const code = errorCode(error);
      if (isIdentityError(error)) {
        identity.reset();
        dispatch({ type: 'error', key: 'identity', message });
      } else if (code === 'username_taken') {
        dispatch({ type: 'username', state: { status: 'taken', message: M.usernameTaken } });
      } else if (
        code === 'business_blocked' ||
        code === 'business_registered' ||
        fieldErrors(error).business_number
      ) {
        dispatch({ type: 'biz', biz: { status: 'error', message } });
      }
    }
  };

  const managerPhone = identity.person ? splitMobile(identity.person.phoneNumber) : ['', '', ''];

  return {
    ...state,
    dispatch,
    navigate,
    identity,
    termsQuery,
    terms,
    requiredIds,
    allAgreed,
    businessNumber,
    goBack,
    setBizPart,
    verifyBusiness,
    nextFromStep1,
    update,
    checkUsernameAvailable,
    nextFromStep2,
    smsTerm,
    emailTerm,
    register,
    managerPhone,
  };
}

export type Signup = ReturnType<typeof useSignup>;
