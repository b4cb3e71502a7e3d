import { checkPassword, checkUsername } from '@bizgift/domain/account';
import { STAFF_ROLE_DISPLAY, STAFF_ROLES } from '@bizgift/domain/auth';
import { useId, useState } from 'react';
import {
  api,
  type StaffAccount,
  type StaffRole,
  useAdminGet,
  useAdminMutation,
} from '../../../../api/admin.ts';
import { ApiError, errorMessage } from '../../../../api/http.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/useSession.ts';
import { clearErrors, FormModal } from '../formParts.tsx';

export function StaffSection() {
  const list = useAdminGet<StaffAccount[]>('/api/admin/staff');
  const { user } = useSession();
  const [creating, setCreating] = useState(false);
  const [toggling, setToggling] = useState<StaffAccount | null>(null);
  const [changingRole, setChangingRole] = useState<StaffAccount | null>(null);
  const setStatus = useAdminMutation(api.setStaffStatus);
  const setRole = useAdminMutation(api.setStaffRole);
  const toast = useToast();
  const columns: Column<StaffAccount>[] = [
    {
      key: 'who',
      header: '아이디 / 이름',
      cell: (s) => (
        <span>
          <span className="font-semibold text-gray-900">{s.username}</span>
          {s.username === user?.username && <span className="ml-1.5 text-[12px] text-brand-700">(나)</span>}
          <span className="block text-[12.5px] text-gray-500">{s.fullname}</span>
        </span>
      ),
    },
    { key: 'email', header: '이메일', cell: (s) => s.email || '-' },
    {
      key: 'role',
      header: '권한',
      cell: (s) => (
        <Badge tone={s.staff_role === 'super' ? 'blue' : 'gray'}>{STAFF_ROLE_DISPLAY[s.staff_role]}</Badge>
      ),
    },
    {
      key: 'status',
      header: '상태',
      cell: (s) => (
        <Badge tone={s.status === 'active' ? 'green' : 'gray'}>
          {s.status === 'active' ? '활성' : '비활성'}
        </Badge>
      ),
    },
    {
      key: 'at',
      header: '생성일시',
      cell: (s) => <span className="whitespace-nowrap">{formatDateTime(s.created_at)}</span>,
    },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (s) => (
        <span className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" onClick={() => setChangingRole(s)}>
            권한 변경
          </Button>
          {s.username !== user?.username && (
            <Button
              size="sm"
              variant={s.status === 'active' ? 'ghost' : 'secondary'}
              className={s.status === 'active' ? 'text-red-600' : ''}
              onClick={() => setToggling(s)}
            >
              {s.status === 'active' ? '비활성화' : '활성화'}
            </Button>
          )}
        </span>
      ),
    },
  ];
  const rows = list.data ?? [];
  return (
    <>
      <PageHeader
        console
        documentTitle="운영자 - 관리자"
        title="운영자"
        description="관리자 콘솔에 로그인할 수 있는 계정입니다. 최고 관리자는 운영자 계정·설정·공급사를 관리하고, 운영자는 일상 업무를 처리합니다."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            운영자 추가
          </Button>
        }
      />
      <DataTable
        caption="운영자 목록"
        query={{ ...list, data: list.data ? { count: rows.length, results: rows } : undefined }}
        columns={columns}
        rowKey={(s) => s.id}
        empty="운영자 계정이 없습니다."
      />
      {creating && <CreateStaff onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={!!changingRole}
        title="권한 변경"
        confirmLabel={changingRole?.staff_role === 'super' ? '운영자로 변경' : '최고 관리자로 변경'}
        tone="primary"
        onClose={() => setChangingRole(null)}
        onConfirm={async () => {
          if (!changingRole) return;
          const next: StaffRole = changingRole.staff_role === 'super' ? 'operator' : 'super';
          await setRole.mutateAsync({ id: changingRole.id, staff_role: next });
          toast('운영자 권한이 변경되었습니다.');
        }}
      >
        {changingRole?.staff_role === 'super'
          ? `${changingRole.username} 계정을 운영자로 바꿉니다. 운영자 계정·설정·공급사 화면을 더 이상 쓸 수 없습니다.`
          : `${changingRole?.username} 계정을 최고 관리자로 바꿉니다. 운영자 계정·설정·공급사를 관리할 수 있게 됩니다.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.status === 'active' ? '운영자 비활성화' : '운영자 활성화'}
        confirmLabel={toggling?.status === 'active' ? '비활성화' : '활성화'}
        tone={toggling?.status === 'active' ? 'danger' : 'primary'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          const active = toggling.status !== 'active';
          await setStatus.mutateAsync({ id: toggling.id, active });
          toast(active ? '운영자 계정이 활성화되었습니다.' : '운영자 계정이 비활성화되었습니다.');
        }}
      >
        {toggling?.status === 'active'
          ? `${toggling.username} 계정은 즉시 로그아웃되며 더 이상 로그인할 수 없습니다.`
          : `${toggling?.username} 계정이 다시 로그인할 수 있게 됩니다.`}
      </ConfirmDialog>
    </>
  );
}

type StaffField = 'username' | 'password' | 'password2' | 'fullname' | 'email';

function CreateStaff({ onClose }: { onClose: () => void }) {
  const [form, setForm] = useState<Record<StaffField, string>>({
    username: '',
    password: '',
    password2: '',
    fullname: '',
    email: '',
  });
  const [staffRole, setStaffRole] = useState<StaffRole>('operator');
  const [errors, setErrors] = useState<Partial<Record<StaffField | 'form', string>>>({});
  const create = useAdminMutation(api.createStaff);
  const toast = useToast();
  const base = useId();
  const fields: { key: StaffField; label: string; type: string; hint?: string; auto: string }[] = [
    { key: 'username', label: '아이디', type: 'text', auto: 'off', hint: '영문 소문자와 숫자 6~20자' },
    { key: 'fullname', label: '이름', type: 'text', auto: 'off' },
    { key: 'email', label: '이메일', type: 'email', auto: 'off' },
    {
      key: 'password',
      label: '비밀번호',
      type: 'password',
      auto: 'new-password',
      hint: '8자 이상, 영문·숫자·특수문자 포함',
    },
    { key: 'password2', label: '비밀번호 확인', type: 'password', auto: 'new-password' },
  ];
  const submit = async () => {
    const next: typeof errors = {};
    const u = checkUsername(form.username.trim());
    if (!u.ok) next.username = u.message;
    if (!form.fullname.trim()) next.fullname = '이름을 입력해주세요.';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim()))
      next.email = '올바른 이메일 형식을 입력해주세요.';
    const p = checkPassword(form.password);
    if (!p.ok) next.password = p.message;
    else if (form.password !== form.password2) next.password2 = '비밀번호가 일치하지 않습니다.';
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await create.mutateAsync({
        username: form.username.trim(),
        password: form.password,
        fullname: form.fullname.trim(),
        email: form.email.trim(),
        staff_role: staffRole,
      });
      toast('운영자 계정이 생성되었습니다.');
      onClose();
    } catch (e) {
      if (e instanceof ApiError) {
        setErrors({
          username: e.fieldError('username') ?? (e.code === 'username_taken' ? e.message : undefined),
          password: e.fieldError('password'),
          email: e.fieldError('email'),
          fullname: e.fieldError('fullname'),
          form: e.errors || e.code === 'username_taken' ? undefined : e.message,
        });
      } else setErrors({ form: errorMessage(e) });
    }
  };
  return (
    <FormModal
      size="md"
      title="운영자 추가"
      submitLabel="추가"
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending}
      error={errors.form}
    >
      {fields.map((f) => (
        <Field
          key={f.key}
          label={f.label}
          htmlFor={`${base}-${f.key}`}
          error={errors[f.key]}
          hint={f.hint}
          required
        >
          <input
            id={`${base}-${f.key}`}
            type={f.type}
            autoComplete={f.auto}
            value={form[f.key]}
            onChange={(e) => {
              setForm({ ...form, [f.key]: e.target.value });
              setErrors(clearErrors(f.key));
            }}
            aria-invalid={!!errors[f.key]}
            className={inputClass()}
          />
        </Field>
      ))}
      <fieldset>
        <legend className="mb-1.5 text-[13.5px] font-semibold text-gray-800">권한</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {STAFF_ROLES.map((role) => (
            <label key={role} className="flex items-center gap-2 text-[14px] text-gray-800">
              <input
                type="radio"
                name={`${base}-role`}
                value={role}
                checked={staffRole === role}
                onChange={() => setStaffRole(role)}
              />
              {STAFF_ROLE_DISPLAY[role]}
              <span className="text-[12.5px] text-gray-500">
                {role === 'super' ? '(운영자 계정·설정·공급사 포함)' : '(일상 운영 업무)'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormModal>
  );
}
