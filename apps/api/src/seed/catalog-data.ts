/** The demo catalogue: real Korean gift-voucher brands with realistic prices (won). */

export interface SeedGoods {
  /** goods name */
  n: string;
  /** sale price */
  p: number;
  /** regular price (defaults to the sale price) */
  r?: number;
  /** child category key */
  c: string;
  /** valid period in days (default by kind) */
  v?: number;
  corp?: boolean;
}

export interface SeedBrand {
  name: string;
  color: string;
  goods: SeedGoods[];
}

/** Top categories (in order) and their children: key → name. */
export const SEED_CATEGORIES: { name: string; children: [string, string][] }[] = [
  {
    name: '커피/음료',
    children: [
      ['coffee', '커피'],
      ['drink', '음료/차'],
      ['juice', '주스/스무디'],
    ],
  },
  {
    name: '베이커리/디저트',
    children: [
      ['bakery', '베이커리'],
      ['cake', '케이크'],
      ['donut', '도넛/디저트'],
    ],
  },
  {
    name: '편의점',
    children: [
      ['cvs-money', '편의점 금액권'],
      ['cvs-goods', '편의점 상품'],
    ],
  },
  {
    name: '외식/치킨/피자',
    children: [
      ['chicken', '치킨'],
      ['pizza', '피자'],
      ['burger', '버거'],
      ['restaurant', '패밀리레스토랑'],
    ],
  },
  {
    name: '아이스크림',
    children: [
      ['icecream', '아이스크림'],
      ['bingsu', '빙수'],
    ],
  },
  {
    name: '상품권/금액권',
    children: [
      ['dept', '백화점 상품권'],
      ['culture', '문화/도서 상품권'],
    ],
  },
  {
    name: '뷰티/헬스',
    children: [
      ['beauty', '뷰티'],
      ['health', '건강식품'],
    ],
  },
  {
    name: '영화/문화',
    children: [
      ['movie', '영화'],
      ['book', '도서'],
    ],
  },
];

