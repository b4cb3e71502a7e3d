import { SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { dayLabel, EXPIRING_WINDOW, REMINDER_MESSAGES } from '@bizgift/domain/reminders';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/http.ts';
import { PAGE_SIZE } from '../../api/orders.ts';
import { type ExpiringDelivery, useExpiringDeliveries, useRemind } from '../../api/reminders.ts';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { HeadRow } from '../../components/ui/CardTable.tsx';
import { useDialog } from '../../components/ui/Dialog.tsx';
import { EmptyState } from '../../components/ui/EmptyState.tsx';
import { Select } from '../../components/ui/Field.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { QueryResult } from '../../components/ui/QueryResult.tsx';
import { useListParams } from '../../components/ui/useListParams.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { recipientText } from './format.ts';
import { ResultCount, ResultPages } from './listParts.tsx';
import { DELIVERY_TEXTS } from './messages.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import { ResendModal } from './ResendModal.tsx';

export const EXPIRING_PATH = '/mypage/expiring';

const WINDOWS = [EXPIRING_WINDOW.default, 14, EXPIRING_WINDOW.max].map((d) => ({
  value: String(d),
  label: `${d}일 이내`,
}));

const TEXTS = {
  loading: '곧 만료되는 쿠폰을 불러오는 중...',
  loadFailed: '곧 만료되는 쿠폰을 불러오지 못했습니다.',
  empty: '곧 만료되는 미사용 쿠폰이 없습니다.',
  sentToday: '오늘 알림 보냄',
} as const;

/** 곧 만료되는 미사용 쿠폰: remind the recipient now, or resend the voucher. */
export function ExpiringPage() {
  const navigate = useNavigate();
  const { page, values, update, setPage } = useListParams(['days'] as const, { days: /^(7|14|30)$/ });
  const days = Number(values.days || EXPIRING_WINDOW.default);
  const query = useExpiringDeliveries(page, days);
  const remind = useRemind();
  const dialog = useDialog();
  const [resending, setResending] = useState<ExpiringDelivery | null>(null);

  const onRemind = async (d: ExpiringDelivery) => {
    if (remind.isPending) return;
    const ok = await dialog.confirm({
      title: '만료 알림 보내기',
      message: `'${d.goods.name}' 쿠폰(${formatDate(d.gifticon.expires_at)} 만료)의 만료 알림을 ${recipientText(d)}(으)로 지금 보내시겠습니까? 알림은 쿠폰마다 하루 한 번 보낼 수 있습니다.`,
      confirmLabel: '알림 보내기',
    });
    if (!ok) return;
    try {
      await remind.mutateAsync(d.id);
      await dialog.alert({ title: '만료 알림 발송', message: REMINDER_MESSAGES.sent });
    } catch (error) {
      await dialog.alert({
        title: '만료 알림을 보내지 못했습니다',
        message: errorMessage(error, REMINDER_MESSAGES.sendFailed),
      });
    }
  };

  const open = (d: ExpiringDelivery) =>
    navigate(`/mypage/orders/${d.order_id}?delivery=${d.id}`, {
      state: { delivery: d, title: '발송 상세', backPath: EXPIRING_PATH },
    });

  const actions = (d: ExpiringDelivery) => (
    <div className="flex justify-end gap-1.5 md:justify-center">
      <Button
        size="sm"
        variant={d.can_remind ? 'primary' : 'secondary'}
        disabled={!d.can_remind}
        busy={remind.isPending && remind.variables === d.id}
        onClick={(e) => {
          e.stopPropagation();
          void onRemind(d);
        }}
      >
        {d.can_remind ? '만료 알림' : TEXTS.sentToday}
      </Button>
      <Button
        size="sm"
        onClick={(e) => {
          e.stopPropagation();
          setResending(d);
        }}
      >
        재발송
      </Button>
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-12">
      <PageHeader
        crumb={{ to: '/mypage', label: '마이페이지' }}
        title="곧 만료되는 미사용 쿠폰"
        description="받는 분이 아직 사용하지 않은 쿠폰 중 유효기간이 곧 끝나는 쿠폰입니다. 만료 알림을 보내거나 쿠폰을 다시 보낼 수 있습니다."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="곧 만료되는 쿠폰 목록">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <ResultCount count={query.data?.count ?? 0} />
            <Select
              label="만료 예정"
              value={String(days)}
              onChange={(v) => update({ days: v === String(EXPIRING_WINDOW.default) ? '' : v })}
              options={WINDOWS}
            />
          </div>
          <QueryResult
            query={query}
            loading={TEXTS.loading}
            failed={TEXTS.loadFailed}
            isEmpty={(data) => data.count === 0}
            empty={
              <EmptyState
                message={TEXTS.empty}
                description={`유효기간이 ${days}일 안에 끝나는 미사용 쿠폰이 없습니다.`}
              />
            }
          >
            {(data) => (
              <ResultPages
                count={data.count}
                busy={query.isFetching}
                page={page}
                pageSize={PAGE_SIZE}
                onPage={setPage}
                showCount={false}
              >
                <table className="hidden w-full table-fixed border-collapse text-sm md:table">
                  <caption className="sr-only">곧 만료되는 쿠폰 (행을 누르면 상세가 열립니다)</caption>
                  <thead className="border-y border-gray-900 bg-gray-50 text-gray-700">
                    <HeadRow
                      columns={[
                        { label: '만료일', className: 'w-24 py-3 font-semibold' },
                        { label: '상품명', className: 'py-3 text-left font-semibold' },
                        { label: '받는 분', className: 'w-40 py-3 font-semibold' },
                        { label: '마지막 알림', className: 'w-28 py-3 font-semibold' },
                        { label: '관리', className: 'w-44 py-3 font-semibold' },
                      ]}
                    />
                  </thead>
                  <tbody>
                    {data.results.map((d) => (
                      <tr
                        key={d.id}
                        onClick={() => open(d)}
                        className="cursor-pointer border-b border-gray-200 hover:bg-gray-50"
                      >
                        <td className="py-3.5 text-center tabular-nums">
                          <ExpiryBadge daysLeft={d.days_left} />
                          <span className="mt-1 block text-xs text-gray-500">
                            {formatDate(d.gifticon.expires_at)}
                          </span>
                        </td>
                        <td className="py-3.5 pr-3">
                          <span className="block text-xs text-gray-500">{d.goods.brand}</span>
                          <span className="block truncate font-medium text-gray-900">{d.goods.name}</span>
                        </td>
                        <td className="truncate px-2 py-3.5 text-center text-gray-800 tabular-nums">
                          {recipientText(d)}
                          <span className="block text-xs text-gray-500">
                            {SEND_TYPE_DISPLAY[d.send_type]}
                          </span>
                        </td>
                        <td className="py-3.5 text-center text-xs text-gray-600 tabular-nums">
                          {d.reminded_at ? formatDateTime(d.reminded_at) : '-'}
                        </td>
                        <td className="py-3.5">{actions(d)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>

                <ul className="flex flex-col gap-3 md:hidden">
                  {data.results.map((d) => (
                    <li key={d.id} className="rounded-2xl border border-gray-200 bg-white shadow-xs">
                      <button type="button" onClick={() => open(d)} className="block w-full p-4 text-left">
                        <div className="flex items-center justify-between gap-2 text-[13px] text-gray-500">
                          <span className="tabular-nums">{formatDate(d.gifticon.expires_at)} 만료</span>
                          <ExpiryBadge daysLeft={d.days_left} />
                        </div>
                        <p className="mt-2 text-xs text-gray-500">{d.goods.brand}</p>
                        <p className="truncate font-semibold text-gray-900">{d.goods.name}</p>
                        <p className="mt-1 text-sm text-gray-600 tabular-nums">
                          {recipientText(d)} · {SEND_TYPE_DISPLAY[d.send_type]}
                        </p>
                        {d.reminded_at && (
                          <p className="mt-1 text-xs text-gray-500 tabular-nums">
                            마지막 알림 {formatDateTime(d.reminded_at)}
                          </p>
                        )}
                      </button>
                      <div className="border-t border-gray-100 px-4 py-2.5">{actions(d)}</div>
                    </li>
                  ))}
                </ul>
              </ResultPages>
            )}
          </QueryResult>
        </section>
        <ReminderSettings />
      </div>
      {resending && (
        <ResendModal
          delivery={resending}
          open
          onClose={() => setResending(null)}
          onDone={() => void dialog.alert({ title: '재발송 완료', message: DELIVERY_TEXTS.resent })}
        />
      )}
      {dialog.element}
    </div>
  );
}

function ExpiryBadge({ daysLeft }: { daysLeft: number }) {
  return (
    <Badge tone={daysLeft <= 1 ? 'red' : daysLeft <= 3 ? 'orange' : 'amber'}>{dayLabel(daysLeft)}</Badge>
  );
}
