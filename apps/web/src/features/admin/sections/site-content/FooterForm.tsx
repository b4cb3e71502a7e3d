import { useId, useState } from 'react';
import { api, useAdminMutation } from '../../../../api/admin.ts';
import type { FooterInfo } from '../../../../api/content.ts';
import { ApiError, errorMessage } from '../../../../api/http.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { clearErrors } from '../formParts.tsx';

const FOOTER_FIELDS: { key: keyof FooterInfo; label: string; wide?: boolean }[] = [
  { key: 'company_name', label: '회사명' },
  { key: 'admin_name', label: '대표자' },
  { key: 'business_number', label: '사업자등록번호' },
  { key: 'privacy_officer', label: '개인정보 보호책임자' },
  { key: 'contact_phone', label: '대표 전화' },
  { key: 'contact_email', label: '대표 이메일' },
  { key: 'company_address', label: '주소', wide: true },
  { key: 'copyright', label: '저작권 표시', wide: true },
];

export const EMPTY_FOOTER: FooterInfo = {
  company_name: '',
  admin_name: '',
  privacy_officer: '',
  business_number: '',
  company_address: '',
  contact_phone: '',
  contact_email: '',
  copyright: '',
};

/** The shop footer's company details (SPEC §2 footer), every field required. */
export function FooterForm({ initial }: { initial: FooterInfo }) {
  const [form, setForm] = useState<FooterInfo>({ ...EMPTY_FOOTER, ...initial });
  const [errors, setErrors] = useState<Partial<Record<keyof FooterInfo | 'form', string>>>({});
  const save = useAdminMutation(api.putFooter);
  const toast = useToast();
  const baseId = useId();
  const dirty = JSON.stringify(form) !== JSON.stringify({ ...EMPTY_FOOTER, ...initial });
  return (
    <Card title="하단 회사 정보">
      <form
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          const missing = Object.fromEntries(
            FOOTER_FIELDS.filter((f) => !form[f.key].trim()).map((f) => [
              f.key,
              `${f.label}을(를) 입력해주세요.`,
            ]),
          );
          setErrors(missing);
          if (Object.keys(missing).length) return;
          try {
            await save.mutateAsync(form);
            toast('푸터 정보가 저장되었습니다.');
          } catch (err) {
            const fieldErrors = Object.fromEntries(
              FOOTER_FIELDS.map((f) => [f.key, err instanceof ApiError ? err.fieldError(f.key) : undefined]),
            );
            setErrors({ ...fieldErrors, form: errorMessage(err) });
          }
        }}
      >
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {FOOTER_FIELDS.map((f) => (
            <Field
              key={f.key}
              label={f.label}
              htmlFor={`${baseId}-${f.key}`}
              error={errors[f.key]}
              required
              className={f.wide ? 'md:col-span-2' : ''}
            >
              <input
                id={`${baseId}-${f.key}`}
                value={form[f.key]}
                type={f.key === 'contact_email' ? 'email' : 'text'}
                onChange={(e) => {
                  setForm({ ...form, [f.key]: e.target.value });
                  setErrors(clearErrors(f.key));
                }}
                aria-invalid={!!errors[f.key]}
                className={inputClass()}
              />
            </Field>
          ))}
        </div>
        {errors.form && (
          <p role="alert" className="mt-3 text-[13px] text-red-600">
            {errors.form}
          </p>
        )}
        <div className="mt-4 flex justify-end">
          <Button type="submit" variant="primary" busy={save.isPending} disabled={!dirty}>
            저장
          </Button>
        </div>
      </form>
    </Card>
  );
}