export const SEED_BRANDS: SeedBrand[] = [
  {
    name: '스타벅스',
    color: '#00704A',
    goods: [
      { n: '카페 아메리카노 T', p: 4500, r: 4700, c: 'coffee' },
      { n: '카페 라떼 T', p: 5200, c: 'coffee' },
      { n: '자바 칩 프라푸치노 T', p: 6300, c: 'drink' },
      { n: '아이스 카페 아메리카노 T 2잔', p: 8900, r: 9400, c: 'coffee' },
      { n: '부드러운 디저트 세트', p: 11400, r: 12000, c: 'cake' },
      { n: 'e카드 3만원 교환권', p: 30000, c: 'coffee', v: 93 },
      { n: '돌체 라떼 T', p: 5900, c: 'coffee' },
    ],
  },
  {
    name: '투썸플레이스',
    color: '#C8102E',
    goods: [
      { n: '아메리카노 R', p: 4500, c: 'coffee' },
      { n: '스트로베리 초콜릿 생크림 조각', p: 6900, r: 7200, c: 'cake' },
      { n: '떠먹는 아이스박스', p: 7300, c: 'cake' },
      { n: '아메리카노 R 2잔 + 티라미수', p: 15600, r: 16700, c: 'cake' },
      { n: '스트로베리 초콜릿 생크림 홀케이크', p: 36000, r: 38000, c: 'cake', v: 60 },
    ],
  },
  {
    name: '이디야커피',
    color: '#1B2A5C',
    goods: [
      { n: '아메리카노 L', p: 3200, c: 'coffee' },
      { n: '카페라떼 L', p: 3700, c: 'coffee' },
      { n: '토피넛 라떼 L', p: 4200, r: 4500, c: 'coffee' },
      { n: '이디야 5천원 금액권', p: 5000, c: 'coffee', v: 93 },
      { n: '아이스 아메리카노 L 2잔', p: 6200, r: 6400, c: 'coffee' },
    ],
  },
  {
    name: '메가MGC커피',
    color: '#FFD400',
    goods: [
      { n: '(HOT)아메리카노', p: 1500, c: 'coffee' },
      { n: '(ICE)아메리카노', p: 2000, c: 'coffee' },
      { n: '메가리카노', p: 3000, c: 'coffee' },
      { n: '왕메가 딸기라떼', p: 4900, r: 5200, c: 'drink' },
      { n: '(ICE)바닐라라떼', p: 3400, c: 'coffee' },
    ],
  },
  {
    name: '빽다방',
    color: '#F6C700',
    goods: [
      { n: '앗!메리카노(ICED)', p: 2000, c: 'coffee' },
      { n: '원조커피(ICED)', p: 3000, c: 'coffee' },
      { n: '빽스치노', p: 4000, r: 4300, c: 'drink' },
    ],
  },
  {
    name: '할리스',
    color: '#A6192E',
    goods: [
      { n: '아메리카노 R', p: 4300, c: 'coffee' },
      { n: '바닐라 딜라이트 R', p: 5200, r: 5500, c: 'coffee' },
      { n: '할리스 1만원 금액권', p: 10000, c: 'coffee', v: 93 },
    ],
  },
  {
    name: '폴바셋',
    color: '#2B2B2B',
    goods: [
      { n: '룽고 R', p: 5100, c: 'coffee' },
      { n: '스페셜티 라떼 R', p: 6300, c: 'coffee' },
      { n: '아이스크림 라떼 R', p: 6900, r: 7200, c: 'coffee' },
    ],
  },
  {
    name: '공차',
    color: '#A4123F',
    goods: [
      { n: '블랙 밀크티 + 펄 L', p: 4900, c: 'drink' },
      { n: '타로 밀크티 + 펄 L', p: 5200, r: 5400, c: 'drink' },
      { n: '망고 요구르트 스무디 L', p: 5900, c: 'juice' },
      { n: '브라운슈가 치즈폼 밀크티 L', p: 5700, c: 'drink' },
    ],
  },
  {
    name: '쥬시',
    color: '#E6007E',
    goods: [
      { n: '딸기바나나 L', p: 3800, c: 'juice' },
      { n: '생과일 수박주스 L', p: 4500, r: 4800, c: 'juice' },
    ],
  },
  {
    name: '파리바게뜨',
    color: '#0E3A8A',
    goods: [
      { n: '그대로 카스테라', p: 6800, c: 'bakery' },
      { n: '블루베리 요거트 생크림 케이크', p: 29000, r: 31000, c: 'cake', v: 60 },
      { n: '파리바게뜨 1만원 금액권', p: 10000, c: 'bakery', v: 93 },
      { n: '파리바게뜨 3만원 금액권', p: 29400, r: 30000, c: 'bakery', v: 93 },
      { n: '딸기 듬뿍 생크림 케이크', p: 32000, r: 34000, c: 'cake', v: 60 },
    ],
  },
  {
    name: '뚜레쥬르',
    color: '#00573F',
    goods: [
      { n: '순수 우유 생크림 케이크', p: 27000, r: 28000, c: 'cake', v: 60 },
      { n: '뚜레쥬르 1만원 금액권', p: 10000, c: 'bakery', v: 93 },
      { n: '고구마 생크림 케이크', p: 25000, c: 'cake', v: 60 },
    ],
  },
  {
    name: '던킨',
    color: '#FF671F',
    goods: [
      { n: '도넛 6개 팩', p: 9600, r: 10200, c: 'donut' },
      { n: '아메리카노 M + 글레이즈드', p: 5100, c: 'donut' },
      { n: '먼치킨 15개', p: 6000, c: 'donut' },
      { n: '던킨 1만원 금액권', p: 10000, c: 'donut', v: 93 },
    ],
  },
  {
    name: '설빙',
    color: '#6D4C41',
    goods: [
      { n: '인절미 설빙', p: 9500, c: 'bingsu' },
      { n: '애플망고 치즈 설빙', p: 14900, r: 15900, c: 'bingsu' },
      { n: '생딸기 설빙', p: 13900, c: 'bingsu' },
    ],
  },
  {
    name: '배스킨라빈스',
    color: '#E4007F',
    goods: [
      { n: '싱글레귤러', p: 3900, c: 'icecream' },
      { n: '더블주니어', p: 5400, c: 'icecream' },
      { n: '파인트', p: 9800, c: 'icecream' },
      { n: '쿼터', p: 18500, r: 19500, c: 'icecream' },
      { n: '패밀리', p: 26000, c: 'icecream' },
      { n: '아이스크림 케이크 우리 함께 해피 버스데이', p: 29000, r: 31000, c: 'icecream' },
    ],
  },
  {
    name: '나뚜루',
    color: '#3E2723',
    goods: [
      { n: '나뚜루 파인트', p: 10900, r: 11900, c: 'icecream' },
      { n: '나뚜루 싱글컵', p: 4300, c: 'icecream' },
    ],
  },
  {
    name: 'GS25',
    color: '#0081C6',
    goods: [
      { n: '모바일 상품권 5천원권', p: 5000, c: 'cvs-money', v: 60 },
      { n: '모바일 상품권 1만원권', p: 9800, r: 10000, c: 'cvs-money', v: 60 },
      { n: '모바일 상품권 3만원권', p: 30000, c: 'cvs-money', v: 60 },
      { n: '모바일 상품권 2만원권', p: 20000, c: 'cvs-money', v: 60 },
      { n: '바나나맛 우유 + 빵', p: 3900, c: 'cvs-goods' },
    ],
  },
  {
    name: 'CU',
    color: '#652D90',
    goods: [
      { n: 'CU 모바일 금액권 5천원', p: 5000, c: 'cvs-money', v: 60 },
      { n: 'CU 모바일 금액권 1만원', p: 10000, c: 'cvs-money', v: 60 },
      { n: '연세우유 크림빵 + 커피', p: 4500, r: 4800, c: 'cvs-goods' },
      { n: '바나나우유 + 삼각김밥', p: 3200, c: 'cvs-goods' },
      { n: 'CU 모바일 금액권 5만원', p: 50000, c: 'cvs-money', v: 60, corp: true },
    ],
  },
  {
    name: '세븐일레븐',
    color: '#00764D',
    goods: [
      { n: '세븐일레븐 모바일 금액권 5천원', p: 5000, c: 'cvs-money', v: 60 },
      { n: '세븐일레븐 모바일 금액권 1만원', p: 10000, c: 'cvs-money', v: 60 },
      { n: '세븐카페 아메리카노 L', p: 1500, c: 'cvs-goods' },
    ],
  },
  {
    name: '이마트24',
    color: '#F2A900',
    goods: [
      { n: '이마트24 모바일 금액권 5천원', p: 5000, c: 'cvs-money', v: 60 },
      { n: '이마트24 모바일 금액권 1만원', p: 10000, c: 'cvs-money', v: 60 },
    ],
  },
  {
    name: 'BBQ',
    color: '#E31837',
    goods: [
      { n: '황금올리브치킨 + 콜라 1.25L', p: 23000, r: 24000, c: 'chicken', v: 30 },
      { n: '자메이카 통다리구이 + 콜라 1.25L', p: 26000, c: 'chicken', v: 30 },
      { n: '황금올리브 반반 + 치즈볼', p: 29500, r: 31000, c: 'chicken', v: 30 },
    ],
  },
  {
    name: '교촌치킨',
    color: '#3C2415',
    goods: [
      { n: '교촌 오리지날 + 콜라 1.25L', p: 21000, c: 'chicken', v: 30 },
      { n: '허니콤보 + 콜라 1.25L', p: 25000, r: 26000, c: 'chicken', v: 30 },
      { n: '레드콤보 + 웨지감자', p: 28500, c: 'chicken', v: 30 },
      { n: '반반콤보 + 콜라 1.25L', p: 24000, c: 'chicken', v: 30 },
    ],
  },
  {
    name: 'bhc',
    color: '#F39800',
    goods: [
      { n: '뿌링클 + 콜라 1.25L', p: 23000, r: 24500, c: 'chicken', v: 30 },
      { n: '맛초킹 + 뿌링치즈볼', p: 26500, c: 'chicken', v: 30 },
    ],
  },
  {
    name: '도미노피자',
    color: '#006491',
    goods: [
      { n: '포테이토 L + 콜라 1.25L', p: 30900, r: 32900, c: 'pizza', v: 30 },
      { n: '블랙타이거 슈림프 L', p: 36900, c: 'pizza', v: 30 },
      { n: '도미노피자 3만원 금액권', p: 30000, c: 'pizza', v: 60 },
      { n: '슈퍼디럭스 L', p: 29900, r: 31900, c: 'pizza', v: 30 },
    ],
  },
  {
    name: '피자헛',
    color: '#EE3124',
    goods: [
      { n: '메가크런치 L + 콜라 1.25L', p: 28900, r: 30900, c: 'pizza', v: 30 },
      { n: '치즈킹 L', p: 31900, c: 'pizza', v: 30 },
    ],
  },
  {
    name: '맥도날드',
    color: '#DA291C',
    goods: [
      { n: '빅맥 세트', p: 7200, c: 'burger', v: 30 },
      { n: '맥스파이시 상하이 버거 세트', p: 7400, r: 7600, c: 'burger', v: 30 },
      { n: '맥모닝 세트', p: 4700, c: 'burger', v: 30 },
      { n: '1955 버거 세트', p: 8100, c: 'burger', v: 30 },
    ],
  },
  {
    name: '버거킹',
    color: '#D62300',
    goods: [
      { n: '와퍼 세트', p: 9100, r: 9400, c: 'burger', v: 30 },
      { n: '콰트로치즈와퍼 세트', p: 9900, c: 'burger', v: 30 },
      { n: '통새우와퍼 세트', p: 9300, r: 9600, c: 'burger', v: 30 },
    ],
  },
  {
    name: '아웃백스테이크하우스',
    color: '#7B1E1E',
    goods: [
      { n: '아웃백 5만원 금액권', p: 50000, c: 'restaurant', v: 93, corp: true },
      { n: '투움바 파스타 + 부시맨 브레드', p: 29800, r: 31800, c: 'restaurant', v: 60 },
    ],
  },
  {
    name: '신세계상품권',
    color: '#1E1E1E',
    goods: [
      { n: '신세계 모바일 상품권 5만원권', p: 50000, c: 'dept', v: 93, corp: true },
      { n: '신세계 모바일 상품권 10만원권', p: 100000, c: 'dept', v: 93, corp: true },
      { n: '신세계 모바일 상품권 3만원권', p: 30000, c: 'dept', v: 93 },
    ],
  },
  {
    name: '롯데상품권',
    color: '#DA1F26',
    goods: [
      { n: '롯데 모바일 상품권 5만원권', p: 50000, c: 'dept', v: 93, corp: true },
      { n: '롯데 모바일 상품권 10만원권', p: 100000, c: 'dept', v: 93, corp: true },
    ],
  },
  {
    name: '컬쳐랜드',
    color: '#FF6F00',
    goods: [
      { n: '컬쳐랜드 문화상품권 1만원', p: 10000, c: 'culture', v: 93 },
      { n: '컬쳐랜드 문화상품권 3만원', p: 30000, c: 'culture', v: 93 },
      { n: '컬쳐랜드 문화상품권 5만원', p: 49500, r: 50000, c: 'culture', v: 93 },
    ],
  },
  {
    name: '해피머니',
    color: '#0099DA',
    goods: [
      { n: '해피머니 온라인 상품권 1만원', p: 10000, c: 'culture', v: 93 },
      { n: '해피머니 온라인 상품권 5만원', p: 50000, c: 'culture', v: 93 },
    ],
  },
  {
    name: '올리브영',
    color: '#84BD00',
    goods: [
      { n: '올리브영 기프트카드 1만원', p: 10000, c: 'beauty', v: 93 },
      { n: '올리브영 기프트카드 3만원', p: 30000, c: 'beauty', v: 93 },
      { n: '올리브영 기프트카드 5만원', p: 50000, c: 'beauty', v: 93 },
      { n: '올리브영 기프트카드 10만원', p: 100000, c: 'beauty', v: 93, corp: true },
    ],
  },
  {
    name: '정관장',
    color: '#B71C1C',
    goods: [
      { n: '홍삼정 에브리타임 10포', p: 35000, r: 38000, c: 'health', v: 60 },
      { n: '홍삼정 에브리타임 30포', p: 98000, r: 105000, c: 'health', v: 60, corp: true },
    ],
  },
  {
    name: 'CGV',
    color: '#E71A0F',
    goods: [
      { n: 'CGV 2D 일반 관람권', p: 14000, r: 15000, c: 'movie', v: 60 },
      { n: 'CGV 2인 관람권 + 콤보', p: 38000, r: 40000, c: 'movie', v: 60 },
      { n: 'CGV 콤보 (팝콘 L + 탄산 2)', p: 11000, c: 'movie', v: 60 },
    ],
  },
  {
    name: '롯데시네마',
    color: '#ED1C24',
    goods: [
      { n: '롯데시네마 2D 일반 관람권', p: 13500, r: 15000, c: 'movie', v: 60 },
      { n: '롯데시네마 스위트콤보', p: 12000, c: 'movie', v: 60 },
    ],
  },
  {
    name: '메가박스',
    color: '#351F66',
    goods: [
      { n: '메가박스 2D 일반 관람권', p: 13000, r: 15000, c: 'movie', v: 60 },
      { n: '메가박스 러브콤보', p: 10900, c: 'movie', v: 60 },
    ],
  },
  {
    name: '교보문고',
    color: '#4F2D7F',
    goods: [
      { n: '교보문고 기프트카드 1만원', p: 10000, c: 'book', v: 93 },
      { n: '교보문고 기프트카드 3만원', p: 30000, c: 'book', v: 93 },
    ],
  },
];

