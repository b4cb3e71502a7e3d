import { SEND_TYPE, SEND_TYPE_DISPLAY, sendsToPhone } from '@bizgift/domain/codes';
import { formatCallerNumber, MESSAGE_LIMITS } from '@bizgift/domain/recipients';
import { NAME_PLACEHOLDER, SMS_LIMITS } from '@bizgift/domain/send-message';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkSenderNumber, fetchSendTypes } from '../../api/orders.ts';
import { inputClass } from '../../components/ui/Field.tsx';
import { FieldError, FieldLabel } from './checkoutParts.tsx';
import { EMAIL_SENDER } from './order.ts';
import { TemplatePicker } from './TemplatePicker.tsx';
import type { CheckoutFormState } from './useCheckoutForm.ts';

const n = (v: number) => v.toLocaleString('ko-KR');

/**
 * What a red byte counter means. Vouchers go out with their barcode picture, so a
 * text message is always an MMS: the title is its 40-byte subject, the body counts toward 2,000.
 */
export function counterNotes(sms: boolean, titleBytes: number, messageBytes: number) {
  return {
    title:
      titleBytes > MESSAGE_LIMITS.titleDisplayBytes
        ? sms
          ? `${SMS_LIMITS.subjectBytes}바이트를 넘었습니다. 문자 제목란에는 앞부분만 보일 수 있고, 제목 전체는 본문 첫 줄에 함께 나갑니다.`
          : `${MESSAGE_LIMITS.titleDisplayBytes}바이트를 넘었습니다. 이메일 제목은 그대로 나가지만 받은편지함에서 잘려 보일 수 있습니다.`
        : null,
    message:
      messageBytes > MESSAGE_LIMITS.bodyMaxBytes
        ? `${n(MESSAGE_LIMITS.bodyMaxBytes)}바이트를 넘어 보낼 수 없습니다. 내용을 줄여주세요.`
        : messageBytes > MESSAGE_LIMITS.bodyDisplayBytes
          ? sms
            ? `${n(MESSAGE_LIMITS.bodyDisplayBytes)}바이트를 넘었습니다. 쿠폰 안내와 함께 장문 MMS로 나가며, ${n(MESSAGE_LIMITS.bodyMaxBytes)}바이트까지 보낼 수 있습니다.`
            : `${n(MESSAGE_LIMITS.bodyDisplayBytes)}바이트를 넘었습니다. ${n(MESSAGE_LIMITS.bodyMaxBytes)}바이트까지 보낼 수 있습니다.`
          : null,
  };
}

function Note({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1.5 text-xs font-medium text-red-600">
      {text}
    </p>
  );
}

/**
 * Which number recipients will see: the one typed in only when it is registered with
 * the gateway, else the shop's default number.
 */
