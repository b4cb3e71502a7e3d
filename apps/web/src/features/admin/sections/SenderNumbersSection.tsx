import { formatCallerNumber } from '@bizgift/domain/recipients';
import { useId, useState } from 'react';
import {
  api,
  type SenderNumber,
  type SenderNumbers,
  useAdminGet,
  useAdminMutation,
} from '../../../api/admin.ts';
import { ApiError, errorMessage } from '../../../api/http.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Field, inputClass } from '../../../components/ui/Field.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { FormModal } from './catalogParts.tsx';

/**
 * Caller numbers registered with the SMS gateway (issue #16 §2). Recipients see a member's own
 * number only while it is listed here and in use; otherwise the shop's default number.
 */
export function SenderNumbersSection() {
  const list = useAdminGet<SenderNumbers>('/api/admin/sender-numbers');
  const [adding, setAdding] = useState(false);
  const [toggling, setToggling] = useState<SenderNumber | null>(null);
  const setActive = useAdminMutation(api.setSenderNumberActive);
  const toast = useToast();
  const columns: Column<SenderNumber>[] = [
    {
      key: 'number',
      header: '발신번호',
      cell: (s) => (
        <span className="font-semibold whitespace-nowrap text-gray-900">{formatCallerNumber(s.number)}</span>
      ),
    },
    { key: 'label', header: '메모', cell: (s) => s.label || '-' },
    {
      key: 'status',
      header: '상태',
      cell: (s) => <Badge tone={s.is_active ? 'green' : 'gray'}>{s.is_active ? '사용' : '중지'}</Badge>,
    },
    {
      key: 'at',
      header: '등록일시',
      cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.created_at)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (s) => (
        <span className="flex justify-end">
          <Button
            size="sm"
            variant={s.is_active ? 'ghost' : 'secondary'}
            className={s.is_active ? 'text-red-600' : ''}
            onClick={() => setToggling(s)}
          >
            {s.is_active ? '사용 중지' : '다시 사용'}
          </Button>
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
        description="문자 게이트웨이에 사전 등록된 발신번호입니다. 회원이 입력한 번호가 여기 등록되어 사용 중일 때만 그 번호로 발송되고, 아니면 기본 번호로 발송됩니다."
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            발신번호 등록
          </Button>
        }
      />
      {list.data && (
        <p className="mb-3 text-[13px] text-gray-600">
          기본 발신번호:{' '}
          <strong className="text-gray-900">{formatCallerNumber(list.data.default_number)}</strong>{' '}
          (SMS_SENDER_NUMBER, 항상 사용)
        </p>
      )}
      <DataTable
        caption="발신번호 목록"
        query={{ ...list, data: list.data ? { count: rows.length, results: rows } : undefined }}
        columns={columns}
        rowKey={(s) => s.id}
        empty="등록된 발신번호가 없습니다. 모든 문자는 기본 발신번호로 발송됩니다."
      />
      {adding && <AddSenderNumber onClose={() => setAdding(false)} />}
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

function AddSenderNumber({ onClose }: { onClose: () => void }) {
  const [number, setNumber] = useState('');
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ number?: string; label?: string; form?: string }>({});
  const add = useAdminMutation(api.addSenderNumber);
  const toast = useToast();
  const base = useId();
  const submit = async () => {
    if (!number.trim()) {
      setErrors({ number: '발신번호를 입력해주세요.' });
      return;
    }
    try {
      await add.mutateAsync({ number: number.trim(), label: label.trim() });
      toast('발신번호가 등록되었습니다.');
      onClose();
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors({
          number: e.fieldError('number') ?? (e.code === 'number_taken' ? e.message : undefined),
          label: e.fieldError('label'),
          form: e.errors || e.code === 'number_taken' ? undefined : e.message,
        });
      } else setErrors({ form: errorMessage(e) });
    }
  };
  return (
    <FormModal
      size="md"
      title="발신번호 등록"
      submitLabel="등록"
      onClose={onClose}
      onSubmit={submit}
      busy={add.isPending}
      error={errors.form}
    >
      <p className="text-[13px] text-gray-600">
        문자 게이트웨이에 이미 등록(번호 인증)을 마친 번호만 입력하세요. 등록되지 않은 번호로는 통신사가
        문자를 차단합니다.
      </p>
      <Field
        label="발신번호"
        htmlFor={`${base}-number`}
        error={errors.number}
        hint="예) 02-1234-5678, 1588-0000"
        required
      >
        <input
          id={`${base}-number`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/[^\d-]/g, ''))}
          aria-invalid={!!errors.number}
          className={inputClass()}
        />
      </Field>
      <Field
        label="메모"
        htmlFor={`${base}-label`}
        error={errors.label}
        hint="누구의 번호인지 (예: 회원사 이름)"
      >
        <input
          id={`${base}-label`}
          autoComplete="off"
          maxLength={50}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          aria-invalid={!!errors.label}
          className={inputClass()}
        />
      </Field>
    </FormModal>
  );
}
