import { parseWon } from '@bizgift/domain/money';
import { useId, useState } from 'react';
import { useAdminMutation } from '../../../../api/admin.ts';
import { type AdminCategory, catalogApi } from '../../../../api/adminCatalog.ts';
import { errorMessage } from '../../../../api/http.ts';
import { Field, inputClass } from '../../../../components/ui/Field.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { categoryOptions, FormModal } from '../formParts.tsx';

export function CategoryForm({
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
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
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

/** ISO ↔ the value of a datetime-local input, in Korean time. */
