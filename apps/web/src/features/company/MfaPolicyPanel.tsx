import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Company, useUpdateMfaPolicy } from '../../api/company.ts';
import { mfaStatusQuery } from '../../api/mfa.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';

/**
 * 2단계 인증 필수: the owner requires two-factor of every member (the owner's own must be on first).
 * A member without it enrols at its next sign-in; sessions opened before end at their next renewal.
 */
export function MfaPolicyPanel({ company }: { company: Company }) {
  const { can } = useCompany();
  const owner = can('policy');
  const required = company.policy.mfa_required;
  const own = useQuery({ ...mfaStatusQuery(), enabled: owner });
  const update = useUpdateMfaPolicy();
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const ownOff = owner && own.data && !own.data.enabled;

  return (
    <section aria-labelledby="mfa-policy-title" className="mt-10 max-w-2xl">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="mfa-policy-title" className="text-lg font-bold text-gray-900">
          2단계 인증 정책
        </h2>
        <Badge tone={required ? 'green' : 'gray'}>{required ? '모든 구성원 필수' : '구성원 선택'}</Badge>
      </div>
      <p className="mt-1 text-sm text-gray-600">
        필수로 정하면 모든 구성원이 비밀번호와 함께 인증 앱의 코드로 로그인합니다. 아직 등록하지 않은 구성원은
        다음 로그인 때 인증 앱을 등록해야 이용할 수 있고, 이미 로그인된 기기도 곧 다시 로그인하게 됩니다.
      </p>
      {owner ? (
        <div className="mt-5 flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5">
          {ownOff && (
            <Notice tone="warning">
              필수로 정하려면 먼저 대표 관리자 본인의 2단계 인증을 켜주세요.{' '}
              <Link to="/mypage/profile?tab=mfa" className="font-semibold underline">
                내 2단계 인증 설정
              </Link>
            </Notice>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-[15px] text-gray-800">
              현재:{' '}
              <strong className="font-semibold">{required ? '2단계 인증 필수' : '구성원이 선택'}</strong>
            </p>
            <Button
              variant={required ? 'secondary' : 'primary'}
              disabled={!required && (own.isPending || Boolean(ownOff))}
              onClick={() => {
                setSaved(null);
                setConfirming(true);
              }}
            >
              {required ? '필수 해제' : '2단계 인증 필수로 정하기'}
            </Button>
          </div>
          {saved && <Notice tone="success">{saved}</Notice>}
        </div>
      ) : (
        <Notice tone="info" className="mt-4">
          {roleReason('policy')}
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        title={required ? '2단계 인증 필수 해제' : '2단계 인증 필수'}
        confirmLabel={required ? '해제' : '필수로 정하기'}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await update.mutateAsync(!required);
          setSaved(
            required ? '2단계 인증 필수를 해제했습니다.' : '이제 모든 구성원이 2단계 인증으로 로그인합니다.',
          );
        }}
      >
        <p>
          {required
            ? '구성원이 2단계 인증을 각자 선택하게 할까요? 이미 켠 구성원은 계속 사용합니다.'
            : '모든 구성원에게 2단계 인증을 요구할까요? 아직 등록하지 않은 구성원은 다음 로그인 때 인증 앱을 등록해야 합니다.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}
