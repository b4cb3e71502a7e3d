import { COMPANY_PROFILE_MESSAGES, type Me } from '@bizgift/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { profileApi } from '../../api/account.ts';
import { userKeys } from '../../api/users.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Field, TextInput } from '../../components/ui/Field.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorMessage, fieldErrors } from './errors.ts';

type Key = 'business_type' | 'address';

/**
 * 업태/종목 and address of the member's company: printed in the buyer block of the
 * 거래명세서 and the other documents, beside the name and number from sign-up.
 */
export function CompanyProfileForm({ company }: { company: NonNullable<Me['company']> }) {
  const queryClient = useQueryClient();
  const initial = { business_type: company.business_type, address: company.address };
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setForm({ business_type: company.business_type, address: company.address });
  }, [company.business_type, company.address]);

  const set = (key: Key, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    setResult(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const updated = await profileApi.updateCompany({
        business_type: form.business_type.trim(),
        address: form.address.trim(),
      });
      queryClient.setQueryData(userKeys.me, updated);
      setResult({ tone: 'success', text: COMPANY_PROFILE_MESSAGES.saved });
    } catch (error) {
      setErrors(fieldErrors(error));
      setResult({ tone: 'error', text: errorMessage(error, '회사 정보 저장에 실패했습니다.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="mt-8 space-y-4 border-t border-gray-100 pt-6"
      onSubmit={submit}
      noValidate
      aria-labelledby="company-profile-title"
    >
      <div>
        <h2 id="company-profile-title" className="text-base font-bold text-gray-900">
          증빙 서류의 회사 정보
        </h2>
        <p className="mt-1 text-sm break-keep text-gray-500">
          거래명세서의 공급받는 자 칸에 회사명·사업자번호와 함께 표시됩니다.
        </p>
      </div>
      <Field label="업태/종목" htmlFor="company-business-type" error={errors.business_type}>
        <TextInput
          id="company-business-type"
          value={form.business_type}
          maxLength={60}
          placeholder="예: 도소매 / 전자상거래"
          invalid={!!errors.business_type}
          onChange={(e) => set('business_type', e.target.value)}
        />
      </Field>
      <Field label="사업장 주소" htmlFor="company-address" error={errors.address}>
        <TextInput
          id="company-address"
          value={form.address}
          maxLength={200}
          autoComplete="street-address"
          placeholder="예: 서울특별시 중구 세종대로 110"
          invalid={!!errors.address}
          onChange={(e) => set('address', e.target.value)}
        />
      </Field>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="lg" busy={busy}>
          {busy ? '저장 중...' : '회사 정보 저장'}
        </Button>
      </div>
    </form>
  );
}
