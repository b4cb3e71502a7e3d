import { z } from 'zod';

/**
 * A free-text search word in a staff list's query string: trimmed, bounded, and refused (400) when
 * it holds a NUL character, which PostgreSQL text cannot store — never a database error.
 */
export const searchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `검색어는 ${max}자 이하로 입력해주세요.`)
    .refine((v) => !v.includes('\u0000'), '검색어에 사용할 수 없는 문자가 포함되어 있습니다.')
    .optional();
