import type { ContactTag } from '../api/contacts.ts';

/** 전체 plus one toggle per tag with its count; the pressed one filters the list. */
export function TagChips({
  tags,
  selected,
  onSelect,
}: {
  tags: ContactTag[];
  selected: string | undefined;
  onSelect: (tag: string | undefined) => void;
}) {
  if (tags.length === 0) return null;
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-[13px] font-medium transition-colors ${
      active
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'
    }`;
  return (
    <fieldset className="mb-4 flex flex-wrap gap-1.5">
      <legend className="sr-only">태그로 보기</legend>
      <button
        type="button"
        aria-pressed={!selected}
        className={chip(!selected)}
        onClick={() => onSelect(undefined)}
      >
        전체
      </button>
      {tags.map((t) => (
        <button
          key={t.tag}
          type="button"
          aria-pressed={selected === t.tag}
          className={chip(selected === t.tag)}
          onClick={() => onSelect(selected === t.tag ? undefined : t.tag)}
        >
          {t.tag} <span className="tabular-nums opacity-80">{t.count}</span>
        </button>
      ))}
    </fieldset>
  );
}
