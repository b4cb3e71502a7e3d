import { MFA_MESSAGES, type MfaEnrolled, mfaCodeSchema } from '@bizgift/domain/mfa';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { mfaKeys, mfaStatusQuery, useDisableMfa, useRenewRecoveryCodes } from '../../api/mfa.ts';
import { Enrollment } from '../../components/mfa/Enrollment.tsx';
import { RecoveryCodes } from '../../components/mfa/RecoveryCodes.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { FormDialog } from '../../components/ui/FormDialog.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { setTokens } from '../../lib/session.ts';

type View = { kind: 'status' } | { kind: 'enroll' } | { kind: 'codes'; codes: string[] };

const REQUIRED_BY = {
  staff: '관리자 계정은 2단계 인증이 필수입니다.',
  company: '회사 대표 관리자가 모든 구성원에게 2단계 인증을 요구하고 있습니다.',
} as const;

/** 내 정보 관리 › 2단계 인증: turn it on (authenticator app), off, or get new recovery codes. */
export function MfaTab({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const status = useQuery(mfaStatusQuery());
  const [view, setView] = useState<View>({ kind: 'status' });
  const [dialog, setDialog] = useState<'disable' | 'renew' | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  if (status.isPending) return <LoadingState label="2단계 인증 정보를 불러오는 중..." />;
  if (status.isError) {
    return (
      <div className="space-y-3">
        <Notice tone="error">2단계 인증 정보를 불러오지 못했습니다. {errorMessage(status.error, '')}</Notice>
        <Button size="lg" onClick={() => void status.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  const done = () => {
    setView({ kind: 'status' });
    void queryClient.invalidateQueries({ queryKey: mfaKeys.status });
  };
  const enrolled = (result: MfaEnrolled) => {
    // The confirmation opens a session of its own: this tab goes on in it.
    setTokens(result.access, result.refresh);
    setFlash(null);
    setView({ kind: 'codes', codes: result.recovery_codes });
  };

  if (view.kind === 'enroll') {
    return (
      <section aria-labelledby="mfa-enroll-title">
        <h2 id="mfa-enroll-title" className="mb-5 text-lg font-bold text-gray-900">
          인증 앱 등록
        </h2>
        <Enrollment onEnrolled={enrolled} />
        <Button className="mt-6" onClick={() => setView({ kind: 'status' })}>
          취소
        </Button>
      </section>
    );
  }
  if (view.kind === 'codes') {
    return (
      <section aria-labelledby="mfa-codes-title">
        <h2 id="mfa-codes-title" className="mb-4 text-lg font-bold text-gray-900">
          복구 코드
        </h2>
        <RecoveryCodes codes={view.codes} username={username} doneLabel="완료" onDone={done} />
      </section>
    );
  }

  const { enabled, enabled_at, recovery_codes_left, required_by } = status.data;
  return (
    <section aria-labelledby="mfa-title" className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="mfa-title" className="text-lg font-bold text-gray-900">
          2단계 인증
        </h2>
        <Badge tone={enabled ? 'green' : 'gray'}>{enabled ? '사용 중' : '사용 안 함'}</Badge>
      </div>
      <p className="text-[15px] leading-relaxed text-gray-700">
        로그인할 때 비밀번호와 함께 휴대폰 인증 앱(Google Authenticator 등)에 표시되는 6자리 코드를
        입력합니다. 비밀번호가 알려져도 충전금과 주문을 지킬 수 있습니다.
      </p>
      {flash && (
        <Notice tone="success" onClose={() => setFlash(null)}>
          {flash}
        </Notice>
      )}
      {required_by && <Notice tone="info">{REQUIRED_BY[required_by]}</Notice>}
      {enabled ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl bg-gray-50 p-4 text-sm">
            <dt className="text-gray-600">켠 날짜</dt>
            <dd className="text-gray-900">
              {enabled_at ? new Date(enabled_at).toLocaleDateString('ko-KR') : '-'}
            </dd>
            <dt className="text-gray-600">남은 복구 코드</dt>
            <dd className="text-gray-900">{recovery_codes_left}개</dd>
          </dl>
          {recovery_codes_left <= 2 && (
            <Notice tone="warning">
              복구 코드가 얼마 남지 않았습니다. 새 복구 코드를 발급받아 보관해주세요.
            </Notice>
          )}
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDialog('renew')}>복구 코드 다시 발급</Button>
            <Button variant="danger" onClick={() => setDialog('disable')}>
              2단계 인증 끄기
            </Button>
          </div>
        </>
      ) : (
        <Button variant="primary" size="lg" onClick={() => setView({ kind: 'enroll' })}>
          2단계 인증 켜기
        </Button>
      )}
      <CodeDialog
        open={dialog === 'disable'}
        kind="disable"
        required={Boolean(required_by)}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          setFlash(MFA_MESSAGES.disabled);
        }}
      />
      <CodeDialog
        open={dialog === 'renew'}
        kind="renew"
        required={false}
        onClose={() => setDialog(null)}
        onDone={(codes) => {
          setDialog(null);
          if (codes) setView({ kind: 'codes', codes });
        }}
      />
    </section>
  );
}

/** Turning it off or renewing the recovery codes: a current code (or a recovery code) first. */
function CodeDialog({
  open,
  kind,
  required,
  onClose,
  onDone,
}: {
  open: boolean;
  kind: 'disable' | 'renew';
  required: boolean;
  onClose: () => void;
  onDone: (codes?: string[]) => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const disable = useDisableMfa();
  const renew = useRenewRecoveryCodes();
  const mutation = kind === 'disable' ? disable : renew;
  const close = () => {
    setCode('');
    setInputError(null);
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    const parsed = mfaCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message ?? MFA_MESSAGES.codeFormat);
      return;
    }
    setInputError(null);
    try {
      if (kind === 'disable') {
        await disable.mutateAsync(parsed.data);
        setCode('');
        onDone();
      } else {
        const result = await renew.mutateAsync(parsed.data);
        setCode('');
        onDone(result.recovery_codes);
      }
    } catch {
      // shown below from the mutation's error
    }
  };
  const error =
    inputError ?? (mutation.isError ? errorMessage(mutation.error, MFA_MESSAGES.codeWrong) : null);
  return (
    <FormDialog
      open={open}
      title={kind === 'disable' ? '2단계 인증 끄기' : '복구 코드 다시 발급'}
      size="md"
      busy={mutation.isPending}
      submitLabel={kind === 'disable' ? '끄기' : '새로 발급'}
      onSubmit={submit}
      onClose={close}
      formClassName="space-y-4"
    >
      <p className="text-sm leading-relaxed text-gray-700">
        {kind === 'disable'
          ? '본인 확인을 위해 인증 앱의 6자리 코드나 복구 코드를 입력해주세요. 끄면 비밀번호만으로 로그인합니다.'
          : '인증 앱의 6자리 코드나 복구 코드를 입력하면 새 복구 코드 10개를 발급합니다. 지금까지의 복구 코드는 더 이상 쓸 수 없습니다.'}
      </p>
      {kind === 'disable' && required && (
        <Notice tone="warning">
          이 계정은 2단계 인증이 필수라, 끄면 다음 로그인 때 인증 앱을 다시 등록해야 합니다.
        </Notice>
      )}
      <Field label="인증 코드 또는 복구 코드" htmlFor={`${id}-code`} error={error}>
        <TextInput
          id={`${id}-code`}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setInputError(null);
          }}
          invalid={Boolean(error)}
          placeholder="123456 또는 ABCDE-FGHJK"
        />
      </Field>
    </FormDialog>
  );
}
