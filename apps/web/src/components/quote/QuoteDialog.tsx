import {
  QUOTE,
  type QuoteItem,
  quoteSheet,
  quoteSheetFileName,
  supplierFromFooter,
} from '@bizgift/domain/documents';
import { parseWon } from '@bizgift/domain/money';
import { DEFAULT_FOOTER } from '@bizgift/domain/support-messages';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState } from 'react';
import { footerQuery } from '../../api/content.ts';
import { downloadQuotePdf, useSeal } from '../../api/quotes.ts';
import { saveUrl } from '../../lib/download.ts';
import { nodePng } from '../../lib/imageExport.ts';
import { useSession } from '../../lib/useSession.ts';
import { Button } from '../ui/Button.tsx';
import { DigitsInput } from '../ui/Field.tsx';
import { Modal } from '../ui/Modal.tsx';
import { QUOTE_SHEET_WIDTH, QuoteSheetView, ScaledPreview } from './QuoteSheet.tsx';

/** What a quote needs of a goods (a catalogue goods or a cart item's goods). */
export interface QuoteGoods {
  id: number;
  brand: string;
  name: string;
  /** integer-like won string */
  price: string;
  valid_period: number | null;
}

export const QUOTE_MESSAGES = {
  pngFailed: '견적서 이미지를 만들지 못했습니다. 다시 시도해주세요.',
  pdfFailed: '견적서 PDF를 받지 못했습니다. 다시 시도해주세요.',
  quantityHint: `1인당 1~${QUOTE.maxQuantity}개`,
  recipientsHint: `1~${QUOTE.maxRecipients.toLocaleString('ko-KR')}명`,
} as const;

interface Line {
  quantity: string;
  recipients: string;
}

const clamp = (value: string, max: number) => Math.min(max, Math.max(1, Number(value) || 1));

/**
 * The quote (SPEC §2 Quote sheet): quantity per recipient and recipient count per goods,
 * the member's company as the buyer, the supplier block from the footer settings with the seal, a
 * PNG drawn here (fonts embedded) and a PDF from the server with the same figures.
 */
export function QuoteDialog({
  goods,
  open,
  onClose,
}: {
  goods: QuoteGoods[];
  open: boolean;
  onClose: () => void;
}) {
  if (!open || goods.length === 0) return null;
  return <QuoteDialogBody goods={goods} onClose={onClose} />;
}

function QuoteDialogBody({ goods, onClose }: { goods: QuoteGoods[]; onClose: () => void }) {
  const sheetRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const [lines, setLines] = useState<Line[]>(() => goods.map(() => ({ quantity: '1', recipients: '1' })));
  const [busy, setBusy] = useState<'png' | 'pdf' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const issued = useMemo(() => new Date(), []);
  const { user } = useSession();
  const footer = useQuery(footerQuery());
  const seal = useSeal();

  const items: QuoteItem[] = goods.map((g, i) => ({
    brand: g.brand,
    name: g.name,
    unitPrice: parseWon(g.price),
    quantity: clamp(lines[i]?.quantity ?? '1', QUOTE.maxQuantity),
    recipients: clamp(lines[i]?.recipients ?? '1', QUOTE.maxRecipients),
    validPeriod: g.valid_period || 30,
  }));
  const supplier = supplierFromFooter({ ...DEFAULT_FOOTER, ...footer.data });
  const company = user?.role === 'staff' ? null : (user?.company?.name ?? null);
  const sheet = quoteSheet({ issued, company, supplier, items });
  // The supplier block and the seal come from the server: wait for them before saving a document.
  const ready = !footer.isPending && !seal.isPending;

  const set = (i: number, patch: Partial<Line>) =>
    setLines((prev) => prev.map((l, j) => (j === i ? { ...l, ...patch } : l)));

  const savePng = async () => {
    if (!sheetRef.current) return;
    setBusy('png');
    setError(null);
    try {
      const dataUrl = await nodePng(sheetRef.current, { pixelRatio: 2, width: QUOTE_SHEET_WIDTH });
      saveUrl(dataUrl, quoteSheetFileName(items, issued, 'png'));
    } catch {
      setError(QUOTE_MESSAGES.pngFailed);
    } finally {
      setBusy(null);
    }
  };
  const savePdf = async () => {
    setBusy('pdf');
    setError(null);
    try {
      await downloadQuotePdf(
        goods.map((g, i) => ({
          goods_id: g.id,
          quantity: items[i]!.quantity,
          recipients: items[i]!.recipients,
        })),
        quoteSheetFileName(items, issued, 'pdf'),
      );
    } catch {
      setError(QUOTE_MESSAGES.pdfFailed);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open
      size="xl"
      title={QUOTE.title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>닫기</Button>
          <Button onClick={savePdf} busy={busy === 'pdf'} disabled={!ready || busy !== null}>
            PDF 다운로드
          </Button>
          <Button
            variant="primary"
            onClick={savePng}
            busy={busy === 'png'}
            disabled={!ready || busy !== null}
          >
            이미지(PNG) 다운로드
          </Button>
        </>
      }
    >
      <fieldset className="mt-2">
        <legend className="text-[13px] font-semibold text-gray-700">수량과 수신자 수</legend>
        <ul className="mt-2 divide-y divide-gray-100 rounded-lg border border-gray-200">
          {goods.map((g, i) => (
            <li
              key={g.id}
              className="grid grid-cols-2 items-end gap-2 px-3 py-2.5 sm:grid-cols-[1fr_7rem_8rem] sm:gap-3"
            >
              <p className="col-span-2 min-w-0 text-[13.5px] text-gray-800 sm:col-span-1 sm:self-center">
                <span className="text-gray-500">[{g.brand}]</span>{' '}
                <span className="break-words">{g.name}</span>
              </p>
              <label className="block text-[12px] text-gray-500" htmlFor={`${baseId}-q${i}`}>
                수량 <span className="text-gray-500">({QUOTE_MESSAGES.quantityHint})</span>
                <DigitsInput
                  id={`${baseId}-q${i}`}
                  value={lines[i]!.quantity}
                  maxLength={3}
                  onValue={(v) => set(i, { quantity: v })}
                  onBlur={() => set(i, { quantity: String(items[i]!.quantity) })}
                  className="mt-1 text-right tabular-nums"
                  aria-label={`${g.name} 수량`}
                />
              </label>
              <label className="block text-[12px] text-gray-500" htmlFor={`${baseId}-r${i}`}>
                수신자 수 <span className="text-gray-500">({QUOTE_MESSAGES.recipientsHint})</span>
                <DigitsInput
                  id={`${baseId}-r${i}`}
                  value={lines[i]!.recipients}
                  maxLength={5}
                  onValue={(v) => set(i, { recipients: v })}
                  onBlur={() => set(i, { recipients: String(items[i]!.recipients) })}
                  className="mt-1 text-right tabular-nums"
                  aria-label={`${g.name} 수신자 수`}
                />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-[13px] text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4">
        <ScaledPreview width={QUOTE_SHEET_WIDTH}>
          <QuoteSheetView ref={sheetRef} sheet={sheet} seal={seal.data?.image ?? null} />
        </ScaledPreview>
      </div>
    </Modal>
  );
}
