import { CONTACT_LIMITS, CONTACT_TEXTS, occasionDayValid } from '@bizgift/domain/contacts';
import { useEffect, useId, useState } from 'react';
import { type Contact, type Occasion, useSaveContact } from '../../api/contacts.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, inputClass } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';

const LABELS = ['생일', '입사기념일', '창립기념일', '결혼기념일'];
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const NEW_OCCASION: Occasion = { label: '생일', month: 1, day: 1, lunar: false, leap: false };

interface Draft {
  name: string;
  phone: string;
  email: string;
  tags: string;
  memo: string;
  occasions: Occasion[];
}

const draftOf = (c: Contact | null): Draft => ({
  name: c?.name ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  tags: c?.tags.join(', ') ?? '',
  memo: c?.memo ?? '',
  occasions: c?.occasions ?? [],
});

/** The first error the server gave a field (`phone`, `occasions.0.day`…), by the field's prefix. */
const fieldError = (errors: Record<string, string[]> | undefined, prefix: string) =>
  Object.entries(errors ?? {}).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1]?.[0];

/** 주소록 › 추가 / 수정: name, phone or e-mail, tags, up to three anniversaries (음력·윤달), memo. */
export function ContactDialog({
  open,
  contact,
  onClose,
}: {
  open: boolean;
  contact: Contact | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveContact();
  const [draft, setDraft] = useState<Draft>(draftOf(null));
  const [errors, setErrors] = useState<Record<string, string[]>>();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(draftOf(contact));
    setErrors(undefined);
    setError(null);
  }, [open, contact]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setOccasion = (i: number, patch: Partial<Occasion>) =>
    set({ occasions: draft.occasions.map((o, j) => (j === i ? { ...o, ...patch } : o)) });

  const submit = async () => {
    setError(null);
    setErrors(undefined);
    const bad = draft.occasions.findIndex((o) => !occasionDayValid(o.month, o.day, o.lunar));
    if (bad >= 0) {
      setErrors({ [`occasions.${bad}.day`]: [CONTACT_TEXTS.occasionDate] });
      return;
    }
    try {
      await save.mutateAsync({
        id: contact?.id,
        input: {
          name: draft.name,
          phone: draft.phone.trim() || null,
          email: draft.email.trim() || null,
          tags: draft.tags
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          occasions: draft.occasions.map((o) => ({ ...o, leap: o.lunar && o.leap })),
          memo: draft.memo.trim() || null,
        },
      });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors) setErrors(e.errors);
      setError(errorMessage(e, '저장하지 못했습니다.'));
    }
  };

  return (
    <FormDialog
      open={open}
      size="lg"
      title={contact ? '연락처 수정' : '연락처 추가'}
      busy={save.isPending}
      submitLabel="저장"
      onSubmit={submit}
      onClose={onClose}
    >
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field label="이름" htmlFor={`${id}-name`} required error={fieldError(errors, 'name')}>
          <input
            id={`${id}-name`}
            className={inputClass()}
            value={draft.name}
            maxLength={20}
            onChange={(e) => set({ name: e.target.value })}
            data-autofocus
          />
        </Field>
        <Field
          label="태그"
          htmlFor={`${id}-tags`}
          hint="쉼표로 구분 (예: 임직원, VIP)"
          error={fieldError(errors, 'tags')}
        >
          <input
            id={`${id}-tags`}
            className={inputClass()}
            value={draft.tags}
            onChange={(e) => set({ tags: e.target.value })}
          />
        </Field>
        <Field label="휴대폰 번호" htmlFor={`${id}-phone`} error={fieldError(errors, 'phone')}>
          <input
            id={`${id}-phone`}
            className={inputClass()}
            inputMode="tel"
            placeholder="010-1234-5678"
            value={draft.phone}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </Field>
        <Field label="이메일" htmlFor={`${id}-email`} error={fieldError(errors, 'email')}>
          <input
            id={`${id}-email`}
            type="email"
            className={inputClass()}
            placeholder="name@example.com"
            value={draft.email}
            onChange={(e) => set({ email: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-gray-800">
          기념일 (최대 {CONTACT_LIMITS.occasions}개)
        </legend>
        <ul className="mt-2 flex flex-col gap-2">
          {draft.occasions.map((o, i) => (
            <OccasionRow
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
              key={i}
              idBase={`${id}-o${i}`}
              occasion={o}
              error={fieldError(errors, `occasions.${i}`) ?? fieldError(errors, 'occasions')}
              onChange={(patch) => setOccasion(i, patch)}
              onRemove={() => set({ occasions: draft.occasions.filter((_, j) => j !== i) })}
            />
          ))}
        </ul>
        {draft.occasions.length < CONTACT_LIMITS.occasions && (
          <Button
            size="sm"
            className="mt-2"
            onClick={() => {
              const used = new Set(draft.occasions.map((o) => o.label));
              const label = LABELS.find((l) => !used.has(l)) ?? '';
              set({ occasions: [...draft.occasions, { ...NEW_OCCASION, label }] });
            }}
          >
            + 기념일 추가
          </Button>
        )}
      </fieldset>
      <Field label="메모" htmlFor={`${id}-memo`} className="mt-5" error={fieldError(errors, 'memo')}>
        <textarea
          id={`${id}-memo`}
          rows={2}
          maxLength={CONTACT_LIMITS.memoLength}
          className={inputClass()}
          value={draft.memo}
          onChange={(e) => set({ memo: e.target.value })}
        />
      </Field>
      {error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
          {error}
        </p>
      )}
    </FormDialog>
  );
}

function OccasionRow({
  idBase,
  occasion: o,
  error,
  onChange,
  onRemove,
}: {
  idBase: string;
  occasion: Occasion;
  error?: string;
  onChange: (patch: Partial<Occasion>) => void;
  onRemove: () => void;
}) {
  const small = inputClass().replace('w-full', 'w-auto');
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <label className="sr-only" htmlFor={`${idBase}-label`}>
          기념일 이름
        </label>
        <input
          id={`${idBase}-label`}
          list="occasion-labels"
          className={`${small} max-w-[9rem]`}
          value={o.label}
          maxLength={CONTACT_LIMITS.labelLength}
          onChange={(e) => onChange({ label: e.target.value })}
        />
        <datalist id="occasion-labels">
          {LABELS.map((l) => (
            <option key={l} value={l} />
          ))}
        </datalist>
        <label className="sr-only" htmlFor={`${idBase}-calendar`}>
          양력/음력
        </label>
        <select
          id={`${idBase}-calendar`}
          className={small}
          value={o.lunar ? 'lunar' : 'solar'}
          onChange={(e) => onChange({ lunar: e.target.value === 'lunar', leap: false })}
        >
          <option value="solar">양력</option>
          <option value="lunar">음력</option>
        </select>
        <label className="sr-only" htmlFor={`${idBase}-month`}>
          월
        </label>
        <select
          id={`${idBase}-month`}
          className={small}
          value={o.month}
          onChange={(e) => onChange({ month: Number(e.target.value) })}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {m}월
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${idBase}-day`}>
          일
        </label>
        <select
          id={`${idBase}-day`}
          className={small}
          value={o.day}
          aria-invalid={!!error}
          onChange={(e) => onChange({ day: Number(e.target.value) })}
        >
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {d}일
            </option>
          ))}
        </select>
        {o.lunar && (
          <label className="flex items-center gap-1.5 text-sm text-gray-700">
            <input type="checkbox" checked={o.leap} onChange={(e) => onChange({ leap: e.target.checked })} />
            윤달
          </label>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          onClick={onRemove}
          aria-label={`${o.label || '기념일'} 삭제`}
        >
          삭제
        </Button>
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-[13px] text-red-600">
          {error}
        </p>
      )}
    </li>
  );
}
