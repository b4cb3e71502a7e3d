/** SPEC §5 "Cart and product" in Korean. */
export const CART_PAGE_MESSAGES = {
  loginRequired: '로그인이 필요합니다.',
  loginDescription: '장바구니는 로그인 후 이용할 수 있습니다.',
  error: '오류가 발생했습니다.',
  empty: '장바구니가 비어 있습니다.',
  selectToDelete: '삭제할 상품을 선택해주세요.',
  confirmDeleteSelected: (n: number) => `선택한 상품 ${n}개를 삭제하시겠습니까?`,
  confirmDeleteOne: '이 상품을 삭제하시겠습니까?',
  selectToOrder: '주문할 상품을 선택해주세요.',
  deleted: (n: number) => `상품 ${n}개를 삭제했습니다.`,
  deleteFailed: '상품을 삭제하지 못했습니다. 다시 시도해주세요.',
} as const;
