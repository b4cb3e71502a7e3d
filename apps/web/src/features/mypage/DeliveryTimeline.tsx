import { DELIVERY_STATUS, RECEIVED_CHANNEL_DISPLAY, SEND_TYPE, VOUCHER_STATUS } from '@bizgift/domain/codes';
import type { DeliveryDto } from '@bizgift/domain/orders';
import { formatDateTime } from '../../lib/format.ts';

type StepState = 'done' | 'failed' | 'waiting';

interface Step {
  label: string;
  state: StepState;
  /** a time when done; otherwise a short word on what is awaited or what went wrong */
  detail: string;
  /** when it happened, for the time order */
  at?: string | null;
}

/** 11.24 14:05: the year is on the page already. */
const shortTime = (iso: string) => formatDateTime(iso).slice(5);

/**
 * What the buyer can prove per recipient: 발송 → 수신 (the carrier's report) → 열람 (the voucher
 * page opened) → 사용. E-mail has no carrier report, so its line skips 수신. The steps that happened
 * read in the order they happened (a page opened before the carrier's late report
 * reads 열람 → 수신), then those still awaited.
 */
export function deliverySteps(d: DeliveryDto): Step[] {
  const { PENDING, SENT, SEND_FAILED, ADMIN_FAILED } = DELIVERY_STATUS;
  const sent = d.sent_at !== null && d.status !== PENDING && d.status !== SENT && d.status !== ADMIN_FAILED;
  const notSent = !sent && (d.status === SEND_FAILED || d.status === ADMIN_FAILED);
  const steps: Step[] = [
    {
      label: '발송',
      state: sent ? 'done' : notSent ? 'failed' : 'waiting',
      at: sent ? d.sent_at : null,
      detail: sent
        ? shortTime(d.sent_at!)
        : notSent
          ? d.status === ADMIN_FAILED
            ? '발급 실패'
            : '실패'
          : '대기',
    },
  ];
  if (d.send_type !== SEND_TYPE.EMAIL) {
    // A sent message that ended in 3 failed at the carrier (its final report).
    const carrierFailed = sent && d.status === SEND_FAILED;
    steps.push({
      label: '수신',
      state: d.received_at ? 'done' : carrierFailed ? 'failed' : 'waiting',
      at: d.received_at,
      detail: d.received_at
        ? `${shortTime(d.received_at)}${d.received_channel ? ` · ${RECEIVED_CHANNEL_DISPLAY[d.received_channel]}` : ''}`
        : carrierFailed
          ? '실패'
          : sent
            ? '확인 중'
            : '-',
    });
  }
  steps.push({
    label: '열람',
    state: d.opened_at ? 'done' : 'waiting',
    at: d.opened_at,
    detail: d.opened_at ? shortTime(d.opened_at) : '-',
  });
  const voucher = d.gifticon;
  steps.push(
    voucher.status === VOUCHER_STATUS.USED
      ? {
          label: '사용',
          state: 'done',
          detail: voucher.used_at ? shortTime(voucher.used_at) : '사용완료',
          at: voucher.used_at,
        }
      : voucher.status === VOUCHER_STATUS.EXPIRED || voucher.status === VOUCHER_STATUS.CANCELLED
        ? { label: '사용', state: 'failed', detail: voucher.status_display ?? '-' }
        : {
            label: '사용',
            state: 'waiting',
            detail: voucher.status === VOUCHER_STATUS.UNUSED ? '미사용' : '-',
          },
  );
  // Stable: untimed steps keep their place after the timed ones.
  const when = (s: Step) => (s.at ? Date.parse(s.at) : Number.POSITIVE_INFINITY);
  return steps
    .map((s, i) => ({ s, i }))
    .sort((a, b) => when(a.s) - when(b.s) || a.i - b.i)
    .map(({ s }) => s);
}

const DOT: Record<StepState, string> = {
  done: 'bg-brand-600 border-brand-600',
  failed: 'bg-red-600 border-red-600',
  waiting: 'bg-white border-gray-300',
};
const TEXT: Record<StepState, string> = {
  done: 'text-gray-900',
  failed: 'text-red-700',
  waiting: 'text-gray-500',
};

/** One line inside a list row (phrasing content only: the row is a button). */
export function DeliveryTimelineLine({ delivery }: { delivery: DeliveryDto }) {
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-1 text-xs tabular-nums">
      {deliverySteps(delivery).map((s, i) => (
        <span key={s.label} className="whitespace-nowrap">
          {i > 0 && <span className="mr-1 text-gray-300">→</span>}
          <span className={`font-semibold ${TEXT[s.state]}`}>{s.label}</span>{' '}
          <span className={s.state === 'failed' ? 'text-red-700' : 'text-gray-500'}>{s.detail}</span>
        </span>
      ))}
    </span>
  );
}

export function DeliveryTimeline({ delivery }: { delivery: DeliveryDto }) {
  const steps = deliverySteps(delivery);
  return (
    <div>
      <ol
        aria-label="발송 진행 상황"
        className={`grid gap-1 ${steps.length === 4 ? 'grid-cols-4' : 'grid-cols-3'}`}
      >
        {steps.map((s, i) => (
          <li key={s.label} className="relative min-w-0 text-center">
            {i > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-[5px] right-1/2 h-0.5 w-full ${s.state === 'waiting' ? 'bg-gray-200' : s.state === 'failed' ? 'bg-red-300' : 'bg-brand-300'}`}
              />
            )}
            <span className={`relative mx-auto block size-3 rounded-full border-2 ${DOT[s.state]}`} />
            <span className={`mt-1 block text-xs font-semibold ${TEXT[s.state]}`}>{s.label}</span>
            <span
              className={`block truncate text-xs tabular-nums ${s.state === 'failed' ? 'text-red-700' : 'text-gray-500'}`}
            >
              {s.detail}
            </span>
          </li>
        ))}
      </ol>
      {delivery.failure_reason && (
        <p className="mt-3 text-sm text-red-700">실패 사유: {delivery.failure_reason}</p>
      )}
    </div>
  );
}
