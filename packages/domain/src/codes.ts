/** Code tables of SPEC §4, shared by the API (what it stores) and the web (what it shows). */

export const ORDER_STATUS = {
  PAYMENT_PENDING: 0,
  DELIVERING: 2,
  DELIVERED: 3,
  ORDER_CANCELLED: 4,
  APPROVAL_PENDING: 5,
} as const;

export const ORDER_STATUS_DISPLAY: Record<number, string> = {
  0: '발송대기',
  2: '발송중',
  3: '발송완료',
  4: '취소',
  5: '승인대기',
};

export const DELIVERY_STATUS = {
  PENDING: 0,
  COMPLETED: 1,
  SENT: 2,
  SEND_FAILED: 3,
  REFUNDED: 4,
  ADMIN_FAILED: 5,
} as const;

export const DELIVERY_STATUS_DISPLAY: Record<number, string> = {
  0: '발송대기',
  1: '발송완료',
  2: '발송중',
  3: '발송실패',
  4: '환불완료',
  5: '실패(관리자문의)',
};

/** SPEC §4: refund only from 3 or 5; resend from 1, 2, 3, 5. */
export const REFUNDABLE_DELIVERY_STATUSES: readonly number[] = [
  DELIVERY_STATUS.SEND_FAILED,
  DELIVERY_STATUS.ADMIN_FAILED,
];
export const RESENDABLE_DELIVERY_STATUSES: readonly number[] = [
  DELIVERY_STATUS.COMPLETED,
  DELIVERY_STATUS.SENT,
  DELIVERY_STATUS.SEND_FAILED,
  DELIVERY_STATUS.ADMIN_FAILED,
];

/** gifticon.status: the voucher's own state at the issuer (DESIGN §1 Vouchers). */
export const VOUCHER_STATUS = {
  UNUSED: 1,
  USED: 2,
  EXPIRED: 3,
  CANCELLED: 4,
} as const;

export const VOUCHER_STATUS_DISPLAY: Record<number, string> = {
  1: '미사용',
  2: '사용완료',
  3: '기간만료',
  4: '취소',
};

/** A voucher can be cancelled for a refund while its send is complete and it is still unused. */
export const isVoucherCancellable = (d: { status: number; gifticon: { status: number | null } }) =>
  d.status === DELIVERY_STATUS.COMPLETED && d.gifticon.status === VOUCHER_STATUS.UNUSED;

/**
 * Unused vouchers a member may cancel for a refund per day (Asia/Seoul). The supplier treats bulk
 * cancelling as abuse: cancel is for a wrong or unneeded send, one at a time.
 */
export const VOUCHER_CANCEL_DAILY_LIMIT = 5;

export const TRANSACTION_TYPE = {
  CHARGE: 1,
  USE: 2,
  REFUND: 3,
  ADMIN_ADD: 4,
  ADMIN_SUBTRACT: 5,
  /** Issue #29 §3: a balance refund requested — the amount is held (taken) at once. */
  REFUND_HOLD: 6,
  /** …and given back when staff reject the request. */
  REFUND_RELEASE: 7,
  /** Issue #30 §2: the test wallet's grant of 10,000,000원, and each reset back to it (test wallet only). */
  TEST_RESET: 8,
} as const;

export const TRANSACTION_TYPE_DISPLAY: Record<number, string> = {
  1: '충전',
  2: '사용',
  3: '환불',
  4: '관리자 지급',
  5: '관리자 차감',
  6: '잔액 환급',
  7: '환급 반려',
  8: '테스트 충전금 초기화',
};

export const RECHARGE_METHOD = {
  BANK_TRANSFER: 1,
  CARD: 2,
  VIRTUAL_ACCOUNT: 3,
  INTEGRATED: 4,
} as const;

export const RECHARGE_METHOD_DISPLAY: Record<number, string> = {
  1: '무통장입금',
  2: '신용카드',
  3: '가상계좌',
  4: '통합결제',
};

export const SELECTABLE_RECHARGE_METHODS: readonly number[] = [
  RECHARGE_METHOD.INTEGRATED,
  RECHARGE_METHOD.BANK_TRANSFER,
];

export const RECHARGE_STATUS = {
  PENDING: 0,
  APPROVED: 1,
  REJECTED: 2,
  FAILED: 3,
  /** The member withdrew their own bank-transfer request while it waited (grey, SPEC "others"). */
  CANCELLED: 4,
} as const;

export const RECHARGE_STATUS_DISPLAY: Record<number, string> = {
  0: '승인대기',
  1: '승인완료',
  2: '반려',
  3: '결제실패',
  4: '요청 취소',
};

export const INQUIRY_TYPE_DISPLAY: Record<number, string> = {
  1: '회원',
  2: '주문/결제',
  3: '사이트 이용',
  4: '상품',
  5: '서비스 제휴',
  6: '기술',
  7: '기타',
};

export const INQUIRY_STATUS = { WAITING: 1, ANSWERED: 2 } as const;

export const INQUIRY_STATUS_DISPLAY: Record<number, string> = {
  1: '답변대기',
  2: '답변완료',
};

export const NOTICE_TYPE = { GENERAL: 1, EVENT: 2 } as const;

export const NOTICE_TYPE_DISPLAY: Record<number, string> = {
  1: '일반',
  2: '이벤트',
};

/**
 * 1 text message (MMS with the barcode), 2 e-mail, 3 KakaoTalk 알림톡 (a registered template; when it
 * cannot be delivered the gateway sends the same voucher as an SMS/LMS instead). 1 and 3 go to a phone.
 */
export const SEND_TYPE = { SMS: 1, EMAIL: 2, KAKAO: 3 } as const;

/**
 * The one name of each channel on every screen. Send type 1 goes out as a multimedia message (the
 * voucher's barcode picture), so members read 문자(MMS), never SMS here and LMS there.
 */
export const SEND_TYPE_DISPLAY: Record<number, string> = { 1: '문자(MMS)', 2: '이메일', 3: '카카오 알림톡' };

/** Send types whose recipient is a phone number (1 text, 3 알림톡); e-mail is the other. */
export const sendsToPhone = (sendType: number) => sendType !== SEND_TYPE.EMAIL;

/** How a 알림톡 finally reached the phone (the carrier report): itself, or the gateway's SMS/LMS instead. */
export const RECEIVED_CHANNEL_DISPLAY: Record<string, string> = {
  alimtalk: '알림톡',
  sms: '문자 대체발송',
};

export const VERIFICATION_TYPE = {
  DEFAULT: 1,
  SIGN_UP: 20,
  FIND_ID: 21,
  FIND_PASSWORD: 22,
} as const;
