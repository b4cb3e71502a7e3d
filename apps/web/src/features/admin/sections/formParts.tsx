import { UPLOAD_ACCEPT } from '@bizgift/domain/catalog';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useAdminMutation } from '../../../api/admin.ts';
import { type AdminCategory, uploadImage } from '../../../api/adminCatalog.ts';
import { ApiError, errorMessage } from '../../../api/http.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { FormDialog } from '../../../components/ui/FormDialog.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';

export const PAGE_SIZE = 20;

export function ImageField({
  label,
  value,
  onChange,
  error,
  aspect = 'aspect-square',
  required,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  aspect?: string;
  required?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <Field
      label={label}
      htmlFor={id}
      error={uploadError ?? error}
      required={required}
      hint="PNG, JPEG, WEBP, GIF · 2MB 이하"
    >
      <div className="flex items-center gap-3">
        <div
          className={`${aspect} w-28 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-gray-50`}
        >
          {value ? (
            <img src={value} alt={`${label} 미리보기`} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-[12px] text-gray-500">
              이미지 없음
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setBusy(true);
              setUploadError(null);
              try {
                onChange(await uploadImage(file));
              } catch (err) {
                setUploadError(
                  err instanceof ApiError ? (err.fieldError('file') ?? err.message) : errorMessage(err),
                );
              } finally {
                setBusy(false);
              }
            }}
          />
          <Button size="sm" busy={busy} onClick={() => input.current?.click()}>
            {value ? '이미지 바꾸기' : '이미지 올리기'}
          </Button>
        </div>
      </div>
    </Field>
  );
}

/**
 * A console dialog around a form: 취소 and the submit button below, Enter submits, the form's error
 * under the fields. `md` is the short form (sender number, staff account): narrower, no scrolling.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  busy,
  error,
  children,
  submitLabel = '저장',
  size = 'lg',
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error?: string | null;
  children: ReactNode;
  submitLabel?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <FormDialog
      open
      size={size}
      title={title}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onClose={onClose}
      formClassName={
        size === 'lg'
          ? 'mt-2 flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1'
          : 'mt-2 flex flex-col gap-3'
      }
    >
      {children}
      {error && (
        <p
          role="alert"
          className={
            size === 'lg'
              ? 'rounded-lg bg-red-50 px-3 py-2 text-[13px] text-red-700'
              : 'text-[13px] text-red-600'
          }
        >
          {error}
        </p>
      )}
      <button type="submit" className="sr-only" tabIndex={-1}>
        {submitLabel}
      </button>
    </FormDialog>
  );
}

/**
 * The console's delete confirmation for one row, open while `target` is set: deletes it by id
 * through `remove` (the console's lists refresh), then says `done`.
 */
export function DeleteDialog<T extends { id: number }>({
  target,
  title,
  done,
  remove,
  onClose,
  children,
}: {
  target: T | null;
  title: string;
  done: string;
  remove: (id: number) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const mutation = useAdminMutation(remove);
  const toast = useToast();
  return (
    <ConfirmDialog
      open={!!target}
      title={title}
      confirmLabel="삭제"
      tone="danger"
      onClose={onClose}
      onConfirm={async () => {
        if (!target) return;
        await mutation.mutateAsync(target.id);
        toast(done);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

/**
 * A catalogue create/edit dialog's state (goods, brands, banners): `set` changes fields and drops
 * their errors; `send` creates the body (no `editing`) or updates `editing`, says `done`, closes the
 * dialog, and on a refusal shows the API's errors of `fields` and its message.
 */
export function useCatalogForm<F extends object, B>({
  initial,
  editing,
  create,
  update,
  fields,
  done,
  onClose,
}: {
  initial: F;
  editing: { id: number } | null;
  create: (body: B) => Promise<unknown>;
  update: (body: B & { id: number }) => Promise<unknown>;
  fields: string[];
  done: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const created = useAdminMutation(create);
  const updated = useAdminMutation(update);
  const toast = useToast();
  const set = (patch: Partial<F>) => {
    setForm({ ...form, ...patch });
    setErrors(clearErrors(...Object.keys(patch)));
  };
  const send = async (body: B) => {
    try {
      if (editing) await updated.mutateAsync({ id: editing.id, ...body });
      else await created.mutateAsync(body);
      toast(done);
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e, fields));
      setFormError(errorMessage(e));
    }
  };
  return {
    form,
    set,
    errors,
    setErrors,
    formError,
    setFormError,
    send,
    busy: created.isPending || updated.isPending,
  };
}

/** A row's 수정 and 삭제; 삭제 is off while `blocked` gives the reason (shown as its title). */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  blocked,
}: {
  onEdit: () => void;
  onDelete: () => void;
  blocked?: string;
}) {
  return (
    <>
      <Button size="sm" onClick={onEdit}>
        수정
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-600"
        onClick={onDelete}
        disabled={!!blocked}
        title={blocked}
      >
        삭제
      </Button>
    </>
  );
}

export type Errors = Record<string, string | undefined>;

/**
 * For `setErrors`: the named fields' errors gone (a field that changes is checked again on the next
 * submit), the same object when none of them had one.
 */
export const clearErrors =
  (...keys: string[]) =>
  <E extends Partial<Record<string, string>>>(errors: E): E =>
    keys.some((k) => errors[k])
      ? { ...errors, ...Object.fromEntries(keys.map((k) => [k, undefined])) }
      : errors;
export const fieldErrors = (e: unknown, keys: string[]): Errors =>
  e instanceof ApiError ? Object.fromEntries(keys.map((k) => [k, e.fieldError(k)])) : {};

/** Categories as an indented list for selects: "커피 › 아이스". */
export function categoryOptions(list: AdminCategory[]) {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const c of list) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const out: { value: string; label: string; depth: number; node: AdminCategory }[] = [];
  const walk = (parent: number | null, prefix: string, depth: number, seen: Set<number>) => {
    for (const c of byParent.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const label = prefix ? `${prefix} › ${c.name}` : c.name;
      out.push({ value: String(c.id), label, depth, node: c });
      walk(c.id, label, depth + 1, seen);
    }
  };
  walk(null, '', 0, new Set());
  return out;
}
