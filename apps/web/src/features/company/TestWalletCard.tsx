import { formatWon } from '@bizgift/domain/money';
import { TEST_WALLET_TEXTS } from '@bizgift/domain/wallet';
import { useState } from 'react';
import { Link } from 'react-router';
import { useResetTestWallet, useTestWallet } from '../../api/testWallet.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/Dialog.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';

/**
 * 테스트 충전금, beside the API keys: what the company's test keys' orders spend
 * (10,000,000원 to start, never real money), and the owner's reset back to it behind a confirmation.
 */
export function TestWalletCard() {
  const query = useTestWallet();
  const reset = useResetTestWallet();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      aria-labelledby="test-wallet-title"
      className="mt-6 rounded-2xl border border-amber-200 bg-amber-50/60 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id="test-wallet-title" className="flex items-center gap-2 text-base font-bold text-gray-900">
            {TEST_WALLET_TEXTS.title} <Badge tone="amber">테스트</Badge>
          </h3>
          <p className="mt-1 text-sm text-gray-700">
            테스트 키로 보낸 주문은 이 충전금으로 결제되고, 샌드박스 쿠폰이 발급되며 문자·이메일은 실제로
            나가지 않습니다.{' '}
            <Link to="/developers#test-mode" className="font-medium text-brand-700 underline">
              테스트 모드 안내
            </Link>
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          {TEST_WALLET_TEXTS.reset}
        </Button>
      </div>
      <QueryResult
        query={query}
        loading="테스트 충전금을 불러오는 중입니다."
        failed="테스트 충전금을 불러오지 못했습니다."
      >
        {(wallet) => (
          <p className="mt-3 text-sm text-gray-700">
            남은 테스트 충전금{' '}
            <strong
              className="text-xl font-bold text-gray-900 tabular-nums"
              data-testid="test-wallet-balance"
            >
              {formatWon(wallet.balance)}
            </strong>
          </p>
        )}
      </QueryResult>
      {reset.isSuccess && (
        <Notice tone="success" className="mt-3">
          {TEST_WALLET_TEXTS.done}
        </Notice>
      )}
      <ConfirmDialog
        open={confirming}
        title={TEST_WALLET_TEXTS.reset}
        confirmLabel="초기화"
        onClose={() => setConfirming(false)}
        onConfirm={() => reset.mutateAsync()}
      >
        <p>{TEST_WALLET_TEXTS.confirm}</p>
      </ConfirmDialog>
    </section>
  );
}
