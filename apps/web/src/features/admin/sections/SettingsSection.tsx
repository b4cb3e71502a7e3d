import { useId, useState } from 'react';
import {
  type AdminSettings,
  api,
  type DepositAccount,
  type Term,
  useAdminGet,
  useAdminMutation,
} from '../../../api/admin.ts';
import type { FooterInfo } from '../../../api/content.ts';
import { ApiError, errorMessage } from '../../../api/http.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Card } from '../../../components/ui/Card.tsx';
import { ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Field, inputClass } from '../../../components/ui/Field.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { SealCard } from './SealCard.tsx';

const FOOTER_FIELDS: { key: keyof FooterInfo; label: string; wide?: boolean }[] = [
  { key: 'company_name', label: '회사명' },
  { key: 'admin_name', label: '대표자' },
  { key: 'business_number', label: '사업자등록번호' },
  { key: 'privacy_officer', label: '개인정보 보호책임자' },
  { key: 'contact_phone', label: '대표 전화' },
  { key: 'contact_email', label: '대표 이메일' },
  { key: 'company_address', label: '주소', wide: true },
  { key: 'copyright', label: '저작권 표시', wide: true },
];

const EMPTY_FOOTER: FooterInfo = {
  company_name: '',
  admin_name: '',
  privacy_officer: '',
  business_number: '',
  company_address: '',
  contact_phone: '',
  contact_email: '',
  copyright: '',
};

export function SettingsSection() {
  const settings = useAdminGet<AdminSettings>('/api/admin/settings');
  const terms = useAdminGet<Term[]>('/api/admin/terms');
  return (
    <>
      <PageHeader
        console
        documentTitle="설정 - 관리자"
        title="설정"
        description="쇼핑몰 하단 회사 정보, 무통장입금 계좌, 직인, 약관 버전을 관리합니다."
      />
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorState
          message={errorMessage(settings.error, '설정을 불러오지 못했습니다.')}
          onRetry={() => settings.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-5">
          <FooterForm
            key={JSON.stringify(settings.data.footer)}
            initial={settings.data.footer ?? EMPTY_FOOTER}
          />
          <AccountsForm
            key={JSON.stringify(settings.data.deposit_accounts)}
            initial={settings.data.deposit_accounts ?? []}
          />
          <SealCard
            image={settings.data.seal?.image ?? null}
            company={settings.data.footer?.company_name || '(상호)'}
          />
          <TermsCard query={terms} />
        </div>
      )}
    </>
  );
}