function CallerHint({ id, sender }: { id: string; sender: string }) {
  const digits = sender.replace(/\D/g, '');
  const caller = useQuery({
    queryKey: ['orders', 'sender-number', digits],
    queryFn: () => checkSenderNumber(digits),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  if (!caller.data) return null;
  const from = formatCallerNumber(caller.data.from);
  return (
    <p id={id} data-testid="caller-hint" className="mt-1.5 text-xs text-gray-600">
      {caller.data.registered ? (
        <>
          받는 분에게 <strong className="text-gray-900">{from}</strong> 번호로 표시됩니다.
        </>
      ) : (
        <>
          {digits ? '입력한 번호는 발신번호로 등록되지 않아 ' : ''}받는 분에게 기본 발신번호{' '}
          <strong className="text-gray-900">{from}</strong>(으)로 표시됩니다.
        </>
      )}
    </p>
  );
}

/** Send method, title, body (with `#{이름}`), sender: section 02's message part. */
export function MessageFields({ form }: { form: CheckoutFormState }) {
  const { ids, errors, clearError, sendType, titleBytes, messageBytes, personal } = form;
  const sms = sendsToPhone(sendType);
  const notes = counterNotes(sms, titleBytes, messageBytes);
  const sendTypes = useQuery({
    queryKey: ['orders', 'send-types'],
    queryFn: fetchSendTypes,
    staleTime: 300_000,
  });
  const offered = sendTypes.data?.send_types ?? [SEND_TYPE.SMS, SEND_TYPE.EMAIL];
  const kakaoOffered = offered.includes(SEND_TYPE.KAKAO);
  // A draft saved while 알림톡 was offered, restored when it no longer is: back to a text message.
  const { setSendType } = form;
  useEffect(() => {
    if (sendTypes.data && sendType === SEND_TYPE.KAKAO && !kakaoOffered) setSendType(SEND_TYPE.SMS);
  }, [sendTypes.data, sendType, kakaoOffered, setSendType]);
  const insertName = () => {
    form.setMessage(`${form.message}${NAME_PLACEHOLDER}`);
    clearError('message');
    document.getElementById(ids.message)?.focus();
  };
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">발송 방법</legend>
        <div className="mt-1.5 inline-flex rounded-xl bg-gray-100 p-1">
          {([SEND_TYPE.SMS, SEND_TYPE.EMAIL, ...(kakaoOffered ? [SEND_TYPE.KAKAO] : [])] as const).map(
            (value) => (
              <label
                key={value}
                className={`cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                  sendType === value
                    ? 'bg-white text-brand-700 shadow-sm'
                    : 'text-gray-600 hover:text-gray-800'
                }`}
              >
                <input
                  type="radio"
                  name="send-type"
                  value={value}
                  checked={sendType === value}
                  onChange={() => {
                    form.setSendType(value);
                    clearError('recipients');
                    clearError('sender');
                  }}
                  className="sr-only"
                />
                {SEND_TYPE_DISPLAY[value]}
              </label>
            ),
          )}
        </div>
        {sendType === SEND_TYPE.KAKAO && (
          <p className="mt-1.5 text-xs text-gray-600">
            등록된 알림톡 양식으로 쿠폰번호와 바코드 링크가 나가며, 카카오톡으로 받을 수 없는 분께는 같은
            내용이 문자로 대신 발송됩니다.
          </p>
        )}
      </fieldset>

      <TemplatePicker form={form} />

      <div>
        <FieldLabel
          htmlFor={ids.title}
          counter={`${n(titleBytes)}/${MESSAGE_LIMITS.titleDisplayBytes}바이트`}
          over={!!notes.title}
        >
          메시지 제목
        </FieldLabel>
        <input
          id={ids.title}
          value={form.title}
          maxLength={MESSAGE_LIMITS.titleMaxBytes}
          onChange={(e) => form.setTitle(e.target.value)}
          placeholder="예) #{이름}님, 설 명절 감사 선물입니다"
          aria-describedby={notes.title ? `${ids.title}-note` : undefined}
          className={`${inputClass('lg')} mt-1.5 block`}
        />
        <Note id={`${ids.title}-note`} text={notes.title} />
      </div>

      <div>
        <FieldLabel
          htmlFor={ids.message}
          counter={`${n(messageBytes)}/${n(MESSAGE_LIMITS.bodyDisplayBytes)}바이트`}
          over={!!notes.message}
        >
          메시지 내용
        </FieldLabel>
        <textarea
          id={ids.message}
          value={form.message}
          rows={5}
          onChange={(e) => {
            form.setMessage(e.target.value);
            clearError('message');
          }}
          placeholder="받는 분께 전할 메시지를 입력해주세요. 쿠폰 번호와 유효기간은 자동으로 함께 발송됩니다."
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={
            [errors.message ? `${ids.message}-error` : '', notes.message ? `${ids.message}-note` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
          className={`${inputClass()} mt-1.5 block resize-y`}
        />
        <Note id={`${ids.message}-note`} text={notes.message} />
        <FieldError id={`${ids.message}-error`} message={errors.message} />
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
          <button
            type="button"
            onClick={insertName}
            className="rounded-md border border-gray-300 bg-white px-2 py-1 font-medium text-gray-700 hover:bg-gray-50"
          >
            {NAME_PLACEHOLDER} 넣기
          </button>
          <span>
            제목과 내용의 {NAME_PLACEHOLDER}은 받는 분마다 그 이름으로 바뀝니다
            {personal ? ' (바이트는 가장 긴 이름 기준)' : ''}.
          </span>
        </div>
      </div>

      <div>
        <label htmlFor={ids.sender} className="text-sm font-semibold text-gray-800">
          {sms ? '발신번호' : '발신 이메일'}
        </label>
        {sms ? (
          <input
            id={ids.sender}
            type="tel"
            inputMode="tel"
            value={form.senderPhone}
            onChange={(e) => {
              form.setSenderPhone(e.target.value.replace(/[^\d-]/g, ''));
              clearError('sender');
            }}
            placeholder="02-1234-5678"
            aria-invalid={errors.sender ? true : undefined}
            aria-describedby={`${ids.sender}-hint${errors.sender ? ` ${ids.sender}-error` : ''}`}
            className={`${inputClass('lg')} mt-1.5 block sm:max-w-xs`}
          />
        ) : (
          <input
            id={ids.sender}
            value={EMAIL_SENDER}
            readOnly
            aria-readonly="true"
            className={`${inputClass('lg')} mt-1.5 block sm:max-w-xs`}
          />
        )}
        {sms && <CallerHint id={`${ids.sender}-hint`} sender={form.senderPhone} />}
        <FieldError id={`${ids.sender}-error`} message={errors.sender} />
      </div>
    </>
  );
}
