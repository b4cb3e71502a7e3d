import { useDocumentTitle } from '../../lib/useDocumentTitle.ts';
import { SignupConfirmStep } from './SignupConfirmStep.tsx';
import { SignupDoneStep } from './SignupDoneStep.tsx';
import { SignupInfoStep } from './SignupInfoStep.tsx';
import { SignupIntroStep } from './SignupIntroStep.tsx';
import { SignupTermsStep } from './SignupTermsStep.tsx';
import { StepIndicator } from './signupParts.tsx';
import { useSignup } from './signupState.ts';

/** SPEC §2 Sign-up wizard: 0 intro, 1 terms + business number, 2 information, 3 confirmation, 4 done. */
export function SignupPage() {
  useDocumentTitle('회원가입');
  const s = useSignup();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-[28px]">기업 회원가입</h1>
      {s.step > 0 && <StepIndicator step={s.step} />}
      {s.step === 0 && <SignupIntroStep s={s} />}
      {s.step === 1 && <SignupTermsStep s={s} />}
      {s.step === 2 && <SignupInfoStep s={s} />}
      {s.step === 3 && <SignupConfirmStep s={s} />}
      {s.step === 4 && <SignupDoneStep s={s} />}
    </div>
  );
}
