import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';

/**
 * The look of text boxes, selects and text areas: `lg` for the account and wallet forms, `md` (no
 * fixed height, so it suits a text area too) for lists, dialogs and the console.
 */
export function inputClass(size: 'md' | 'lg' = 'md'): string {
  const sizing = size === 'lg' ? 'h-11 text-[15px]' : 'py-2 text-sm';
  return `${sizing} w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-gray-900 outline-none transition placeholder:text-gray-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-red-500 disabled:bg-gray-100 disabled:text-gray-600 read-only:bg-gray-50`;
}

export const labelClass = 'mb-1 block text-[13px] font-medium text-gray-600';

/** A labelled control with its error (announced) or hint underneath. */
export function Field({
  label,
  htmlFor,
  required,
  error,
  hint,
  className = '',
  children,
}: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={htmlFor} className="text-sm font-semibold text-gray-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-500" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {error ? (
        <p role="alert" className="text-[13px] text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p className="text-[13px] text-gray-500">{hint}</p>
      ) : null}
    </div>
  );
}

export const TextInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean; inputSize?: 'md' | 'lg' }
>(function TextInput({ invalid, inputSize = 'lg', className = '', ...rest }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={`${inputClass(inputSize)} ${className}`}
      {...rest}
    />
  );
});

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

/** A select with its label beside it (list toolbars). */
export function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-[13px] font-medium text-gray-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass()} w-auto pr-8`}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
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
