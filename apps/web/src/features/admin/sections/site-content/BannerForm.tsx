import { parseWon } from '@bizgift/domain/money';
import { useId } from 'react';
import { type AdminBanner, type BannerCreate, catalogApi } from '../../../../api/adminCatalog.ts';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { type Errors, FormModal, ImageField, useCatalogForm } from '../formParts.tsx';

const toLocalInput = (iso: string | null) =>
  iso ? new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 16) : '';
const fromLocalInput = (value: string) => (value ? new Date(`${value}:00+09:00`).toISOString() : null);

export function BannerForm({ banner, onClose }: { banner: AdminBanner | null; onClose: () => void }) {
  const { form, set, errors, setErrors, formError, setFormError, send, busy } = useCatalogForm({
    initial: {
      title: banner?.title ?? '',
      image_pc: banner?.image_pc ?? '',
      image_mobile: banner?.image_mobile ?? '',
      link_url: banner?.link_url ?? '',
      sort_order: banner?.sort_order ?? 0,
      is_active: banner?.is_active ?? true,
      starts_at: banner?.starts_at ?? null,
      ends_at: banner?.ends_at ?? null,
    } satisfies BannerCreate,
    editing: banner,
    create: catalogApi.createBanner,
    update: catalogApi.updateBanner,
    fields: ['title', 'image_pc', 'image_mobile', 'link_url', 'starts_at', 'ends_at'],
    done: banner ? '배너가 수정되었습니다.' : '배너가 등록되었습니다.',
    onClose,
  });
  const id = useId();
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
    await send(body);
  };
  return (
    <FormModal
      title={banner ? '배너 수정' : '배너 등록'}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
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
