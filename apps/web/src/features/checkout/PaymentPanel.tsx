import { formatNumber, parseWon } from '@bizgift/domain/money';
import { MIN_RECHARGE_AMOUNT } from '@bizgift/domain/recharge';
import { Link } from 'react-router';
import { Won } from '../../components/Price.tsx';
import { Button, buttonClass } from '../../components/ui/Button.tsx';
import { roleReason, useCompany } from '../../lib/useCompany.ts';
import { FieldError, Row, Section } from './checkoutParts.tsx';
import type { CheckoutFormState } from './useCheckoutForm.ts';

const payLabel = (submitting: boolean, total: number) =>
  submitting ? '결제 처리 중...' : total > 0 ? `${formatNumber(total)}원 결제하기` : '결제하기';

/**
 * The money the balance lacks (0 when it is enough), and where to charge it: /charge with that
 * amount filled in (at least the 1,000 won minimum). Told before the click.
 */
export function shortfallOf(form: Pick<CheckoutFormState, 'recharge' | 'total' | 'insufficient'>) {
  const missing = form.insufficient ? form.total - (form.recharge ?? 0) : 0;
  return { missing, chargeHref: `/charge?amount=${Math.max(MIN_RECHARGE_AMOUNT, missing)}` };
}

/**
 * What the caller's company says about this order: whether its role may pay or
 * recharge, what is left of its monthly limit, and whether the order will wait for approval.
 */
function useCompanyTerms(total: number) {
  const { company, can } = useCompany();
  const limitLeft =
    company && company.monthly_limit != null
      ? Math.max(0, parseWon(company.monthly_limit) - parseWon(company.spent_this_month))
      : null;
  const approvalOver =
    company?.role === 'sender' && company.policy.approval_over != null
      ? parseWon(company.policy.approval_over)
      : null;
  return {
    canPay: can('send'),
    canRecharge: can('recharge'),
    limitLeft,
    overLimit: limitLeft !== null && total > limitLeft,
    approvalOver,
    needsApproval: approvalOver !== null && total > approvalOver,
  };
}

