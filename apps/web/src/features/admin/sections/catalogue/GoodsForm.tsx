import { parseWon } from '@bizgift/domain/money';
import { useId } from 'react';
import { useAdminGet, useAdminPage } from '../../../../api/admin.ts';
import {
  type AdminBrand,
  type AdminCategory,
  type AdminGoods,
  catalogApi,
  type GoodsCreate,
} from '../../../../api/adminCatalog.ts';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { categoryOptions, type Errors, FormModal, ImageField, useCatalogForm } from '../formParts.tsx';

const TEXTS: { key: 'product_introduction' | 'usage_guide' | 'store_info' | 'precautions'; label: string }[] =
  [
    { key: 'product_introduction', label: '상품 소개' },
    { key: 'usage_guide', label: '이용 안내' },
    { key: 'store_info', label: '사용처 안내' },
    { key: 'precautions', label: '유의사항' },
  ];

export function GoodsForm({ goods, onClose }: { goods: AdminGoods | null; onClose: () => void }) {
  const brands = useAdminPage<AdminBrand>('/api/admin/brands', { page: 1, page_size: 200 });
  const categories = useAdminGet<AdminCategory[]>('/api/admin/categories');
  const { form, set, errors, setErrors, formError, setFormError, send, busy } = useCatalogForm({
    initial: {
      name: goods?.name ?? '',
      brand_id: goods ? String(goods.brand_id) : '',
      category_id: goods ? String(goods.category_id) : '',
      price: goods ? parseWon(goods.price) : 0,
      regular_price: goods ? parseWon(goods.regular_price) : 0,
      valid_period: goods?.valid_period ?? 30,
      is_corporate_only: goods?.is_corporate_only ?? false,
      is_on_sale: goods?.is_on_sale ?? true,
      image: goods?.image ?? '',
      product_introduction: goods?.product_introduction ?? '',
      usage_guide: goods?.usage_guide ?? '',
      store_info: goods?.store_info ?? '',
      precautions: goods?.precautions ?? '',
      supplier_goods_code: goods?.supplier_goods_code ?? '',
    },
    editing: goods,
    create: catalogApi.createGoods,
    update: catalogApi.updateGoods,
    fields: [
      'name',
      'brand_id',
      'category_id',
      'price',
      'regular_price',
      'valid_period',
      'image',
      'supplier_goods_code',
    ],
    done: goods ? '상품이 수정되었습니다.' : '상품이 등록되었습니다.',
    onClose,
  });
  const cost = goods?.supplier_price ? parseWon(goods.supplier_price) : null;
  const id = useId();

  const submit = async () => {
    const next: Errors = {};
    if (!form.name.trim()) next.name = '상품명을 입력해주세요.';
    if (!form.brand_id) next.brand_id = '브랜드를 선택해주세요.';
    if (!form.category_id) next.category_id = '카테고리를 선택해주세요.';
    if (form.price < 1) next.price = '판매가를 입력해주세요.';
    if (form.regular_price < form.price) next.regular_price = '정가는 판매가보다 작을 수 없습니다.';
    if (cost !== null && form.price < cost) next.price = '판매가는 공급사 매입가보다 낮을 수 없습니다.';
    if (form.valid_period < 1 || form.valid_period > 3650)
      next.valid_period = '유효기간은 1~3,650일로 입력해주세요.';
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    const body: GoodsCreate = {
      ...form,
      name: form.name.trim(),
      brand_id: Number(form.brand_id),
      category_id: Number(form.category_id),
      supplier_goods_code: form.supplier_goods_code.trim() || null,
    };
    await send(body);
  };

  const money = (key: 'price' | 'regular_price', label: string) => (
    <Field label={label} htmlFor={`${id}-${key}`} error={errors[key]} required>
      <input
        id={`${id}-${key}`}
        inputMode="numeric"
        value={form[key] ? form[key].toLocaleString('ko-KR') : ''}
        onChange={(e) => set({ [key]: parseWon(e.target.value.slice(0, 13)) })}
        aria-invalid={!!errors[key]}
        className={`${inputClass()} text-right tabular-nums`}
        placeholder="0"
      />
    </Field>
  );

  return (
    <FormModal
      title={goods ? '상품 수정' : '상품 등록'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      error={formError}
      submitLabel={goods ? '저장' : '등록'}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[auto_1fr]">
        <ImageField
          label="상품 이미지"
          value={form.image}
          onChange={(image) => set({ image })}
          error={errors.image}
        />
        <div className="flex flex-col gap-4">
          <Field label="상품명" htmlFor={`${id}-name`} error={errors.name} required>
            <input
              id={`${id}-name`}
              value={form.name}
              maxLength={100}
              onChange={(e) => set({ name: e.target.value })}
              aria-invalid={!!errors.name}
              className={inputClass()}
            />
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label="브랜드" htmlFor={`${id}-brand`} error={errors.brand_id} required>
              <select
                id={`${id}-brand`}
                value={form.brand_id}
                onChange={(e) => set({ brand_id: e.target.value })}
                aria-invalid={!!errors.brand_id}
                className={inputClass()}
              >
                <option value="">선택</option>
                {(brands.data?.results ?? []).map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="카테고리" htmlFor={`${id}-category`} error={errors.category_id} required>
              <select
                id={`${id}-category`}
                value={form.category_id}
                onChange={(e) => set({ category_id: e.target.value })}
                aria-invalid={!!errors.category_id}
                className={inputClass()}
              >
                <option value="">선택</option>
                {categoryOptions(categories.data ?? []).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {money('price', '판매가 (원)')}
        {money('regular_price', '정가 (원)')}
        <Field label="유효기간 (일)" htmlFor={`${id}-valid`} error={errors.valid_period} required>
          <input
            id={`${id}-valid`}
            inputMode="numeric"
            value={form.valid_period || ''}
            onChange={(e) => set({ valid_period: parseWon(e.target.value.slice(0, 5)) })}
            aria-invalid={!!errors.valid_period}
            className={`${inputClass()} text-right tabular-nums`}
          />
        </Field>
      </div>
      <Field
        label="공급사 상품 코드"
        htmlFor={`${id}-supplier`}
        error={errors.supplier_goods_code}
        hint={
          cost !== null
            ? `매입가 ${cost.toLocaleString('ko-KR')}원 · 가격과 판매 상태는 공급사 동기화 때 마진 규칙에 따라 다시 정해집니다.`
            : '기프티쇼 상품 코드(예: G00000280811). 비워 두면 기본 발급기로만 발급됩니다.'
        }
      >
        <input
          id={`${id}-supplier`}
          value={form.supplier_goods_code}
          maxLength={30}
          onChange={(e) => set({ supplier_goods_code: e.target.value })}
          aria-invalid={!!errors.supplier_goods_code}
          className={`${inputClass()} font-mono`}
          placeholder="G00000000000"
        />
      </Field>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-gray-700">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.is_on_sale}
            onChange={(e) => set({ is_on_sale: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          판매중
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={form.is_corporate_only}
            onChange={(e) => set({ is_corporate_only: e.target.checked })}
            className="size-4 accent-brand-600"
          />
          법인 전용 상품
        </label>
      </div>
      {TEXTS.map((t) => (
        <Field key={t.key} label={t.label} htmlFor={`${id}-${t.key}`}>
          <textarea
            id={`${id}-${t.key}`}
            rows={3}
            value={form[t.key]}
            maxLength={20000}
            onChange={(e) => set({ [t.key]: e.target.value })}
            className={inputClass()}
          />
        </Field>
      ))}
    </FormModal>
  );
}
