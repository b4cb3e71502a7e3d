import { discountRate, formatWon, parseWon } from '@bizgift/domain/money';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useAdminGet, useAdminMutation, useAdminPage } from '../../../api/admin.ts';
import {
  type AdminBanner,
  type AdminBrand,
  type AdminCategory,
  type AdminGoods,
  type BannerInput,
  catalogApi,
  type GoodsInput,
  UPLOAD_ACCEPT,
  uploadImage,
} from '../../../api/adminCatalog.ts';
import { ApiError, errorMessage } from '../../../api/http.ts';
import { Badge } from '../../../components/ui/Badge.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../components/ui/Dialog.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/EmptyState.tsx';
import { Field, inputClass, Select } from '../../../components/ui/Field.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../components/ui/SearchPanel.tsx';
import { useToast } from '../../../components/ui/Toast.tsx';
import { useListParams } from '../../../components/ui/useListParams.ts';
import { formatDateTime } from '../../../lib/format.ts';

const PAGE_SIZE = 20;

// ── Shared: image upload field ───────────────────────────────────────────────────────────────

function ImageField({
  label,
  value,
  onChange,
  error,
  aspect = 'aspect-square',
  required,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  aspect?: string;
  required?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  return (
    <Field
      label={label}
      htmlFor={id}
      error={uploadError ?? error}
      required={required}
      hint="PNG, JPEG, WEBP, GIF · 2MB 이하"
    >
      <div className="flex items-center gap-3">
        <div
          className={`${aspect} w-28 shrink-0 overflow-hidden rounded-lg border border-gray-200 bg-gray-50`}
        >
          {value ? (
            <img src={value} alt={`${label} 미리보기`} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-[12px] text-gray-400">
              이미지 없음
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="sr-only"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setBusy(true);
              setUploadError(null);
              try {
                onChange(await uploadImage(file));
              } catch (err) {
                setUploadError(
                  err instanceof ApiError ? (err.fieldError('file') ?? err.message) : errorMessage(err),
                );
              } finally {
                setBusy(false);
              }
            }}
          />
          <Button size="sm" busy={busy} onClick={() => input.current?.click()}>
            {value ? '이미지 바꾸기' : '이미지 올리기'}
          </Button>
        </div>
      </div>
    </Field>
  );
}

function FormModal({
  title,
  onClose,
  onSubmit,
  busy,
  error,
  children,
  submitLabel = '저장',
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy: boolean;
  error?: string | null;
  children: ReactNode;
  submitLabel?: string;
}) {
  return (
    <Modal
      open
      size="lg"
      title={title}
      onClose={busy ? () => undefined : onClose}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            취소
          </Button>
          <Button variant="primary" busy={busy} onClick={onSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="mt-2 flex max-h-[65vh] flex-col gap-4 overflow-y-auto pr-1"
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] text-red-700">
            {error}
          </p>
        )}
        <button type="submit" className="sr-only" tabIndex={-1}>
          {submitLabel}
        </button>
      </form>
    </Modal>
  );
}

type Errors = Record<string, string | undefined>;
const fieldErrors = (e: unknown, keys: string[]): Errors =>
  e instanceof ApiError ? Object.fromEntries(keys.map((k) => [k, e.fieldError(k)])) : {};

/** Categories as an indented list for selects: "커피 › 아이스". */
function categoryOptions(list: AdminCategory[]) {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const c of list) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const out: { value: string; label: string; depth: number; node: AdminCategory }[] = [];
  const walk = (parent: number | null, prefix: string, depth: number, seen: Set<number>) => {
    for (const c of byParent.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const label = prefix ? `${prefix} › ${c.name}` : c.name;
      out.push({ value: String(c.id), label, depth, node: c });
      walk(c.id, label, depth + 1, seen);
    }
  };
  walk(null, '', 0, new Set());
  return out;
}

// ── Goods ────────────────────────────────────────────────────────────────────────────────────

