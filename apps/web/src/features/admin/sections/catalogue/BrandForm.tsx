import { parseWon } from '@bizgift/domain/money';
import { useId } from 'react';
import { type AdminBrand, catalogApi } from '../../../../api/adminCatalog.ts';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { FormModal, ImageField, useCatalogForm } from '../formParts.tsx';

export function BrandForm({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const { form, set, errors, setErrors, formError, setFormError, send, busy } = useCatalogForm({
    initial: {
      name: brand?.name ?? '',
      color: brand?.color ?? '#2952e3',
      image: brand?.image ?? '',
      sort_order: brand?.sort_order ?? 0,
    },
    editing: brand,
    create: catalogApi.createBrand,
    update: catalogApi.updateBrand,
    fields: ['name', 'color', 'image', 'sort_order'],
    done: brand ? '브랜드가 수정되었습니다.' : '브랜드가 등록되었습니다.',
    onClose,
  });
  const id = useId();
  const submit = async () => {
    if (!form.name.trim()) {
      setErrors({ name: '브랜드명을 입력해주세요.' });
      return;
    }
    setErrors({});
    setFormError(null);
    const body = { ...form, name: form.name.trim() };
    await send(body);
  };
  return (
    <FormModal
      title={brand ? '브랜드 수정' : '브랜드 등록'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={formError}
    >
      <ImageField
        label="로고 이미지"
        value={form.image}
        onChange={(image) => set({ image })}
        error={errors.image}
      />
      <Field label="브랜드명" htmlFor={`${id}-name`} error={errors.name} required>
        <input
          id={`${id}-name`}
          value={form.name}
          maxLength={50}
          onChange={(e) => set({ name: e.target.value })}
          aria-invalid={!!errors.name}
          className={inputClass()}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field
          label="브랜드 색상"
          htmlFor={`${id}-color`}
          error={errors.color}
          hint="이미지가 없을 때 생성 이미지에 쓰입니다."
        >
          <input
            id={`${id}-color`}
            type="color"
            value={form.color}
            onChange={(e) => set({ color: e.target.value })}
            className="h-10 w-20 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
          />
        </Field>
        <Field label="표시 순서" htmlFor={`${id}-sort`} error={errors.sort_order}>
          <input
            id={`${id}-sort`}
            inputMode="numeric"
            value={form.sort_order}
            onChange={(e) => set({ sort_order: parseWon(e.target.value.slice(0, 6)) })}
            className={`${inputClass()} text-right`}
          />
        </Field>
      </div>
    </FormModal>
  );
}
