import { useId, useState } from 'react';
import { inputClass } from '../../components/ui/Field.tsx';
import { FieldError, ProductRows, Section, Shell } from './checkoutParts.tsx';
import { DuplicateWarning } from './DuplicateWarning.tsx';
import { MessageFields } from './MessageFields.tsx';
import type { CheckoutItem } from './order.ts';
import { PaymentPanel, StickyPayBar } from './PaymentPanel.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
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
  const form = useCheckoutForm({ items, initialQuantity, refreshPrices });
  const { ids, quantity, setQuantityText, sendType, recipients, reserved, reserveAt, errors, clearError } =
    form;
  const formId = useId();
  const [previewOpen, setPreviewOpen] = useState(false);
  return (
    <Shell>
      {note && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {note}
        </p>
      )}
      {form.restored && (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800"
        >
          <span>임시 저장된 발송 정보(수신자·메시지)를 불러왔습니다.</span>
          <button
            type="button"
            onClick={form.discardDraft}
            className="rounded-md border border-brand-200 bg-white px-2.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-100"
          >
            새로 작성
          </button>
        </div>
      )}
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
        className="grid grid-cols-[minmax(0,1fr)] gap-8 pb-20 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start lg:pb-0"
      >
        <div className="space-y-8">
          <Section step="01" title="상품 정보 확인">
            <ProductRows
              items={items}
              quantityText={form.quantityText}
              quantity={quantity}
              onQuantityText={setQuantityText}
              onQuantityBlur={() => setQuantityText(String(quantity))}
            />
          </Section>

          <Section step="02" title="발송 정보 입력">
            <div className="space-y-5">
              <MessageFields form={form} />

              <div id="recipients-section">
                <RecipientsSection
                  sendType={sendType}
                  recipients={recipients}
                  names={form.names}
                  onChange={(next, added) => {
                    form.setRecipients(next);
                    if (added) form.setNames((n) => ({ ...n, ...added }));
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
                        form.setReserved(false);
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
                      onChange={() => form.setReserved(true)}
                      className="size-4 accent-brand-600"
                    />
                    예약 발송
                  </label>
                </div>
                {reserved && (
                  <div className="mt-3">
                    <label htmlFor={ids.reserve} className="mb-1.5 block text-sm font-medium text-gray-800">
                      예약 발송 일시 <span className="text-gray-600">(한국 시간, KST)</span>
                    </label>
                    <input
                      id={ids.reserve}
                      type="datetime-local"
                      value={reserveAt}
                      min={form.minReserve}
                      max={form.maxReserve}
                      step={600}
                      onChange={(e) => {
                        form.setReserveAt(e.target.value);
                        clearError('reserve');
                      }}
                      aria-invalid={errors.reserve ? true : undefined}
                      aria-describedby={`${ids.reserve}-hint`}
                      className={`${inputClass('lg')} mt-1.5 block sm:max-w-xs`}
                    />
                    <p id={`${ids.reserve}-hint`} className="mt-1.5 text-xs text-gray-500">
                      한국 시간(KST) 기준으로 지금부터 10분 이후 ~ 90일 이내로 예약할 수 있습니다. 예약 시간
                      전까지 주문 내역에서 취소하면 결제 금액이 충전금으로 전액 반환됩니다.
                    </p>
                    <FieldError id={`${ids.reserve}-error`} message={errors.reserve} />
                  </div>
                )}
              </fieldset>
            </div>
          </Section>
        </div>

        <div className="lg:sticky lg:top-36">
          <PaymentPanel form={form} onPreview={() => setPreviewOpen(true)} />
        </div>
      </form>

      <StickyPayBar form={form} formId={formId} />
      <PreviewDialog form={form} open={previewOpen} onClose={() => setPreviewOpen(false)} />
      <DuplicateWarning
        result={form.duplicates}
        onClose={form.closeDuplicates}
        onContinue={() => void form.submit(true)}
      />
      <ReservedDoneModal order={form.created} onDone={form.leaveToOrders} />
    </Shell>
  );
}
