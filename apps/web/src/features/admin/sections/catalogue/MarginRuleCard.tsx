import { formatWon } from '@bizgift/domain/money';
import { type MarginRule, marginRuleSchema, supplierPrices } from '@bizgift/domain/supplier';
import { useEffect, useId, useState } from 'react';
import { useAdminGet, useAdminMutation } from '../../../../api/admin.ts';
import { supplierApi } from '../../../../api/adminSupplier.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { Field, inputClass, TextInput } from '../../../../components/ui/Field.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { clearErrors } from '../formParts.tsx';

/** An example the preview prices: a coffee voucher's purchase price and face value. */
const EXAMPLE = { cost: 4420, face: 4700 };
const ROUNDING = ['1', '10', '100'];

/** The staff's margin rule for supplier goods, with a live example of the price it gives. */
export function MarginRuleCard() {
  const current = useAdminGet<MarginRule>('/api/admin/supplier/margin');
  const save = useAdminMutation(supplierApi.putMargin);
  const toast = useToast();
  const id = useId();
  const [form, setForm] = useState({ percent: '', fixed_won: '', round_to: '10' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (current.data) {
      setForm({
        percent: String(current.data.percent),
        fixed_won: String(current.data.fixed_won),
        round_to: String(current.data.round_to),
      });
    }
  }, [current.data]);

  const parsed = marginRuleSchema.safeParse({ ...form, round_to: Number(form.round_to) });
  const preview = parsed.success ? supplierPrices(EXAMPLE.cost, EXAMPLE.face, parsed.data).price : null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(null);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast('마진 규칙이 저장되었습니다. 다음 동기화부터 판매가에 반영됩니다.');
    } catch (error) {
      setFailed(errorMessage(error, '마진 규칙을 저장하지 못했습니다.'));
    }
  };

  return (
    <Card title="판매가 마진 규칙">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field label="마진율 (%)" htmlFor={`${id}-p`} error={errors.percent} hint="0~100, 소수점 한 자리">
            <TextInput
              id={`${id}-p`}
              inputSize="md"
              inputMode="decimal"
              value={form.percent}
              invalid={!!errors.percent}
              onChange={(e) => {
                setForm({ ...form, percent: e.target.value });
                setErrors(clearErrors('percent'));
              }}
            />
          </Field>
          <Field
            label="고정 마진 (원)"
            htmlFor={`${id}-f`}
            error={errors.fixed_won}
            hint="상품 1개당 더하는 금액"
          >
            <TextInput
              id={`${id}-f`}
              inputSize="md"
              inputMode="numeric"
              value={form.fixed_won}
              invalid={!!errors.fixed_won}
              onChange={(e) => {
                setForm({ ...form, fixed_won: e.target.value });
                setErrors(clearErrors('fixed_won'));
              }}
            />
          </Field>
          <Field
            label="올림 단위"
            htmlFor={`${id}-r`}
            error={errors.round_to}
            hint="판매가를 이 단위로 올립니다"
          >
            <select
              id={`${id}-r`}
              value={form.round_to}
              onChange={(e) => {
                setForm({ ...form, round_to: e.target.value });
                setErrors(clearErrors('round_to'));
              }}
              className={inputClass()}
            >
              {ROUNDING.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}원
                </option>
              ))}
            </select>
          </Field>
        </div>
        <p className="rounded-lg bg-gray-50 px-4 py-3 text-[13px] leading-relaxed text-gray-600">
          판매가 = 매입가 + 매입가 × 마진율 + 고정 마진을 올림 단위로 올린 금액입니다. 정가(액면가)보다 비싸게
          팔지 않으며, 매입가보다 싸게 팔지 않습니다.
          <br />
          예) 매입가 {formatWon(EXAMPLE.cost)} · 정가 {formatWon(EXAMPLE.face)} →{' '}
          <strong className="text-gray-900">{preview === null ? '-' : `판매가 ${formatWon(preview)}`}</strong>
        </p>
        {failed && (
          <p role="alert" className="text-[13px] text-red-600">
            {failed}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={save.isPending || current.isPending}>
            저장
          </Button>
        </div>
      </form>
    </Card>
  );
}
