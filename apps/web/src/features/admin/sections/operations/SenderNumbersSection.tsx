import { SENDER_NUMBER_STATUS_DISPLAY } from '@bizgift/domain/admin';
import { formatCallerNumber } from '@bizgift/domain/recipients';
import { useId, useState } from 'react';
import {
  api,
  type SenderNumber,
  type SenderNumbers,
  useAdminGet,
  useAdminMutation,
} from '../../../../api/admin.ts';
import { downloadDocument } from '../../../../api/documents.ts';
import { ApiError, errorMessage } from '../../../../api/http.ts';
import { Badge, type Tone } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { FormModal } from '../formParts.tsx';

const STATUS_TONE: Record<SenderNumber['status'], Tone> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
};

/**
 * Caller numbers per company: members ask with their 통신서비스 이용증명원,
 * staff check it, approve or reject; an approved number is the caller of that company's orders only
 * while it is in use. Every decision is in the audit log.
 */
export function SenderNumbersSection() {
  const list = useAdminGet<SenderNumbers>('/api/admin/sender-numbers');
  const [approving, setApproving] = useState<SenderNumber | null>(null);
  const [rejecting, setRejecting] = useState<SenderNumber | null>(null);
  const [toggling, setToggling] = useState<SenderNumber | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const approve = useAdminMutation(api.approveSenderNumber);
  const setActive = useAdminMutation(api.setSenderNumberActive);
  const toast = useToast();
  const proof = async (s: SenderNumber) => {
    setProofError(null);
    try {
      await downloadDocument(
        `/api/admin/sender-numbers/${s.id}/proof`,
        `통신서비스이용증명원_${s.number}.${s.proof_type}`,
      );
    } catch (e) {
      setProofError(errorMessage(e, '증명원을 내려받지 못했습니다.'));
    }
  };
  const columns: Column<SenderNumber>[] = [
    {
      key: 'number',
      header: '발신번호 / 회사',
      cell: (s) => (
        <span>
          <span className="block font-semibold whitespace-nowrap text-gray-900">
            {formatCallerNumber(s.number)}
          </span>
          <span className="block text-[12.5px] text-gray-500">{s.company_name ?? '회사 없음'}</span>
        </span>
      ),
    },
    { key: 'label', header: '메모', cell: (s) => s.label || '-' },
    {
      key: 'status',
      header: '상태',
      cell: (s) => (
        <span>
          <Badge tone={s.status === 'approved' && !s.is_active ? 'gray' : STATUS_TONE[s.status]}>
            {s.status === 'approved' && !s.is_active ? '사용 중지' : SENDER_NUMBER_STATUS_DISPLAY[s.status]}
          </Badge>
          {s.reject_reason && (
            <span className="mt-0.5 block max-w-56 text-[12px] text-red-600">{s.reject_reason}</span>
          )}
        </span>
      ),
    },
    {
      key: 'at',
      header: '신청일시',
      cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.created_at)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (s) => (
        <span className="flex flex-wrap justify-end gap-1">
          {s.proof_type && (
            <Button size="sm" variant="ghost" onClick={() => proof(s)}>
              증명원
            </Button>
          )}
          {s.status === 'pending' && (
            <>
              <Button size="sm" variant="primary" onClick={() => setApproving(s)}>
                승인
              </Button>
              <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setRejecting(s)}>
                반려
              </Button>
            </>
          )}
          {s.status === 'approved' && (
            <Button
              size="sm"
              variant={s.is_active ? 'ghost' : 'secondary'}
              className={s.is_active ? 'text-red-600' : ''}
              onClick={() => setToggling(s)}
            >
              {s.is_active ? '사용 중지' : '다시 사용'}
            </Button>
          )}
        </span>
      ),
    },
  ];
  const rows = list.data?.results ?? [];
  return (
    <>
      <PageHeader
        console
        documentTitle="발신번호 - 관리자"
        title="발신번호"
        description="회원사가 통신서비스 이용증명원과 함께 신청한 발신번호입니다. 증명원을 확인하고 문자 게이트웨이에 등록한 뒤 승인하세요. 승인된 번호는 그 회사의 발송에만 쓰이고, 그 밖에는 기본 번호로 발송됩니다."
      />
      {list.data && (
        <p className="mb-3 text-[13px] text-gray-600">
          기본 발신번호:{' '}
          <strong className="text-gray-900">{formatCallerNumber(list.data.default_number)}</strong>{' '}
          (SMS_SENDER_NUMBER, 모든 회원이 항상 사용)
        </p>
      )}
      {proofError && (
        <p role="alert" className="mb-3 text-[13px] text-red-600">
          {proofError}
        </p>
      )}
      <DataTable
        caption="발신번호 목록"
        query={{ ...list, data: list.data ? { count: rows.length, results: rows } : undefined }}
        columns={columns}
        rowKey={(s) => s.id}
        empty="신청된 발신번호가 없습니다. 모든 문자는 기본 발신번호로 발송됩니다."
      />
      <ConfirmDialog
        open={!!approving}
        title="발신번호 승인"
        confirmLabel="승인"
        tone="primary"
        onClose={() => setApproving(null)}
        onConfirm={async () => {
          if (!approving) return;
          await approve.mutateAsync(approving.id);
          toast('발신번호를 승인했습니다.');
        }}
      >
        {`${approving?.company_name ?? ''}의 ${formatCallerNumber(approving?.number ?? '')} 번호를 승인합니다. 증명원의 명의와 회사가 같은지, 문자 게이트웨이에 등록했는지 확인하세요.`}
      </ConfirmDialog>
      {rejecting && <RejectSenderNumber number={rejecting} onClose={() => setRejecting(null)} />}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.is_active ? '발신번호 사용 중지' : '발신번호 다시 사용'}
        confirmLabel={toggling?.is_active ? '사용 중지' : '다시 사용'}
        tone={toggling?.is_active ? 'danger' : 'primary'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          const active = !toggling.is_active;
          await setActive.mutateAsync({ id: toggling.id, active });
          toast(active ? '발신번호를 다시 사용합니다.' : '발신번호 사용이 중지되었습니다.');
        }}
      >
        {toggling?.is_active
          ? `${formatCallerNumber(toggling.number)} 번호로 보내던 문자는 지금부터 기본 발신번호로 발송됩니다.`
          : `${formatCallerNumber(toggling?.number ?? '')} 번호를 다시 발신번호로 사용합니다.`}
      </ConfirmDialog>
    </>
  );
}

