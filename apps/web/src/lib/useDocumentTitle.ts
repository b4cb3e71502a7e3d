import { useEffect } from 'react';

const SITE = 'BizGift 비즈기프트';
const DEFAULT_TITLE = `${SITE} - 기업 모바일 상품권`;

/** Sets `<title>` to '<page> | BizGift 비즈기프트' (or the site title when no page title is given). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : DEFAULT_TITLE;
  }, [title]);
}
