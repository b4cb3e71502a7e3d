import type { CompanyRole } from '@bizgift/domain/company';
import { useEffect, useId, useState } from 'react';
import { type Member, useUpdateMember } from '../../api/company.ts';
import { errorMessage } from '../../api/http.ts';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { LimitInput, RoleSelect } from './fields.tsx';

/** A member's role and monthly limit (owner). Saving asks nothing more: both can be changed back. */
export function MemberEditDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const id = useId();
  const update = useUpdateMember();
  const [role, setRole] = useState<CompanyRole>('sender');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!member) return;
    setRole(member.role);
    setLimit(member.monthly_limit ?? '');
    setError(null);
  }, [member]);

  const save = async () => {
    if (!member) return;
    setError(null);
    try {
      await update.mutateAsync({ id: member.id, role, monthly_limit: limit === '' ? null : limit });
      onClose();
    } catch (e) {
      setError(errorMessage(e, '변경하지 못했습니다.'));
    }
  };

  return (
    <FormDialog
      open={member !== null}
      size="md"
      title={`${member?.fullname || member?.username || ''} 역할·한도 변경`}
      busy={update.isPending}
      submitLabel="저장"
      onSubmit={save}
      onClose={onClose}
    >
      <div className="mt-3 flex flex-col gap-4">
        <RoleSelect id={`${id}-role`} value={role} onChange={setRole} autoFocus />
        <LimitInput
          id={`${id}-limit`}
          value={limit}
          onChange={setLimit}
          hint="비워 두면 한도가 없습니다. 이번 달에 이미 쓴 금액도 새 한도에 포함됩니다."
        />
        {role === 'owner' && member?.role !== 'owner' && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-[13px] text-amber-900">
            대표 관리자는 구성원, 초대, 승인 정책을 포함한 모든 권한을 갖습니다.
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
