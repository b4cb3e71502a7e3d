import { Button } from '../../components/ui/Button.tsx';
import { CheckIcon, Field } from '../../components/ui/Field.tsx';
import type { useIdentityVerification } from './identity.ts';

type Identity = ReturnType<typeof useIdentityVerification>;

/** The '휴대폰 본인인증' button with its states (SPEC §4): after success it is disabled and shows the id's last 8 characters. */
export function IdentityVerifyButton({
  identity,
  id,
  invalid,
}: {
  identity: Identity;
  id?: string;
  invalid?: boolean;
}) {
  const busy =
    identity.status === 'preparing' || identity.status === 'waiting' || identity.status === 'checking';
  const done = identity.status === 'success' && identity.orderId;
  return (
    <div className="flex flex-col gap-2">
      <Button
        size="lg"
        id={id}
        variant={done ? 'secondary' : 'primary'}
        disabled={busy || !!done}
        aria-invalid={invalid || undefined}
        onClick={() => void identity.start()}
        className={`w-full sm:w-auto ${done ? '!border-green-300 !bg-green-50 !text-green-700' : ''}`}
      >
        {done ? (
          <>
            <CheckIcon /> 본인인증 완료
          </>
        ) : identity.status === 'waiting' ? (
          '인증 창에서 진행 중...'
        ) : busy ? (
          '확인 중...'
        ) : (
          '휴대폰 본인인증'
        )}
      </Button>
      {identity.status === 'waiting' && (
        <p className="text-[13px] text-gray-500">열린 본인인증 창에서 인증을 완료해주세요.</p>
      )}
      {identity.message && identity.status !== 'success' && (
        <p role="alert" className="text-[13px] text-red-600">
          {identity.message}
        </p>
      )}
      {done && (
        <p role="status" className="text-[13px] text-green-700">
          {identity.message}
        </p>
      )}
    </div>
  );
}

/** 본인인증 (required) for a form: the button, its error under it; `onStart` runs as a new verification starts (to clear that error). */
export function IdentityField({
  id,
  identity,
  error,
  onStart,
}: {
  id: string;
  identity: Identity;
  error?: string;
  onStart: () => void;
}) {
  return (
    <Field label="본인인증" required error={error}>
      <IdentityVerifyButton
        identity={{
          ...identity,
          start: async () => {
            onStart();
            await identity.start();
          },
        }}
        id={id}
        invalid={!!error}
      />
    </Field>
  );
}
