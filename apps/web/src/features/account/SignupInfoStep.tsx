import { formatBusinessNumber } from '@bizgift/domain/account';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { IdentityField } from './IdentityVerifyButton.tsx';
import {
  EmailField,
  PasswordFields,
  PhoneBoxes,
  StepCard,
  UsernameField,
  WizardButtons,
} from './signupParts.tsx';
import type { Signup } from './signupState.ts';
import { FIELD_IDS } from './signupState.ts';

export function SignupInfoStep({ s }: { s: Signup }) {
  const {
    companyName,
    info,
    usernameState,
    errors,
    dispatch,
    identity,
    businessNumber,
    goBack,
    update,
    checkUsernameAvailable,
    nextFromStep2,
    managerPhone,
  } = s;
  return (
    <div className="mt-6 space-y-6">
      <StepCard id="signup-company-info" title="회사 정보">
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <Field label="회사명" htmlFor="signup-company-ro">
            <TextInput id="signup-company-ro" value={companyName} readOnly />
          </Field>
          <Field label="사업자등록번호" htmlFor="signup-biz-ro">
            <TextInput id="signup-biz-ro" value={formatBusinessNumber(businessNumber)} readOnly />
          </Field>
          <Field label="대표자명" htmlFor={FIELD_IDS.ownerName} required error={errors.ownerName}>
            <TextInput
              id={FIELD_IDS.ownerName}
              value={info.ownerName}
              maxLength={50}
              invalid={!!errors.ownerName}
              onChange={(e) => update('ownerName', e.target.value)}
            />
          </Field>
          <Field label="대표 전화번호" htmlFor={FIELD_IDS.phone} required error={errors.phone}>
            <PhoneBoxes
              idPrefix="signup-phone"
              value={info.phone}
              invalid={!!errors.phone}
              onChange={(v) => update('phone', v)}
            />
          </Field>
        </div>
      </StepCard>

      <StepCard id="signup-account" title="계정 정보">
        <div className="mt-4 grid gap-5">
          <UsernameField
            id={FIELD_IDS.username}
            value={info.username}
            error={errors.username}
            state={usernameState}
            onChange={(v) => update('username', v)}
            onCheck={() => void checkUsernameAvailable()}
          />
          <PasswordFields ids={FIELD_IDS} values={info} errors={errors} onChange={update} />

          <EmailField
            id={FIELD_IDS.email}
            value={info.email}
            error={errors.email}
            placeholder="example@company.com"
            onChange={(v) => update('email', v)}
          />
        </div>
      </StepCard>

      <StepCard id="signup-manager" title="담당자 정보">
        <p className="mt-1 text-[13px] text-gray-500">
          담당자 이름과 휴대폰 번호는 본인인증 결과로 입력됩니다.
        </p>
        <div className="mt-4 grid gap-4">
          <IdentityField
            id={FIELD_IDS.identity}
            identity={identity}
            error={errors.identity}
            onStart={() => dispatch({ type: 'error', key: 'identity', message: undefined })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="담당자명" htmlFor="signup-manager-name">
              <TextInput
                id="signup-manager-name"
                value={identity.person?.name ?? ''}
                disabled
                placeholder="본인인증 후 자동 입력"
              />
            </Field>
            <Field label="담당자 휴대폰" htmlFor="signup-manager-phone-1">
              <div className="flex items-center gap-1.5">
                {managerPhone.map((part, i) => (
                  <div key={String(i)} className="flex min-w-0 flex-1 items-center gap-1.5">
                    {i > 0 && (
                      <span className="text-gray-500" aria-hidden="true">
                        -
                      </span>
                    )}
                    <TextInput
                      id={`signup-manager-phone-${i + 1}`}
                      aria-label={`담당자 휴대폰 ${i + 1}번째 자리`}
                      value={part}
                      disabled
                      className="text-center"
                    />
                  </div>
                ))}
              </div>
            </Field>
          </div>
          <Field label="추천인(프로모션) 코드" htmlFor="signup-referral" hint="선택 입력">
            <TextInput
              id="signup-referral"
              value={info.referralCode}
              maxLength={50}
              onChange={(e) => update('referralCode', e.target.value)}
            />
          </Field>
        </div>
      </StepCard>

      <WizardButtons onBack={goBack} onNext={nextFromStep2} nextLabel="다음" />
    </div>
  );
}
