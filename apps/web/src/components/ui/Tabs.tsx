/**
 * Tabs with arrow-key movement (WAI-ARIA tabs); the panels carry id `panel-<id>`. A label never wraps
 * (회사 관리 has five tabs at 390 px: each takes its width, the rest is shared).
 */
export function Tabs<T extends string>(props: {
  tabs: { id: T; label: string }[];
  active: T;
  onChange: (id: T) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={props.label} className="flex border-b border-gray-200">
      {props.tabs.map((tab) => {
        const selected = tab.id === props.active;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`panel-${tab.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab.id)}
            onKeyDown={(e) => {
              if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
              const i = props.tabs.findIndex((t) => t.id === props.active);
              const next =
                props.tabs[(i + (e.key === 'ArrowRight' ? 1 : props.tabs.length - 1)) % props.tabs.length]!;
              props.onChange(next.id);
              document.getElementById(`tab-${next.id}`)?.focus();
            }}
            className={`-mb-px flex-1 whitespace-nowrap border-b-2 px-2 py-3 text-[15px] font-semibold transition sm:flex-none sm:px-6 ${selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-500 hover:text-gray-800'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