function RejectSenderNumber({ number, onClose }: { number: SenderNumber; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; form?: string }>({});
  const reject = useAdminMutation(api.rejectSenderNumber);
  const toast = useToast();
  const base = useId();
  const submit = async () => {
    if (!reason.trim()) {
      setErrors({ reason: '반려 사유를 입력해주세요.' });
      return;
    }
    try {
      await reject.mutateAsync({ id: number.id, reason: reason.trim() });
      toast('발신번호 신청을 반려했습니다.');
      onClose();
    } catch (e) {
      if (e instanceof ApiError)
        setErrors({ reason: e.fieldError('reason'), form: e.errors ? undefined : e.message });
      else setErrors({ form: errorMessage(e) });
    }
  };
  return (
    <FormModal
      size="md"
      title="발신번호 신청 반려"
      submitLabel="반려"
      onClose={onClose}
      onSubmit={submit}
      busy={reject.isPending}
      error={errors.form}
    >
      <p className="text-[13px] text-gray-600">
        {number.company_name} · {formatCallerNumber(number.number)} — 사유는 회원의 마이페이지에 표시됩니다.
      </p>
      <Field label="반려 사유" htmlFor={`${base}-reason`} error={errors.reason} required>
        <input
          id={`${base}-reason`}
          autoComplete="off"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={!!errors.reason}
          className={inputClass()}
          placeholder="예) 증명원의 명의가 회사와 다릅니다."
        />
      </Field>
    </FormModal>
  );
}
