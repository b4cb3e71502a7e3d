import { envelopeSchema } from '@bizgift/domain/envelope';
import type { z } from 'zod';

export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
  message?: string;
}

export interface FailEnvelope {
  status: 'fail' | 'error';
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

export function ok<T>(data: T, message?: string): SuccessEnvelope<T> {
  return message === undefined ? { status: 'success', data } : { status: 'success', data, message };
}

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/**
 * A route's `response` schema: the success envelope around `data` (and the OpenAPI document's
 * answer). `status` is the success code the route sends (201 for a create).
 */
export function success<T extends z.ZodType>(data: T, status = 200) {
  return { [status]: envelopeSchema(data) };
}
