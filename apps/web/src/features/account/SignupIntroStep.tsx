import { Button } from '../../components/ui/Button.tsx';

import type { Signup } from './signupState.ts';

export function SignupIntroStep({ s }: { s: Signup }) {
  const { dispatch, navigate } = s;
  return (
    <section
      className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 sm:p-10"
      aria-labelledby="signup-intro"
    >
      <h2 id="signup-intro" className="text-xl font-bold text-gray-900">
        비즈기프트 기업 회원이 되어 보세요
      </h2>
      <p className="mt-2 text-[15px] leading-relaxed text-gray-600">
        임직원 복지, 고객 사은품, 이벤트 경품까지 모바일 상품권을 한 번에 구매하고 문자·이메일로 발송할 수
        있습니다.
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-gray-50 p-5">
          <h3 className="text-sm font-bold text-brand-700">가입 대상</h3>
          <ul className="mt-3 space-y-2 text-[15px] text-gray-800">
            <li>· 법인 사업자</li>
            <li>· 개인 사업자</li>
          </ul>
          <p className="mt-3 text-[13px] text-gray-500">
            사업자등록번호가 있는 기업·개인사업자만 가입할 수 있습니다.
          </p>
        </div>
        <div className="rounded-xl bg-gray-50 p-5">
          <h3 className="text-sm font-bold text-brand-700">가입 절차</h3>
          <ol className="mt-3 space-y-2 text-[15px] text-gray-800">
            <li>1. 약관 동의 및 사업자 인증</li>
            <li>2. 정보 입력 및 담당자 본인인증</li>
            <li>3. 가입 완료 후 바로 이용</li>
          </ol>
          <p className="mt-3 text-[13px] text-gray-500">온라인으로 가입하고 즉시 이용할 수 있습니다.</p>
        </div>
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button size="lg" variant="secondary" onClick={() => navigate(-1)}>
          취소
        </Button>
        <Button
          size="lg"
          variant="primary"
          onClick={() => dispatch({ type: 'step', step: 1 })}
          className="sm:min-w-40"
        >
          가입 시작하기
        </Button>
      </div>
    </section>
  );
}
