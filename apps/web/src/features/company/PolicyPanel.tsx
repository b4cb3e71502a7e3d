import { useEffect, useId, useState } from 'react';
import { type Company, useUpdatePolicy } from '../../api/company.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { LimitInput } from './fields.tsx';
import { limitText } from './labels.ts';

/**
 * 승인 정책: a 발송 담당's order above `approval_over` waits for a manager's approval (status 5)
 * with its amount held; empty = no approval needed.
 */
export function PolicyPanel({ company }: { company: Company }) {
  const id = useId();
  const { can } = useCompany();
  const current = company.policy.approval_over;
  const [value, setValue] = useState(current ?? '');
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdatePolicy();
  useEffect(() => setValue(current ?? ''), [current]);
  const changed = value !== (current ?? '');

  return (
    <section aria-labelledby="policy-title" className="max-w-2xl">
      <h2 id="policy-title" className="text-lg font-bold text-gray-900">
        승인 정책
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        발송 담당자의 주문 금액이 기준을 넘으면 결제 금액을 먼저 충전금에서 잡아 두고, 대표 관리자나 관리자가
        승인한 뒤에 발송합니다. 반려하거나 7일 동안 결정하지 않으면 전액 환불됩니다.
      </p>
      <p className="mt-4 text-[15px] text-gray-800">
        현재 기준:{' '}
        <strong className="font-semibold text-gray-900">
          {current == null ? '승인 없이 바로 발송' : `${limitText(current)} 초과 주문은 승인 필요`}
        </strong>
      </p>
      {can('policy') ? (
        <form
          noValidate
          className="mt-5 flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5"
          onSubmit={(e) => {
            e.preventDefault();
            if (changed) setConfirming(true);
          }}
        >
          <LimitInput
            id={`${id}-over`}
            label="승인이 필요한 주문 금액 (원 초과)"
            placeholder="승인 없음"
            value={value}
            onChange={(v) => {
              setValue(v);
              setSaved(false);
            }}
            hint="비워 두면 모든 주문이 승인 없이 바로 발송됩니다."
          />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" disabled={!changed}>
              저장
            </Button>
          </div>
          {saved && <Notice tone="success">승인 정책을 저장했습니다.</Notice>}
        </form>
      ) : (
        <Notice tone="info" className="mt-4">
          {roleReason('policy')}
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        title="승인 정책 변경"
        confirmLabel="변경"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await update.mutateAsync({ approval_over: value === '' ? null : value });
          setSaved(true);
        }}
      >
        <p>
          {value === ''
            ? '승인 기준을 없앨까요? 발송 담당자의 모든 주문이 바로 발송됩니다.'
            : `발송 담당자의 ${limitText(value)} 초과 주문부터 승인을 받도록 할까요?`}{' '}
          이미 승인 대기 중인 주문에는 영향이 없습니다.
        </p>
      </ConfirmDialog>
    </section>
  );
}
