import { ACCOUNT_MESSAGES as M } from '@bizgift/domain/account';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/ui/Field.tsx';

import type { Signup } from './signupState.ts';

export function SignupDoneStep({ s }: { s: Signup }) {
  const { info } = s;
  return (
    <section
      className="mt-6 rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center sm:px-10"
      aria-labelledby="signup-done"
    >
      <div
        className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-600"
        aria-hidden="true"
      >
        <CheckIcon className="size-8" />
      </div>
      <h2 id="signup-done" className="mt-5 text-xl font-bold text-gray-900">
        {M.signUpDone}
      </h2>
      <p className="mt-2 text-[15px] text-gray-600">
        <strong className="text-gray-900">{info.username.trim()}</strong> 아이디로 로그인하고 바로 이용하실 수
        있습니다.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/"
          className="inline-flex h-11 items-center justify-center rounded-lg border border-gray-300 px-6 font-semibold text-gray-800 hover:bg-gray-50"
        >
          메인으로
        </Link>
        <Link
          to="/auth/login"
          className="inline-flex h-11 items-center justify-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          로그인하기
        </Link>
      </div>
    </section>
  );
}
