import { businessNameKey, REFUND_MESSAGES as M, REFUND_BANKS } from '@bizgift/domain/refunds';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/http.ts';
import { type RefundAccountState, useSaveRefundAccount } from '../../api/refunds.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, inputClass, TextInput } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';

type Errors = Partial<Record<'bank' | 'account_number' | 'holder', string>>;

/**
 * 환급 계좌: where a balance refund is paid. It must be the business's own account, so the holder
 * is the company's name (the server compares them the same way: spaces and 주식회사/(주) aside).
 */
export function RefundAccountCard({ state }: { state: RefundAccountState }) {
  const [editing, setEditing] = useState(state.account === null);
  const account = state.account;
  return (
    <section
      aria-labelledby="refund-account-title"
      className="rounded-2xl border border-gray-200 bg-white p-5 md:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="refund-account-title" className="text-[16px] font-bold text-gray-900">
          환급 계좌
        </h2>
        {account && !editing && (
          <Button size="sm" onClick={() => setEditing(true)}>
            계좌 변경
          </Button>
        )}
      </div>
      {account && !editing ? (
        <dl
          className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-[15px]"
          data-testid="refund-account"
        >
          <dt className="text-gray-500">은행</dt>
          <dd className="font-semibold text-gray-900">{account.bank}</dd>
          <dt className="text-gray-500">계좌번호</dt>
          <dd className="font-semibold whitespace-nowrap text-gray-900 tabular-nums">
            {account.account_number}
          </dd>
          <dt className="text-gray-500">예금주</dt>
          <dd className="font-semibold text-gray-900">{account.holder}</dd>
        </dl>
      ) : (
        <AccountForm state={state} onDone={() => setEditing(false)} />
      )}
    </section>
  );
}

function AccountForm({ state, onDone }: { state: RefundAccountState; onDone: () => void }) {
  const save = useSaveRefundAccount();
  const ids = useId();
  const [bank, setBank] = useState(state.account?.bank ?? '');
  const [number, setNumber] = useState(state.account?.account_number ?? '');
  const [holder, setHolder] = useState(state.account?.holder ?? state.company_name);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!bank) next.bank = M.bankRequired;
    const digits = number.replace(/-/g, '');
    if (!/^\d[\d-]*\d$/.test(number) || digits.length < 10 || digits.length > 16)
      next.account_number = M.accountInvalid;
    if (!holder.trim()) next.holder = M.holderRequired;
    else if (businessNameKey(holder) !== businessNameKey(state.company_name))
      next.holder = M.holderNotCompany;
    setErrors(next);
    setFailure('');
    const first = (['bank', 'account_number', 'holder'] as const).find((k) => next[k]);
    if (first) {
      document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    try {
      await save.mutateAsync({
        bank: bank as (typeof REFUND_BANKS)[number],
        account_number: number,
        holder: holder.trim(),
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errors)
        setErrors({
          bank: error.fieldError('bank'),
          account_number: error.fieldError('account_number'),
          holder: error.fieldError('holder'),
        });
      setFailure(errorMessage(error, '환급 계좌를 저장하지 못했습니다.'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <p className="text-sm break-keep text-gray-600">
        환급금은 사업자 명의 계좌로만 보내드립니다. 예금주는 회사명{' '}
        <strong className="text-gray-900">{state.company_name}</strong>과 같아야 합니다.
      </p>
      <div className="grid gap-4 md:grid-cols-3">
        <Field label="은행" htmlFor={`${ids}-bank`} required error={errors.bank}>
          <select
            id={`${ids}-bank`}
            value={bank}
            aria-invalid={!!errors.bank || undefined}
            onChange={(e) => {
              setBank(e.target.value);
              setErrors((er) => ({ ...er, bank: undefined }));
            }}
            className={inputClass('lg')}
          >
            <option value="">은행 선택</option>
            {REFUND_BANKS.map((b) => (
              <option key={b} value={b}>
                {b}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="계좌번호"
          htmlFor={`${ids}-account_number`}
          required
          error={errors.account_number}
          hint="숫자와 하이픈(-)만"
        >
          <TextInput
            id={`${ids}-account_number`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={24}
            value={number}
            invalid={!!errors.account_number}
            onChange={(e) => {
              setNumber(e.target.value.replace(/[^\d-]/g, ''));
              setErrors((er) => ({ ...er, account_number: undefined }));
            }}
          />
        </Field>
        <Field label="예금주" htmlFor={`${ids}-holder`} required error={errors.holder}>
          <TextInput
            id={`${ids}-holder`}
            maxLength={60}
            value={holder}
            invalid={!!errors.holder}
            onChange={(e) => {
              setHolder(e.target.value);
              setErrors((er) => ({ ...er, holder: undefined }));
            }}
          />
        </Field>
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="flex justify-end gap-2">
        {state.account && (
          <Button type="button" onClick={onDone}>
            취소
          </Button>
        )}
        <Button type="submit" variant="primary" busy={save.isPending}>
          계좌 저장
        </Button>
      </div>
    </form>
  );
}
