import { checkEmail } from '@bizgift/domain/account';
import type { CompanyRole } from '@bizgift/domain/company';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useInvite } from '../../api/company.ts';
import { ApiError, errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { LimitInput, RoleSelect } from './fields.tsx';
import { limitText } from './labels.ts';

type Errors = Partial<Record<'email' | 'role' | 'monthly_limit', string>>;

/** 구성원 초대: e-mail, role and monthly limit; the invitee gets a sign-up link by e-mail. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('sender');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole('sender');
    setLimit('');
    setErrors({});
    setError(null);
    setSent(null);
  }, [open]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found: Errors = {};
    const check = checkEmail(email.trim());
    if (!check.ok) found.email = check.message;
    setErrors(found);
    if (found.email) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(null);
    try {
      await invite.mutateAsync({ email: email.trim(), role, monthly_limit: limit === '' ? null : limit });
      setSent(email.trim());
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        setErrors({
          email: e.fieldError('email'),
          role: e.fieldError('role'),
          monthly_limit: e.fieldError('monthly_limit'),
        });
      }
      setError(errorMessage(e, '초대를 보내지 못했습니다.'));
    }
  };

  if (sent) {
    return (
      <Modal
        open={open}
        title="초대를 보냈습니다"
        onClose={onClose}
        footer={
          <Button variant="primary" onClick={onClose}>
            확인
          </Button>
        }
      >
        <p>
          <strong className="break-all font-semibold text-gray-900">{sent}</strong>님에게 가입 링크를
          보냈습니다. 링크는 7일 동안 한 번 쓸 수 있습니다.
        </p>
      </Modal>
    );
  }

  return (
    <FormDialog
      open={open}
      size="md"
      title="구성원 초대"
      busy={invite.isPending}
      submitLabel="초대 메일 보내기"
      onSubmit={submit}
      onClose={onClose}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-3 flex flex-col gap-4">
        <Field label="이메일" htmlFor={`${id}-email`} required error={errors.email}>
          <TextInput
            id={`${id}-email`}
            data-autofocus
            type="email"
            value={email}
            maxLength={254}
            autoComplete="off"
            placeholder="name@company.com"
            invalid={!!errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
        </Field>
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} error={errors.role} />
        <LimitInput
          id={`${id}-limit`}
          value={limit}
          onChange={(v) => {
            setLimit(v);
            setErrors((x) => ({ ...x, monthly_limit: undefined }));
          }}
          error={errors.monthly_limit}
          hint={
            limit === ''
              ? '비워 두면 한도 없이 회사 충전금 안에서 쓸 수 있습니다.'
              : `매월 ${limitText(limit)}까지`
          }
        />
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
            {error}
          </p>
        )}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </FormDialog>
  );
}