function FooterForm({ initial }: { initial: FooterInfo }) {
  const [form, setForm] = useState<FooterInfo>({ ...EMPTY_FOOTER, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof FooterInfo | 'form', string>>>({});
  const save = useAdminMutation(api.putFooter);
  const toast = useToast();
  const baseId = useId();
  const dirty = JSON.stringify(form) !== JSON.stringify({ ...EMPTY_FOOTER, ...initial });
  return (
    <Card title="하단 회사 정보">
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const missing = Object.fromEntries(
            FOOTER_FIELDS.filter((f) => !form[f.key].trim()).map((f) => [
              f.key,
              `${f.label}을(를) 입력해주세요.`,
            ]),
          );
          setErrors(missing);
          if (Object.keys(missing).length) return;
          try {
            await save.mutateAsync(form);
            toast('푸터 정보가 저장되었습니다.');
          } catch (err) {
            const fieldErrors = Object.fromEntries(
              FOOTER_FIELDS.map((f) => [f.key, err instanceof ApiError ? err.fieldError(f.key) : undefined]),
            );
            setErrors({ ...fieldErrors, form: errorMessage(err) });
          }
        }}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {FOOTER_FIELDS.map((f) => (
            <Field
              key={f.key}
              label={f.label}
              htmlFor={`${baseId}-${f.key}`}
              error={errors[f.key]}
              required
              className={f.wide ? 'md:col-span-2' : ''}
            >
              <input
                id={`${baseId}-${f.key}`}
                value={form[f.key]}
                type={f.key === 'contact_email' ? 'email' : 'text'}
                onChange={(e) => setForm({ ...form, [f.key]: e.target.value })}
                aria-invalid={!!errors[f.key]}
                className={inputClass()}
              />
            </Field>
          ))}
        </div>
        {errors.form && (
          <p role="alert" className="mt-3 text-[13px] text-red-600">
            {errors.form}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty}>
            저장
          </Button>
        </div>
      </form>
    </Card>
  );
}

type Row = DepositAccount & { key: number };
let rowSeq = 0;
const withKey = (a: DepositAccount): Row => ({ ...a, key: ++rowSeq });

function AccountsForm({ initial }: { initial: DepositAccount[] }) {
  const [rows, setRows] = useState<Row[]>(() =>
    (initial.length ? initial : [{ bank: '', account_number: '', holder: '' }]).map(withKey),
  );
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation(api.putDepositAccounts);
  const toast = useToast();
  const baseId = useId();
  const dirty = JSON.stringify(rows.map(({ key: _, ...r }) => r)) !== JSON.stringify(initial);
  const set = (i: number, patch: Partial<DepositAccount>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
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

const KIND_LABEL: Record<string, string> = {
  service: '서비스 이용약관',
  privacy_collection: '개인정보 수집·이용',
  privacy_policy: '개인정보 처리방침',
  event_sms: '이벤트 SMS 수신',
  event_email: '이벤트 이메일 수신',
};

function TermsCard({ query }: { query: ReturnType<typeof useAdminGet<Term[]>> }) {
  const [editing, setEditing] = useState<Term | null>(null);
  const [showOld, setShowOld] = useState(false);
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState
        message={errorMessage(query.error, '약관을 불러오지 못했습니다.')}
        onRetry={() => query.refetch()}
      />
    );
  const visible = (showOld ? query.data : query.data.filter((t) => t.is_active))
    .slice()
    .sort(
      (a, b) =>
        Number(b.is_required) - Number(a.is_required) ||
        a.kind.localeCompare(b.kind) ||
        b.version - a.version,
    );
  return (
    <Card
      title="약관"
      actions={
        <label className="flex items-center gap-2 text-[13px] text-gray-600">
          <input
            type="checkbox"
            checked={showOld}
            onChange={(e) => setShowOld(e.target.checked)}
            className="accent-brand-600"
          />
          이전 버전도 보기
        </label>
      }
    >
      <p className="mb-3 text-[13px] text-gray-500">
        새 버전을 만들면 그 버전이 적용 중인 약관이 되어 새로 가입하는 회원이 동의합니다. 이전 버전에 동의한
        기록은 그대로 남습니다.
      </p>
      <ul className="divide-y divide-gray-100">
        {visible.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
                {t.title}
                <Badge tone={t.is_required ? 'red' : 'gray'}>{t.is_required ? '필수' : '선택'}</Badge>
                <Badge tone={t.is_active ? 'green' : 'gray'}>
                  v{t.version} {t.is_active ? '적용 중' : '이전 버전'}
                </Badge>
              </p>
              <p className="mt-0.5 text-[12.5px] text-gray-500">
                {KIND_LABEL[t.kind] ?? t.kind} · {formatDateTime(t.created_at)}
              </p>
            </div>
            {t.is_active && (
              <Button size="sm" onClick={() => setEditing(t)}>
                새 버전 만들기
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editing && <TermVersionForm term={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}

function TermVersionForm({ term, onClose }: { term: Term; onClose: () => void }) {
  const [title, setTitle] = useState(term.title);
  const [content, setContent] = useState(term.content);
  const [confirm, setConfirm] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = useAdminMutation(api.newTermVersion);
  const toast = useToast();
  const titleId = useId();
  const contentId = useId();
  return (
    <Modal
      open
      size="lg"
      title={`${term.title} 새 버전 (v${term.version + 1})`}
      onClose={save.isPending ? () => undefined : onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={save.isPending}>
            취소
          </Button>
          <Button
            variant="primary"
            busy={save.isPending}
            disabled={!confirm || !title.trim() || !content.trim()}
            onClick={async () => {
              try {
                await save.mutateAsync({ id: term.id, title: title.trim(), content: content.trim() });
                toast('새 약관 버전이 적용되었습니다.');
                onClose();
              } catch (e) {
                setError(errorMessage(e));
              }
            }}
          >
            새 버전 적용
          </Button>
        </>
      }
    >
      <div className="mt-2 flex flex-col gap-3">
        <Field label="약관 제목" htmlFor={titleId} required>
          <input
            id={titleId}
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
            className={inputClass()}
          />
        </Field>
        <Field label="약관 내용" htmlFor={contentId} required>
          <textarea
            id={contentId}
            rows={12}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            className={`${inputClass()} font-mono text-[13px]`}
          />
        </Field>
        <label className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-[13px] text-amber-800">
          <input
            type="checkbox"
            checked={confirm}
            onChange={(e) => setConfirm(e.target.checked)}
            className="mt-0.5 accent-amber-600"
          />
          저장하면 바로 적용되며, 이후 가입하는 회원은 이 버전에 동의합니다. 확인했습니다.
        </label>
        {error && (
          <p role="alert" className="text-[13px] text-red-600">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
