import { formatNumber } from '@bizgift/domain/money';
import { MESSAGE_LIMITS } from '@bizgift/domain/recipients';
import { type ReactNode, useId } from 'react';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Won } from '../../components/Price.tsx';
import type { CheckoutItem } from './order.ts';

const TITLE = '모바일 쿠폰 발송';

export function Shell({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 md:px-6 md:py-12">
      <h1 className="mb-6 text-2xl font-bold text-gray-900 md:mb-8 md:text-3xl">{TITLE}</h1>
      {children}
    </section>
  );
}

export function Section({ step, title, children }: { step: string; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 flex items-baseline gap-2 text-lg font-bold text-gray-900">
        <span className="text-brand-600 tabular-nums">{step}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function FieldLabel({
  htmlFor,
  counter,
  over,
  children,
}: {
  htmlFor: string;
  counter: string;
  over: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-gray-800">
        {children}
      </label>
      <span className={`text-xs tabular-nums ${over ? 'font-semibold text-red-600' : 'text-gray-500'}`}>
        {counter}
      </span>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-red-600">
      {message}
    </p>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-gray-600">{label}</dt>
      <dd className="text-gray-900">{children}</dd>
    </div>
  );
}

export function QuantityInput({
  value,
  quantity,
  onChange,
  onBlur,
}: {
  value: string;
  quantity: number;
  onChange: (v: string) => void;
  onBlur: () => void;
}) {
  const btn =
    'flex size-9 items-center justify-center text-lg text-gray-600 hover:bg-gray-50 disabled:text-gray-300';
  return (
    <div className="inline-flex items-center rounded-lg border border-gray-300 bg-white">
      <button
        type="button"
        aria-label="수량 줄이기"
        disabled={quantity <= 1}
        onClick={() => onChange(String(quantity - 1))}
        className={btn}
      >
        −
      </button>
      <input
        aria-label="수량"
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        className="h-9 w-12 border-x border-gray-300 text-center tabular-nums focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="button"
        aria-label="수량 늘리기"
        disabled={quantity >= MESSAGE_LIMITS.maxQuantity}
        onClick={() => onChange(String(quantity + 1))}
        className={btn}
      >
        +
      </button>
    </div>
  );
}

export function ProductRows({
  items,
  quantityText,
  quantity,
  onQuantityText,
  onQuantityBlur,
}: {
  items: CheckoutItem[];
  quantityText: string;
  quantity: number;
  onQuantityText: (v: string) => void;
  onQuantityBlur: () => void;
}) {
  return (
    <ul className="divide-y divide-gray-100">
      {items.map((item, index) => (
        <li
          key={item.goodsId}
          className="flex flex-wrap items-center gap-x-4 gap-y-3 py-3 first:pt-0 last:pb-0"
        >
          <ImageWithFallback
            src={item.image}
            alt=""
            className="size-16 shrink-0 rounded-xl border border-gray-100 object-cover sm:size-20"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-[13px] text-gray-500">[{item.brand}]</p>
            <p className="line-clamp-2 font-medium text-gray-900">{item.name}</p>
            <p className="mt-0.5 text-xs text-gray-500">유효기간 {item.validPeriod}일</p>
          </div>
          <div className="flex w-full items-center justify-between gap-4 sm:w-auto sm:justify-end">
            <div className="text-right">
              {item.regularPrice > item.price && (
                <p className="text-xs text-gray-500 line-through tabular-nums">
                  {formatNumber(item.regularPrice)}원
                </p>
              )}
              <Won value={item.price} className="font-bold text-gray-900" />
            </div>
            <div className="w-32 text-right">
              {index === 0 ? (
                <QuantityInput
                  value={quantityText}
                  quantity={quantity}
                  onChange={onQuantityText}
                  onBlur={onQuantityBlur}
                />
              ) : (
                <span className="inline-block rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-600">
                  동일 수량 ({quantity}개)
                </span>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
