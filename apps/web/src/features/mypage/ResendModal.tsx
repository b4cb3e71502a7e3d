import { SEND_TYPE } from '@bizgift/domain/codes';
import { formatPhone, normalizeEmail, normalizePhone } from '@bizgift/domain/recipients';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api/http.ts';
import { type Delivery, useResendDelivery } from '../../api/orders.ts';
import { buttonClass } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { DELIVERY_TEXTS } from './messages.ts';

export function ResendModal({
  delivery,
  open,
  onClose,
  onDone,
}: {
  delivery: Delivery;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const email = delivery.send_type === SEND_TYPE.EMAIL;
  const prefill = email ? (delivery.email ?? '') : formatPhone(delivery.phone ?? delivery.recipient ?? '');
  const [value, setValue] = useState(prefill);
  const [error, setError] = useState<string | null>(null);
  const resend = useResendDelivery();

  const close = () => {
    if (resend.isPending) return;
    setValue(prefill);
    setError(null);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(email ? '이메일을 입력해주세요.' : DELIVERY_TEXTS.phoneRequired);
      return;
    }
    const checked = email ? normalizeEmail(value) : normalizePhone(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    try {
      await resend.mutateAsync({
        id: delivery.id,
        test: delivery.test,
        recipient: 'phone' in checked ? checked.phone : checked.email,
      });
      setError(null);
      onClose();
      onDone();
    } catch (err) {
      setError(errorMessage(err, DELIVERY_TEXTS.resendFailed));
    }
  };

  return (
    <Modal open={open} title="쿠폰 재발송" size="sm" onClose={close}>
      <form onSubmit={submit} noValidate>
        <p className="text-sm text-gray-600">
          '{delivery.goods.name}' 쿠폰을 같은 쿠폰번호로 다시 보냅니다. 받는 {email ? '이메일' : '번호'}를
          확인해주세요.
        </p>
        <label htmlFor={`${id}-to`} className="mt-4 mb-1 block text-sm font-medium text-gray-700">
          {email ? '수신 이메일' : '휴대폰 번호'}
        </label>
        <input
          id={`${id}-to`}
          type={email ? 'email' : 'tel'}
          inputMode={email ? 'email' : 'tel'}
          autoComplete="off"
          value={value}
          maxLength={email ? 254 : 20}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={email ? 'name@company.com' : '010-0000-0000'}
          className={inputClass()}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('secondary')}>
            취소
          </button>
          <button type="submit" disabled={resend.isPending} className={buttonClass('primary')}>
            {resend.isPending ? '재발송 중...' : '재발송'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
