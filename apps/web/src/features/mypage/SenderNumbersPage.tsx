import {
  isCallerNumber,
  SENDER_NUMBER_MESSAGES as M,
  SENDER_NUMBER_STATUS_DISPLAY,
} from '@bizgift/domain/admin';
import { formatCallerNumber } from '@bizgift/domain/recipients';
import { type FormEvent, useId, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/http.ts';
import {
  downloadSenderProof,
  type SenderNumber,
  useMySenderNumbers,
  useRequestSenderNumber,
} from '../../api/senderNumbers.ts';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { ErrorState } from '../../components/ui/EmptyState.tsx';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { roleReason, useCompany } from '../../lib/useCompany.ts';

const TONE: Record<SenderNumber['status'], Tone> = { pending: 'amber', approved: 'green', rejected: 'red' };
const PROOF_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * 마이페이지 › 발신번호: the company's caller numbers. A member asks for one with the
 * 통신서비스 이용증명원; once staff approve it, the company's messages may show it as the caller.
 * Until then, and for any other number, the shop's own number is used.
 */
export function SenderNumbersPage() {
  const list = useMySenderNumbers();
  const mayRequest = useCompany().can('senderNumbers');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 md:py-12">
      <PageHeader
        title="발신번호"
        crumb={{ to: '/mypage', label: '마이페이지' }}
        description="쿠폰 문자에 표시할 우리 회사 발신번호를 등록합니다. 발신번호 사전등록제에 따라 통신서비스 이용증명원을 확인한 번호만 사용할 수 있습니다."
      />
      {list.isPending ? (
        <LoadingState label="발신번호를 불러오는 중..." />
      ) : list.isError ? (
        <ErrorState
          message={errorMessage(list.error, '발신번호를 불러오지 못했습니다.')}
          onRetry={() => list.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <Notice tone="info">
            등록하지 않은 번호로 보내면 쇼핑몰 기본 번호{' '}
            <strong>{formatCallerNumber(list.data.default_number)}</strong>로 발송됩니다.
          </Notice>
          <Card title="우리 회사 발신번호">
            {list.data.results.length === 0 ? (
              <p className="text-sm text-gray-500">신청한 발신번호가 없습니다.</p>
            ) : (
              <ul className="divide-y divide-gray-100">
                {list.data.results.map((s) => (
                  <SenderNumberRow key={s.id} number={s} withProof={mayRequest} />
                ))}
              </ul>
            )}
          </Card>
          {mayRequest ? <RequestForm /> : <Notice tone="info">{roleReason('senderNumbers')}</Notice>}
        </div>
      )}
    </div>
  );
}

function SenderNumberRow({ number: s, withProof }: { number: SenderNumber; withProof: boolean }) {
  const [error, setError] = useState<string | null>(null);
  const inactive = s.status === 'approved' && !s.is_active;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1.5 py-3">
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-gray-900 tabular-nums">{formatCallerNumber(s.number)}</span>
        <span className="block text-[12.5px] text-gray-500">
          {s.label ? `${s.label} · ` : ''}신청 {formatDateTime(s.created_at)}
        </span>
        {s.reject_reason && (
          <span className="mt-0.5 block text-[12.5px] text-red-600">반려 사유: {s.reject_reason}</span>
        )}
        {inactive && (
          <span className="mt-0.5 block text-[12.5px] text-gray-600">관리자가 사용을 중지했습니다.</span>
        )}
      </span>
      <Badge tone={inactive ? 'gray' : TONE[s.status]}>
        {inactive ? '사용 중지' : SENDER_NUMBER_STATUS_DISPLAY[s.status]}
      </Badge>
      {withProof && s.proof_type && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            downloadSenderProof(s).catch((e) => setError(errorMessage(e, '증명원을 내려받지 못했습니다.')))
          }
        >
          증명원
        </Button>
      )}
      {error && (
        <span role="alert" className="w-full text-[12.5px] text-red-600">
          {error}
        </span>
      )}
    </li>
  );
}

type FormErrors = { number?: string; label?: string; file?: string; form?: string };

function RequestForm() {
  const base = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [number, setNumber] = useState('');
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const request = useRequestSenderNumber();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const next: FormErrors = {};
    if (!isCallerNumber(number.trim())) next.number = M.invalid;
    if (!file) next.file = M.proofMissing;
    else if (!/\.(pdf|jpe?g|png)$/i.test(file.name)) next.file = M.proofType;
    setErrors(next);
    if (Object.keys(next).length || !file) return;
    try {
      const created = await request.mutateAsync({ number: number.trim(), label: label.trim(), file });
      setDone(
        `${formatCallerNumber(created.number)} 번호를 신청했습니다. 관리자 확인 후 사용할 수 있습니다.`,
      );
      setNumber('');
      setLabel('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      if (error instanceof ApiError)
        setErrors({
          number: error.fieldError('number') ?? (error.status === 409 ? error.message : undefined),
          label: error.fieldError('label'),
          file: error.fieldError('file'),
          form: error.errors || error.status === 409 ? undefined : error.message,
        });
      else setErrors({ form: errorMessage(error) });
    }
  };

  return (
    <Card title="발신번호 신청">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label="발신번호"
          htmlFor={`${base}-number`}
          error={errors.number}
          hint="예) 02-1234-5678, 1588-1234"
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
        <Field label="메모" htmlFor={`${base}-label`} error={errors.label} hint="예) 본사 대표번호">
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
        <Field
          label="통신서비스 이용증명원"
          htmlFor={`${base}-file`}
          error={errors.file}
          hint="회사 명의로 발급된 증명원 (PDF, JPG, PNG · 5MB 이하)"
          required
        >
          <input
            id={`${base}-file`}
            ref={fileInput}
            type="file"
            accept={PROOF_ACCEPT}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setErrors((all) => ({ ...all, file: undefined }));
            }}
            aria-invalid={!!errors.file}
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        </Field>
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-green-700">
            {done}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={request.isPending}>
            {request.isPending ? '신청 중...' : '신청하기'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
