// Generated from /api/docs/json by apps/api/scripts/generate-client.ts — do not edit by hand.
export interface paths {
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그인 (토큰 발급, 또는 2단계 인증 단계) */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그인 잠금 해제 링크를 계정 이메일로 받기 */
        post: operations["postAuthLoginUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/token/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 액세스 토큰 재발급 */
        post: operations["postAuthTokenRefresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 로그아웃 */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 2단계 인증 상태 */
        get: operations["getAuthMfa"];
        put?: never;
        /** 2단계 인증 코드 확인 (로그인 완료) */
        post: operations["postAuthMfa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enroll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2단계 인증 등록 시작 (비밀키·QR 주소 발급) */
        post: operations["postAuthMfaEnroll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/enroll/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2단계 인증 등록 완료 (복구 코드 발급) */
        post: operations["postAuthMfaEnrollConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 2단계 인증 끄기 */
        post: operations["postAuthMfaDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/mfa/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 복구 코드 다시 발급 */
        post: operations["postAuthMfaRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/sender-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 우리 회사 발신번호 목록 */
        get: operations["getUsersMeSenderNumbers"];
        put?: never;
        /** 발신번호 등록 신청 */
        post: operations["postUsersMeSenderNumbers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/sender-numbers/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발신번호 증빙 서류 내려받기 */
        get: operations["getUsersMeSenderNumbersByIdProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/business-number/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 사업자등록번호 확인 */
        post: operations["postUsersBusinessNumberVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/username/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 아이디 중복 확인 */
        post: operations["postUsersUsernameVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 가입 약관 조회 */
        get: operations["getUsersTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register/corporate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 기업 회원 가입 */
        post: operations["postUsersRegisterCorporate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register/invited": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 초대받은 구성원 가입 (회사 합류) */
        post: operations["postUsersRegisterInvited"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/find-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 아이디 찾기 */
        post: operations["postUsersFindId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/find-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 비밀번호 찾기 (본인 확인) */
        post: operations["postUsersFindPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 비밀번호 재설정 */
        put: operations["putUsersPasswordReset"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 정보 조회 */
        get: operations["getUsersMe"];
        /** 내 정보 수정 */
        put: operations["putUsersMe"];
        post?: never;
        /** 회원 탈퇴 */
        delete: operations["deleteUsersMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 증빙 서류의 회사 정보 변경 */
        put: operations["putUsersMeCompany"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 비밀번호 변경 */
        put: operations["putUsersPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/kcp/hash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 휴대폰 본인확인 요청 준비 */
        post: operations["postIdentitiesKcpHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/kcp/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 휴대폰 본인확인 결과 조회 */
        get: operations["getIdentitiesKcpVerify"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/identities/kcp/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 휴대폰 본인확인 결과 수신 (KCP) */
        post: operations["postIdentitiesKcpCallback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상품 목록 */
        get: operations["getGoods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 상품 상세 */
        get: operations["getGoodsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banners/slide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 메인 배너 목록 */
        get: operations["getBannersSlide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 브랜드 목록 */
        get: operations["getBrands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 카테고리 트리 */
        get: operations["getCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 카테고리 상세 */
        get: operations["getCategoriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/footers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 사이트 하단 정보 */
        get: operations["getSettingsFooters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회사 직인 이미지 */
        get: operations["getSettingsSeal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전금 잔액 조회 (테스트 키: 테스트 충전금) */
        get: operations["getPaymentsBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전 신청 목록 */
        get: operations["getPaymentsRecharge"];
        put?: never;
        /** 충전 신청 (무통장 입금·통합결제) */
        post: operations["postPaymentsRecharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 충전 신청 취소 */
        post: operations["postPaymentsRechargeByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전 방법·금액 안내 */
        get: operations["getPaymentsRechargeOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 결제 주문번호로 충전 신청 조회 */
        get: operations["getPaymentsRechargeOrdersByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전금 입출금 내역 */
        get: operations["getPaymentsRechargeHistories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refund-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 잔액 환급 계좌 조회 */
        get: operations["getPaymentsRefundAccount"];
        /** 잔액 환급 계좌 등록 */
        put: operations["putPaymentsRefundAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 잔액 환급 신청 내역 */
        get: operations["getPaymentsRefunds"];
        put?: never;
        /** 잔액 환급 신청 (금액 즉시 보류) */
        post: operations["postPaymentsRefunds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 1:1 문의 목록 */
        get: operations["getInquiries"];
        put?: never;
        /** 1:1 문의 등록 */
        post: operations["postInquiries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/inquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 1:1 문의 상세 */
        get: operations["getInquiriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 공지사항 목록 */
        get: operations["getNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 공지사항 상세 */
        get: operations["getNoticesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 장바구니 조회 */
        get: operations["getCarts"];
        put?: never;
        /** 장바구니에 담기 */
        post: operations["postCarts"];
        /** 장바구니 비우기·상품 빼기 */
        delete: operations["deleteCarts"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/duplicate-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 중복 발송 확인 */
        post: operations["postOrdersDuplicateCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 주문 미리보기 (금액·발송 확인) */
        post: operations["postOrdersPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/send-types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발송 방법 목록 */
        get: operations["getOrdersSendTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/sender-number": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발신번호 조회 */
        get: operations["getOrdersSenderNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 목록 (실주문만, ?test=true면 테스트 주문만; 테스트 키는 항상 테스트 주문) */
        get: operations["getOrders"];
        put?: never;
        /** 주문 (쿠폰 발송, Idempotency-Key로 안전하게 재시도; 테스트 키는 테스트 주문) */
        post: operations["postOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 상세 (테스트 주문은 ?test=true 또는 테스트 키로) */
        get: operations["getOrdersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 예약 주문 취소 */
        post: operations["postOrdersByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발송 목록 (실발송만, ?test=true면 테스트 발송만; 테스트 키는 항상 테스트) */
        get: operations["getOrdersDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/auto-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 자동 환불 예정 발송 목록 */
        get: operations["getOrdersDeliveriesAutoRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발송 상세 (테스트 발송은 ?test=true 또는 테스트 키로) */
        get: operations["getOrdersDeliveriesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 발송 실패 건 환불 */
        post: operations["postOrdersDeliveriesByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 쿠폰 재발송 */
        post: operations["postOrdersDeliveriesByIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 쿠폰 취소 (미사용 건 환불) */
        post: operations["postOrdersDeliveriesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인 대기 주문 승인 */
        post: operations["postOrdersByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 승인 대기 주문 반려 (환불) */
        post: operations["postOrdersByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 내 회사와 역할·승인 정책·월 한도 */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회사 구성원 목록 */
        get: operations["getCompanyMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 구성원 내보내기 */
        delete: operations["deleteCompanyMembersById"];
        options?: never;
        head?: never;
        /** 구성원 역할·월 한도·상태 변경 */
        patch: operations["patchCompanyMembersById"];
        trace?: never;
    };
    "/api/company/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 대기 중인 초대 목록 */
        get: operations["getCompanyInvitations"];
        put?: never;
        /** 구성원 초대 (초대 메일 발송) */
        post: operations["postCompanyInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 초대 링크 확인 (로그인 없이, 경로 값은 초대 토큰) */
        get: operations["getCompanyInvitationsById"];
        put?: never;
        post?: never;
        /** 초대 취소 */
        delete: operations["deleteCompanyInvitationsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 승인 정책 저장 */
        put: operations["putCompanyPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/policy/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** 2단계 인증 필수 정책 저장 */
        put: operations["putCompanyPolicyMfa"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/approvals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 승인 대기 주문 목록 */
        get: operations["getCompanyApprovals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회사 활동 기록 */
        get: operations["getCompanyActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주소록 목록 (검색·태그, 발송 담당·조회 전용은 연락처 가림) */
        get: operations["getContacts"];
        put?: never;
        /** 주소록에 연락처 추가 */
        post: operations["postContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주소록 태그와 태그별 인원 */
        get: operations["getContactsTags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/picks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주소록에서 선택할 연락처 (태그 전체 선택용) */
        get: operations["getContactsPicks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 주소록 가져오기 (엑셀·CSV, 행별 결과) */
        post: operations["postContactsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/sample.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주소록 가져오기 샘플 파일 */
        get: operations["getContactsSampleXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주소록 엑셀 내려받기 */
        get: operations["getContactsExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 연락처 조회 */
        get: operations["getContactsById"];
        put?: never;
        post?: never;
        /** 연락처 삭제 (개인정보 파기) */
        delete: operations["deleteContactsById"];
        options?: never;
        head?: never;
        /** 연락처 수정 */
        patch: operations["patchContactsById"];
        trace?: never;
    };
    "/api/message-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 메시지 템플릿 목록 */
        get: operations["getMessageTemplates"];
        put?: never;
        /** 메시지 템플릿 저장 */
        post: operations["postMessageTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/message-templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 메시지 템플릿 삭제 */
        delete: operations["deleteMessageTemplatesById"];
        options?: never;
        head?: never;
        /** 메시지 템플릿 수정 */
        patch: operations["patchMessageTemplatesById"];
        trace?: never;
    };
    "/api/users/me/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 만료 알림 설정 조회 */
        get: operations["getUsersMeReminders"];
        /** 만료 알림 설정 변경 */
        put: operations["putUsersMeReminders"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 곧 만료되는 쿠폰 목록 */
        get: operations["getOrdersDeliveriesExpiring"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/{id}/remind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 만료 알림 다시 보내기 */
        post: operations["postOrdersDeliveriesByIdRemind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/solapi/{secret}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 문자 발송 결과 수신 (Solapi) */
        post: operations["postWebhooksSolapiBySecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 웹훅 목록 */
        get: operations["getCompanyWebhooks"];
        put?: never;
        /** 웹훅 등록 (서명 키는 이때만 표시) */
        post: operations["postCompanyWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 웹훅 삭제 */
        delete: operations["deleteCompanyWebhooksById"];
        options?: never;
        head?: never;
        /** 웹훅 수정·켜기·끄기 */
        patch: operations["patchCompanyWebhooksById"];
        trace?: never;
    };
    "/api/company/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 테스트 이벤트 보내기 */
        post: operations["postCompanyWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 웹훅 전송 기록 */
        get: operations["getCompanyWebhooksByIdAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/webhooks/{id}/attempts/{attemptId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 실패한 전송 다시 보내기 */
        post: operations["postCompanyWebhooksByIdAttemptsByAttemptIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-gifts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 기념일 자동 발송 규칙 목록 */
        get: operations["getAutoGifts"];
        put?: never;
        /** 기념일 자동 발송 규칙 만들기 */
        post: operations["postAutoGifts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-gifts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** 기념일 자동 발송 규칙 삭제 */
        delete: operations["deleteAutoGiftsById"];
        options?: never;
        head?: never;
        /** 기념일 자동 발송 규칙 수정·일시 중지 */
        patch: operations["patchAutoGiftsById"];
        trace?: never;
    };
    "/api/auto-gifts/{id}/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 앞으로 보낼 기념일 선물 미리보기 */
        get: operations["getAutoGiftsByIdUpcoming"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-gifts/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 기념일 자동 발송 기록 (보냄·건너뜀과 사유) */
        get: operations["getAutoGiftsByIdHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** API 키 목록 (키 값은 보여주지 않음) */
        get: operations["getCompanyApiKeys"];
        put?: never;
        /** API 키 발급 (키는 이때만 표시) */
        post: operations["postCompanyApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** API 키 폐기 (즉시 거절) */
        delete: operations["deleteCompanyApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/test-wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 테스트 충전금 잔액 (테스트 키의 주문이 쓰는 지갑) */
        get: operations["getCompanyTestWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company/test-wallet/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 테스트 충전금 초기화 (10,000,000원으로) */
        post: operations["postCompanyTestWalletReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 거래명세서 PDF */
        get: operations["getOrdersByIdStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/deliveries.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 발송 내역 PDF */
        get: operations["getOrdersByIdDeliveriesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/deliveries.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 발송 내역 엑셀 */
        get: operations["getOrdersByIdDeliveriesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statements/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 월별 거래명세서 PDF */
        get: operations["getStatementsByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전 영수증 PDF */
        get: operations["getPaymentsRechargeByIdReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/refunds/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 잔액 환급 확인서 PDF */
        get: operations["getPaymentsRefundsByIdReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 주문 목록 엑셀 */
        get: operations["getOrdersExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/deliveries/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 발송 목록 엑셀 */
        get: operations["getOrdersDeliveriesExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/recharge/histories/export.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 충전금 내역 엑셀 */
        get: operations["getPaymentsRechargeHistoriesExportXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/quotes/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 견적서 PDF */
        post: operations["postQuotesPdf"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vouchers/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 받는 분의 쿠폰 페이지 */
        get: operations["getVouchersByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 대시보드 */
        get: operations["getAdminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 감사 로그 */
        get: operations["getAdminAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 회원 목록 */
        get: operations["getAdminMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 회원 상세 */
        get: operations["getAdminMembersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 회원 충전금 거래 내역 */
        get: operations["getAdminMembersByIdTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 충전금 수동 조정 */
        post: operations["postAdminMembersByIdBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 회원 이용 정지 */
        post: operations["postAdminMembersByIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 회원 정지 해제 */
        post: operations["postAdminMembersByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/mfa-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 회원 2단계 인증 초기화 (본인 확인 후) */
        post: operations["postAdminMembersByIdMfaReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/mfa-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 운영자 2단계 인증 초기화 (최고 관리자) */
        post: operations["postAdminStaffByIdMfaReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 운영진 계정 목록 */
        get: operations["getAdminStaff"];
        put?: never;
        /** [관리자] 운영진 계정 추가 */
        post: operations["postAdminStaff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 운영진 권한 변경 */
        post: operations["postAdminStaffByIdRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 운영진 계정 비활성화 */
        post: operations["postAdminStaffByIdDeactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staff/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 운영진 계정 재활성화 */
        post: operations["postAdminStaffByIdReactivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 발송 메시지 목록 */
        get: operations["getAdminMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 메시지 원문 열람 */
        post: operations["postAdminMessagesByIdReveal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 주문 목록 */
        get: operations["getAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 발송 목록 */
        get: operations["getAdminDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발송 재시도 */
        post: operations["postAdminDeliveriesByIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발송 환불 */
        post: operations["postAdminDeliveriesByIdRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 쿠폰 취소 */
        post: operations["postAdminDeliveriesByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/vouchers/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 쿠폰 상태 동기화 */
        post: operations["postAdminVouchersSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 공급사 상태·비즈머니 */
        get: operations["getAdminSupplier"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/deliveries/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 쿠폰 사용 처리 */
        post: operations["postAdminDeliveriesByIdUse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 사이트 설정 조회 */
        get: operations["getAdminSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/footer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 하단 정보 변경 */
        put: operations["putAdminSettingsFooter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/deposit-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 입금 계좌 변경 */
        put: operations["putAdminSettingsDepositAccounts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/settings/seal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 회사 직인 등록 */
        put: operations["putAdminSettingsSeal"];
        post?: never;
        /** [관리자] 회사 직인 삭제 */
        delete: operations["deleteAdminSettingsSeal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 약관 목록 */
        get: operations["getAdminTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/terms/{id}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 약관 새 버전 등록 */
        post: operations["postAdminTermsByIdVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 1:1 문의 목록 */
        get: operations["getAdminInquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/inquiries/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 1:1 문의 답변 */
        post: operations["postAdminInquiriesByIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 공지사항 목록 */
        get: operations["getAdminNotices"];
        put?: never;
        /** [관리자] 공지사항 등록 */
        post: operations["postAdminNotices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/notices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 공지사항 상세 */
        get: operations["getAdminNoticesById"];
        /** [관리자] 공지사항 수정 */
        put: operations["putAdminNoticesById"];
        post?: never;
        /** [관리자] 공지사항 삭제 */
        delete: operations["deleteAdminNoticesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/goods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 상품 목록 */
        get: operations["getAdminGoods"];
        put?: never;
        /** [관리자] 상품 등록 */
        post: operations["postAdminGoods"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/goods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 상품 상세 */
        get: operations["getAdminGoodsById"];
        /** [관리자] 상품 수정 */
        put: operations["putAdminGoodsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 브랜드 목록 */
        get: operations["getAdminBrands"];
        put?: never;
        /** [관리자] 브랜드 등록 */
        post: operations["postAdminBrands"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 브랜드 수정 */
        put: operations["putAdminBrandsById"];
        post?: never;
        /** [관리자] 브랜드 삭제 */
        delete: operations["deleteAdminBrandsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 카테고리 목록 */
        get: operations["getAdminCategories"];
        put?: never;
        /** [관리자] 카테고리 등록 */
        post: operations["postAdminCategories"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/categories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 카테고리 수정 */
        put: operations["putAdminCategoriesById"];
        post?: never;
        /** [관리자] 카테고리 삭제 */
        delete: operations["deleteAdminCategoriesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 배너 목록 */
        get: operations["getAdminBanners"];
        put?: never;
        /** [관리자] 배너 등록 */
        post: operations["postAdminBanners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** [관리자] 배너 수정 */
        put: operations["putAdminBannersById"];
        post?: never;
        /** [관리자] 배너 삭제 */
        delete: operations["deleteAdminBannersById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 이미지 업로드 */
        post: operations["postAdminUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 공급사 상품 동기화 실행 */
        post: operations["postAdminSupplierSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/syncs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 상품 동기화 이력 */
        get: operations["getAdminSupplierSyncs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/syncs/{id}/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 상품 동기화 변경 내역 */
        get: operations["getAdminSupplierSyncsByIdChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/supplier/margin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 판매 마진 조회 */
        get: operations["getAdminSupplierMargin"];
        /** [관리자] 판매 마진 변경 */
        put: operations["putAdminSupplierMargin"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recharges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 충전 신청 목록 */
        get: operations["getAdminRecharges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recharges/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 충전 승인 */
        post: operations["postAdminRechargesByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recharges/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 충전 반려 */
        post: operations["postAdminRechargesByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 회원의 회사와 구성원 (관리자) */
        get: operations["getAdminMembersByIdCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/balance-refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** 잔액 환급 신청 목록 (관리자) */
        get: operations["getAdminBalanceRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/balance-refunds/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 잔액 환급 지급 완료 처리 (관리자) */
        post: operations["postAdminBalanceRefundsByIdPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/balance-refunds/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 잔액 환급 반려 (관리자) */
        post: operations["postAdminBalanceRefundsByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 발신번호 목록 */
        get: operations["getAdminSenderNumbers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers/{id}/proof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 발신번호 증빙 서류 */
        get: operations["getAdminSenderNumbersByIdProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발신번호 승인 */
        post: operations["postAdminSenderNumbersByIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발신번호 반려 */
        post: operations["postAdminSenderNumbersByIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발신번호 사용 중지 */
        post: operations["postAdminSenderNumbersByIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/sender-numbers/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** [관리자] 발신번호 사용 재개 */
        post: operations["postAdminSenderNumbersByIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auto-gifts/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** 기념일 자동 발송 작업을 지정한 날짜 기준으로 실행 */
        post: operations["postAdminAutoGiftsRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/orders.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 주문 엑셀 */
        get: operations["getAdminExportsOrdersXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/deliveries.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 발송 엑셀 */
        get: operations["getAdminExportsDeliveriesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/recharges.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 충전 엑셀 */
        get: operations["getAdminExportsRechargesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/ledger.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 충전금 원장 엑셀 */
        get: operations["getAdminExportsLedgerXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/members.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 회원 엑셀 */
        get: operations["getAdminExportsMembersXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exports/settlement/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 월 정산 엑셀 */
        get: operations["getAdminExportsSettlementByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 주문 거래명세서 PDF */
        get: operations["getAdminOrdersByIdStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/deliveries.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 주문 발송 내역 PDF */
        get: operations["getAdminOrdersByIdDeliveriesPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/deliveries.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 주문 발송 내역 엑셀 */
        get: operations["getAdminOrdersByIdDeliveriesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/recharges/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 충전 영수증 PDF */
        get: operations["getAdminRechargesByIdReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/balance-refunds/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 잔액 환급 확인서 PDF */
        get: operations["getAdminBalanceRefundsByIdReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}/statements/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** [관리자] 회원 월별 거래명세서 PDF */
        get: operations["getAdminMembersByIdStatementsByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Activity: {
            id: number;
            actor: components["schemas"]["Actor"] | null;
            api_key: {
                id: number;
                name: string;
                prefix: string;
            } | null;
            action: string;
            target: string | null;
            detail: string | null;
            created_at: string;
        };
        Actor: {
            id: number;
            username: string;
            fullname: string;
        };
        AdminBanner: {
            id: number;
            title: string;
            image_pc: string;
            image_mobile: string;
            link_url: string;
            sort_order: number;
            is_active: boolean;
            starts_at: string | null;
            ends_at: string | null;
            created_at: string;
        };
        AdminBrand: {
            id: number;
            name: string;
            color: string;
            image: string;
            sort_order: number;
            goods_count: number;
            created_at: string;
        };
        AdminCategory: {
            id: number;
            name: string;
            parent_id: number | null;
            sort_order: number;
            goods_count: number;
        };
        AdminDeliveryRefundRequestInput: {
            reason: string;
        };
        AdminGoods: {
            id: number;
            name: string;
            brand_id: number;
            brand: string | null;
            category_id: number;
            category: string | null;
            price: string;
            regular_price: string;
            valid_period: number;
            is_corporate_only: boolean;
            is_on_sale: boolean;
            image: string;
            product_introduction: string;
            usage_guide: string;
            store_info: string;
            precautions: string;
            sold_count: number;
            supplier_goods_code: string | null;
            supplier_price: string | null;
            supplier_state: string | null;
            created_at: string;
            updated_at: string;
        };
        AdminInquiry: {
            id: number;
            title: string;
            content: string;
            inquiry_type: number;
            inquiry_type_display: string;
            status: number;
            status_display: string;
            answer: string | null;
            answered_at: string | null;
            created_at: string;
            user: {
                id: number;
                username: string;
                fullname: string;
                email: string;
                company_name: string | null;
            };
            answered_by: number | null;
        };
        AdminOrder: {
            id: number;
            name: string;
            username: string;
            company_name: string;
            status: number;
            status_display: string;
            failed_count: number;
            live_count: number;
            send_type: number;
            is_reserved: boolean;
            total_order_amount: string;
            total_refund_amount: string;
            delivery_at: string;
            created_at: string;
            vouchers: components["schemas"]["VoucherSummary"];
            /** @enum {string} */
            source: "manual" | "auto_gift";
        };
        AdminRecharge: {
            id: number;
            recharge_method: number;
            recharge_method_display: string;
            amount: string;
            status: number;
            status_display: string;
            order_id: string | null;
            created_at: string;
            approved_at: string | null;
            member: {
                id: number;
                username: string;
                fullname: string;
                company_name: string | null;
            };
            depositor_name: string | null;
            fail_reason: string | null;
            transaction_id: string | null;
            processed_by: string | null;
        };
        AdminSettings: {
            footer: components["schemas"]["Footer"];
            deposit_accounts: components["schemas"]["DepositAccount"][];
            seal: components["schemas"]["Seal"];
        };
        AdminTerm: {
            id: number;
            kind: string;
            title: string;
            content: string;
            is_required: boolean;
            version: number;
            is_active: boolean;
            created_at: string;
        };
        ApiKey: {
            id: number;
            name: string;
            /** @enum {string} */
            mode: "live" | "test";
            prefix: string;
            last_used_at: string | null;
            revoked_at: string | null;
            created_at: string;
        };
        ApiKeyCreateRequestInput: {
            name: string;
            /** @enum {string} */
            mode: "live" | "test";
        };
        AuditRow: {
            id: number;
            staff: string;
            action: string;
            target_type: string;
            target_id: string | null;
            before: unknown;
            after: unknown;
            created_at: string;
        };
        AutoRefundSummary: {
            days: number;
            count: number;
            amount: string;
            last_refunded_at: string | null;
        };
        Balance: {
            recharge: string;
            reward: string;
        };
        BalanceAdjustRequestInput: {
            transaction_type: 4 | 5;
            amount: number;
            reason: string;
        };
        Banner: {
            id: number;
            title: string;
            image_pc: string;
            image_mobile: string;
            link_url: string;
        };
        BannerCreateInput: {
            title: string;
            image_pc: string;
            image_mobile: string;
            /** @default  */
            link_url?: string;
            /** @default 0 */
            sort_order?: number;
            /** @default true */
            is_active?: boolean;
            /**
             * Format: date-time
             * @default null
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            ends_at?: string | null;
        };
        BannerUpdateInput: {
            title?: string;
            image_pc?: string;
            image_mobile?: string;
            link_url?: string;
            sort_order?: number;
            is_active?: boolean;
            /** Format: date-time */
            starts_at?: string | null;
            /** Format: date-time */
            ends_at?: string | null;
        };
        Brand: {
            id: number;
            name: string;
            image: string;
        };
        BrandCreateInput: {
            name: string;
            /** @default #2952e3 */
            color?: string;
            /** @default  */
            image?: string;
            /** @default 0 */
            sort_order?: number;
        };
        BrandUpdateInput: {
            name?: string;
            color?: string;
            image?: string;
            sort_order?: number;
        };
        BusinessVerified: {
            business_number: string;
            company_name: string;
            verified: boolean;
        };
        BusinessVerifyRequestInput: {
            business_number: string;
            company_name: string;
        };
        CartAddRequestInput: {
            goods: number | string;
        };
        CartItem: {
            id: number;
            quantity: number;
            created_at: string;
            goods: {
                id: number;
                name: string;
                image: string;
                price: string;
                regular_price: string;
                brand: string;
                is_corporate_only: boolean;
                valid_period: number;
            };
        };
        CartRemoved: {
            deleted: number;
        };
        CategoryCreateInput: {
            name: string;
            /** @default null */
            parent_id?: number | null;
            /** @default 0 */
            sort_order?: number;
        };
        CategoryNode: {
            id: number;
            name: string;
            children: components["schemas"]["CategoryNode"][];
        };
        CategoryUpdateInput: {
            name?: string;
            parent_id?: number | null;
            sort_order?: number;
        };
        Company: {
            id: number;
            name: string;
            business_number: string;
            /** @enum {string} */
            role: "owner" | "manager" | "sender" | "viewer";
            policy: components["schemas"]["Policy"];
            monthly_limit: string | null;
            spent_this_month: string;
        };
        CompanyMember: {
            id: number;
            username: string;
            fullname: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "manager" | "sender" | "viewer";
            /** @enum {string} */
            status: "active" | "suspended";
            monthly_limit: string | null;
            spent_this_month: string;
        };
        CompanyProfileRequestInput: {
            business_type: string;
            address: string;
        };
        CreatedApiKey: {
            id: number;
            name: string;
            /** @enum {string} */
            mode: "live" | "test";
            prefix: string;
            last_used_at: string | null;
            revoked_at: string | null;
            created_at: string;
            key: string;
        };
        CreatedRecharge: {
            recharge: components["schemas"]["Recharge"];
            deposit?: components["schemas"]["DepositInfo"];
            payment?: {
                sdk_url: string;
                client_key: string;
                request: {
                    [key: string]: unknown;
                };
            };
        };
        CreatedStaff: {
            id: number;
            username: string;
            fullname: string;
            email: string;
            status: components["schemas"]["MemberStatus"];
            staff_role: components["schemas"]["StaffRole"];
        };
        Dashboard: {
            today: components["schemas"]["PeriodFigures"];
            last_7_days: components["schemas"]["PeriodFigures"];
            pending_recharges: number;
            unanswered_inquiries: number;
            failed_deliveries: number;
            active_members: number;
            ledger: {
                ok: boolean;
                wallet_total: string;
                transaction_total: string;
                difference: string;
                mismatched_wallets: number;
            };
        };
        Delivery: {
            id: number;
            order_id: number;
            status: number;
            status_display: string;
            send_type: number;
            created_at: string;
            sent_at: string | null;
            reserved_at: string | null;
            received_at: string | null;
            opened_at: string | null;
            /** @enum {string|null} */
            received_channel: "alimtalk" | "sms" | null;
            failure_reason: string | null;
            recipient: string | null;
            recipient_name: string | null;
            email: string | null;
            phone: string | null;
            valid_until: string | null;
            refund_amount: string;
            amount: string;
            goods: {
                id: number;
                name: string;
                brand: string;
                image: string;
                price: string;
                regular_price: string;
                valid_period: number;
            };
            refund_reason: string | null;
            refunded_at: string | null;
            gifticon: components["schemas"]["Gifticon"];
            placed_by: components["schemas"]["Actor"];
            test: boolean;
        };
        DeliveryRefundRequestInput: {
            /** @default 고객 요청에 의한 환불 */
            reason?: string;
        };
        /** @default {} */
        DeliveryResendRequestInput: {
            phone?: string;
            email?: string;
            recipient?: string;
        };
        /** @default {} */
        DeliveryRetryRequestInput: {
            phone?: string;
            email?: string;
        };
        DepositAccount: {
            bank: string;
            account_number: string;
            holder: string;
        };
        DepositAccountsRequestInput: {
            accounts: {
                bank: string;
                account_number: string;
                holder: string;
            }[];
        };
        DepositInfo: {
            accounts: components["schemas"]["DepositAccount"][];
            depositor_name: string;
            depositor_options: {
                /** @enum {string} */
                kind: "manager" | "company";
                name: string;
            }[];
            notice: string;
        };
        DuplicateCheck: {
            days: number;
            count: number;
            results: components["schemas"]["DuplicateSend"][];
        };
        DuplicateCheckRequestInput: {
            send_type: 1 | 2 | 3;
            goods: (number | string)[];
            /** @default [] */
            recipients?: string[];
            /** @default [] */
            contact_ids?: number[];
        };
        DuplicateSend: {
            recipient: string;
            recipient_name: string | null;
            goods: {
                id: number;
                name: string;
                brand: string;
            };
            order_id: number;
            send_type: number;
            sent_at: string;
            times: number;
        };
        Error: {
            /**
             * @description fail: 요청 오류, error: 서버 오류
             * @enum {string}
             */
            status: "fail" | "error";
            /** @description 사용자에게 보여줄 한국어 메시지 */
            message: string;
            /** @description 기계가 읽는 오류 코드 (예: invalid, not_authenticated) */
            code?: string;
            /** @description 입력 항목별 오류 메시지 */
            errors?: {
                [key: string]: string[];
            };
        };
        ExpiringDelivery: {
            id: number;
            order_id: number;
            status: number;
            status_display: string;
            send_type: number;
            created_at: string;
            sent_at: string | null;
            reserved_at: string | null;
            received_at: string | null;
            opened_at: string | null;
            /** @enum {string|null} */
            received_channel: "alimtalk" | "sms" | null;
            failure_reason: string | null;
            recipient: string | null;
            recipient_name: string | null;
            email: string | null;
            phone: string | null;
            valid_until: string | null;
            refund_amount: string;
            amount: string;
            goods: {
                id: number;
                name: string;
                brand: string;
                image: string;
                price: string;
                regular_price: string;
                valid_period: number;
            };
            refund_reason: string | null;
            refunded_at: string | null;
            gifticon: components["schemas"]["Gifticon"];
            placed_by: components["schemas"]["Actor"];
            test: boolean;
            days_left: number;
            reminded_at: string | null;
            can_remind: boolean;
        };
        FindAccountRequestInput: {
            order_id: string;
        };
        Footer: {
            company_name: string;
            admin_name: string;
            privacy_officer: string;
            business_number: string;
            company_address: string;
            contact_phone: string;
            contact_email: string;
            copyright: string;
        };
        FooterRequestInput: {
            company_name: string;
            admin_name: string;
            privacy_officer: string;
            business_number: string;
            company_address: string;
            contact_phone: string;
            /** Format: email */
            contact_email: string;
            copyright: string;
        };
        FoundId: {
            username: string;
            accounts: {
                username: string;
                created_at: string;
            }[];
        };
        FoundPassword: {
            verified: boolean;
            name: string;
            account_count: number;
        };
        Gifticon: {
            coupon_no: string | null;
            status: number | null;
            status_display: string | null;
            expires_at: string | null;
            used_at: string | null;
        };
        Goods: {
            id: number;
            name: string;
            image: string;
            price: string;
            regular_price: string;
            valid_period: number;
            brand: string;
            brand_id: number;
            category_id: number;
            is_corporate_only: boolean;
            product_introduction: string;
            usage_guide: string;
            store_info: string;
            precautions: string;
            created_at: string;
        };
        GoodsCreateInput: {
            name: string;
            brand_id: number;
            category_id: number;
            price: number;
            regular_price: number;
            valid_period: number;
            /** @default false */
            is_corporate_only?: boolean;
            /** @default true */
            is_on_sale?: boolean;
            /** @default  */
            image?: string;
            /** @default  */
            product_introduction?: string;
            /** @default  */
            usage_guide?: string;
            /** @default  */
            store_info?: string;
            /** @default  */
            precautions?: string;
            supplier_goods_code?: string | null;
        };
        GoodsUpdateInput: {
            name?: string;
            brand_id?: number;
            category_id?: number;
            price?: number;
            regular_price?: number;
            valid_period?: number;
            is_corporate_only?: boolean;
            is_on_sale?: boolean;
            image?: string;
            product_introduction?: string;
            usage_guide?: string;
            store_info?: string;
            precautions?: string;
            supplier_goods_code?: string | null;
        };
        IdentityFormInput: {
            [key: string]: string | number | boolean;
        };
        IdentityHash: {
            ordr_idxx: string;
            popup_url: string;
            verification_type: number;
            provider: string;
        } & {
            [key: string]: string | number;
        };
        IdentityHashRequestInput: {
            /** @default 1 */
            verification_type?: number;
        };
        IdentityOutcome: {
            /** @enum {string} */
            result: "success" | "fail" | "cancel" | "error";
            ordr_idxx: string;
        };
        IdentityPerson: {
            phoneNumber: string;
            name: string;
            birthDate: string;
            gender: string;
            carrier: string;
        };
        Inquiry: {
            id: number;
            title: string;
            content: string;
            inquiry_type: number;
            inquiry_type_display: string;
            status: number;
            status_display: string;
            answer: string | null;
            answered_at: string | null;
            created_at: string;
        };
        InquiryAnswerInput: {
            answer: string;
        };
        InquiryCreateInput: {
            inquiry_type: number | string;
            title: string;
            content: string;
        };
        Invitation: {
            id: number;
            email: string;
            /** @enum {string} */
            role: "owner" | "manager" | "sender" | "viewer";
            monthly_limit: string | null;
            invited_by: components["schemas"]["Actor"];
            created_at: string;
            expires_at: string;
        };
        InvitationPreview: {
            company_name: string;
            /** @enum {string} */
            role: "owner" | "manager" | "sender" | "viewer";
            inviter_name: string;
            email: string;
            expires_at: string;
        };
        InvitationRequestInput: {
            email: string;
            /** @enum {string} */
            role: "owner" | "manager" | "sender" | "viewer";
            /** @default null */
            monthly_limit?: string | null;
        };
        InvitedSignUpRequestInput: {
            token: string;
            username: string;
            password: string;
            fullname: string;
            email: string;
            order_id: string;
            terms: {
                term_id: number;
                is_agreed: boolean;
            }[];
        };
        LoginRequestInput: {
            username: string;
            password: string;
            unlock_token?: string;
        };
        LoginResult: {
            access: string;
            refresh: string;
            user: components["schemas"]["PublicUser"];
        };
        LoginUnlockRequestInput: {
            username: string;
        };
        MarginRuleInput: {
            percent: number;
            fixed_won: number;
            round_to: 1 | 10 | 100;
        };
        MarginRuleOut: {
            percent: number;
            fixed_won: number;
            round_to: 1 | 10 | 100;
        };
        Me: {
            username: string;
            email: string;
            fullname: string;
            phone_number: string;
            /** @enum {string} */
            role: "member" | "staff";
            staff_role: components["schemas"]["StaffRole"] | null;
            /** @enum {string|null} */
            company_role: "owner" | "manager" | "sender" | "viewer" | null;
            created_at: string;
            user_type: string;
            company: {
                name: string;
                business_number: string;
                owner_name: string;
                primary_phone: string;
                business_type: string;
                address: string;
            } | null;
        };
        MemberDetail: {
            id: number;
            username: string;
            fullname: string;
            email: string;
            phone_number: string;
            status: components["schemas"]["MemberStatus"];
            created_at: string;
            company: {
                name: string;
                business_number: string;
                owner_name: string;
                primary_phone: string;
            } | null;
            wallet: {
                recharge: string;
                reward: string;
            };
            notification: {
                is_event_sms_enabled: boolean;
                is_event_email_enabled: boolean;
                is_info_sms_enabled: boolean;
                is_info_email_enabled: boolean;
            } | null;
            terms: {
                title: string;
                version: number;
                is_required: boolean;
                is_agreed: boolean;
                agreed_at: string;
            }[];
        };
        MemberRow: {
            id: number;
            username: string;
            fullname: string;
            email: string;
            phone_number: string;
            status: components["schemas"]["MemberStatus"];
            company_name: string;
            business_number: string;
            balance: string;
            created_at: string;
        };
        /** @enum {string} */
        MemberStatus: "active" | "suspended" | "withdrawn";
        MemberUpdateRequestInput: {
            /** @enum {string} */
            role?: "owner" | "manager" | "sender" | "viewer";
            monthly_limit?: string | null;
            /** @enum {string} */
            status?: "active" | "suspended";
        };
        MessagePreview: {
            send_type: number;
            recipient_name: string | null;
            goods: {
                id: number;
                name: string;
                brand: string;
            };
            sample: {
                coupon_no: string;
                expires_at: string;
                url: string;
            };
            sms: {
                /** @enum {string} */
                kind: "SMS" | "LMS" | "MMS";
                from: string;
                subject: string;
                text: string;
                bytes: number;
                image: string | null;
            } | null;
            alimtalk: {
                template: string;
                text: string;
                buttons: string[];
            } | null;
            email: {
                from: string;
                subject: string;
                html: string;
                text: string;
            } | null;
        };
        Notice: {
            id: number;
            title: string;
            content: string;
            notice_type: number;
            notice_type_display: string;
            is_pinned: boolean;
            views: number;
            created_at: string;
            updated_at: string;
        };
        NoticeCreateInput: {
            notice_type: number;
            title: string;
            content: string;
            /** @default false */
            is_pinned?: boolean;
        };
        NoticeUpdateInput: {
            notice_type?: number;
            title?: string;
            content?: string;
            /** @default false */
            is_pinned?: boolean;
        };
        Order: {
            id: number;
            name: string;
            title: string;
            send_msg: string;
            sender: string;
            send_type: number;
            status: number;
            status_display: string;
            failed_count: number;
            live_count: number;
            is_reserved: boolean;
            created_at: string;
            delivery_at: string;
            total_order_amount: string;
            total_refund_amount: string;
            order_items: components["schemas"]["OrderItem"][];
            vouchers: components["schemas"]["VoucherSummary"];
            placed_by: components["schemas"]["Actor"];
            /** @enum {string} */
            source: "manual" | "auto_gift";
            test: boolean;
        };
        OrderCreateRequestInput: {
            /** @default  */
            title?: string;
            /** @default  */
            name?: string;
            /** @default  */
            send_msg?: string;
            /** @default  */
            sender?: string;
            send_type: 1 | 2 | 3;
            /** Format: date-time */
            delivery_at?: string;
            /** @default false */
            is_reserved?: boolean;
            order_items: {
                goods: number | string;
                amount: string | number;
                total_count: number;
                total_amount: string | number;
            }[];
            deliveries: ({
                recipient: string;
                name?: string;
            } | {
                email: string;
                name?: string;
            } | {
                contact_id: number;
            })[];
            payments: {
                recharge: string | number;
                reward?: string | number;
            };
        };
        OrderItem: {
            id: number;
            goods: {
                id: number;
                name: string;
                brand: string;
                image: string;
            };
            amount: string;
            total_count: number;
            total_amount: string;
            refund_amount: string;
        };
        OutboxMessage: {
            id: number;
            /** @enum {string} */
            channel: "sms" | "email" | "kakao";
            recipient: string;
            subject: string;
            body: string;
            masked: boolean;
            /** @enum {string} */
            status: "sent" | "failed";
            provider: string;
            error: string | null;
            delivery_id: number | null;
            created_at: string;
        };
        PasswordChangeRequestInput: {
            password: string;
            new_password: string;
            new_password2: string;
        };
        PasswordResetRequestInput: {
            order_id: string;
            username: string;
            new_password: string;
            new_password2: string;
        };
        PeriodFigures: {
            sales: string;
            refunds: string;
            recharges: string;
            deliveries_sent: number;
            deliveries_failed: number;
            orders: number;
        };
        Policy: {
            approval_over: string | null;
            mfa_required: boolean;
        };
        PolicyRequestInput: {
            approval_over: string | null;
        };
        PreviewRequestInput: {
            send_type: 1 | 2 | 3;
            /** @default  */
            name?: string;
            /** @default  */
            send_msg?: string;
            /** @default  */
            sender?: string;
            goods: number | string;
            recipient_name?: string;
        };
        ProfileUpdateRequestInput: {
            fullname: string;
            email: string;
        };
        PublicUser: {
            username: string;
            email: string;
            fullname: string;
            phone_number: string;
            /** @enum {string} */
            role: "member" | "staff";
            staff_role: components["schemas"]["StaffRole"] | null;
            /** @enum {string|null} */
            company_role: "owner" | "manager" | "sender" | "viewer" | null;
            created_at: string;
        };
        Recharge: {
            id: number;
            recharge_method: number;
            recharge_method_display: string;
            amount: string;
            status: number;
            status_display: string;
            order_id: string | null;
            created_at: string;
            approved_at: string | null;
        };
        RechargeCreateRequestInput: ({
            amount?: unknown;
            recharge_method?: unknown;
            depositor?: unknown;
        } & {
            [key: string]: unknown;
        }) | null;
        RechargeOptions: {
            deposit: components["schemas"]["DepositInfo"];
            integrated: {
                available: boolean;
                sdk_url: string | null;
            };
            min_amount: number;
            max_amount: number;
        };
        RechargeRejectRequestInput: {
            /** @default  */
            reason?: string;
        } | null;
        RechargeRequest: {
            id: number;
            recharge_method: number;
            recharge_method_display: string;
            amount: string;
            status: number;
            status_display: string;
            order_id: string | null;
            created_at: string;
            approved_at: string | null;
            requested_by: components["schemas"]["Actor"];
        };
        RefreshRequestInput: {
            refresh: string;
        };
        RejectRequestInput: {
            reason: string;
        };
        ReminderSettingsInput: {
            days: number[];
        };
        ReminderSettingsResponse: {
            days: number[];
            /** @enum {string|null} */
            kakao_reminder: "alimtalk" | "mms" | null;
        };
        Seal: {
            image: string | null;
        };
        SealRequestInput: {
            image: string;
        };
        SendTypes: {
            send_types: number[];
        };
        SenderNumber: {
            id: number;
            number: string;
            label: string;
            company_id: number | null;
            company_name: string | null;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            is_active: boolean;
            /** @enum {string|null} */
            proof_type: "pdf" | "jpg" | "png" | null;
            reject_reason: string | null;
            reviewed_at: string | null;
            created_at: string;
        };
        SenderNumberCheck: {
            from: string;
            registered: boolean;
        };
        SenderNumberRejectRequestInput: {
            reason: string;
        };
        SenderNumbers: {
            default_number: string;
            results: components["schemas"]["SenderNumber"][];
        };
        SignUpRequestInput: {
            user: {
                username: string;
                password: string;
                email: string;
                /**
                 * @default corporate
                 * @enum {string}
                 */
                user_type?: "corporate";
                terms: {
                    term_id: number;
                    is_agreed: boolean;
                }[];
                /**
                 * @default {
                 *       "is_event_sms_enabled": false,
                 *       "is_event_email_enabled": false,
                 *       "is_info_sms_enabled": false,
                 *       "is_info_email_enabled": false
                 *     }
                 */
                notification?: {
                    /** @default false */
                    is_event_sms_enabled?: boolean;
                    /** @default false */
                    is_event_email_enabled?: boolean;
                    /** @default false */
                    is_info_sms_enabled?: boolean;
                    /** @default false */
                    is_info_email_enabled?: boolean;
                };
                referral_code?: string | null;
                order_id: string;
            };
            company_name: string;
            business_number: string;
            owner_name: string;
            primary_phone: string;
        };
        SignedUp: {
            username: string;
            email: string;
            fullname: string;
            company_name: string;
        };
        StaffAccount: {
            id: number;
            username: string;
            fullname: string;
            email: string;
            status: components["schemas"]["MemberStatus"];
            staff_role: components["schemas"]["StaffRole"];
            created_at: string;
        };
        StaffCompany: {
            id: number;
            name: string;
            business_number: string;
            policy: components["schemas"]["Policy"];
            members: components["schemas"]["CompanyMember"][];
        };
        StaffCreateRequestInput: {
            username: string;
            password: string;
            fullname: string;
            /** Format: email */
            email: string;
            /**
             * @default operator
             * @enum {string}
             */
            staff_role?: "super" | "operator";
        };
        /** @enum {string} */
        StaffRole: "super" | "operator";
        StaffRoleRequestInput: {
            /** @enum {string} */
            staff_role: "super" | "operator";
        };
        SupplierStatus: {
            issuer: string;
            bizmoney: string | null;
            warn_below: string;
            low: boolean;
            error: string | null;
            refused_for_bizmoney_24h: number;
        };
        SupplierSync: {
            id: number;
            /** @enum {string} */
            trigger: "manual" | "daily";
            /** @enum {string} */
            status: "running" | "done" | "failed";
            created: number;
            updated: number;
            discontinued: number;
            unchanged: number;
            skipped: number;
            margin: components["schemas"]["MarginRuleOut"] | null;
            error: string | null;
            started_at: string;
            finished_at: string | null;
        };
        SupplierSyncChange: {
            id: number;
            goods_id: number | null;
            supplier_goods_code: string;
            /** @enum {string} */
            kind: "created" | "updated" | "discontinued";
            name: string;
            diff: {
                [key: string]: (unknown | unknown)[];
            };
        };
        Term: {
            id: number;
            title: string;
            content: string;
            is_required: boolean;
            kind: string;
        };
        TermVersion: {
            id: number;
            kind: string;
            version: number;
            title: string;
            is_active: boolean;
        };
        TermVersionRequestInput: {
            title: string;
            content: string;
        };
        TestWallet: {
            balance: string;
            reset_to: string;
        };
        TokenPair: {
            access: string;
            refresh: string;
        };
        Transaction: {
            id: number;
            transaction_type: number;
            transaction_type_display: string;
            amount: string;
            balance_after: string;
            order_number: string;
            created_at: string;
            recharge_details: {
                id: number;
                recharge_method: number;
                recharge_method_display: string;
            } | null;
        };
        Upload: {
            url: string;
            content_type: string;
            size: number;
        };
        UsernameAvailable: {
            username: string;
            available: boolean;
        };
        UsernameVerifyRequestInput: {
            username: string;
        };
        Voucher: {
            /** @enum {string} */
            state: "pending" | "unused" | "used" | "expired" | "cancelled";
            state_display: string;
            brand: string;
            goods_name: string;
            image: string;
            coupon_no: string | null;
            expires_at: string | null;
            used_at: string | null;
            sender_name: string;
            title: string;
            message: string;
            /** @enum {string} */
            kind: "item" | "amount";
            usage_guide: string;
            store_info: string;
            precautions: string;
            help_phone: string;
        };
        VoucherSummary: {
            total: number;
            unused: number;
            used: number;
            expired: number;
            cancelled: number;
        };
        VoucherSync: {
            checked: number;
            changed: number;
            failed: number;
        };
        WalletTx: {
            id: number;
            transaction_type: number;
            transaction_type_display: string;
            amount: string;
            balance_after: string;
            memo: string | null;
            staff: string | null;
            order_id: number | null;
            recharge_id: number | null;
            created_at: string;
        };
        WithdrawRequestInput: {
            password: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["LoginResult"] | {
                            /** @enum {boolean} */
                            mfa_required: true;
                            mfa_token: string;
                        } | {
                            /** @enum {boolean} */
                            mfa_enrollment_required: true;
                            mfa_token: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLoginUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginUnlockRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthTokenRefresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["TokenPair"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAuthMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            enabled: boolean;
                            enabled_at: string | null;
                            recovery_codes_left: number;
                            /** @enum {string|null} */
                            required_by: "staff" | "company" | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["LoginResult"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthMfaEnroll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            secret: string;
                            otpauth_url: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthMfaEnrollConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token?: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            access: string;
                            refresh: string;
                            user: components["schemas"]["PublicUser"];
                            recovery_codes: string[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthMfaDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            enabled: boolean;
                            enabled_at: string | null;
                            recovery_codes_left: number;
                            /** @enum {string|null} */
                            required_by: "staff" | "company" | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthMfaRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            recovery_codes: string[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMeSenderNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumbers"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersMeSenderNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumber"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMeSenderNumbersByIdProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the proof as uploaded: PDF, JPEG or PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersBusinessNumberVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BusinessVerifyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["BusinessVerified"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersUsernameVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UsernameVerifyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["UsernameAvailable"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Term"][];
                        message?: string;
                    };
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersRegisterCorporate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignUpRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SignedUp"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersRegisterInvited: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitedSignUpRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SignedUp"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersFindId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindAccountRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["FoundId"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postUsersFindPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FindAccountRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["FoundPassword"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Me"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Me"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUsersMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WithdrawRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersMeCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyProfileRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Me"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChangeRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["TokenPair"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIdentitiesKcpHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityHashRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["IdentityHash"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getIdentitiesKcpVerify: {
        parameters: {
            query: {
                ordr_idxx: string;
                verification_type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["IdentityPerson"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postIdentitiesKcpCallback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdentityFormInput"];
            };
        };
        responses: {
            /** @description the outcome (JSON) or the result page (HTML) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["IdentityOutcome"];
                        message?: string;
                    };
                    "text/html": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGoods: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                ordering?: "sort" | "-id" | "price_low" | "price_high" | "popular";
                category?: string;
                brand?: string;
                search?: string;
                discounted?: "0" | "1" | "true" | "false" | "";
                is_new?: "0" | "1" | "true" | "false" | "";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Goods"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGoodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Goods"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBannersSlide: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Banner"][];
                        message?: string;
                    };
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBrands: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                ordering?: "name" | "-name" | "sort";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Brand"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CategoryNode"];
                        message?: string;
                    };
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CategoryNode"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettingsFooters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Footer"];
                        message?: string;
                    };
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSettingsSeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Seal"];
                        message?: string;
                    };
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsBalance: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Balance"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRecharge: {
        parameters: {
            query?: {
                created_at_after?: string;
                created_at_before?: string;
                ordering?: "-created_at" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["RechargeRequest"][];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsRecharge: {
        parameters: {
            query?: {
                test?: "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeCreateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CreatedRecharge"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsRechargeByIdCancel: {
        parameters: {
            query?: {
                test?: "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Recharge"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRechargeOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["RechargeOptions"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRechargeOrdersByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Recharge"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRechargeHistories: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                created_at_after?: string;
                created_at_before?: string;
                transaction_type?: "" | number;
                ordering?: "-created_at" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Transaction"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRefundAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            account: {
                                bank: string;
                                account_number: string;
                                holder: string;
                                updated_at: string;
                            } | null;
                            company_name: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putPaymentsRefundAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    bank: "KB국민은행" | "신한은행" | "우리은행" | "하나은행" | "IBK기업은행" | "NH농협은행" | "SC제일은행" | "한국씨티은행" | "케이뱅크" | "카카오뱅크" | "토스뱅크" | "부산은행" | "대구은행" | "광주은행" | "경남은행" | "전북은행" | "제주은행" | "수협은행" | "새마을금고" | "신협" | "우체국";
                    account_number: string;
                    holder: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            account: {
                                bank: string;
                                account_number: string;
                                holder: string;
                                updated_at: string;
                            } | null;
                            company_name: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRefunds: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                amount: string;
                                bank: string;
                                account_number: string;
                                holder: string;
                                status: number;
                                status_display: string;
                                reject_reason: string | null;
                                created_at: string;
                                processed_at: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postPaymentsRefunds: {
        parameters: {
            query?: {
                test?: "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: string | number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            amount: string;
                            bank: string;
                            account_number: string;
                            holder: string;
                            status: number;
                            status_display: string;
                            reject_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInquiries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                ordering?: "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Inquiry"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postInquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Inquiry"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getInquiriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Inquiry"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotices: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                notice_type?: "" | number;
                search?: string;
                ordering?: "-created_at" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Notice"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNoticesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Notice"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCarts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CartItem"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCarts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAddRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CartItem"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCarts: {
        parameters: {
            query: {
                ids: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CartRemoved"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersDuplicateCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DuplicateCheckRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["DuplicateCheck"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PreviewRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MessagePreview"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersSendTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SendTypes"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersSenderNumber: {
        parameters: {
            query?: {
                sender?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumberCheck"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                placed_by?: number;
                name?: string;
                goods_name?: string;
                status?: number;
                created_at_after?: string;
                created_at_before?: string;
                ordering?: "-id" | "id";
                test?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Order"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrders: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: {
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersById: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersByIdCancel: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersDeliveries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                goods_name?: string;
                recipient?: string;
                status?: number;
                voucher_status?: number;
                order_id?: number;
                placed_by?: number;
                created_at_after?: string;
                created_at_before?: string;
                ordering?: "-id";
                test?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Delivery"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersDeliveriesAutoRefunds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AutoRefundSummary"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersDeliveriesById: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersDeliveriesByIdRefund: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryRefundRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersDeliveriesByIdResend: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryResendRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersDeliveriesByIdCancel: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersByIdApprove: {
        parameters: {
            query?: {
                test?: "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersByIdReject: {
        parameters: {
            query?: {
                test?: "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RejectRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Order"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Company"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CompanyMember"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompanyMembersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCompanyMembersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberUpdateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CompanyMember"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Invitation"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Invitation"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["InvitationPreview"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompanyInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCompanyPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PolicyRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Policy"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putCompanyPolicyMfa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_required: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Policy"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyApprovals: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Order"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyActivity: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Activity"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContacts: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                search?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                name: string;
                                phone: string | null;
                                email: string | null;
                                tags: string[];
                                occasions: {
                                    label: string;
                                    month: number;
                                    day: number;
                                    lunar: boolean;
                                    leap: boolean;
                                }[];
                                memo: string | null;
                                masked: boolean;
                                created_at: string;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    phone?: string | null;
                    email?: string | null;
                    tags?: string[];
                    /** @default [] */
                    occasions?: {
                        label: string;
                        month: number;
                        day: number;
                        /** @default false */
                        lunar?: boolean;
                        /** @default false */
                        leap?: boolean;
                    }[];
                    memo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            tags: string[];
                            occasions: {
                                label: string;
                                month: number;
                                day: number;
                                lunar: boolean;
                                leap: boolean;
                            }[];
                            memo: string | null;
                            masked: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContactsTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            tag: string;
                            count: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContactsPicks: {
        parameters: {
            query?: {
                search?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postContactsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            added: number;
                            updated: number;
                            skipped: {
                                row: number;
                                reason: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContactsSampleXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContactsExportXlsx: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            tags: string[];
                            occasions: {
                                label: string;
                                month: number;
                                day: number;
                                lunar: boolean;
                                leap: boolean;
                            }[];
                            memo: string | null;
                            masked: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchContactsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    phone?: string | null;
                    email?: string | null;
                    tags?: string[];
                    occasions?: {
                        label: string;
                        month: number;
                        day: number;
                        /** @default false */
                        lunar?: boolean;
                        /** @default false */
                        leap?: boolean;
                    }[];
                    memo?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            phone: string | null;
                            email: string | null;
                            tags: string[];
                            occasions: {
                                label: string;
                                month: number;
                                day: number;
                                lunar: boolean;
                                leap: boolean;
                            }[];
                            memo: string | null;
                            masked: boolean;
                            created_at: string;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMessageTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            title: string;
                            body: string;
                            created_at: string;
                            updated_at: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMessageTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    title?: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            title: string;
                            body: string;
                            created_at: string;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMessageTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchMessageTemplatesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @default  */
                    title?: string;
                    body?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            title: string;
                            body: string;
                            created_at: string;
                            updated_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUsersMeReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["ReminderSettingsResponse"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putUsersMeReminders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReminderSettingsInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["ReminderSettingsResponse"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersDeliveriesExpiring: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["ExpiringDelivery"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postOrdersDeliveriesByIdRemind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postWebhooksSolapiBySecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                secret: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            received: number;
                            applied: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: string | null;
                            created_at: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("order.created" | "order.approved" | "order.rejected" | "delivery.sent" | "delivery.failed" | "delivery.opened" | "delivery.refunded" | "voucher.used" | "voucher.expired" | "voucher.cancelled" | "wallet.recharged" | "wallet.low_balance")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: string | null;
                            created_at: string;
                            secret: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompanyWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchCompanyWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("order.created" | "order.approved" | "order.rejected" | "delivery.sent" | "delivery.failed" | "delivery.opened" | "delivery.refunded" | "voucher.used" | "voucher.expired" | "voucher.cancelled" | "wallet.recharged" | "wallet.low_balance")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            disabled_reason: string | null;
                            failing_since: string | null;
                            created_at: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            event_id: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyWebhooksByIdAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            event_id: string;
                            type: string;
                            response_status: number | null;
                            duration_ms: number;
                            response_excerpt: string;
                            /** @enum {string} */
                            message_status: "pending" | "delivered" | "failed";
                            created_at: string;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyWebhooksByIdAttemptsByAttemptIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            event_id: string;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAutoGifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            occasion_label: string;
                            days_before: number;
                            goods: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            };
                            substitutes: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            }[];
                            price: string;
                            template: {
                                title: string;
                                body: string;
                            };
                            tags: string[];
                            send_type: number;
                            active: boolean;
                            created_by: {
                                id: number;
                                username: string;
                                fullname: string;
                            };
                            created_at: string;
                            attention: number;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAutoGifts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    occasion_label: string;
                    days_before: number;
                    goods: number;
                    /** @default [] */
                    substitutes?: number[];
                    /**
                     * @default {
                     *       "title": "",
                     *       "body": ""
                     *     }
                     */
                    template?: {
                        title: string;
                        body: string;
                    };
                    /** @default [] */
                    tags?: string[];
                    send_type: 1 | 2 | 3;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            occasion_label: string;
                            days_before: number;
                            goods: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            };
                            substitutes: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            }[];
                            price: string;
                            template: {
                                title: string;
                                body: string;
                            };
                            tags: string[];
                            send_type: number;
                            active: boolean;
                            created_by: {
                                id: number;
                                username: string;
                                fullname: string;
                            };
                            created_at: string;
                            attention: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAutoGiftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchAutoGiftsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    occasion_label?: string;
                    days_before?: number;
                    goods?: number;
                    substitutes?: number[];
                    template?: {
                        title: string;
                        body: string;
                    };
                    tags?: string[];
                    send_type?: 1 | 2 | 3;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            name: string;
                            occasion_label: string;
                            days_before: number;
                            goods: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            };
                            substitutes: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            }[];
                            price: string;
                            template: {
                                title: string;
                                body: string;
                            };
                            tags: string[];
                            send_type: number;
                            active: boolean;
                            created_by: {
                                id: number;
                                username: string;
                                fullname: string;
                            };
                            created_at: string;
                            attention: number;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAutoGiftsByIdUpcoming: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            contact_id: number;
                            name: string;
                            date: string;
                            occasion_date: string;
                            goods: {
                                id: number;
                                name: string;
                                brand: string;
                                price: string;
                                image: string;
                                available: boolean;
                            } | null;
                        }[];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAutoGiftsByIdHistory: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                contact_id: number;
                                contact_name: string;
                                occasion_label: string;
                                occasion_date: string;
                                /** @enum {string} */
                                status: "sent" | "skipped" | "waiting_balance" | "missed";
                                status_display: string;
                                reason: string | null;
                                goods: {
                                    id: number;
                                    name: string;
                                } | null;
                                order_id: number | null;
                                updated_at: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["ApiKey"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiKeyCreateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CreatedApiKey"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteCompanyApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCompanyTestWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["TestWallet"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCompanyTestWalletReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["TestWallet"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersByIdStatementPdf: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersByIdDeliveriesPdf: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersByIdDeliveriesXlsx: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getStatementsByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRechargeByIdReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRefundsByIdReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersExportXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                placed_by?: number;
                name?: string;
                goods_name?: string;
                status?: number;
                created_at_after?: string;
                created_at_before?: string;
                ordering?: "-id" | "id";
                test?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOrdersDeliveriesExportXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                goods_name?: string;
                recipient?: string;
                status?: number;
                voucher_status?: number;
                order_id?: number;
                placed_by?: number;
                created_at_after?: string;
                created_at_before?: string;
                ordering?: "-id";
                test?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPaymentsRechargeHistoriesExportXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                created_at_after?: string;
                created_at_before?: string;
                transaction_type?: "" | number;
                ordering?: "-created_at" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postQuotesPdf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        goods_id: number;
                        quantity: number;
                        recipients: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getVouchersByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Voucher"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 요청 한도 초과 (Retry-After 헤더의 초만큼 기다린 뒤 다시 요청) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Dashboard"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminAuditLogs: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                target_type?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AuditRow"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMembers: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
                status?: "active" | "suspended" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["MemberRow"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMembersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MemberDetail"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMembersByIdTransactions: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["WalletTx"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMembersByIdBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BalanceAdjustRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MemberDetail"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMembersByIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MemberDetail"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMembersByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MemberDetail"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMembersByIdMfaReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaffByIdMfaReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["StaffAccount"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffCreateRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["CreatedStaff"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaffByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffRoleRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data?: components["schemas"]["StaffAccount"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaffByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data?: components["schemas"]["StaffAccount"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminStaffByIdReactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data?: components["schemas"]["StaffAccount"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMessages: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                recipient?: string;
                channel?: "sms" | "email" | "kakao";
                status?: "sent" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["OutboxMessage"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminMessagesByIdReveal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["OutboxMessage"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrders: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AdminOrder"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminDeliveries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: string;
                recipient?: string;
                voucher_status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Delivery"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveriesByIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeliveryRetryRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveriesByIdRefund: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminDeliveryRefundRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveriesByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminVouchersSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["VoucherSync"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSupplier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SupplierStatus"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminDeliveriesByIdUse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Delivery"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminSettings"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettingsFooter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FooterRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminSettings"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettingsDepositAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositAccountsRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminSettings"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSettingsSeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SealRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminSettings"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminSettingsSeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminSettings"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminTerm"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminTermsByIdVersions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TermVersionRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["TermVersion"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminInquiries: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AdminInquiry"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminInquiriesByIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InquiryAnswerInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Inquiry"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminNotices: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                notice_type?: "" | number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["Notice"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminNotices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Notice"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminNoticesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Notice"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminNoticesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeUpdateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Notice"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminNoticesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGoods: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
                brand_id?: number;
                category_id?: number;
                is_on_sale?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AdminGoods"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminGoods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoodsCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminGoods"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminGoodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminGoods"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminGoodsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GoodsUpdateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminGoods"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBrands: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AdminBrand"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBrands: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminBrand"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminBrandsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BrandUpdateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminBrand"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminBrandsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminCategory"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminCategory"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CategoryUpdateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminCategory"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminCategoriesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminBanner"][];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminBanner"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminBannersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BannerUpdateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["AdminBanner"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAdminBannersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        /** @enum {string|null} */
                        data: null;
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Upload"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSupplierSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SupplierSync"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSupplierSyncs: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["SupplierSync"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSupplierSyncsByIdChanges: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                kind?: "created" | "updated" | "discontinued";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["SupplierSyncChange"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSupplierMargin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MarginRuleOut"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAdminSupplierMargin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarginRuleInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["MarginRuleOut"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminRecharges: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "" | number;
                recharge_method?: "" | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: components["schemas"]["AdminRecharge"][];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminRechargesByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Recharge"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminRechargesByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RechargeRejectRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["Recharge"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMembersByIdCompany: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["StaffCompany"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBalanceRefunds: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "" | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            count: number;
                            next: string | null;
                            previous: string | null;
                            results: {
                                id: number;
                                amount: string;
                                bank: string;
                                account_number: string;
                                holder: string;
                                status: number;
                                status_display: string;
                                reject_reason: string | null;
                                created_at: string;
                                processed_at: string | null;
                                member: {
                                    id: number;
                                    username: string;
                                    fullname: string;
                                    company_name: string | null;
                                };
                                processed_by: string | null;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBalanceRefundsByIdPay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            amount: string;
                            bank: string;
                            account_number: string;
                            holder: string;
                            status: number;
                            status_display: string;
                            reject_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminBalanceRefundsByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            id: number;
                            amount: string;
                            bank: string;
                            account_number: string;
                            holder: string;
                            status: number;
                            status_display: string;
                            reject_reason: string | null;
                            created_at: string;
                            processed_at: string | null;
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSenderNumbers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumbers"];
                        message?: string;
                    };
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminSenderNumbersByIdProof: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description the proof as uploaded: PDF, JPEG or PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSenderNumbersByIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumber"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSenderNumbersByIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SenderNumberRejectRequestInput"];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumber"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSenderNumbersByIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumber"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminSenderNumbersByIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: components["schemas"]["SenderNumber"];
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAdminAutoGiftsRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date */
                    date: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "success";
                        data: {
                            date: string;
                            sent: number;
                            skipped: number;
                            waiting_balance: number;
                            missed: number;
                            already: number;
                            already_sent: {
                                name: string;
                                occasion: string;
                                occasion_date: string;
                            }[];
                        };
                        message?: string;
                    };
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsOrdersXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
                status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsDeliveriesXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: string;
                recipient?: string;
                voucher_status?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsRechargesXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                status?: "" | number;
                recharge_method?: "" | number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsLedgerXlsx: {
        parameters: {
            query?: {
                created_at_after?: string;
                created_at_before?: string;
                transaction_type?: number;
                member_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsMembersXlsx: {
        parameters: {
            query?: {
                page?: number;
                page_size?: number;
                q?: string;
                status?: "active" | "suspended" | "withdrawn";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminExportsSettlementByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdStatementPdf: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdDeliveriesPdf: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminOrdersByIdDeliveriesXlsx: {
        parameters: {
            query?: {
                test?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 엑셀 파일 (xlsx) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminRechargesByIdReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminBalanceRefundsByIdReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminMembersByIdStatementsByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PDF 문서 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description 입력값 오류 (code: invalid, 항목별 errors) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 로그인 필요 또는 토큰 만료 (code: not_authenticated, token_not_valid) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 권한 없음 (code: permission_denied) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 대상을 찾을 수 없음 (code: not_found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 서버 오류 */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 일시적으로 처리할 수 없음 (Retry-After 뒤 같은 요청을 다시 보내도 안전) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description 그 밖의 실패 (예: 409 현재 상태에서 할 수 없는 요청, 422 처리할 수 없는 요청): code로 구분 */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
