import { useId, useState } from 'react';
import { Button } from '../ui/Button.tsx';
import { CopyButton } from '../ui/CopyButton.tsx';
import { Notice } from '../ui/Notice.tsx';

/**
 * The recovery codes, shown this once (the server keeps only their hashes): copy, download as a
 * text file, and go on only after saying they are kept.
 */
export function RecoveryCodes({
  codes,
  username,
  doneLabel,
  onDone,
}: {
  codes: string[];
  username: string;
  doneLabel: string;
  onDone: () => void;
}) {
  const id = useId();
  const [kept, setKept] = useState(false);
  const text = codes.join('\n');
  const download = () => {
    const body = `비즈기프트 2단계 인증 복구 코드 (${username})\n각 코드는 한 번만 쓸 수 있습니다.\n\n${text}\n`;
    const url = URL.createObjectURL(new Blob([body], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `bizgift-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div>
      <Notice tone="warning">
        <strong>이 화면을 닫으면 복구 코드를 다시 볼 수 없습니다.</strong> 휴대폰을 잃어버려 인증 앱을 쓸 수
        없을 때 인증 코드 대신 입력합니다. 각 코드는 한 번만 쓸 수 있으니 안전한 곳에 보관해주세요.
      </Notice>
      <ol
        aria-label="복구 코드"
        data-testid="recovery-codes"
        className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-gray-50 p-4 font-mono text-[15px] tracking-wide text-gray-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 text-center shadow-xs">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={text} what="복구 코드 전체" />
        <Button size="sm" onClick={download}>
          텍스트 파일로 저장
        </Button>
      </div>
      <label
        htmlFor={`${id}-kept`}
        className="mt-5 flex cursor-pointer items-start gap-2 text-sm text-gray-800"
      >
        <input
          id={`${id}-kept`}
          type="checkbox"
          className="mt-0.5 size-4 rounded border-gray-300 accent-brand-600"
          checked={kept}
          onChange={(e) => setKept(e.target.checked)}
        />
        복구 코드를 안전한 곳에 보관했습니다.
      </label>
      <Button variant="primary" size="lg" className="mt-4 w-full" disabled={!kept} onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  );
}
