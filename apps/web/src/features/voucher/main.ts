import { groupCoupon } from '@bizgift/domain/coupon';
import { daysUntilExpiry, expiryDateText } from '@bizgift/domain/expiry';
import { DEFAULT_USAGE_GUIDE, voucherStateDetail } from '@bizgift/domain/voucher-page';
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
  if (res.status === 404) {
    // The answer says what to do and gives the 고객센터 number: shown as a card, not a bare line.
    show(
      el(
        'section',
        { class: 'card' },
        el('h1', { class: 'name' }, '링크를 확인해주세요'),
        el('p', { class: 'guide' }, body?.message ?? '상품권을 찾을 수 없습니다.'),
      ),
    );
    return;
  }
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
  // Every state said in words: what happened and what the recipient can do.
  const state = el(
    'div',
    { class: `state state-${v.state}`, role: 'status' },
    el('p', { class: 'state-word' }, v.state_display),
    el('p', { class: 'state-detail' }, voucherStateDetail(v)),
  );
  const goods = el(
    'section',
    { class: 'card goods' },
    el('img', { src: v.image, alt: v.goods_name, width: '160', height: '160', fetchpriority: 'high' }),
    el('p', { class: 'brand' }, v.brand),
    el('h1', { class: 'name' }, v.goods_name),
    code,
    state,
    expiry &&
      (usable || v.state === 'expired') &&
      el(
        'dl',
        {},
        el('dt', {}, '유효기간'),
        el('dd', {}, `${expiry}까지${left !== null ? (left > 0 ? ` (D-${left})` : ' (오늘까지)') : ''}`),
      ),
    usable && v.coupon_no ? saveButton(v, expiry ?? '') : null,
  );

  const guide = el(
    'section',
    { class: 'card' },
    el('h2', {}, '사용 방법'),
    el('p', { class: 'guide' }, v.usage_guide || DEFAULT_USAGE_GUIDE[v.kind]),
  );
  const stores = el(
    'section',
    { class: 'card' },
    el('h2', {}, '사용처'),
    v.store_info && el('p', { class: 'guide' }, v.store_info),
    el(
      'a',
      {
        class: 'link',
        href: `https://map.naver.com/p/search/${encodeURIComponent(v.brand)}`,
        target: '_blank',
        rel: 'noopener noreferrer',
      },
      `가까운 ${v.brand} 매장 찾기 (네이버 지도)`,
    ),
  );
  const precautions = v.precautions
    ? el('section', { class: 'card' }, el('h2', {}, '유의사항'), el('p', { class: 'guide' }, v.precautions))
    : null;
  const help = el(
    'section',
    { class: 'card' },
    el('h2', {}, '도움이 필요하신가요?'),
    el(
      'dl',
      { class: 'help' },
      el('dt', {}, '보내신 분'),
      el('dd', {}, v.sender_name),
      el('dt', {}, '비즈기프트 고객센터'),
      el(
        'dd',
        {},
        el('a', { class: 'link', href: `tel:${v.help_phone.replace(/[^\d+]/g, '')}` }, v.help_phone),
      ),
    ),
    el(
      'p',
      { class: 'hint left' },
      '선물 내용은 보내신 분께, 바코드가 읽히지 않거나 사용이 안 되면 고객센터로 문의해주세요. (평일 09:00-18:00)',
    ),
  );
  // How and where to use it only while it can be used (or is about to be).
  const howTo = usable || v.state === 'pending' ? [guide, stores, ...(precautions ? [precautions] : [])] : [];
  show(gift, goods, ...howTo, help);
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
