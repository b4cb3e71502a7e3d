import { formatBusinessNumber } from '@bizgift/domain/account';
import { Notice } from '../../components/ui/Notice.tsx';
import { StepCard, WizardButtons } from './signupParts.tsx';
import type { Signup } from './signupState.ts';

export function SignupConfirmStep({ s }: { s: Signup }) {
  const {
    agreed,
    companyName,
    info,
    submitting,
    submitError,
    identity,
    businessNumber,
    goBack,
    smsTerm,
    emailTerm,
    register,
    managerPhone,
  } = s;
  return (
    <div className="mt-6 space-y-6">
      <StepCard id="signup-confirm" title="입력하신 정보를 확인해주세요">
        <dl className="mt-4 divide-y divide-gray-100 text-[15px]">
          {[
            ['회사명', companyName.trim()],
            ['사업자등록번호', formatBusinessNumber(businessNumber)],
            ['대표자명', info.ownerName.trim()],
            ['대표 전화번호', info.phone.join('-')],
            ['아이디', info.username.trim()],
            ['이메일', info.email.trim()],
            ['담당자', `${identity.person?.name ?? ''} (${managerPhone.join('-')})`],
            ['추천인 코드', info.referralCode.trim() || '-'],
            [
              '마케팅 수신',
              [
                smsTerm && agreed[smsTerm.id] ? 'SMS' : null,
                emailTerm && agreed[emailTerm.id] ? '이메일' : null,
              ]
                .filter(Boolean)
                .join(', ') || '수신 안 함',
            ],
          ].map(([label, value]) => (
            <div key={label} className="grid grid-cols-[7.5rem_1fr] gap-3 py-3 sm:grid-cols-[10rem_1fr]">
              <dt className="text-gray-500">{label}</dt>
              <dd className="break-all font-medium text-gray-900">{value}</dd>
            </div>
          ))}
        </dl>
      </StepCard>
      {submitError && <Notice tone="error">{submitError}</Notice>}
      <WizardButtons
        onBack={goBack}
        onNext={() => void register()}
        nextLabel={submitting ? '가입 처리 중...' : '가입하기'}
        busy={submitting}
      />
    </div>
  );
}
