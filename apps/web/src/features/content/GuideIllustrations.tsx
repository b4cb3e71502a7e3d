/** Inline illustrations of the five service-guide steps (no image files, crisp at any size). */

const B = 'var(--color-brand-600, #2952e3)';
const BL = 'var(--color-brand-50, #f0f4ff)';
const BM = 'var(--color-brand-200, #c3d1ff)';
const G = '#9ca3af';
const GL = '#f3f4f6';

const svgProps = {
  viewBox: '0 0 200 140',
  role: 'img' as const,
  className: 'h-auto w-full',
  fill: 'none',
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
};

/** 1. Order a product: a voucher card with a coffee cup and a cart. */
export function OrderIllustration() {
  return (
    <svg {...svgProps} aria-label="상품권을 골라 주문하는 그림">
      <rect x="0" y="0" width="200" height="140" rx="16" fill={BL} />
      <rect x="30" y="28" width="96" height="64" rx="10" fill="#fff" stroke={B} strokeWidth="3" />
      <path d="M30 50h96" stroke={BM} strokeWidth="3" />
      <path d="M58 60h26v14a10 10 0 0 1-10 10h-6a10 10 0 0 1-10-10z" fill={BM} stroke={B} strokeWidth="2.5" />
      <path d="M84 64h4a5 5 0 0 1 0 10h-4" stroke={B} strokeWidth="2.5" />
      <circle cx="112" cy="39" r="4" fill={B} />
      <path d="M120 96h10l8 22h36l8-18h-48" stroke={B} strokeWidth="3" />
      <circle cx="144" cy="126" r="4" fill={B} />
      <circle cx="168" cy="126" r="4" fill={B} />
      <path d="M148 92l6 6 12-12" stroke="#16a34a" strokeWidth="3" />
    </svg>
  );
}

/** 2. Write the message title and body: a phone with a message bubble. */
export function MessageIllustration() {
  return (
    <svg {...svgProps} aria-label="메시지 제목과 내용을 작성하는 그림">
      <rect x="0" y="0" width="200" height="140" rx="16" fill={BL} />
      <rect x="64" y="14" width="72" height="116" rx="12" fill="#fff" stroke={B} strokeWidth="3" />
      <path d="M90 22h20" stroke={G} strokeWidth="3" />
      <rect x="74" y="34" width="52" height="10" rx="3" fill={BM} />
      <rect x="74" y="52" width="52" height="40" rx="8" fill={GL} />
      <path d="M82 62h36M82 71h36M82 80h22" stroke={G} strokeWidth="2.5" />
      <path d="M140 40l22-10-6 24-8-6-8 8z" fill={B} />
      <path d="M22 96h30M22 106h22" stroke={BM} strokeWidth="4" />
      <path d="M152 104l16-16 6 6-16 16h-6z" fill="#fff" stroke={B} strokeWidth="2.5" />
    </svg>
  );
}

/** 3. Enter recipients (many at once): a contact list with a spreadsheet. */
export function RecipientsIllustration() {
  return (
    <svg {...svgProps} aria-label="수신자 번호를 입력하는 그림">
      <rect x="0" y="0" width="200" height="140" rx="16" fill={BL} />
      <rect x="24" y="22" width="100" height="96" rx="10" fill="#fff" stroke={B} strokeWidth="3" />
      {[40, 64, 88].map((y) => (
        <g key={y}>
          <circle cx="42" cy={y + 6} r="7" fill={BM} />
          <path d={`M56 ${y + 3}h52M56 ${y + 10}h34`} stroke={G} strokeWidth="2.5" />
        </g>
      ))}
      <rect x="120" y="58" width="58" height="64" rx="8" fill="#fff" stroke="#16a34a" strokeWidth="3" />
      <path d="M120 78h58M120 98h58M140 58v64M159 58v64" stroke="#86efac" strokeWidth="2" />
      <circle cx="160" cy="34" r="14" fill={B} />
      <path d="M160 27v14M153 34h14" stroke="#fff" strokeWidth="3" />
    </svg>
  );
}

/** 4. Pay from the prepaid balance: a wallet with a won coin. */
export function PayIllustration() {
  return (
    <svg {...svgProps} aria-label="충전금으로 결제하는 그림">
      <rect x="0" y="0" width="200" height="140" rx="16" fill={BL} />
      <rect x="36" y="40" width="112" height="74" rx="12" fill="#fff" stroke={B} strokeWidth="3" />
      <path d="M36 58h112" stroke={BM} strokeWidth="3" />
      <rect x="112" y="70" width="44" height="26" rx="8" fill={BM} stroke={B} strokeWidth="3" />
      <circle cx="126" cy="83" r="4" fill={B} />
      <circle cx="150" cy="36" r="20" fill="#fde68a" stroke="#d97706" strokeWidth="3" />
      <path d="M140 28l4 16 6-12 6 12 4-16M139 35h22" stroke="#b45309" strokeWidth="2.5" />
      <path d="M54 80h36M54 92h24" stroke={G} strokeWidth="3" />
    </svg>
  );
}

/** 5. Sent: a paper plane reaching a phone, with a resend arrow for failures. */
export function SentIllustration() {
  return (
    <svg {...svgProps} aria-label="발송이 완료되고 실패 시 재발송하는 그림">
      <rect x="0" y="0" width="200" height="140" rx="16" fill={BL} />
      <path d="M20 76l70-30-22 62-12-22z" fill="#fff" stroke={B} strokeWidth="3" />
      <path d="M56 86l34-40" stroke={B} strokeWidth="2.5" />
      <path d="M96 60c14-10 30-12 44-6" stroke={BM} strokeWidth="3" strokeDasharray="4 6" />
      <rect x="140" y="40" width="42" height="74" rx="8" fill="#fff" stroke={B} strokeWidth="3" />
      <circle cx="161" cy="70" r="12" fill="#dcfce7" />
      <path d="M155 70l4 4 8-8" stroke="#16a34a" strokeWidth="3" />
      <path d="M152 96h18" stroke={G} strokeWidth="2.5" />
      <path d="M40 116a16 16 0 1 0 4-14" stroke="#ea580c" strokeWidth="3" />
      <path d="M42 96l2 7 7-2" stroke="#ea580c" strokeWidth="3" />
    </svg>
  );
}