export function GoodsSection() {
  const { page, values, update } = useListParams(['q', 'brand', 'sale'] as const);
  const query = useAdminPage<AdminGoods>('/api/admin/goods', {
    page,
    page_size: PAGE_SIZE,
    q: values.q || undefined,
    brand_id: values.brand || undefined,
    is_on_sale: values.sale || undefined,
  });
  const brands = useAdminPage<AdminBrand>('/api/admin/brands', { page: 1, page_size: 200 });
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null);
  const [toggling, setToggling] = useState<AdminGoods | null>(null);
  const update_ = useAdminMutation(catalogApi.updateGoods);
  const toast = useToast();

  const columns: Column<AdminGoods>[] = [
    {
      key: 'goods',
      header: '상품',
      cell: (g) => (
        <button type="button" onClick={() => setEditing(g)} className="flex items-center gap-3 text-left">
          <img
            src={g.image}
            alt=""
            className="size-12 shrink-0 rounded-lg border border-gray-100 object-cover"
          />
          <span className="min-w-0">
            <span className="block text-[12.5px] text-gray-500">{g.brand}</span>
            <span className="line-clamp-2 font-semibold text-gray-900 hover:underline">{g.name}</span>
          </span>
        </button>
      ),
    },
    {
      key: 'category',
      header: '카테고리',
      cell: (g) => <span className="text-[13px]">{g.category ?? '-'}</span>,
    },
    {
      key: 'price',
      header: '판매가',
      numeric: true,
      cell: (g) => (
        <span className="whitespace-nowrap">
          <strong>{formatWon(g.price)}</strong>
          {discountRate(g.price, g.regular_price) > 0 && (
            <span className="block text-[12px] text-gray-400 line-through">{formatWon(g.regular_price)}</span>
          )}
        </span>
      ),
    },
    { key: 'valid', header: '유효기간', numeric: true, cell: (g) => `${g.valid_period}일` },
    {
      key: 'flags',
      header: '구분',
      cell: (g) =>
        g.is_corporate_only ? <Badge tone="blue">법인 전용</Badge> : <span className="text-gray-400">-</span>,
    },
    { key: 'sold', header: '판매', numeric: true, cell: (g) => g.sold_count.toLocaleString('ko-KR') },
    {
      key: 'sale',
      header: '판매 상태',
      cell: (g) => (
        <button
          type="button"
          role="switch"
          aria-checked={g.is_on_sale}
          aria-label={`${g.name} 판매 ${g.is_on_sale ? '중' : '중지'}`}
          onClick={() => setToggling(g)}
          className="flex items-center gap-2"
        >
          <span
            className={`relative h-5 w-9 rounded-full transition-colors ${g.is_on_sale ? 'bg-brand-600' : 'bg-gray-300'}`}
          >
            <span
              className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-all ${g.is_on_sale ? 'left-[18px]' : 'left-0.5'}`}
            />
          </span>
          <span className="text-[12.5px] text-gray-600">{g.is_on_sale ? '판매중' : '중지'}</span>
        </button>
      ),
    },
    {
      key: 'edit',
      header: <span className="sr-only">관리</span>,
      cell: (g) => (
        <Button size="sm" onClick={() => setEditing(g)}>
          수정
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        console
        documentTitle="상품 - 관리자"
        title="상품"
        description="판매 중지한 상품은 회원 화면에서 바로 사라지고, 주문 내역에는 그대로 남습니다."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            상품 등록
          </Button>
        }
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="상품명, 브랜드, 상품번호"
          label="상품 검색"
        />
        <Select
          label="브랜드"
          value={values.brand}
          onChange={(v) => update({ brand: v })}
          options={[
            { value: '', label: '전체' },
            ...(brands.data?.results ?? []).map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
        <Select
          label="판매"
          value={values.sale}
          onChange={(v) => update({ sale: v })}
          options={[
            { value: '', label: '전체' },
            { value: 'true', label: '판매중' },
            { value: 'false', label: '판매 중지' },
          ]}
        />
      </Toolbar>
      <DataTable
        caption="상품 목록"
        query={query}
        columns={columns}
        rowKey={(g) => g.id}
        empty="조건에 맞는 상품이 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
        minWidth={900}
      />
      {editing && <GoodsForm goods={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!toggling}
        title={toggling?.is_on_sale ? '판매 중지' : '판매 재개'}
        confirmLabel={toggling?.is_on_sale ? '판매 중지' : '판매 재개'}
        tone={toggling?.is_on_sale ? 'danger' : 'primary'}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await update_.mutateAsync({ id: toggling.id, is_on_sale: !toggling.is_on_sale });
          toast(toggling.is_on_sale ? '판매를 중지했습니다.' : '판매를 재개했습니다.');
        }}
      >
        {toggling?.is_on_sale
          ? `‘${toggling.name}’ 상품을 판매 중지합니다. 회원은 더 이상 이 상품을 보거나 주문할 수 없습니다.`
          : `‘${toggling?.name}’ 상품을 다시 판매합니다.`}
      </ConfirmDialog>
    </>
  );
}

const TEXTS: { key: 'product_introduction' | 'usage_guide' | 'store_info' | 'precautions'; label: string }[] =
  [
    { key: 'product_introduction', label: '상품 소개' },
    { key: 'usage_guide', label: '이용 안내' },
    { key: 'store_info', label: '사용처 안내' },
    { key: 'precautions', label: '유의사항' },
  ];

function GoodsForm({ goods, onClose }: { goods: AdminGoods | null; onClose: () => void }) {
  const brands = useAdminPage<AdminBrand>('/api/admin/brands', { page: 1, page_size: 200 });
  const categories = useAdminGet<AdminCategory[]>('/api/admin/categories');
  const [form, setForm] = useState({
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
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useAdminMutation(catalogApi.createGoods);
  const save = useAdminMutation(catalogApi.updateGoods);
  const toast = useToast();
  const id = useId();
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const submit = async () => {
    const next: Errors = {};
    if (!form.name.trim()) next.name = '상품명을 입력해주세요.';
    if (!form.brand_id) next.brand_id = '브랜드를 선택해주세요.';
    if (!form.category_id) next.category_id = '카테고리를 선택해주세요.';
    if (form.price < 1) next.price = '판매가를 입력해주세요.';
    if (form.regular_price < form.price) next.regular_price = '정가는 판매가보다 작을 수 없습니다.';
    if (form.valid_period < 1 || form.valid_period > 3650)
      next.valid_period = '유효기간은 1~3,650일로 입력해주세요.';
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    const body: GoodsInput = {
      ...form,
      name: form.name.trim(),
      brand_id: Number(form.brand_id),
      category_id: Number(form.category_id),
    };
    try {
      if (goods) await save.mutateAsync({ id: goods.id, ...body });
      else await create.mutateAsync(body);
      toast(goods ? '상품이 수정되었습니다.' : '상품이 등록되었습니다.');
      onClose();
    } catch (e) {
      setErrors(
        fieldErrors(e, [
          'name',
          'brand_id',
          'category_id',
          'price',
          'regular_price',
          'valid_period',
          'image',
        ]),
      );
      setFormError(errorMessage(e));
    }
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
      busy={create.isPending || save.isPending}
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

// ── Brands ───────────────────────────────────────────────────────────────────────────────────

export function BrandsSection() {
  const { page, values, update } = useListParams(['q'] as const);
  const query = useAdminPage<AdminBrand>('/api/admin/brands', {
    page,
    page_size: 50,
    q: values.q || undefined,
  });
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBrand | null>(null);
  const remove = useAdminMutation(catalogApi.deleteBrand);
  const toast = useToast();
  const columns: Column<AdminBrand>[] = [
    {
      key: 'brand',
      header: '브랜드',
      cell: (b) => (
        <span className="flex items-center gap-3">
          <img src={b.image} alt="" className="size-10 rounded-full border border-gray-100 object-cover" />
          <span className="font-semibold text-gray-900">{b.name}</span>
        </span>
      ),
    },
    {
      key: 'color',
      header: '색상',
      cell: (b) => (
        <span className="flex items-center gap-2 font-mono text-[12.5px] text-gray-600">
          <span className="size-4 rounded border border-gray-200" style={{ background: b.color }} />
          {b.color}
        </span>
      ),
    },
    { key: 'sort', header: '순서', numeric: true, cell: (b) => b.sort_order },
    { key: 'goods', header: '상품 수', numeric: true, cell: (b) => b.goods_count.toLocaleString('ko-KR') },
    {
      key: 'actions',
      header: <span className="sr-only">관리</span>,
      cell: (b) => (
        <span className="flex justify-end gap-1.5">
          <Button size="sm" onClick={() => setEditing(b)}>
            수정
          </Button>
          <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting(b)}>
            삭제
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="브랜드 - 관리자"
        title="브랜드"
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            브랜드 등록
          </Button>
        }
      />
      <Toolbar>
        <SearchForm
          value={values.q}
          onSearch={(q) => update({ q })}
          placeholder="브랜드명"
          label="브랜드 검색"
        />
      </Toolbar>
      <DataTable
        caption="브랜드 목록"
        query={query}
        columns={columns}
        rowKey={(b) => b.id}
        empty="브랜드가 없습니다."
        page={page}
        pageSize={50}
        onPage={(p) => update({ page: p })}
        minWidth={600}
      />
      {editing && <BrandForm brand={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="브랜드 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast('브랜드가 삭제되었습니다.');
        }}
      >
        ‘{deleting?.name}’ 브랜드를 삭제합니다. 상품이 있는 브랜드는 삭제할 수 없습니다.
      </ConfirmDialog>
    </>
  );
}

function BrandForm({ brand, onClose }: { brand: AdminBrand | null; onClose: () => void }) {
  const [form, setForm] = useState({
    name: brand?.name ?? '',
    color: brand?.color ?? '#2952e3',
    image: brand?.image ?? '',
    sort_order: brand?.sort_order ?? 0,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useAdminMutation(catalogApi.createBrand);
  const save = useAdminMutation(catalogApi.updateBrand);
  const toast = useToast();
  const id = useId();
  const submit = async () => {
    if (!form.name.trim()) {
      setErrors({ name: '브랜드명을 입력해주세요.' });
      return;
    }
    setErrors({});
    setFormError(null);
    const body = { ...form, name: form.name.trim() };
    try {
      if (brand) await save.mutateAsync({ id: brand.id, ...body });
      else await create.mutateAsync(body);
      toast(brand ? '브랜드가 수정되었습니다.' : '브랜드가 등록되었습니다.');
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e, ['name', 'color', 'image', 'sort_order']));
      setFormError(errorMessage(e));
    }
  };
  return (
    <FormModal
      title={brand ? '브랜드 수정' : '브랜드 등록'}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending || save.isPending}
      error={formError}
    >
      <ImageField
        label="로고 이미지"
        value={form.image}
        onChange={(image) => setForm({ ...form, image })}
        error={errors.image}
      />
      <Field label="브랜드명" htmlFor={`${id}-name`} error={errors.name} required>
        <input
          id={`${id}-name`}
          value={form.name}
          maxLength={50}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
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
            onChange={(e) => setForm({ ...form, color: e.target.value })}
            className="h-10 w-20 cursor-pointer rounded-lg border border-gray-300 bg-white p-1"
          />
        </Field>
        <Field label="표시 순서" htmlFor={`${id}-sort`} error={errors.sort_order}>
          <input
            id={`${id}-sort`}
            inputMode="numeric"
            value={form.sort_order}
            onChange={(e) => setForm({ ...form, sort_order: parseWon(e.target.value.slice(0, 6)) })}
            className={`${inputClass()} text-right`}
          />
        </Field>
      </div>
    </FormModal>
  );
}

// ── Categories (tree) ────────────────────────────────────────────────────────────────────────

export function CategoriesSection() {
  const query = useAdminGet<AdminCategory[]>('/api/admin/categories');
  const [editing, setEditing] = useState<{ category: AdminCategory | null; parentId: number | null } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const remove = useAdminMutation(catalogApi.deleteCategory);
  const toast = useToast();
  const rows = categoryOptions(query.data ?? []);
  const childCount = (id: number) => (query.data ?? []).filter((c) => c.parent_id === id).length;
  return (
    <>
      <PageHeader
        console
        documentTitle="카테고리 - 관리자"
        title="카테고리"
        description="카테고리는 여러 단계로 나눌 수 있습니다. 같은 단계에서는 순서가 작은 것이 먼저 보입니다."
        actions={
          <Button variant="primary" onClick={() => setEditing({ category: null, parentId: null })}>
            최상위 카테고리 추가
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, '카테고리를 불러오지 못했습니다.')}
          onRetry={() => query.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState message="카테고리가 없습니다." />
      ) : (
        <ul className="overflow-hidden rounded-xl border border-gray-200 bg-white" aria-label="카테고리 트리">
          {rows.map(({ node, depth }) => (
            <li
              key={node.id}
              className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-100 px-4 py-2.5 last:border-0"
              style={{ paddingLeft: 16 + depth * 24 }}
            >
              <span className="flex min-w-0 items-center gap-2">
                {depth > 0 && (
                  <span aria-hidden="true" className="text-gray-300">
                    └
                  </span>
                )}
                <span className={`text-sm ${depth === 0 ? 'font-bold text-gray-900' : 'text-gray-800'}`}>
                  {node.name}
                </span>
                <span className="text-[12px] text-gray-400 tabular-nums">
                  순서 {node.sort_order} · 상품 {node.goods_count.toLocaleString('ko-KR')}개
                </span>
              </span>
              <span className="flex gap-1">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing({ category: null, parentId: node.id })}
                >
                  하위 추가
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setEditing({ category: node, parentId: node.parent_id })}
                >
                  수정
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-600"
                  onClick={() => setDeleting(node)}
                  disabled={childCount(node.id) > 0 || node.goods_count > 0}
                  title={
                    childCount(node.id) > 0 || node.goods_count > 0
                      ? '하위 카테고리나 상품이 있으면 삭제할 수 없습니다.'
                      : undefined
                  }
                >
                  삭제
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CategoryForm
          category={editing.category}
          parentId={editing.parentId}
          all={query.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="카테고리 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast('카테고리가 삭제되었습니다.');
        }}
      >
        ‘{deleting?.name}’ 카테고리를 삭제합니다.
      </ConfirmDialog>
    </>
  );
}

function CategoryForm({
  category,
  parentId,
  all,
  onClose,
}: {
  category: AdminCategory | null;
  parentId: number | null;
  all: AdminCategory[];
  onClose: () => void;
}) {
  const [name, setName] = useState(category?.name ?? '');
  const [parent, setParent] = useState(parentId === null ? '' : String(parentId));
  const [sort, setSort] = useState(category?.sort_order ?? 0);
  const [error, setError] = useState<string | null>(null);
  const create = useAdminMutation(catalogApi.createCategory);
  const save = useAdminMutation(catalogApi.updateCategory);
  const toast = useToast();
  const id = useId();
  // A category cannot move under itself or its own descendants.
  const blocked = new Set<number>();
  if (category) {
    blocked.add(category.id);
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of all) {
        if (c.parent_id !== null && blocked.has(c.parent_id) && !blocked.has(c.id)) {
          blocked.add(c.id);
          grew = true;
        }
      }
    }
  }
  const submit = async () => {
    if (!name.trim()) {
      setError('카테고리명을 입력해주세요.');
      return;
    }
    setError(null);
    const body = { name: name.trim(), parent_id: parent ? Number(parent) : null, sort_order: sort };
    try {
      if (category) await save.mutateAsync({ id: category.id, ...body });
      else await create.mutateAsync(body);
      toast(category ? '카테고리가 수정되었습니다.' : '카테고리가 추가되었습니다.');
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <FormModal
      title={category ? '카테고리 수정' : '카테고리 추가'}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending || save.isPending}
      error={error}
    >
      <Field label="카테고리명" htmlFor={`${id}-name`} required>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          className={inputClass()}
        />
      </Field>
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <Field label="상위 카테고리" htmlFor={`${id}-parent`}>
          <select
            id={`${id}-parent`}
            value={parent}
            onChange={(e) => setParent(e.target.value)}
            className={inputClass()}
          >
            <option value="">(최상위)</option>
            {categoryOptions(all)
              .filter((c) => !blocked.has(c.node.id))
              .map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
          </select>
        </Field>
        <Field label="순서" htmlFor={`${id}-sort`}>
          <input
            id={`${id}-sort`}
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(parseWon(e.target.value.slice(0, 6)))}
            className={`${inputClass()} text-right`}
          />
        </Field>
      </div>
    </FormModal>
  );
}

// ── Banners ──────────────────────────────────────────────────────────────────────────────────

/** ISO ↔ the value of a datetime-local input, in Korean time. */
const toLocalInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16) : '';
const fromLocalInput = (value: string) => (value ? new Date(`${value}:00+09:00`).toISOString() : null);

function bannerState(b: AdminBanner): { label: string; tone: 'green' | 'gray' | 'amber' } {
  const now = Date.now();
  if (!b.is_active) return { label: '사용 안 함', tone: 'gray' };
  if (b.starts_at && new Date(b.starts_at).getTime() > now) return { label: '게시 예정', tone: 'amber' };
  if (b.ends_at && new Date(b.ends_at).getTime() < now) return { label: '기간 종료', tone: 'gray' };
  return { label: '게시중', tone: 'green' };
}

export function BannersSection() {
  const query = useAdminGet<AdminBanner[]>('/api/admin/banners');
  const [editing, setEditing] = useState<AdminBanner | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const remove = useAdminMutation(catalogApi.deleteBanner);
  const toast = useToast();
  return (
    <>
      <PageHeader
        console
        documentTitle="배너 - 관리자"
        title="배너"
        description="홈 화면 슬라이드 배너입니다. 사용 중이고 게시 기간 안에 있는 배너만 순서대로 보입니다."
        actions={
          <Button variant="primary" onClick={() => setEditing('new')}>
            배너 등록
          </Button>
        }
      />
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          message={errorMessage(query.error, '배너를 불러오지 못했습니다.')}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState message="배너가 없습니다." />
      ) : (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {query.data.map((b) => {
            const state = bannerState(b);
            return (
              <li key={b.id} className="overflow-hidden rounded-xl border border-gray-200 bg-white">
                <img
                  src={b.image_pc}
                  alt={b.title}
                  className="aspect-[3/1] w-full bg-gray-100 object-cover"
                />
                <div className="flex flex-wrap items-start justify-between gap-3 p-4">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Badge tone={state.tone}>{state.label}</Badge>
                      <span className="font-semibold text-gray-900">{b.title}</span>
                    </p>
                    <p className="mt-1 text-[12.5px] break-all text-gray-500">
                      순서 {b.sort_order} · {b.link_url || '링크 없음'}
                    </p>
                    <p className="text-[12.5px] text-gray-500">
                      {b.starts_at || b.ends_at
                        ? `${formatDateTime(b.starts_at)} ~ ${formatDateTime(b.ends_at)}`
                        : '기간 제한 없음'}
                    </p>
                  </div>
                  <span className="flex gap-1.5">
                    <Button size="sm" onClick={() => setEditing(b)}>
                      수정
                    </Button>
                    <Button size="sm" variant="ghost" className="text-red-600" onClick={() => setDeleting(b)}>
                      삭제
                    </Button>
                  </span>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <BannerForm banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title="배너 삭제"
        confirmLabel="삭제"
        tone="danger"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast('배너가 삭제되었습니다.');
        }}
      >
        ‘{deleting?.title}’ 배너를 삭제합니다. 홈 화면에서 바로 사라집니다.
      </ConfirmDialog>
    </>
  );
}

function BannerForm({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const [form, setForm] = useState<BannerInput>({
    title: banner?.title ?? '',
    image_pc: banner?.image_pc ?? '',
    image_mobile: banner?.image_mobile ?? '',
    link_url: banner?.link_url ?? '',
    sort_order: banner?.sort_order ?? 0,
    is_active: banner?.is_active ?? true,
    starts_at: banner?.starts_at ?? null,
    ends_at: banner?.ends_at ?? null,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useAdminMutation(catalogApi.createBanner);
  const save = useAdminMutation(catalogApi.updateBanner);
  const toast = useToast();
  const id = useId();
  const set = (patch: Partial<BannerInput>) => setForm({ ...form, ...patch });
  const submit = async () => {
    const next: Errors = {};
    if (!form.title.trim()) next.title = '배너 제목을 입력해주세요.';
    if (!form.image_pc) next.image_pc = 'PC 이미지를 올려주세요.';
    if (!form.image_mobile) next.image_mobile = '모바일 이미지를 올려주세요.';
    if (form.starts_at && form.ends_at && form.ends_at <= form.starts_at)
      next.ends_at = '종료일시는 시작일시보다 뒤여야 합니다.';
    setErrors(next);
    setFormError(null);
    if (Object.values(next).some(Boolean)) return;
    const body = { ...form, title: form.title.trim(), link_url: form.link_url.trim() };
    try {
      if (banner) await save.mutateAsync({ id: banner.id, ...body });
      else await create.mutateAsync(body);
      toast(banner ? '배너가 수정되었습니다.' : '배너가 등록되었습니다.');
      onClose();
    } catch (e) {
      setErrors(fieldErrors(e, ['title', 'image_pc', 'image_mobile', 'link_url', 'starts_at', 'ends_at']));
      setFormError(errorMessage(e));
    }
  };
  return (
    <FormModal
      title={banner ? '배너 수정' : '배너 등록'}
      onClose={onClose}
      onSubmit={submit}
      busy={create.isPending || save.isPending}
      error={formError}
      submitLabel={banner ? '저장' : '등록'}
    >
      <Field label="배너 제목" htmlFor={`${id}-title`} error={errors.title} required>
        <input
          id={`${id}-title`}
          value={form.title}
          maxLength={100}
          onChange={(e) => set({ title: e.target.value })}
          aria-invalid={!!errors.title}
          className={inputClass()}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <ImageField
          label="PC 이미지"
          value={form.image_pc}
          onChange={(image_pc) => set({ image_pc })}
          error={errors.image_pc}
          aspect="aspect-[3/1]"
          required
        />
        <ImageField
          label="모바일 이미지"
          value={form.image_mobile}
          onChange={(image_mobile) => set({ image_mobile })}
          error={errors.image_mobile}
          aspect="aspect-[4/3]"
          required
        />
      </div>
      <Field
        label="링크"
        htmlFor={`${id}-link`}
        error={errors.link_url}
        hint="/로 시작하는 쇼핑몰 주소 또는 https:// 주소"
      >
        <input
          id={`${id}-link`}
          value={form.link_url}
          maxLength={500}
          onChange={(e) => set({ link_url: e.target.value })}
          aria-invalid={!!errors.link_url}
          className={inputClass()}
          placeholder="/products/list?category=1"
        />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_7rem]">
        <Field label="게시 시작" htmlFor={`${id}-start`} error={errors.starts_at}>
          <input
            id={`${id}-start`}
            type="datetime-local"
            value={toLocalInput(form.starts_at)}
            onChange={(e) => set({ starts_at: fromLocalInput(e.target.value) })}
            className={inputClass()}
          />
        </Field>
        <Field label="게시 종료" htmlFor={`${id}-end`} error={errors.ends_at}>
          <input
            id={`${id}-end`}
            type="datetime-local"
            value={toLocalInput(form.ends_at)}
            onChange={(e) => set({ ends_at: fromLocalInput(e.target.value) })}
            className={inputClass()}
          />
        </Field>
        <Field label="순서" htmlFor={`${id}-sort`}>
          <input
            id={`${id}-sort`}
            inputMode="numeric"
            value={form.sort_order}
            onChange={(e) => set({ sort_order: parseWon(e.target.value.slice(0, 6)) })}
            className={`${inputClass()} text-right`}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
        <input
          type="checkbox"
          checked={form.is_active}
          onChange={(e) => set({ is_active: e.target.checked })}
          className="size-4 accent-brand-600"
        />
        사용 (게시 기간 안이면 홈 화면에 보입니다)
      </label>
    </FormModal>
  );
}
