import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { formatWon, parseWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { profileApi } from '../../api/account.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { useCompany } from '../../lib/useCompany.ts';
import { useBalance } from '../../lib/useSession.ts';
import { errorMessage, fieldErrors } from './errors.ts';
import { Actions, focusFirst } from './profileParts.tsx';
import { useAccountSession } from './session.ts';

/** The 회원 탈퇴 tab: what is lost, 잔액 환급 offered first, then the password and the consent. */
export function WithdrawTab() {
  const session = useAccountSession();
  const navigate = useNavigate();
  const balance = useBalance();
  const { can } = useCompany();
  // Money left and a person who may ask for it back: the refund comes before the goodbye.
  const refundable = can('refund') && !!balance.data && parseWon(balance.data.recharge) > 0;
  const [password, setPassword] = useState('');
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'password' | 'agree', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = M.withdrawPasswordRequired;
    if (!agree) next.agree = M.withdrawAgreeRequired;
    setErrors(next);
    focusFirst(['password', 'agree'], next, 'withdraw');
    if (Object.keys(next).length) return;
    if (!window.confirm(M.withdrawConfirm)) return;
    setBusy(true);
    setFailure(null);
    try {
      await profileApi.withdraw(password);
      window.alert(M.withdrawn);
      session.withdrawn();
      navigate('/', { replace: true });
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorMessage(error, M.withdrawFailed));
      document.getElementById('withdraw-password')?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      {refundable && (
        <Notice tone="info">
          <p className="font-semibold">탈퇴하기 전에 남은 충전금을 돌려받으세요.</p>
          <p className="mt-1 break-keep">
            사용하지 않은 충전금은 잔액 환급을 신청하면 회사 명의 계좌로 돌려받을 수 있습니다. 환급 신청한
            금액은 탈퇴해도 소멸되지 않고 입금됩니다.
          </p>
          <Link
            to="/mypage/balance-refund"
            className={`${buttonClass('primary', 'md')} mt-3`}
            data-testid="withdraw-refund-link"
          >
            잔액 환급 신청하기
          </Link>
        </Notice>
      )}
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-[14px] leading-relaxed text-red-800 sm:p-5">
        <h2 className="font-bold">탈퇴 전 꼭 확인해주세요</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>탈퇴하면 회원님의 모든 정보가 삭제됩니다.</li>
          <li>잔액 환급을 신청하지 않은 충전금은 탈퇴 즉시 소멸되며, 탈퇴한 뒤에는 돌려받을 수 없습니다.</li>
          <li data-testid="forfeit">
            탈퇴하면 소멸되는 금액: 충전금{' '}
            <strong className="tabular-nums">
              {balance.data ? formatWon(balance.data.recharge) : balance.isError ? '확인 불가' : '…'}
            </strong>
            {balance.data && parseWon(balance.data.reward) > 0 && (
              <>
                , 적립금 <strong className="tabular-nums">{formatWon(balance.data.reward)}</strong>
              </>
            )}
          </li>
          <li>같은 사업자등록번호로는 탈퇴일로부터 60일이 지난 후 다시 가입할 수 있습니다.</li>
        </ul>
      </div>
      <Field label="비밀번호" htmlFor="withdraw-password" required error={errors.password}>
        <TextInput
          id="withdraw-password"
          type="password"
          value={password}
          maxLength={100}
          autoComplete="current-password"
          invalid={!!errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((er) => ({ ...er, password: undefined }));
            setFailure(null);
          }}
        />
      </Field>
      <div>
        <label className="flex cursor-pointer items-start gap-3 text-[15px] text-gray-800">
          <input
            id="withdraw-agree"
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-red-600"
            checked={agree}
            aria-invalid={!!errors.agree || undefined}
            onChange={(e) => {
              setAgree(e.target.checked);
              setErrors((er) => ({ ...er, agree: undefined }));
            }}
          />
          위 내용을 모두 확인했으며 회원 탈퇴에 동의합니다.
        </label>
        {errors.agree && (
          <p role="alert" className="mt-1.5 text-[13px] text-red-600">
            {errors.agree}
          </p>
        )}
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <Actions
        danger
        busy={busy}
        submitLabel={busy ? '처리 중...' : '회원 탈퇴'}
        onCancel={() => {
          setPassword('');
          setAgree(false);
          setErrors({});
          setFailure(null);
        }}
      />
    </form>
  );
}
