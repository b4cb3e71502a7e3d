import { formatNumber } from '@bizgift/domain/money';
import { transactionSign } from '@bizgift/domain/recharge';

/** SPEC §4: a charge shows blue "+ amount"; every other type red "- amount". */
export function SignedAmount({ type, amount }: { type: number; amount: string }) {
  const { sign, tone } = transactionSign(type);
  return (
    <span
      className={`font-semibold tabular-nums whitespace-nowrap ${tone === 'blue' ? 'text-blue-600' : 'text-red-600'}`}
    >
      {sign === '+' ? '+' : '−'} {formatNumber(amount)}원
    </span>
  );
}
