import { type ButtonHTMLAttributes, forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

/** Small form pieces shared by the sign-up, find-account and profile screens. */

export function Field(props: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={props.htmlFor} className="text-sm font-semibold text-gray-800">
        {props.label}
        {props.required && (
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {props.children}
      {props.error ? (
        <p role="alert" className="text-[13px] text-red-600">
          {props.error}
        </p>
      ) : props.hint ? (
        <p className="text-[13px] text-gray-500">{props.hint}</p>
      ) : null}
    </div>
  );
}

export const TextInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }
>(function TextInput({ invalid, className = '', ...rest }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-[15px] text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 disabled:bg-gray-100 disabled:text-gray-600 read-only:bg-gray-50 ${invalid ? 'border-red-500' : 'border-gray-300'} ${className}`}
      {...rest}
    />
  );
});

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';
const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  secondary: 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  ghost: 'text-gray-600 hover:bg-gray-100',
};

export function Button({
  variant = 'primary',
  className = '',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return (
    <button
      type="button"
      className={`inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-4 text-[15px] font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...rest}
    />
  );
}

export function Notice({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-700',
    success: 'border-green-200 bg-green-50 text-green-700',
    info: 'border-brand-100 bg-brand-50 text-brand-800',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm leading-relaxed ${styles}`}
    >
      {children}
    </div>
  );
}

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
            className={`-mb-px flex-1 border-b-2 px-3 py-3 text-[15px] font-semibold transition sm:flex-none sm:px-6 ${selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-gray-500 hover:text-gray-800'}`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** Digit-only input: strips everything else as the visitor types. */
export const DigitsInput = forwardRef<
  HTMLInputElement,
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
    value: string;
    onValue: (v: string) => void;
    invalid?: boolean;
  }
>(function DigitsInput({ value, onValue, maxLength, ...rest }, ref) {
  return (
    <TextInput
      ref={ref}
      inputMode="numeric"
      autoComplete="off"
      maxLength={maxLength}
      value={value}
      onChange={(e) => onValue(e.target.value.replace(/\D/g, '').slice(0, maxLength ?? undefined))}
      {...rest}
    />
  );
});

export function Spinner({ label = '불러오는 중...' }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-gray-500">
      <span
        className="size-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand-600"
        aria-hidden="true"
      />
      {label}
    </div>
  );
}

/** A check mark drawn as SVG (symbol glyphs are not in every Korean font). */
export function CheckIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="none" aria-hidden="true" className={className}>
      <path
        d="M4.5 10.5l3.5 3.5 7.5-8"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
