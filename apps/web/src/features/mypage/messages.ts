/** SPEC §8 Delivery texts (verbatim) and the screen texts of SPEC §2 in Korean. */
export const DELIVERY_TEXTS = {
  empty: '발송 내역이 없습니다.',
  loading: '발송 내역을 불러오는 중...',
  loadFailed: '발송 내역을 불러오지 못했습니다.',
  notRefundable: '환불 가능한 상태가 아닙니다.',
  notResendable: '재발송할 수 없는 상태입니다.',
  notFound: '발송 정보를 찾을 수 없습니다.',
  detailNotFound: '상세 정보를 찾을 수 없습니다.',
  refundFailed: '환불 요청에 실패했습니다.',
  resendFailed: '재발송 요청에 실패했습니다.',
  downloadFailed: '쿠폰 다운로드에 실패했습니다. 다시 시도해주세요.',
  noCouponData: '쿠폰 정보가 없어 다운로드할 수 없습니다.',
  noDeliveryId: '배송 정보가 없습니다.',
  refunded: '환불 요청이 완료되었습니다. 결제 금액이 충전금으로 반환됩니다.',
  resent: '재발송 요청이 완료되었습니다.',
  phoneRequired: '휴대폰 번호를 입력해주세요.',
  noCoupon: '쿠폰 정보 없음',
  barcodeFailed: '바코드 생성에 실패했습니다.',
  couponElementMissing: '쿠폰 이미지를 만들 영역을 찾을 수 없습니다.',
  fromSentList: '발송 목록에서 상세보기를 선택해주세요.',
  fromOrderList: '주문 목록에서 상세보기를 선택해주세요.',
} as const;

export const ORDER_TEXTS = {
  empty: '주문 내역이 없습니다.',
  loading: '주문 내역을 불러오는 중...',
  noItems: '주문한 상품이 없습니다.',
  loadFailed: '주문 내역을 불러오지 못했습니다.',
} as const;

/** What a test order is, on its list, its detail pages and their notices. */
export const TEST_ORDER_TEXT =
  '테스트 키로 보낸 주문입니다. 테스트 충전금으로 결제되었고 쿠폰은 샌드박스에서 발급되어 실제로 발송되지 않았습니다.';

/** A confirmation or result of a test order's refund or cancel: its money moves on the test wallet. */
export const inTestWallet = (text: string, test: boolean) =>
  test ? text.replaceAll('충전금', '테스트 충전금') : text;
