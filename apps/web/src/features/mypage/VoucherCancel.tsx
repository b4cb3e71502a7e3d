import { VOUCHER_CANCEL_DAILY_LIMIT } from '@bizgift/domain/codes';
import { formatWon } from '@bizgift/domain/money';
import { errorMessage } from '../../api/http.ts';
import { type Delivery, useCancelVoucher } from '../../api/orders.ts';
import { Button } from '../../components/ui/Button.tsx';
import type { useDialog } from '../../components/ui/Dialog.tsx';
import { recipientText } from './format.ts';
import { inTestWallet } from './messages.ts';

/** The rule stated wherever a voucher can be cancelled (the supplier treats bulk cancels as abuse). */
export const CANCEL_RULE = `미사용 쿠폰은 잘못 보냈거나 필요 없어진 경우에 한해 하루 ${VOUCHER_CANCEL_DAILY_LIMIT}건까지, 한 건씩 취소할 수 있습니다. 취소한 쿠폰은 바로 사용할 수 없게 되고 결제 금액은 충전금으로 돌아옵니다.`;

/**
 * The cancel action: a confirmation naming the goods, the recipient, the amount and the daily
 * limit, then one request; the outcome (or the API's Korean reason, e.g. 409 used/expired) in a dialog.
 */
export function useVoucherCancel(dialog: ReturnType<typeof useDialog>) {
  const cancel = useCancelVoucher();
  const run = async (d: Delivery) => {
    if (cancel.isPending) return;
    const ok = await dialog.confirm({
      title: '쿠폰 취소',
      message: inTestWallet(
        `'${d.goods.name}' 쿠폰(${recipientText(d)})을 취소하고 ${formatWon(d.amount)}을 충전금으로 돌려받으시겠습니까?\n\n${CANCEL_RULE}`,
        d.test,
      ),
      confirmLabel: '쿠폰 취소',
      cancelLabel: '닫기',
      tone: 'danger',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(d);
      await dialog.alert({
        title: '취소 완료',
        message: inTestWallet(
          `쿠폰이 취소되었습니다. ${formatWon(d.amount)}이 충전금으로 반환되었습니다.`,
          d.test,
        ),
      });
    } catch (error) {
      await dialog.alert({
        title: '쿠폰 취소 실패',
        message: errorMessage(error, '쿠폰 취소에 실패했습니다. 잠시 후 다시 시도해주세요.'),
      });
    }
  };
  return { run, pendingId: cancel.isPending ? cancel.variables?.id : undefined };
}

export function CancelVoucherButton({
  d,
  busy,
  onCancel,
  size = 'sm',
}: {
  d: Delivery;
  busy: boolean;
  onCancel: (d: Delivery) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <Button
      size={size}
      busy={busy}
      onClick={(e) => {
        e.stopPropagation();
        onCancel(d);
      }}
    >
      {busy ? '취소 중...' : '쿠폰 취소'}
    </Button>
  );
}
