import { formatNumber } from '@bizgift/domain/money';
import { Won } from '../../components/Price.tsx';
import type { CartTotals } from './totals.ts';

/** SPEC §3 cart totals for one recipient: product amount, discount, total. */
export function CartSummary({ totals }: { totals: CartTotals }) {
  return (
    <section
      aria-labelledby="cart-summary"
      className="mt-8 rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-6"
    >
      <h2 id="cart-summary" className="sr-only">
        결제 예정 금액
      </h2>
      <dl className="grid grid-cols-1 gap-3 text-[15px] sm:grid-cols-[1fr_auto_1fr_auto_1fr] sm:items-center sm:text-center">
        <div className="flex justify-between sm:block">
          <dt className="text-gray-600">상품 금액</dt>
          <dd className="font-semibold text-gray-900 sm:mt-1 sm:text-xl">
            <Won value={totals.productAmount} />
          </dd>
        </div>
        <span aria-hidden="true" className="hidden h-10 w-px bg-gray-200 sm:block" />
        <div className="flex justify-between sm:block">
          <dt className="text-gray-600">할인 금액</dt>
          <dd
            className={`font-semibold sm:mt-1 sm:text-xl ${totals.discount > 0 ? 'text-red-500' : 'text-gray-900'}`}
          >
            <span className="tabular-nums">
              {totals.discount > 0 ? '-' : ''}
              {formatNumber(totals.discount)}
              <span className="ml-0.5 font-normal">원</span>
            </span>
          </dd>
        </div>
        <span aria-hidden="true" className="hidden h-10 w-px bg-gray-200 sm:block" />
        <div className="flex justify-between border-t border-gray-200 pt-3 sm:block sm:border-0 sm:pt-0">
          <dt className="font-semibold text-gray-900">총 결제 금액</dt>
          <dd className="text-lg font-bold text-brand-700 sm:mt-1 sm:text-2xl">
            <Won value={totals.total} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-gray-500 sm:text-center">
        수신자 1명 기준 금액입니다. 발송 화면에서 수량과 수신자 수에 따라 최종 금액이 정해집니다.
      </p>
    </section>
  );
}
