import { forwardRef } from 'react';
import { inputClass } from '../ui/Field.tsx';

/** The 6-digit code box: numeric keypad on phones, and the code an SMS or app offers autofilled. */
export const CodeInput = forwardRef<
  HTMLInputElement,
  { id: string; value: string; onChange: (value: string) => void; invalid?: boolean; describedBy?: string }
>(function CodeInput({ id, value, onChange, invalid, describedBy }, ref) {
  return (
    <input
      ref={ref}
      id={id}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      placeholder="6자리 숫자"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/[^\d ]/g, ''))}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      className={`${inputClass('lg')} text-center font-mono text-lg tracking-[0.3em] placeholder:font-sans placeholder:text-[15px] placeholder:tracking-normal`}
    />
  );
});
