import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type CartItem, useRemoveCartItems } from '../../api/cart.ts';
import { errorMessage } from '../../api/http.ts';
import { CART_PAGE_MESSAGES } from './messages.ts';
import { checkoutPath } from './totals.ts';

export type CartNotice = { tone: 'info' | 'error'; text: string };
/** Rows waiting for the delete confirmation; `single` picks the one-row wording. */
export type PendingDelete = { ids: number[]; single: boolean };

/** The selected ids still in the cart (a row may be deleted here, ordered, or removed in another tab). */
export function liveSelection(selected: ReadonlySet<number>, items: readonly { id: number }[]): number[] {
  const present = new Set(items.map((i) => i.id));
  return [...selected].filter((id) => present.has(id));
}

/** `selected` with `id` flipped, dropping ids no longer in the cart. */
export function toggleId(
  selected: ReadonlySet<number>,
  id: number,
  items: readonly { id: number }[],
): Set<number> {
  const next = new Set(liveSelection(selected, items));
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/**
 * The cart's selection, its one-line notice and the delete confirmation (SPEC §5 Cart and product):
 * ordering or deleting nothing selected says so instead of acting.
 */
export function useCartSelection(items: readonly CartItem[]) {
  const remove = useRemoveCartItems();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [notice, setNotice] = useState<CartNotice | null>(null);

  const selection = liveSelection(selected, items);
  const allSelected = items.length > 0 && selection.length === items.length;

  const toggle = (id: number) => {
    setNotice(null);
    setSelected((prev) => toggleId(prev, id, items));
  };
  const toggleAll = () => {
    setNotice(null);
    setSelected(allSelected ? new Set() : new Set(items.map((i) => i.id)));
  };
  const askDeleteSelected = () => {
    if (selection.length === 0) {
      setNotice({ tone: 'error', text: CART_PAGE_MESSAGES.selectToDelete });
      return;
    }
    setPending({ ids: selection, single: false });
  };
  const confirmDelete = () => {
    if (!pending) return;
    const { ids } = pending;
    setPending(null);
    remove.mutate(ids, {
      onSuccess: () => {
        setSelected((prev) => new Set([...prev].filter((x) => !ids.includes(x))));
        setNotice({ tone: 'info', text: CART_PAGE_MESSAGES.deleted(ids.length) });
      },
      onError: (error) =>
        setNotice({ tone: 'error', text: errorMessage(error, CART_PAGE_MESSAGES.deleteFailed) }),
    });
  };
  const order = (ids: number[], emptyMessage: string) => {
    if (ids.length === 0) {
      setNotice({ tone: 'error', text: emptyMessage });
      return;
    }
    navigate(checkoutPath(ids));
  };

  return {
    selected,
    selection,
    allSelected,
    notice,
    pending,
    deleting: remove.isPending,
    toggle,
    toggleAll,
    askDeleteSelected,
    askDeleteOne: (id: number) => setPending({ ids: [id], single: true }),
    cancelDelete: () => setPending(null),
    confirmDelete,
    orderSelected: () => order(selection, CART_PAGE_MESSAGES.selectToOrder),
    orderAll: () =>
      order(
        items.map((i) => i.id),
        CART_PAGE_MESSAGES.empty,
      ),
    orderOne: (id: number) => navigate(checkoutPath([id])),
  };
}
