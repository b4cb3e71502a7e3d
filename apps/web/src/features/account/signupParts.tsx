import { ACCOUNT_MESSAGES as M, passwordRules } from '@bizgift/domain/account';
import { type ReactNode, useId } from 'react';
import type { Term } from '../../api/account.ts';
import { Button } from '../../components/ui/Button.tsx';
import { CheckIcon, DigitsInput, Field, TextInput } from '../../components/ui/Field.tsx';
import { STEP_LABELS, type Step, type UsernameState } from './signupState.ts';

export function StepIndicator({ step }: { step: Step }) {
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
              className={`text-[12px] sm:text-sm ${state === 'current' ? 'font-bold text-brand-700' : state === 'done' ? 'text-gray-700' : 'text-gray-500'}`}
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

export function WizardButtons(props: {
  onBack: () => void;
  onNext: () => void;
  nextLabel: string;
  busy?: boolean;
}) {
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

export function PhoneBoxes(props: {
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
            <span className="text-gray-500" aria-hidden="true">
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

export function PasswordChecklist({ password }: { password: string }) {
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

/** 아이디 with its 중복 확인 button; `state` is the last check's answer (taken shows as the field's error). */
export function UsernameField({
  id,
  value,
  error,
  state,
  onChange,
  onCheck,
}: {
  id: string;
  value: string;
  error?: string;
  state: UsernameState;
  onChange: (value: string) => void;
  onCheck: () => void;
}) {
  return (
    <Field
      label="아이디"
      htmlFor={id}
      required
      error={error ?? (state.status === 'taken' ? state.message : null)}
      hint={
        state.status === 'available' ? (
          <span className="text-green-700">{state.message}</span>
        ) : (
          '6~20자의 영문 소문자, 숫자 조합 (영문 소문자 필수)'
        )
      }
    >
      <div className="flex gap-2">
        <TextInput
          id={id}
          value={value}
          maxLength={20}
          autoComplete="username"
          invalid={!!error || state.status === 'taken'}
          onChange={(e) => onChange(e.target.value)}
        />
        <Button size="lg" variant="secondary" disabled={state.status === 'checking'} onClick={onCheck}>
          {state.status === 'checking' ? '확인 중' : '중복 확인'}
        </Button>
      </div>
    </Field>
  );
}

type PasswordKey = 'password' | 'passwordConfirm';

/** 비밀번호 (with its rules as they are met) and 비밀번호 확인. */
export function PasswordFields({
  ids,
  values,
  errors,
  onChange,
}: {
  ids: Record<PasswordKey, string>;
  values: Record<PasswordKey, string>;
  errors: Partial<Record<PasswordKey, string>>;
  onChange: (key: PasswordKey, value: string) => void;
}) {
  return (
    <>
      <Field label="비밀번호" htmlFor={ids.password} required error={errors.password}>
        <TextInput
          id={ids.password}
          type="password"
          value={values.password}
          maxLength={100}
          autoComplete="new-password"
          aria-describedby="signup-password-rules"
          invalid={!!errors.password}
          onChange={(e) => onChange('password', e.target.value)}
        />
        <PasswordChecklist password={values.password} />
      </Field>
      <Field label="비밀번호 확인" htmlFor={ids.passwordConfirm} required error={errors.passwordConfirm}>
        <TextInput
          id={ids.passwordConfirm}
          type="password"
          value={values.passwordConfirm}
          maxLength={100}
          autoComplete="new-password"
          invalid={!!errors.passwordConfirm}
          onChange={(e) => onChange('passwordConfirm', e.target.value)}
        />
      </Field>
    </>
  );
}

/** 이메일, required. */
export function EmailField({
  id,
  value,
  error,
  placeholder,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label="이메일" htmlFor={id} required error={error}>
      <TextInput
        id={id}
        type="email"
        value={value}
        maxLength={254}
        autoComplete="email"
        placeholder={placeholder}
        invalid={!!error}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** One card of a sign-up step: a section named by its heading. */
export function StepCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The terms with 전체 동의, each [필수]/[선택] with its text behind 보기 (sign-up and invited sign-up). */
export function TermsChecklist({
  terms,
  agreed,
  requiredIds,
  allAgreed,
  onAgree,
}: {
  terms: Term[];
  agreed: Record<number, boolean>;
  requiredIds: number[];
  allAgreed: boolean;
  onAgree: (ids: number[], value: boolean) => void;
}) {
  return (
    <div className="mt-4">
      <label className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-gray-200 bg-gray-50 px-4 py-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={allAgreed}
          onChange={(e) =>
            onAgree(
              terms.map((t) => t.id),
              e.target.checked,
            )
          }
        />
        <span className="text-[15px] font-bold text-gray-900">전체 동의 (선택 항목 포함)</span>
      </label>
      <ul className="mt-3 divide-y divide-gray-100">
        {terms.map((term) => {
          const required = requiredIds.includes(term.id);
          return (
            <li key={term.id} className="py-3">
              <div className="flex items-start gap-3">
                <input
                  id={`term-${term.id}`}
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-brand-600"
                  checked={!!agreed[term.id]}
                  onChange={(e) => onAgree([term.id], e.target.checked)}
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
                    <span className="hidden shrink-0 text-[13px] text-gray-500 group-open:inline">닫기</span>
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
  );
}
