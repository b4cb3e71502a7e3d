import { isVoucherCancellable } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { useState } from 'react';
import {
  type AdminDelivery,
  api,
  type SupplierStatus,
  useAdminGet,
  useAdminMutation,
} from '../../../../api/admin.ts';
import { VoucherStatusBadge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { useToast } from '../../../../components/ui/Toast.tsx';
import { formatDateTime } from '../../../../lib/format.ts';

/** The voucher column of the staff delivery list: its state and, once used, when. */
export function VoucherCell({ d }: { d: AdminDelivery }) {
  return (
    <span className="whitespace-nowrap">
      <VoucherStatusBadge gifticon={d.gifticon} />
      {d.gifticon.used_at && (
        <span className="block text-[12px] text-gray-500 tabular-nums">
          {formatDateTime(d.gifticon.used_at)}
        </span>
      )}
    </span>
  );
}

/**
 * Staff actions on an unused voucher: 사용 처리 (the built-in sandbox issuer only, to show and test
 * the lifecycle without a supplier) and 쿠폰 취소 on the member's behalf (refund; audited).
 */
export function useVoucherActions() {
  const supplier = useAdminGet<SupplierStatus>('/api/admin/supplier');
  const sandbox = supplier.data?.issuer === 'builtin';
  const [using, setUsing] = useState<AdminDelivery | null>(null);
  const [cancelling, setCancelling] = useState<AdminDelivery | null>(null);
  const markUsed = useAdminMutation(api.markVoucherUsed);
  const cancel = useAdminMutation(api.cancelVoucher);
  const toast = useToast();

  const buttons = (d: AdminDelivery) =>
    isVoucherCancellable(d) && (
      <>
        {sandbox && (
          <Button size="sm" onClick={() => setUsing(d)}>
            사용 처리
          </Button>
        )}
        <Button size="sm" onClick={() => setCancelling(d)}>
          쿠폰 취소
        </Button>
      </>
    );

  const dialogs = (
    <>
      <ConfirmDialog
        open={!!using}
        title="사용 처리 (샌드박스)"
        confirmLabel="사용 처리"
        onClose={() => setUsing(null)}
        onConfirm={async () => {
          if (!using) return;
          await markUsed.mutateAsync(using.id);
          toast('사용 처리되었습니다.');
        }}
      >
        {using && (
          <p>
            발송 #{using.id} ({using.goods.name}) 쿠폰을 매장에서 사용한 것으로 표시합니다. 기본
            발급기(샌드박스)에서만 할 수 있으며, 회원 화면에 사용완료로 보입니다.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={!!cancelling}
        title="회원 대신 쿠폰 취소"
        confirmLabel="쿠폰 취소"
        tone="danger"
        onClose={() => setCancelling(null)}
        onConfirm={async () => {
          if (!cancelling) return;
          await cancel.mutateAsync(cancelling.id);
          toast('쿠폰이 취소되었습니다. 결제 금액이 회원 충전금으로 반환되었습니다.');
        }}
      >
        {cancelling && (
          <p>
            발송 #{cancelling.id} ({cancelling.goods.name}) 미사용 쿠폰을 공급사에서 취소하고{' '}
            <strong className="text-gray-900">{formatWon(cancelling.amount)}</strong>을 회원 충전금으로
            돌려줍니다. 취소한 쿠폰은 다시 쓸 수 없으며, 처리 내용은 감사 기록에 남습니다.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
  return { buttons, dialogs };
}
