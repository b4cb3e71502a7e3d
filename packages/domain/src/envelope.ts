import { z } from 'zod';

/**
 * The wire's common pieces: the success envelope every JSON answer comes in, a page of a list,
 * and the scalar conventions (money as an integer-won string, instants as ISO strings).
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data, message: z.string().optional() });

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Integer won as a string ("4500"): JSON numbers would lose precision past 2^53. */
export const moneySchema = z.string().describe('정수 원 (문자열)');
/** An instant as an ISO 8601 string. */
export const instantSchema = z.string().describe('ISO 8601');

/** `data: null` answers (logout, delete…), usually with a message. */
export const noDataSchema = z.null();
