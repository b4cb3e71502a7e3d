import { z } from 'zod';
import { notFound } from './errors.ts';

/** A path id that is not a positive integer names nothing: answer 404, not 400 (SPEC asks for it). */
export function parseId(raw: string, message?: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id < 1) throw notFound(message);
  return id;
}

export const idParams = z.object({ id: z.string().max(40) });
