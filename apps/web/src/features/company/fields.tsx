import type { CompanyRole } from '@bizgift/domain/company';
import { Field, inputClass, TextInput } from '../../components/ui/Field.tsx';
import { ROLE_HINTS, ROLE_OPTIONS } from './labels.ts';

/** The role select of the invite and member dialogs, with what the chosen role may do. */
export function RoleSelect({
  id,
  value,
  onChange,
  error,
  autoFocus,
}: {
  id: string;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
  error?: string;
  /** the first field of its dialog: focus starts here */
  autoFocus?: boolean;
}) {
  return (
    <Field label="역할" htmlFor={id} required error={error} hint={ROLE_HINTS[value]}>
      <select
        id={id}
        data-autofocus={autoFocus || undefined}
        value={value}
        onChange={(e) => onChange(e.target.value as CompanyRole)}
        className={`${inputClass('lg')} pr-8`}
      >
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A won amount typed as digits ('' = no limit), shown with thousands separators. */
export function LimitInput({
  id,
  value,
  onChange,
  error,
  hint,
  label = '월 한도 (원)',
  placeholder = '한도 없음',
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  hint?: string;
  label?: string;
  placeholder?: string;
}) {
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <TextInput
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value === '' ? '' : Number(value).toLocaleString('ko-KR')}
        placeholder={placeholder}
        invalid={!!error}
        onChange={(e) =>
          onChange(
            e.target.value
              .replace(/\D/g, '')
              .replace(/^0+(?=\d)/, '')
              .slice(0, 12),
          )
        }
        className="text-right tabular-nums"
      />
    </Field>
  );
}
