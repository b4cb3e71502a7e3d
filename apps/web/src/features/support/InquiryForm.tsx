import { INQUIRY_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { type FieldErrors, validateInquiry } from '@bizgift/domain/support';
import { INQUIRY_MESSAGES, SUPPORT_LIMITS } from '@bizgift/domain/support-messages';
import { type FormEvent, useRef, useState } from 'react';
import { useCreateInquiry } from '../../api/support.ts';
import { Button } from '../../components/ui/Button.tsx';
import { inputClass } from '../../components/ui/Field.tsx';

interface FormValues {
  inquiry_type: string;
  title: string;
  content: string;
}

const EMPTY: FormValues = { inquiry_type: '0', title: '', content: '' };

/** 1:1 문의 작성: SPEC §5's rules from the domain, as the API checks them. */
export function InquiryForm({ onCreated, onEdit }: { onCreated: () => void; onEdit: () => void }) {
  const create = useCreateInquiry();
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(EMPTY);
  // The SPEC §5 rules, shared with the API: shown on submit, then checked again on every edit.
  const [errors, setErrors] = useState<FieldErrors<keyof FormValues> | null>(null);
  const fields = useRef<HTMLFormElement>(null);
  const { title, content } = values;
  const edit = (patch: Partial<FormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (errors) {
      const valid = validateInquiry(next);
      setErrors(valid.ok ? {} : valid.errors);
    }
  };
  const reset = () => {
    setValues(EMPTY);
    setErrors(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = validateInquiry(values);
    if (!valid.ok) {
      setErrors(valid.errors);
      const first = (['inquiry_type', 'title', 'content'] as const).find((key) => valid.errors[key]);
      fields.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(valid.value);
      reset();
      onCreated();
    } catch (error) {
      const detail = error instanceof Error && error.message ? error.message : '';
      setFailure(
        detail && detail !== INQUIRY_MESSAGES.createFailed
          ? `${INQUIRY_MESSAGES.createFailed} ${detail}`
          : INQUIRY_MESSAGES.createFailed,
      );
    }
  };
  const error = errors ?? {};

  const errorText = (id: string, message?: string) =>
    message ? (
      <p id={id} className="mt-1.5 text-sm text-red-600">
        {message}
      </p>
    ) : null;

  return (
    <form ref={fields} noValidate onSubmit={onSubmit} onChange={onEdit} className="space-y-5">
      <div>
        <label htmlFor="inquiry-type" className="text-sm font-semibold text-gray-800">
          문의 유형 <span className="text-red-600">*</span>
        </label>
        <select
          id="inquiry-type"
          name="inquiry_type"
          value={values.inquiry_type}
          onChange={(e) => edit({ inquiry_type: e.target.value })}
          aria-invalid={error.inquiry_type ? true : undefined}
          aria-describedby={error.inquiry_type ? 'inquiry-type-error' : undefined}
          className={`${inputClass('lg')} mt-1.5 block md:max-w-xs`}
        >
          <option value="0">문의 유형을 선택해주세요</option>
          {Object.entries(INQUIRY_TYPE_DISPLAY).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errorText('inquiry-type-error', error.inquiry_type)}
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="inquiry-title" className="text-sm font-semibold text-gray-800">
            제목 <span className="text-red-600">*</span>
          </label>
          <span className="text-xs text-gray-500" aria-hidden="true">
            {title.length}/{SUPPORT_LIMITS.titleMax}
          </span>
        </div>
        <input
          id="inquiry-title"
          type="text"
          maxLength={SUPPORT_LIMITS.titleMax}
          placeholder="제목을 입력해주세요"
          name="title"
          value={title}
          onChange={(e) => edit({ title: e.target.value })}
          aria-invalid={error.title ? true : undefined}
          aria-describedby={error.title ? 'inquiry-title-error' : undefined}
          className={`${inputClass('lg')} mt-1.5 block`}
        />
        {errorText('inquiry-title-error', error.title)}
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="inquiry-content" className="text-sm font-semibold text-gray-800">
            내용 <span className="text-red-600">*</span>
          </label>
          <span className="text-xs text-gray-500" aria-hidden="true">
            {content.length.toLocaleString('ko-KR')}/{SUPPORT_LIMITS.contentMax.toLocaleString('ko-KR')}
          </span>
        </div>
        <textarea
          id="inquiry-content"
          rows={10}
          maxLength={SUPPORT_LIMITS.contentMax}
          placeholder={
            '문의하실 내용을 자세히 적어주세요.\n주문 관련 문의는 주문번호나 수신번호를 함께 적어주시면 빠르게 확인할 수 있습니다.'
          }
          name="content"
          value={content}
          onChange={(e) => edit({ content: e.target.value })}
          aria-invalid={error.content ? true : undefined}
          aria-describedby={error.content ? 'inquiry-content-error' : undefined}
          className={`${inputClass()} mt-1.5 block resize-y leading-6`}
        />
        {errorText('inquiry-content-error', error.content)}
      </div>

      <p className="text-xs leading-5 text-gray-500">
        답변은 영업일 기준 1~2일 안에 드리며, 나의 문의 내역에서 확인할 수 있습니다. 개인정보(주민등록번호,
        카드번호 등)는 적지 마세요.
      </p>

      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {failure}
        </p>
      )}

      <div className="flex justify-end gap-2">
        <Button
          onClick={() => {
            reset();
            setFailure(null);
          }}
        >
          다시 쓰기
        </Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? '등록 중…' : '문의 등록'}
        </Button>
      </div>
    </form>
  );
}
