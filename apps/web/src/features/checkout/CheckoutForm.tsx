import { SEND_TYPE } from '@bizgift/domain/codes';
import { formatNumber } from '@bizgift/domain/money';
import { MESSAGE_LIMITS } from '@bizgift/domain/recipients';
import { Link } from 'react-router';
import { Won } from '../../components/Price.tsx';
import { FieldError, FieldLabel, fieldClass, ProductRows, Row, Section, Shell } from './checkoutParts.tsx';
import { type CheckoutItem, EMAIL_SENDER } from './order.ts';
import { RecipientsSection } from './RecipientsSection.tsx';
import { ReservedDoneModal } from './ReservedDoneModal.tsx';
import { useCheckoutForm } from './useCheckoutForm.ts';

export function CheckoutForm({
  items,
  initialQuantity,
  note,
  refreshPrices,
}: {
  items: CheckoutItem[];
  initialQuantity: number;
  note?: string;
  refreshPrices: () => Promise<void>;
}) {
  const {
    ids,
    quantityText,
    setQuantityText,
    quantity,
    title,
    setTitle,
    message,
    setMessage,
    senderPhone,
    setSenderPhone,
    sendType,
    setSendType,
    recipients,
    setRecipients,
    reserved,
    setReserved,
    reserveAt,
    setReserveAt,
    minReserve,
    maxReserve,
    agree,
    setAgree,
    errors,
    clearError,
    submitError,
    submitting,
    created,
    unitSum,
    total,
    recharge,
    insufficient,
    titleBytes,
    messageBytes,
    balance,
    submit,
    leaveToOrders,
  } = useCheckoutForm({ items, initialQuantity, refreshPrices });
  return (
    <Shell>
      {note && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {note}
        </p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start"
      >
        <div className="space-y-8">
          <Section step="01" title="상품 정보 확인">
            <ProductRows
              items={items}
              quantityText={quantityText}
              quantity={quantity}
              onQuantityText={setQuantityText}
              onQuantityBlur={() => setQuantityText(String(quantity))}
            />
          </Section>

          <Section step="02" title="발송 정보 입력">
            <div className="space-y-5">
              <fieldset>
                <legend className="text-sm font-semibold text-gray-800">발송 방법</legend>
                <div className="mt-1.5 inline-flex rounded-xl bg-gray-100 p-1">
                  {(
                    [
                      [1, '문자(SMS)'],
                      [2, '이메일'],
                    ] as const
                  ).map(([value, label]) => (
                    <label
                      key={value}
                      className={`cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                        sendType === value
                          ? 'bg-white text-brand-700 shadow-sm'
                          : 'text-gray-500 hover:text-gray-800'
                      }`}
                    >
                      <input
                        type="radio"
                        name="send-type"
                        value={value}
                        checked={sendType === value}
                        onChange={() => {
                          setSendType(value);
                          clearError('recipients');
                          clearError('sender');
                        }}
                        className="sr-only"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>

              <div>
                <FieldLabel
                  htmlFor={ids.title}
                  counter={`${titleBytes}/${MESSAGE_LIMITS.titleDisplayBytes} bytes`}
                  over={titleBytes > MESSAGE_LIMITS.titleDisplayBytes}
                >
                  메시지 제목
                </FieldLabel>
                <input
                  id={ids.title}
                  value={title}
                  maxLength={MESSAGE_LIMITS.titleMaxBytes}
                  onChange={(e) => setTitle(e.target.value)}
                  placeholder="예) 설 명절 감사 선물"
                  className={fieldClass(false)}
                />
              </div>

              <div>
                <FieldLabel
                  htmlFor={ids.message}
                  counter={`${messageBytes}/${MESSAGE_LIMITS.bodyDisplayBytes} bytes`}
                  over={messageBytes > MESSAGE_LIMITS.bodyDisplayBytes}
                >
                  메시지 내용
                </FieldLabel>
                <textarea
                  id={ids.message}
                  value={message}
                  rows={5}
                  onChange={(e) => {
                    setMessage(e.target.value);
                    clearError('message');
                  }}
                  placeholder="받는 분께 전할 메시지를 입력해주세요. 쿠폰 번호와 유효기간은 자동으로 함께 발송됩니다."
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? `${ids.message}-error` : undefined}
                  className={`${fieldClass(!!errors.message)} resize-y`}
                />
                <FieldError id={`${ids.message}-error`} message={errors.message} />
              </div>

              <div>
                <label htmlFor={ids.sender} className="text-sm font-semibold text-gray-800">
                  {sendType === SEND_TYPE.SMS ? '발신번호' : '발신 이메일'}
                </label>
                {sendType === SEND_TYPE.SMS ? (
                  <input
                    id={ids.sender}
                    type="tel"
                    inputMode="tel"
                    value={senderPhone}
                    onChange={(e) => {
                      setSenderPhone(e.target.value.replace(/[^\d-]/g, ''));
                      clearError('sender');
                    }}
                    placeholder="02-1234-5678"
                    aria-invalid={errors.sender ? true : undefined}
                    aria-describedby={errors.sender ? `${ids.sender}-error` : undefined}
                    className={`${fieldClass(!!errors.sender)} sm:max-w-xs`}
                  />
                ) : (
                  <input
                    id={ids.sender}
                    value={EMAIL_SENDER}
                    readOnly
                    aria-readonly="true"
                    className={`${fieldClass(false)} bg-gray-50 text-gray-600 sm:max-w-xs`}
                  />
                )}
                <FieldError id={`${ids.sender}-error`} message={errors.sender} />
              </div>

              <div id="recipients-section">
                <RecipientsSection
                  sendType={sendType}
                  recipients={recipients}
                  onChange={(next) => {
                    setRecipients(next);
                    clearError('recipients');
                  }}
                  error={errors.recipients}
                />
              </div>

              <fieldset>
                <legend className="text-sm font-semibold text-gray-800">발송 시간</legend>
                <div className="mt-1.5 flex flex-wrap gap-4">
                  <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="send-time"
                      checked={!reserved}
                      onChange={() => {
                        setReserved(false);
                        clearError('reserve');
                      }}
                      className="size-4 accent-brand-600"
                    />
                    즉시 발송
                  </label>
                  <label className="inline-flex items-center gap-2 text-sm text-gray-800">
                    <input
                      type="radio"
                      name="send-time"
                      checked={reserved}
                      onChange={() => setReserved(true)}
                      className="size-4 accent-brand-600"
                    />
                    예약 발송
                  </label>
                </div>
                {reserved && (
                  <div className="mt-3">
                    <label htmlFor={ids.reserve} className="sr-only">
                      예약 발송 일시
                    </label>
                    <input
                      id={ids.reserve}
                      type="datetime-local"
                      value={reserveAt}
                      min={minReserve}
                      max={maxReserve}
                      step={600}
                      onChange={(e) => {
                        setReserveAt(e.target.value);
                        clearError('reserve');
                      }}
                      aria-invalid={errors.reserve ? true : undefined}
                      aria-describedby={`${ids.reserve}-hint`}
                      className={`${fieldClass(!!errors.reserve)} sm:max-w-xs`}
                    />
                    <p id={`${ids.reserve}-hint`} className="mt-1.5 text-xs text-gray-500">
                      지금부터 10분 이후 ~ 90일 이내로 예약할 수 있습니다. 예약 시간 전까지 주문 내역에서
                      취소하면 결제 금액이 충전금으로 전액 반환됩니다.
                    </p>
                    <FieldError id={`${ids.reserve}-error`} message={errors.reserve} />
                  </div>
                )}
              </fieldset>
            </div>
          </Section>
        </div>

        <div className="lg:sticky lg:top-36">
          <Section step="03" title="결제">
            <dl className="space-y-2.5 text-[15px]">
              <Row label="상품 단가 합계">
                <Won value={unitSum} />
              </Row>
              <Row label="수량">
                <span className="tabular-nums">{formatNumber(quantity)}개</span>
              </Row>
              <Row label="수신자">
                <span className="tabular-nums">{formatNumber(recipients.length)}명</span>
              </Row>
              <div className="flex items-baseline justify-between border-t border-gray-200 pt-3">
                <dt className="font-semibold text-gray-900">총 결제 금액</dt>
                <dd className="text-2xl font-bold text-brand-700" data-testid="order-total">
                  <Won value={total} />
                </dd>
              </div>
              <Row label="보유 충전금">
                {recharge === null ? (
                  <span className="text-gray-400">{balance.isError ? '-' : '확인 중...'}</span>
                ) : (
                  <Won value={recharge} />
                )}
              </Row>
              {recharge !== null && (
                <Row label="결제 후 잔액">
                  <span className={insufficient ? 'font-semibold text-red-600' : ''}>
                    {insufficient ? '-' : ''}
                    <Won value={Math.abs(recharge - total)} />
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
                  부족한 금액 <Won value={total - (recharge ?? 0)} className="font-semibold" />을 충전한 뒤
                  결제해주세요.
                </p>
              </div>
            )}
            <Link
              to="/charge"
              className="mt-3 flex w-full items-center justify-center rounded-xl border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
            >
              충전금 충전하기
            </Link>

            <div className="mt-5 border-t border-gray-200 pt-4">
              <label
                htmlFor={ids.agree}
                className="flex cursor-pointer items-start gap-2.5 text-sm text-gray-800"
              >
                <input
                  id={ids.agree}
                  type="checkbox"
                  checked={agree}
                  onChange={(e) => {
                    setAgree(e.target.checked);
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

            {submitError && (
              <p
                role="alert"
                className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-700"
              >
                {submitError}
              </p>
            )}

            <button
              type="submit"
              disabled={submitting}
              aria-busy={submitting || undefined}
              className="mt-4 w-full rounded-xl bg-brand-600 px-4 py-4 text-base font-bold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {submitting ? '결제 처리 중...' : total > 0 ? `${formatNumber(total)}원 결제하기` : '결제하기'}
            </button>
            <p className="mt-2 text-center text-xs text-gray-500">
              {reserved ? '예약한 시간에 발송됩니다.' : '결제 즉시 쿠폰이 발송됩니다.'}
            </p>
          </Section>
        </div>
      </form>

      <ReservedDoneModal order={created} onDone={leaveToOrders} />
    </Shell>
  );
}

/** Beyond the spec: a reserved order can be cancelled right here, before its time, refunded in full. */
