import { z } from 'zod';

/**
 * A free-text search word in a list's (or its Excel export's) query string: trimmed, bounded, and
 * refused (400) when it holds a control character — NUL, which PostgreSQL text cannot store (a
 * database error, or an export cut off after its headers were sent), and the others no one types.
 */
export const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `검색어는 ${max}자 이하로 입력해주세요.`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: these are what it refuses
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v), '검색어에 사용할 수 없는 문자가 포함되어 있습니다.')
    .optional();
