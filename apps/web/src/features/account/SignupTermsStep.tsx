import { BUSINESS_NUMBER_PARTS, ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { Button } from '../../components/ui/Button.tsx';
import { CheckIcon, DigitsInput, Field, TextInput } from '../../components/ui/Field.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorMessage } from './errors.ts';
import { StepCard, TermsChecklist, WizardButtons } from './signupParts.tsx';
import type { Signup } from './signupState.ts';

export function SignupTermsStep({ s }: { s: Signup }) {
  const {
    agreed,
    companyName,
    bizParts,
    biz,
    step1Error,
    dispatch,
    termsQuery,
    terms,
    requiredIds,
    allAgreed,
    goBack,
    setBizPart,
    verifyBusiness,
    nextFromStep1,
  } = s;
  return (
    <div className="mt-6 space-y-6">
      <StepCard id="signup-terms" title="약관 동의">
        {termsQuery.isPending ? (
          <LoadingState label="약관을 불러오는 중..." />
        ) : termsQuery.isError ? (
          <div className="mt-4 space-y-3">
            <Notice tone="error">약관을 불러오지 못했습니다. {errorMessage(termsQuery.error, '')}</Notice>
            <Button size="lg" variant="secondary" onClick={() => void termsQuery.refetch()}>
              다시 시도
            </Button>
          </div>
        ) : (
          <TermsChecklist
            terms={terms}
            agreed={agreed}
            requiredIds={requiredIds}
            allAgreed={allAgreed}
            onAgree={(ids, value) => dispatch({ type: 'agree', ids, value })}
          />
        )}
      </StepCard>

      <StepCard id="signup-business" title="사업자 인증">
        <div className="mt-4 grid gap-4">
          <Field label="회사명" htmlFor="signup-company" required>
            <TextInput
              id="signup-company"
              value={companyName}
              maxLength={100}
              placeholder="사업자등록증상의 상호"
              onChange={(e) => {
                dispatch({ type: 'company', name: e.target.value });
              }}
            />
          </Field>
          <Field label="사업자등록번호" htmlFor="signup-biz-1" required>
            <div className="flex flex-wrap items-center gap-2">
              <div className="flex min-w-0 flex-1 items-center gap-1.5 sm:flex-none">
                {BUSINESS_NUMBER_PARTS.map((len, i) => (
                  <div
                    key={len + String(i)}
                    className="flex items-center gap-1.5"
                    style={{ flex: `${len} 1 0%` }}
                  >
                    {i > 0 && (
                      <span className="text-gray-500" aria-hidden="true">
                        -
                      </span>
                    )}
                    <DigitsInput
                      id={`signup-biz-${i + 1}`}
                      aria-label={`사업자등록번호 ${i + 1}번째 자리 (${len}자리)`}
                      maxLength={len}
                      value={bizParts[i]!}
                      onValue={(v) => setBizPart(i, v)}
                      className={`text-center tracking-wider ${len === 5 ? 'sm:w-28' : len === 3 ? 'sm:w-20' : 'sm:w-16'}`}
                      invalid={biz.status === 'error'}
                    />
                  </div>
                ))}
              </div>
              <Button
                size="lg"
                variant={biz.status === 'verified' ? 'secondary' : 'primary'}
                disabled={biz.status === 'loading' || biz.status === 'verified'}
                onClick={() => void verifyBusiness()}
                className={`w-full sm:w-auto ${biz.status === 'verified' ? '!border-green-300 !bg-green-50 !text-green-700' : ''}`}
              >
                {biz.status === 'verified' && <CheckIcon />}
                {biz.status === 'loading'
                  ? '확인 중'
                  : biz.status === 'verified'
                    ? '인증 완료'
                    : biz.status === 'error'
                      ? '다시 인증'
                      : '인증하기'}
              </Button>
            </div>
          </Field>
          {biz.status === 'verified' && <Notice tone="success">{M.businessVerified}</Notice>}
          {biz.status === 'error' && <Notice tone="error">{biz.message}</Notice>}
        </div>
      </StepCard>

      {step1Error && <Notice tone="error">{step1Error}</Notice>}
      <WizardButtons onBack={goBack} onNext={nextFromStep1} nextLabel="다음" />
    </div>
  );
}
