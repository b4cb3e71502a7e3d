import { useId } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '../../api/cart.ts';
import { DEFAULT_VALID_PERIOD, goodsPrices } from '../../api/catalog.ts';
import { ImageWithFallback } from '../../components/ImageWithFallback.tsx';
import { Price } from '../../components/Price.tsx';

export interface CartItemsProps {
  items: readonly CartItem[];
  selected: ReadonlySet<number>;
  deleting: boolean;
  onToggle: (id: number) => void;
  onOrder: (id: number) => void;
  onDelete: (id: number) => void;
}

/** The cart rows: a table on large screens, cards on small ones (both rendered, one shown by CSS). */
export function CartItems({ items, selected, ...rowProps }: CartItemsProps) {
  return (
    <>
      {/* Large screens: a table */}
      <table className="mt-2 hidden w-full text-left lg:table">
        <caption className="sr-only">장바구니 상품 목록</caption>
        <thead className="border-b border-gray-200 text-[13px] text-gray-500">
          <tr>
            <th scope="col" className="w-12 py-3 font-medium">
              <span className="sr-only">선택</span>
            </th>
            <th scope="col" className="py-3 font-medium">
              상품 정보
            </th>
            <th scope="col" className="w-40 py-3 text-right font-medium">
              판매가
            </th>
            <th scope="col" className="w-52 py-3 text-center font-medium">
              <span className="sr-only">주문 및 삭제</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <CartRow key={item.id} item={item} checked={selected.has(item.id)} {...rowProps} />
          ))}
        </tbody>
      </table>

      {/* Small screens: cards */}
      <ul className="mt-2 divide-y divide-gray-100 lg:hidden">
        {items.map((item) => (
          <CartCard key={item.id} item={item} checked={selected.has(item.id)} {...rowProps} />
        ))}
      </ul>
    </>
  );
}

interface RowProps extends Omit<CartItemsProps, 'items' | 'selected'> {
  item: CartItem;
  checked: boolean;
}

function Prices({ item, align = 'end' }: { item: CartItem; align?: 'start' | 'end' }) {
  const { price, regularPrice } = goodsPrices(item.goods);
  return <Price price={price} regularPrice={regularPrice} size="sm" align={align} />;
}

function GoodsInfo({ item, labelId }: { item: CartItem; labelId: string }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-[13px] text-gray-500">[{item.goods.brand}]</p>
      <Link
        id={labelId}
        to={`/products/${item.goods.id}`}
        className="mt-0.5 line-clamp-2 font-medium text-gray-900 hover:underline"
      >
        {item.goods.name}
      </Link>
      <p className="mt-1 text-xs text-gray-500">
        유효기간 {item.goods.valid_period || DEFAULT_VALID_PERIOD}일
        {item.goods.is_corporate_only && (
          <span className="ml-1.5 rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-700">
            기업전용
          </span>
        )}
      </p>
    </div>
  );
}

function RowCheckbox({
  item,
  checked,
  deleting,
  onToggle,
  labelId,
  className,
}: RowProps & {
  labelId: string;
  className: string;
}) {
  return (
    <input
      type="checkbox"
      checked={checked}
      onChange={() => onToggle(item.id)}
      disabled={deleting}
      aria-labelledby={labelId}
      className={className}
    />
  );
}

function RowButtons({ item, deleting, onOrder, onDelete }: RowProps) {
  return (
    <>
      <button
        type="button"
        onClick={() => onOrder(item.id)}
        disabled={deleting}
        aria-label={`${item.goods.name} 주문하기`}
        className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
      >
        주문하기
      </button>
      <button
        type="button"
        onClick={() => onDelete(item.id)}
        disabled={deleting}
        aria-label={`${item.goods.name} 삭제`}
        className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
      >
        {deleting ? '삭제 중...' : '삭제'}
      </button>
    </>
  );
}

const thumbnail = 'size-20 shrink-0 rounded-xl border border-gray-100 object-cover';

function CartRow(props: RowProps) {
  const labelId = useId();
  return (
    <tr className="border-b border-gray-100">
      <td className="py-4 align-middle">
        <RowCheckbox {...props} labelId={labelId} className="size-5 accent-brand-600" />
      </td>
      <td className="py-4">
        <div className="flex items-center gap-4">
          <ImageWithFallback src={props.item.goods.image} alt="" className={thumbnail} />
          <GoodsInfo item={props.item} labelId={labelId} />
        </div>
      </td>
      <td className="py-4 text-right">
        <Prices item={props.item} />
      </td>
      <td className="py-4">
        <div className="flex justify-center gap-2">
          <RowButtons {...props} />
        </div>
      </td>
    </tr>
  );
}

function CartCard(props: RowProps) {
  const labelId = useId();
  return (
    <li className="py-4">
      <div className="flex gap-3">
        <RowCheckbox {...props} labelId={labelId} className="mt-1 size-5 shrink-0 accent-brand-600" />
        <ImageWithFallback src={props.item.goods.image} alt="" className={thumbnail} />
        <div className="min-w-0 flex-1">
          <GoodsInfo item={props.item} labelId={labelId} />
          <div className="mt-2">
            <Prices item={props.item} align="start" />
          </div>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 pl-8">
        <RowButtons {...props} />
      </div>
    </li>
  );
}
