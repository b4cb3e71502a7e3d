/**
 * A coupon number as people read it, the same in the text message, the e-mail, the recipient's page
 * and the member's screens: digits in fours (1234-5678-9012), anything else left as it is. No imports,
 * so the recipient's page takes nothing else with it.
 */
export const groupCoupon = (couponNo: string) => couponNo.replace(/(\d{4})(?=\d)/g, '$1-');