/** Section 03: totals against the balance, agreement, the pay button. */
export function PaymentPanel({ form, onPreview }: { form: CheckoutFormState; onPreview: () => void }) {
  const { ids, errors, clearError, recharge, insufficient, total, submitting } = form;
  const { missing, chargeHref } = shortfallOf(form);
  const terms = useCompanyTerms(total);
  return (
    <Section step="03" title="결제">
      <dl className="space-y-2.5 text-[15px]">
        <Row label="상품 단가 합계">
          <Won value={form.unitSum} />
        </Row>
        <Row label="수량">
          <span className="tabular-nums">{formatNumber(form.quantity)}개</span>
        </Row>
        <Row label="수신자">
          <span className="tabular-nums">{formatNumber(form.recipients.length)}명</span>
        </Row>
        <div className="flex items-baseline justify-between border-t border-gray-200 pt-3">
          <dt className="font-semibold text-gray-900">총 결제 금액</dt>
          <dd className="text-2xl font-bold text-brand-700" data-testid="order-total">
            <Won value={total} />
          </dd>
        </div>
        <Row label="보유 충전금">
          {recharge === null ? (
            <span className="text-gray-500">{form.balance.isError ? '-' : '확인 중...'}</span>
          ) : (
            <Won value={recharge} />
          )}
        </Row>
        {terms.limitLeft !== null && (
          <Row label="이번 달 남은 한도">
            <span className={terms.overLimit ? 'font-semibold text-red-600' : ''} data-testid="limit-left">
              <Won value={terms.limitLeft} />
            </span>
          </Row>
        )}
        {recharge !== null && (
          <Row label={insufficient ? '부족한 충전금' : '결제 후 잔액'}>
            <span className={insufficient ? 'font-semibold text-red-600' : ''}>
              <Won value={insufficient ? missing : recharge - total} />
              {insufficient ? ' 부족' : ''}
            </span>
          </Row>
        )}
      </dl>
      {insufficient && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <p className="font-semibold">충전금이 부족합니다.</p>
          <p className="mt-0.5">
            부족한 금액 <Won value={missing} className="font-semibold" />을{' '}
            {terms.canRecharge
              ? '충전한 뒤 결제해주세요. 작성한 발송 정보는 임시 저장되어 돌아오면 이어서 결제할 수 있습니다.'
              : '회사의 대표 관리자나 관리자에게 충전을 요청해주세요.'}
          </p>
        </div>
      )}
      {terms.overLimit && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <p className="font-semibold">이번 달 한도를 넘습니다.</p>
          <p className="mt-0.5">
            남은 한도 <Won value={terms.limitLeft ?? 0} className="font-semibold" /> 안에서 주문하거나, 대표
            관리자에게 한도 조정을 요청해주세요.
          </p>
        </div>
      )}
      {terms.needsApproval && !terms.overLimit && (
        <div
          role="status"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <p className="font-semibold">이 주문은 관리자 승인 후 발송됩니다.</p>
          <p className="mt-0.5">
            결제 금액이 회사의 승인 기준 <Won value={terms.approvalOver ?? 0} className="font-semibold" />을
            넘습니다. 금액은 지금 충전금에서 잡아 두고, 반려되거나 7일 안에 승인되지 않으면 환불됩니다.
          </p>
        </div>
      )}
      {!insufficient && terms.canRecharge && (
        <Link to="/charge" className={`${buttonClass()} mt-3 w-full`}>
          충전금 충전하기
        </Link>
      )}
      <button
        type="button"
        onClick={onPreview}
        className="mt-2 flex w-full items-center justify-center rounded-xl border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-100"
      >
        받는 분 화면 미리보기
      </button>

      <div className="mt-5 border-t border-gray-200 pt-4">
        <label htmlFor={ids.agree} className="flex cursor-pointer items-start gap-2.5 text-sm text-gray-800">
          <input
            id={ids.agree}
            type="checkbox"
            checked={form.agree}
            onChange={(e) => {
              form.setAgree(e.target.checked);
              clearError('agree');
            }}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${ids.agree}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            주문 내용(상품, 수량, 수신자, 발송 시간)을 확인했으며 충전금 결제에 동의합니다.{' '}
            <span className="text-red-600">(필수)</span>
          </span>
        </label>
        <FieldError id={`${ids.agree}-error`} message={errors.agree} />
      </div>

      {form.submitError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {form.submitError}
        </p>
      )}

      {!terms.canPay && (
        <p role="status" className="mt-4 rounded-lg bg-gray-100 px-4 py-3 text-sm font-medium text-gray-700">
          {roleReason('send')}
        </p>
      )}
      {insufficient && terms.canRecharge ? (
        <>
          <Link
            to={chargeHref}
            data-testid="charge-shortfall"
            className={`${buttonClass('primary', 'xl')} mt-4 w-full`}
          >
            {formatNumber(missing)}원 부족 · 충전하기
          </Link>
          <p className="mt-2 text-center text-xs text-gray-500">
            충전금이 {formatNumber(total)}원 이상이면 결제할 수 있습니다.
          </p>
        </>
      ) : (
        <>
          <Button
            type="submit"
            variant="primary"
            size="xl"
            disabled={submitting || !terms.canPay || insufficient}
            aria-busy={submitting || undefined}
            className="mt-4 w-full"
          >
            {payLabel(submitting, total)}
          </Button>
          <p className="mt-2 text-center text-xs text-gray-500">
            {terms.needsApproval
              ? '관리자 승인 후 발송됩니다.'
              : form.reserved
                ? '예약한 시간에 발송됩니다.'
                : '결제 즉시 쿠폰이 발송됩니다.'}
          </p>
        </>
      )}
    </Section>
  );
}

/**
 * Below 1024 px the pay card sits under a long form: the total and the pay button stay at the
 * bottom of the screen. It submits the same form; screen readers get the card's.
 */
export function StickyPayBar({ form, formId }: { form: CheckoutFormState; formId: string }) {
  const { missing, chargeHref } = shortfallOf(form);
  const terms = useCompanyTerms(form.total);
  return (
    <div
      data-testid="sticky-pay-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-xs text-gray-500">
            총 결제 금액 · 수신자 {formatNumber(form.recipients.length)}명
          </p>
          <p className="text-lg font-bold text-brand-700 tabular-nums">
            <Won value={form.total} />
          </p>
        </div>
        {form.insufficient && terms.canRecharge ? (
          <Link to={chargeHref} aria-hidden="true" tabIndex={-1} className={buttonClass('primary', 'lg')}>
            {formatNumber(missing)}원 부족 · 충전
          </Link>
        ) : (
          <Button
            type="submit"
            form={formId}
            variant="primary"
            size="lg"
            disabled={form.submitting || !terms.canPay || form.insufficient}
            aria-hidden="true"
            tabIndex={-1}
          >
            {form.submitting ? '결제 처리 중...' : '결제하기'}
          </Button>
        )}
      </div>
    </div>
  );
}
