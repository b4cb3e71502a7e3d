import { useId, useState } from 'react';
import { api, type DepositAccount, useAdminMutation } from '../../../../api/admin.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';

type Row = DepositAccount & { key: number };
let rowSeq = 0;
const withKey = (a: DepositAccount): Row => ({ ...a, key: ++rowSeq });

/** The bank accounts the charge page shows for bank transfers (one to five). */
export function DepositAccountsForm({ initial }: { initial: DepositAccount[] }) {
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length ? initial : [{ bank: '', account_number: '', holder: '' }]).map(withKey),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation(api.putDepositAccounts);
  const toast = useToast();
  const baseId = useId();
  const dirty = JSON.stringify(rows.map(({ key: _, ...r }) => r)) !== JSON.stringify(initial);
  const set = (i: number, patch: Partial<DepositAccount>) => {
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setError(null);
  };
  return (
    <Card
      title="무통장입금 계좌"
      actions={<span className="text-[12.5px] text-gray-500">최대 5개 · 충전 화면에 표시됩니다</span>}
    >
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const clean = rows.map((r) => ({
            bank: r.bank.trim(),
            account_number: r.account_number.trim(),
            holder: r.holder.trim(),
          }));
          if (clean.some((r) => !r.bank || !r.account_number || !r.holder)) {
            setError('은행명, 계좌번호, 예금주를 모두 입력해주세요.');
            return;
          }
          setError(null);
          try {
            await save.mutateAsync(clean);
            toast('입금 계좌가 저장되었습니다.');
          } catch (err) {
            setError(errorMessage(err));
          }
        }}
      >
        <ul className="flex flex-col gap-3">
          {rows.map((r, i) => (
            <li
              key={r.key}
              className="grid grid-cols-1 gap-2 rounded-lg border border-gray-100 p-3 sm:grid-cols-[1fr_1.6fr_1fr_auto] sm:items-end sm:border-0 sm:p-0"
            >
              <Field label="은행명" htmlFor={`${baseId}-b${i}`}>
                <input
                  id={`${baseId}-b${i}`}
                  value={r.bank}
                  maxLength={30}
                  onChange={(e) => set(i, { bank: e.target.value })}
                  className={inputClass()}
                />
              </Field>
              <Field label="계좌번호" htmlFor={`${baseId}-n${i}`}>
                <input
                  id={`${baseId}-n${i}`}
                  value={r.account_number}
                  maxLength={40}
                  inputMode="numeric"
                  onChange={(e) => set(i, { account_number: e.target.value })}
                  className={`${inputClass()} tabular-nums`}
                />
              </Field>
              <Field label="예금주" htmlFor={`${baseId}-h${i}`}>
                <input
                  id={`${baseId}-h${i}`}
                  value={r.holder}
                  maxLength={50}
                  onChange={(e) => set(i, { holder: e.target.value })}
                  className={inputClass()}
                />
              </Field>
              <Button
                variant="ghost"
                className="text-red-600"
                disabled={rows.length === 1}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
                aria-label={`${i + 1}번째 계좌 삭제`}
              >
                삭제
              </Button>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="mt-3 text-[13px] text-red-600">
            {error}
          </p>
        )}
        <div className="mt-4 flex flex-wrap justify-between gap-2">
          <Button
            disabled={rows.length >= 5}
            onClick={() => setRows([...rows, withKey({ bank: '', account_number: '', holder: '' })])}
          >
            + 계좌 추가
          </Button>
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty}>
            저장
          </Button>
        </div>
      </form>
    </Card>
  );
}
