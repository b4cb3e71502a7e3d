import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './LoadingState.tsx';

export type ButtonVariant = 'primary' | 'outline' | 'secondary' | 'danger' | 'ghost' | 'dark';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
  outline:
    'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:border-brand-300 disabled:text-brand-300',
  secondary: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:text-gray-400',
  danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-300',
  ghost: 'text-gray-600 hover:bg-gray-100 disabled:text-gray-300',
  dark: 'bg-gray-900 text-white hover:bg-gray-700 disabled:bg-gray-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-[13px]',
  md: 'h-10 px-4 text-sm',
  lg: 'h-11 px-5 text-[15px]',
  /** A page's one main action (pay, order). */
  xl: 'h-14 px-5 text-base',
};

/** The button look, for links and labels that act as buttons too. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  return `inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${SIZES[size]} ${VARIANTS[variant]}`;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks a second click while the action runs. */
  busy?: boolean;
}) {
  return (
    <button
      type={type}
      disabled={busy || rest.disabled}
      className={`${buttonClass(variant, size)} ${className}`}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
