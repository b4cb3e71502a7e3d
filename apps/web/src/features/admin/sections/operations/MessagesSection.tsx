import { SEND_TYPE, SEND_TYPE_DISPLAY } from '@bizgift/domain/codes';
import { useState } from 'react';
import { api, type OutboxMessage, useAdminMutation, useAdminPage } from '../../../../api/admin.ts';
import { Badge } from '../../../../components/ui/Badge.tsx';
import { Button } from '../../../../components/ui/Button.tsx';
import { type Column, DataTable } from '../../../../components/ui/DataTable.tsx';
import { ConfirmDialog } from '../../../../components/ui/Dialog.tsx';
import { Select } from '../../../../components/ui/Field.tsx';
import { PageHeader } from '../../../../components/ui/PageHeader.tsx';
import { SearchForm, Toolbar } from '../../../../components/ui/SearchPanel.tsx';
import { useListParams } from '../../../../components/ui/useListParams.ts';
import { formatDateTime, formatPhone } from '../../../../lib/format.ts';

const PAGE_SIZE = 20;

/** DESIGN §1 outbox: every SMS and e-mail the shop sent (or failed to send). */

/** The outbox's channel as the send type whose name it shows. */
const CHANNEL_SEND_TYPE: Record<OutboxMessage['channel'], number> = {
  sms: SEND_TYPE.SMS,
  email: SEND_TYPE.EMAIL,
  kakao: SEND_TYPE.KAKAO,
};
export function MessagesSection() {
  const { page, values, update } = useListParams(['recipient', 'channel', 'status'] as const);
  const query = useAdminPage<OutboxMessage>('/api/admin/messages', {
    page,
    page_size: PAGE_SIZE,
    recipient: values.recipient || undefined,
    channel: values.channel || undefined,
    status: values.status || undefined,
  });
  // Messages revealed on this screen (coupon numbers and voucher links in full), by id.
  const [revealed, setRevealed] = useState<Record<number, OutboxMessage>>({});
  const [revealing, setRevealing] = useState<OutboxMessage | null>(null);
  const reveal = useAdminMutation(api.revealMessage);
  const columns: Column<OutboxMessage>[] = [
    {
      key: 'at',
      header: '발신일시',
      cell: (m) => <span className="whitespace-nowrap">{formatDateTime(m.created_at)}</span>,
    },
    {
      key: 'channel',
      header: '채널',
      cell: (m) => <Badge tone="blue">{SEND_TYPE_DISPLAY[CHANNEL_SEND_TYPE[m.channel]]}</Badge>,
    },
    {
      key: 'to',
      header: '받는 분',
      // An address may be long: it wraps anywhere (a phone number stays on one line).
      cell: (m) =>
        m.channel === 'email' ? (
          <span className="block max-w-52 [overflow-wrap:anywhere]">{m.recipient}</span>
        ) : (
          <span className="whitespace-nowrap tabular-nums">{formatPhone(m.recipient)}</span>
        ),
    },
    {
      key: 'body',
      header: '내용',
      className: 'w-[45%]',
      cell: (listed) => {
        const m = revealed[listed.id] ?? listed;
        // overflow-wrap: anywhere (break-words does not narrow a table column): a voucher or
        // invitation link without spaces wraps here instead of pushing 상태 out of the console.
        return (
          <details className="group max-w-xl [overflow-wrap:anywhere]">
            <summary className="cursor-pointer list-none text-[13px] text-gray-700 [&::-webkit-details-marker]:hidden">
              {m.subject && <span className="block font-semibold text-gray-900">{m.subject}</span>}
              <span className="line-clamp-2 group-open:hidden">{m.body}</span>
              <span className="mt-0.5 block text-[12px] text-brand-700 group-open:hidden">전체 보기</span>
            </summary>
            <pre className="mt-1 whitespace-pre-wrap rounded-lg bg-gray-50 p-3 font-sans text-[13px] text-gray-800">
              {m.body}
            </pre>
            {m.masked && (
              <p className="mt-1.5 flex flex-wrap items-center gap-2 text-[12px] text-gray-500">
                쿠폰번호와 쿠폰·초대·비밀번호 링크는 가려져 있습니다.
                <Button size="sm" variant="secondary" onClick={() => setRevealing(m)}>
                  원문 보기
                </Button>
              </p>
            )}
          </details>
        );
      },
    },
    {
      key: 'status',
      header: '상태',
      cell: (m) => (
        <span>
          <Badge tone={m.status === 'sent' ? 'green' : 'red'}>
            {m.status === 'sent' ? '발신 완료' : '발신 실패'}
          </Badge>
          {m.error && <span className="mt-0.5 block max-w-48 text-[12px] text-red-600">{m.error}</span>}
          {m.delivery_id && (
            <span className="mt-0.5 block text-[12px] text-gray-500">발송 #{m.delivery_id}</span>
          )}
        </span>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        console
        documentTitle="발신함 - 관리자"
        title="발신함"
        description="쇼핑몰이 보낸 모든 문자와 이메일입니다. 받는 분이 못 받았다고 할 때 여기서 확인하세요."
      />
      <Toolbar>
        <SearchForm
          value={values.recipient}
          onSearch={(recipient) => update({ recipient })}
          placeholder="받는 분 휴대폰 번호 또는 이메일"
          label="받는 분 검색"
        />
        <Select
          label="채널"
          value={values.channel}
          onChange={(v) => update({ channel: v })}
          options={[
            { value: '', label: '전체' },
            { value: 'sms', label: SEND_TYPE_DISPLAY[SEND_TYPE.SMS] },
            { value: 'email', label: SEND_TYPE_DISPLAY[SEND_TYPE.EMAIL] },
            { value: 'kakao', label: SEND_TYPE_DISPLAY[SEND_TYPE.KAKAO] },
          ]}
        />
        <Select
          label="상태"
          value={values.status}
          onChange={(v) => update({ status: v })}
          options={[
            { value: '', label: '전체' },
            { value: 'sent', label: '발신 완료' },
            { value: 'failed', label: '발신 실패' },
          ]}
        />
      </Toolbar>
      <DataTable
        caption="발신 메시지 목록"
        query={query}
        columns={columns}
        rowKey={(m) => m.id}
        empty="조건에 맞는 메시지가 없습니다."
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(p) => update({ page: p })}
      />
      <ConfirmDialog
        open={!!revealing}
        title="메시지 원문 보기"
        confirmLabel="원문 보기"
        tone="primary"
        onClose={() => setRevealing(null)}
        onConfirm={async () => {
          if (!revealing) return;
          const full = await reveal.mutateAsync(revealing.id);
          setRevealed((all) => ({ ...all, [full.id]: full }));
        }}
      >
        사용할 수 있는 쿠폰번호와 쿠폰·초대·비밀번호 링크가 그대로 보입니다. 열람한 운영자와 시각이 감사
        로그에 남습니다.
      </ConfirmDialog>
    </>
  );
}
