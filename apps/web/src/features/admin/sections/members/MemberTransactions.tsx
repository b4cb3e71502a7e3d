import { TRANSACTION_TYPE } from '@bizgift/domain/codes';
import { formatWon, parseWon } from '@bizgift/domain/money';
import { useState } from 'react';
import { useAdminPage, type WalletTx } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Card } from '../../../../components/ui/Card.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { Pagination } from '../../../../components/ui/Pagination.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/** A member's balance history for staff, ten rows a page. */
export function MemberTransactions({ memberId }: { memberId: number }) {
  const [page, setPage] = useState(1);
  const query = useAdminPage<WalletTx>(`/api/admin/members/${memberId}/transactions`, {
    page,
    page_size: 10,
  });
  const columns: Column<WalletTx>[] = [
    {
      key: 'at',
      header: '일시',
      cell: (t) => <span className="whitespace-nowrap">{formatDateTime(t.created_at)}</span>,
    },
    {
      key: 'type',
      header: '구분',
      cell: (t) => (
        <Badge
          tone={
            t.transaction_type === TRANSACTION_TYPE.USE ||
            t.transaction_type === TRANSACTION_TYPE.ADMIN_SUBTRACT
              ? 'gray'
              : 'blue'
          }
        >
          {t.transaction_type_display}
        </Badge>
      ),
    },
    {
      key: 'amount',
      header: '금액',
      numeric: true,
      cell: (t) => {
        const n = parseWon(t.amount);
        return (
          <span className={n < 0 ? 'text-red-600' : 'text-brand-700'}>
            {n > 0 ? '+' : n < 0 ? '−' : ''}
            {formatWon(Math.abs(n))}
          </span>
        );
      },
    },
    { key: 'after', header: '잔액', numeric: true, cell: (t) => formatWon(t.balance_after) },
    {
      key: 'memo',
      header: '내용',
      cell: (t) => (
        <span className="text-[13px] text-gray-600">
          {t.memo || (t.order_id ? `주문 #${t.order_id}` : t.recharge_id ? `충전 #${t.recharge_id}` : '-')}
          {t.staff && <span className="block text-[12px] text-gray-500">처리: {t.staff}</span>}
        </span>
      ),
    },
  ];
  return (
    <Card title="충전금 거래 내역">
      <DataTable
        caption="충전금 거래 내역"
        query={query}
        columns={columns}
        rowKey={(t) => t.id}
        empty="거래 내역이 없습니다."
      />
      {query.data && <Pagination page={page} count={query.data.count} pageSize={10} onChange={setPage} />}
    </Card>
  );
}
