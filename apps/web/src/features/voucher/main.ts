import { groupCoupon } from '@bizgift/domain/coupon';
import { daysUntilExpiry, expiryDateText } from '@bizgift/domain/expiry';
import type { VoucherDto } from '@bizgift/domain/vouchers';
import { drawBarcode } from '../../lib/barcode.ts';
import { saveBlob } from '../../lib/download.ts';
import { VOUCHER_BARCODE_HEIGHT, voucherPng } from './barcode.ts';
import { el } from './dom.ts';
import './voucher.css';

/**
 * The recipient's voucher page (/v/{token}): its own small entry, so a phone opening the link from
 * a text message loads neither React nor the shop (docs/performance.md has its size and score).
 */
const root = document.getElementById('voucher')!;
const token = decodeURIComponent(location.pathname.replace(/^\/v\//, '').replace(/\/$/, ''));

const show = (...nodes: Node[]) => root.replaceChildren(...nodes);
const note = (text: string) => el('p', { class: 'note' }, text);

async function load(): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/vouchers/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    show(note('네트워크 연결을 확인한 뒤 다시 열어주세요.'));
    return;
  }
  const body = (await res.json().catch(() => null)) as { data?: VoucherDto; message?: string } | null;
  if (!res.ok || !body?.data) {
    show(
      note(
        res.status === 429
          ? '요청이 너무 많습니다. 잠시 후 다시 열어주세요.'
          : (body?.message ?? '상품권을 불러오지 못했습니다. 잠시 후 다시 열어주세요.'),
      ),
    );
    return;
  }
  render(body.data);
}

function render(v: VoucherDto): void {
  document.title = `${v.brand} ${v.goods_name} - 비즈기프트 모바일 상품권`;
  const usable = v.state === 'unused';
  const expiry = v.expires_at ? expiryDateText(new Date(v.expires_at)) : null;
  const left = v.expires_at && usable ? daysUntilExpiry(new Date(v.expires_at), new Date()) : null;

  const gift = el(
    'section',
    { class: 'card' },
    el('p', { class: 'from' }, el('b', {}, v.sender_name), ' 님이 보낸 선물입니다'),
    v.title && el('p', { class: 'title' }, v.title),
    v.message && el('p', { class: 'message' }, v.message),
  );

  const code = v.coupon_no ? barcodeBlock(v.coupon_no, usable ? null : v.state_display) : null;
  const goods = el(
    'section',
    { class: 'card goods' },
    el('img', { src: v.image, alt: v.goods_name, width: '160', height: '160', fetchpriority: 'high' }),
    el('p', { class: 'brand' }, v.brand),
    el('h1', { class: 'name' }, v.goods_name),
    code ?? note(v.state === 'pending' ? '상품권을 준비하고 있습니다. 잠시 후 다시 열어주세요.' : ''),
    el(
      'dl',
      {},
      el('dt', {}, '상태'),
      el('dd', { class: `state-${v.state}` }, v.state_display),
      expiry && el('dt', {}, '유효기간'),
      expiry &&
        el('dd', {}, `${expiry}까지${left !== null ? (left > 0 ? ` (D-${left})` : ' (오늘까지)') : ''}`),
    ),
    usable && v.coupon_no ? saveButton(v, expiry ?? '') : null,
  );

  const guide = el(
    'section',
    { class: 'card' },
    el('h2', {}, '사용 방법'),
    el(
      'p',
      { class: 'guide' },
      v.usage_guide ||
        '매장에서 결제 전에 바코드 또는 쿠폰번호를 보여주세요. 1회 사용하면 다시 쓸 수 없습니다.',
    ),
  );
  const precautions = v.precautions
    ? el('section', { class: 'card' }, el('h2', {}, '유의사항'), el('p', { class: 'guide' }, v.precautions))
    : null;
  show(gift, goods, guide, ...(precautions ? [precautions] : []));
  root.after(el('footer', {}, '비즈기프트 · 기업 모바일 상품권'));
}

function barcodeBlock(couponNo: string, stamp: string | null): HTMLElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `바코드 ${couponNo}`);
  try {
    drawBarcode(svg, couponNo, VOUCHER_BARCODE_HEIGHT);
    // Scale to the card: JsBarcode sets a fixed pixel size; the viewBox keeps the bars crisp.
    const size = (name: string) => Number.parseFloat(svg.getAttribute(name) ?? '0');
    svg.setAttribute('viewBox', `0 0 ${size('width')} ${size('height')}`);
    svg.setAttribute('preserveAspectRatio', 'none');
    svg.removeAttribute('width');
    svg.removeAttribute('height');
  } catch {
    return el('div', { class: 'code' }, note('바코드를 표시할 수 없습니다. 쿠폰번호를 보여주세요.'));
  }
  return el(
    'div',
    { class: stamp ? 'code dim' : 'code' },
    svg,
    el('p', { class: 'coupon' }, groupCoupon(couponNo)),
    stamp && el('div', { class: 'stamp' }, el('span', {}, stamp)),
  );
}

function saveButton(v: VoucherDto, expiry: string): DocumentFragment {
  const button = el('button', { class: 'save', type: 'button' }, '바코드 이미지 저장');
  const hint = el('p', { class: 'hint' }, '저장한 이미지로도 매장에서 사용할 수 있습니다.');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const blob = await voucherPng({
        brand: v.brand,
        goodsName: v.goods_name,
        couponNo: v.coupon_no!,
        expiry,
      });
      saveBlob(blob, `bizgift-${v.coupon_no}.png`);
      hint.textContent = '이미지를 저장했습니다. 사진첩 또는 다운로드 폴더를 확인해주세요.';
    } catch {
      hint.textContent = '이미지를 만들지 못했습니다. 화면을 캡처해서 사용해주세요.';
    } finally {
      button.disabled = false;
    }
  });
  const fragment = document.createDocumentFragment();
  fragment.append(button, hint);
  return fragment;
}

void load();
