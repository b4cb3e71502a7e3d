import { LOGIN_MESSAGES, LOGIN_UNLOCK_MESSAGES } from '@bizgift/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { askLoginUnlock } from '../../api/auth.ts';
import { errorMessage } from '../../api/http.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';

/**
 * Under a "locked" answer: the owner's way in while failures (someone else's, perhaps) hold the
 * username — a one-time link to the account's e-mail. The answer never says whether the username
 * exists.
 */
export function LoginUnlockOffer({ username }: { username: string }) {
  const ask = useMutation({ mutationFn: () => askLoginUnlock(username.trim()) });
  if (ask.isSuccess) {
    return (
      <Notice tone="success" className="mb-5">
        {LOGIN_UNLOCK_MESSAGES.sent}
      </Notice>
    );
  }
  return (
    <div className="mb-5 rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm leading-relaxed text-gray-700">
      <p>본인이라면 계정에 등록된 이메일로 받은 링크로 잠금과 관계없이 로그인할 수 있습니다.</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        busy={ask.isPending}
        disabled={!username.trim()}
        onClick={() => ask.mutate()}
      >
        {LOGIN_UNLOCK_MESSAGES.ask}
      </Button>
      {!username.trim() && <p className="mt-2 text-gray-600">{LOGIN_MESSAGES.usernameRequired}</p>}
      {ask.isError && (
        <p role="alert" className="mt-2 text-red-700">
          {errorMessage(ask.error, LOGIN_MESSAGES.failed)}
        </p>
      )}
    </div>
  );
}
