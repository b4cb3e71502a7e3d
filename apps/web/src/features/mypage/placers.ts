import type { Actor } from '@bizgift/domain/company';
import { useMembers } from '../../api/company.ts';
import { useCompany } from '../../lib/useCompany.ts';

/** Who placed an order or a delivery's order, as the lists show it. */
export const placerName = (row: { placed_by: Actor }) => row.placed_by.fullname || row.placed_by.username;

/**
 * The 주문자 filter of the orders and the deliveries lists: the company's members for those who may
 * list them (owner, manager), else the people who placed the rows on screen (a viewer), the chosen
 * one always included.
 */
export function usePlacerOptions(
  enabled: boolean,
  rows: { placed_by: Actor }[] | undefined,
  chosen: string | undefined,
) {
  const { can } = useCompany();
  const members = useMembers(enabled && can('activity'));
  const seen = new Map<string, string>();
  for (const m of members.data ?? []) seen.set(String(m.id), `${m.fullname || m.username} (${m.username})`);
  for (const row of rows ?? []) {
    const key = String(row.placed_by.id);
    if (!seen.has(key)) seen.set(key, `${placerName(row)} (${row.placed_by.username})`);
  }
  if (chosen && !seen.has(chosen)) seen.set(chosen, `구성원 ${chosen}`);
  return [...seen].map(([value, label]) => ({ value, label }));
}
