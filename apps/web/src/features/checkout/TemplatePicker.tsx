import { useId } from 'react';
import { useMessageTemplates } from '../../api/contacts.ts';
import type { CheckoutFormState } from './useCheckoutForm.ts';

/** "템플릿 불러오기": the company's saved title and body fill the message fields. */
export function TemplatePicker({ form }: { form: CheckoutFormState }) {
  const id = useId();
  const templates = useMessageTemplates();
  if (!templates.data?.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-gray-800">
        템플릿 불러오기
      </label>
      <select
        id={id}
        value=""
        onChange={(e) => {
          const t = templates.data.find((x) => String(x.id) === e.target.value);
          if (!t) return;
          form.setTitle(t.title);
          form.setMessage(t.body);
          form.clearError('message');
        }}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900"
      >
        <option value="">템플릿 선택</option>
        {templates.data.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
    </div>
  );
}
