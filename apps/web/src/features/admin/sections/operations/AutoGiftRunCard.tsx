import type { AutoGiftRunDto } from '@bizgift/domain/auto-gifts';
import { seoulDate } from '@bizgift/domain/documents';
import { useId, useState } from 'react';
import { api, useAdminMutation } from '../../../../api/admin.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** How many already-sent gifts the result names before "외 N건". */
const NAMED = 10;

/**
 * The anniversary-gift job run by hand (after an outage, or to check a day): the date, a
 * confirmation naming it, then what the run did — a re-run names the gifts that had already gone
 * out instead of a bare 0, since nothing is ever sent twice.
 */
export function AutoGiftRunCard() {
  const dateId = useId();
  const [date, setDate] = useState(() => seoulDate(new Date()));
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<AutoGiftRunDto | null>(null);
  const run = useAdminMutation(api.runAutoGifts);
  const valid = DATE.test(date);
  return (
    <Card title="기념일 자동 발송">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={dateId} className="mb-1 block text-sm text-gray-600">
            기준일 (한국 날짜, YYYY-MM-DD)
          </label>
          <input
            id={dateId}
            value={date}
            inputMode="numeric"
            maxLength={10}
            onChange={(e) => setDate(e.target.value.trim())}
            aria-invalid={valid ? undefined : true}
            className="w-36 rounded-lg border border-gray-300 px-2 py-1.5 text-sm tabular-nums"
          />
        </div>
        <Button size="sm" variant="secondary" disabled={!valid} onClick={() => setConfirming(true)}>
          자동 발송 실행
        </Button>
      </div>
      {!valid && <p className="mt-1.5 text-[13px] text-red-600">날짜를 2026-12-02 형식으로 입력해주세요.</p>}
      {result && <RunResult result={result} />}
      <ConfirmDialog
        open={confirming}
        title="기념일 자동 발송 실행"
        confirmLabel="실행"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          setResult(await run.mutateAsync(date));
        }}
      >
        {date} 기준으로 기념일 자동 발송을 지금 실행합니다. 그날 보낼 선물이 각 회사의 충전금으로
        주문·발송되며, 이미 보낸 선물은 다시 보내지 않습니다.
      </ConfirmDialog>
    </Card>
  );
}

function RunResult({ result }: { result: AutoGiftRunDto }) {
  const named = result.already_sent.slice(0, NAMED);
  const more = result.already_sent.length - named.length;
  return (
    <div role="status" className="mt-4 border-t border-gray-100 pt-4 text-sm text-gray-800">
      <p className="font-semibold">
        {result.date} 실행 결과: 발송 {result.sent}건 · 건너뜀 {result.skipped}건 · 잔액 부족 대기{' '}
        {result.waiting_balance}건 · 기한 지남 {result.missed}건
      </p>
      {result.already > 0 ? (
        <p className="mt-1 text-gray-700">
          이미 처리된 선물 {result.already}건은 다시 보내지 않았습니다.
          {named.length > 0 && (
            <>
              {' '}
              이미 발송: {named.map((g) => `${g.name} (${g.occasion} ${g.occasion_date})`).join(', ')}
              {more > 0 && ` 외 ${more}건`}
            </>
          )}
        </p>
      ) : (
        result.sent === 0 && <p className="mt-1 text-gray-700">이 날짜에 보낼 선물이 없습니다.</p>
      )}
    </div>
  );
}