/**
 * Per top category: where the voucher is used, and how — `usage` for an exchange voucher, `amount`
 * for an amount voucher of that category (issue #29 §6: 사용 방법 fitting the goods).
 */
export const CATEGORY_TEXTS: Record<string, { store: string; usage: string; amount?: string }> = {
  '커피/음료': {
    store: '전국 {brand} 매장에서 사용할 수 있습니다. (공항·휴게소·일부 특수매장 제외)',
    usage:
      '1. 매장 카운터에서 주문 전에 모바일 쿠폰의 바코드를 보여주세요.\n2. 교환권에 기재된 메뉴로 교환됩니다. 사이즈 변경·옵션 추가 시 차액을 결제해 주세요.\n3. 사이렌오더·앱 주문에서는 사용이 제한될 수 있습니다.',
    amount:
      '1. 결제할 때 모바일 쿠폰의 바코드를 보여주면 금액만큼 결제됩니다.\n2. 남은 금액은 유효기간 안에 다음 결제에 사용할 수 있습니다.\n3. 사이렌오더·앱 주문에서는 사용이 제한될 수 있습니다.',
  },
  '베이커리/디저트': {
    store: '전국 {brand} 매장에서 사용할 수 있습니다. (백화점·마트 입점 매장 등 일부 제외)',
    usage:
      '1. 결제 시 바코드를 제시해 주세요.\n2. 교환권에 기재된 상품으로 교환됩니다. 케이크는 매장 재고에 따라 동일 가격대의 다른 상품으로 교환될 수 있습니다.',
    amount:
      '1. 결제 시 바코드를 제시하면 금액만큼 결제됩니다.\n2. 잔액이 남으면 유효기간 안에 나누어 사용할 수 있습니다.',
  },
  편의점: {
    store: '전국 {brand} 점포에서 사용할 수 있습니다. (일부 특수점포 제외)',
    usage:
      '1. 계산대에서 바코드를 제시해 주세요.\n2. 교환권에 기재된 상품 1개로 교환됩니다. 재고가 없으면 가까운 다른 점포를 이용해 주세요.',
    amount:
      '1. 계산대에서 바코드를 제시해 주세요.\n2. 금액권은 여러 번 나누어 쓸 수 있으며 잔액은 유효기간 내에 사용할 수 있습니다.\n3. 담배·주류·종량제봉투·상품권 구매에는 사용할 수 없습니다.',
  },
  '외식/치킨/피자': {
    store: '전국 {brand} 매장(포장·매장 식사)에서 사용할 수 있습니다. 배달 주문은 매장에 따라 다릅니다.',
    usage:
      '1. 주문 시 모바일 쿠폰 사용을 먼저 알려 주세요.\n2. 전화 주문 시 쿠폰 번호를 불러 주시면 됩니다.\n3. 메뉴 가격 인상 시 차액이 발생할 수 있습니다.',
  },
  아이스크림: {
    store: '전국 {brand} 매장에서 사용할 수 있습니다. (휴게소·테마파크 등 일부 매장 제외)',
    usage:
      '1. 주문 전에 바코드를 보여주세요.\n2. 맛 선택은 매장 재고에 따릅니다.\n3. 상위 메뉴로 변경 시 차액을 결제해 주세요.',
  },
  '상품권/금액권': {
    store: '{brand} 사용처(백화점·제휴 가맹점·온라인몰)에서 사용할 수 있습니다.',
    usage:
      '1. 매장에서는 바코드를 제시하거나 지류 상품권으로 교환해 사용할 수 있습니다.\n2. 온라인몰은 핀 번호를 등록해 사용합니다.\n3. 액면가의 60% 이상 사용 시 잔액을 현금으로 돌려받을 수 있습니다.',
  },
  '뷰티/헬스': {
    store: '전국 {brand} 매장 및 공식 온라인몰에서 사용할 수 있습니다.',
    usage:
      '1. 결제 시 바코드를 제시하거나 온라인몰에 쿠폰 번호를 등록해 주세요.\n2. 잔액은 유효기간 내에 나누어 사용할 수 있습니다.',
  },
  '영화/문화': {
    store: '전국 {brand} 지점 및 공식 앱·홈페이지에서 사용할 수 있습니다.',
    usage:
      '1. 앱·홈페이지 예매 시 결제 수단에서 쿠폰 번호를 입력해 주세요.\n2. 매표소·매점에서는 바코드를 제시해 주세요.\n3. 특별관(IMAX·4DX 등)은 차액이 발생합니다.',
  },
};

export const PRECAUTIONS =
  '· 유효기간이 지난 쿠폰은 사용할 수 없으며, 유효기간 연장은 발송일로부터 1회에 한해 고객센터로 요청할 수 있습니다.\n· 본 쿠폰은 현금으로 교환되지 않으며, 타 쿠폰·할인과 중복 사용이 제한될 수 있습니다.\n· 매장 사정에 따라 동일 가격대의 다른 상품으로 교환될 수 있습니다.\n· 발송된 쿠폰은 수신자가 사용하지 않은 경우에 한해 환불 요청할 수 있습니다.';
