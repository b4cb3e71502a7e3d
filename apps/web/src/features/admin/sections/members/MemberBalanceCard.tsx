import { BALANCE_ADJUST, BALANCE_ADJUST_MESSAGES, type BalanceAdjustType } from '@bizgift/domain/admin';
import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { formatWon, parseWon } from '@bizgift/domain/money';
import { useId, useState } from 'react';
import { api, type MemberDetail, useAdminMutation } from '../../../../api/admin.ts';
import { ApiError } from '../../../../api/http.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { clearErrors } from '../formParts.tsx';

const { ADMIN_ADD, ADMIN_SUBTRACT } = TRANSACTION_TYPE;
type AdjustErrors = { amount?: string; reason?: string };

/** The staff balance adjustment's own checks before it asks for confirmation (the server checks again). */
export function adjustmentErrors(input: {
  type: BalanceAdjustType;
  amount: number;
  reason: string;
  balance: number;
}): AdjustErrors {
  const errors: AdjustErrors = {};
  if (input.amount < BALANCE_ADJUST.minAmount) errors.amount = '금액을 1원 이상 입력해주세요.';
  else if (input.amount > BALANCE_ADJUST.maxAmount) errors.amount = BALANCE_ADJUST_MESSAGES.tooLarge;
  else if (input.type === ADMIN_SUBTRACT && input.amount > input.balance)
    errors.amount = BALANCE_ADJUST_MESSAGES.belowZero;
  if (!input.reason.trim()) errors.reason = '사유를 입력해주세요.';
  return errors;
}

/** A member's balance with the staff's add/subtract form (a reason is required and goes to the ledger). */
export function MemberBalanceCard({ member }: { member: MemberDetail }) {
  const [type, setType] = useState<BalanceAdjustType>(ADMIN_ADD);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<AdjustErrors>({});
  const [confirming, setConfirming] = useState(false);
  const adjust = useAdminMutation(api.adjustBalance);
  const toast = useToast();
  const amountId = useId();
  const reasonId = useId();
  const value = parseWon(amount);
  const balance = parseWon(member.wallet.recharge);

  const check = () => {
    const next = adjustmentErrors({ type, amount: value, reason, balance });
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  return (
    <Card title="충전금">
      <p className="text-[13px] text-gray-500">현재 잔액</p>
      <p className="mt-1 text-2xl font-bold text-gray-900 tabular-nums">
        {formatWon(member.wallet.recharge)}
      </p>
      {member.status !== 'withdrawn' && (
        <form
          className="mt-5 flex flex-col gap-3 border-t border-gray-100 pt-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (check()) setConfirming(true);
          }}
        >
          <fieldset>
            <legend className="mb-1.5 text-[13px] font-semibold text-gray-700">잔액 조정</legend>
            <div className="grid grid-cols-2 gap-2">
              {([ADMIN_ADD, ADMIN_SUBTRACT] as const).map((t) => (
                <label
                  key={t}
                  className={`flex cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold has-focus-visible:ring-2 has-focus-visible:ring-brand-300 ${
                    type === t
                      ? 'border-brand-500 bg-brand-50 text-brand-700'
                      : 'border-gray-300 text-gray-600'
                  }`}
                >
                  <input
                    type="radio"
                    name="adjust-type"
                    className="sr-only"
                    checked={type === t}
                    onChange={() => {
                      setType(t);
                      setErrors(clearErrors('amount'));
                    }}
                  />
                  {t === ADMIN_ADD ? '지급 (+)' : '차감 (−)'}
                </label>
              ))}
            </div>
          </fieldset>
          <Field label="금액 (원)" htmlFor={amountId} error={errors.amount} required>
            <input
              id={amountId}
              inputMode="numeric"
              value={value ? value.toLocaleString('ko-KR') : ''}
              onChange={(e) => {
                setAmount(e.target.value.replace(/\D/g, '').slice(0, 10));
                setErrors(clearErrors('amount'));
              }}
              aria-invalid={!!errors.amount}
              className={`${inputClass()} text-right tabular-nums`}
              placeholder="0"
            />
          </Field>
          <Field
            label="사유"
            htmlFor={reasonId}
            error={errors.reason}
            required
            hint="회원 거래 내역에 메모로 남습니다."
          >
            <input
              id={reasonId}
              value={reason}
              maxLength={BALANCE_ADJUST.reasonMax}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors(clearErrors('reason'));
              }}
              aria-invalid={!!errors.reason}
              className={inputClass()}
              placeholder="예: 이벤트 적립, 오입금 정정"
            />
          </Field>
          <Button type="submit" variant="primary">
            조정하기
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title="충전금 조정"
        confirmLabel={type === ADMIN_ADD ? '지급' : '차감'}
        tone={type === ADMIN_SUBTRACT ? 'danger' : 'primary'}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          try {
            await adjust.mutateAsync({
              id: member.id,
              transaction_type: type,
              amount: value,
              reason: reason.trim(),
            });
          } catch (e) {
            if (e instanceof ApiError && e.errors) {
              setErrors({ amount: e.fieldError('amount'), reason: e.fieldError('reason') });
            }
            throw e;
          }
          toast('충전금이 조정되었습니다.');
          setAmount('');
          setReason('');
        }}
      >
        <p>
          {member.company?.name ?? member.username} 회원의 충전금을{' '}
          <strong className="text-gray-900">
            {formatWon(value)} {type === ADMIN_ADD ? '지급' : '차감'}
          </strong>
          합니다.
        </p>
        <p className="mt-2 rounded-lg bg-gray-50 px-3 py-2 text-sm tabular-nums">
          {formatWon(balance)} →{' '}
          <strong className="text-gray-900">
            {formatWon(type === ADMIN_ADD ? balance + value : balance - value)}
          </strong>
          <span className="block text-gray-500">사유: {reason.trim()}</span>
        </p>
      </ConfirmDialog>
    </Card>
  );
}
