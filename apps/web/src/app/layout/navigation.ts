/** The five-group menu of SPEC §2 Layout, shared by the header, the mobile menu and the footer. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavGroup {
  id: string;
  label: string;
  links: NavLinkItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    id: 'products',
    label: '상품검색',
    links: [
      { label: '전체상품', to: '/products' },
      { label: '카테고리별', to: '/products/category' },
      { label: '브랜드별', to: '/products/brand' },
    ],
  },
  { id: 'guide', label: '이용안내', links: [{ label: '서비스 이용안내', to: '/guide/service' }] },
  {
    id: 'charge',
    label: '충전',
    links: [
      { label: '충전하기', to: '/charge' },
      { label: '이용내역', to: '/mypage/charge-history' },
      { label: '잔액 환급', to: '/mypage/balance-refund' },
    ],
  },
  {
    id: 'mypage',
    label: '마이페이지',
    links: [
      { label: '내 정보', to: '/mypage/profile' },
      { label: '주문/취소 조회', to: '/mypage/orders' },
      { label: '발송/환불 조회', to: '/mypage/delivery-refund' },
      { label: '곧 만료되는 쿠폰', to: '/mypage/expiring' },
      { label: '주소록', to: '/mypage/contacts' },
      { label: '메시지 템플릿', to: '/mypage/templates' },
      { label: '회사 관리', to: '/mypage/company' },
      { label: '승인 대기', to: '/mypage/approvals' },
    ],
  },
  {
    id: 'support',
    label: '고객센터',
    links: [
      { label: '1:1 문의', to: '/customer-center/inquiry' },
      { label: '공지사항', to: '/customer-center/notices' },
    ],
  },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { label: '개인정보처리방침', to: '/privacy' },
  { label: '이용약관', to: '/terms' },
  { label: '상품', to: '/products' },
  { label: '이용안내', to: '/guide/service' },
  { label: '장바구니', to: '/cart' },
  { label: '1:1 문의', to: '/customer-center/inquiry' },
  { label: '공지사항', to: '/customer-center/notices' },
];

export const TAGLINE = '기업 전용 모바일 상품권, 충전금으로 간편하게 대량 발송';
